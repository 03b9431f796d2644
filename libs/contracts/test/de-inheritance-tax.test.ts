import { toFieldIssues } from '../src/fields';
import { deInheritanceTaxRequestSchema } from '../src/de-inheritance-tax';

function fieldsOf(body: unknown): string[] {
  const parsed = deInheritanceTaxRequestSchema.safeParse(body);
  if (parsed.success) throw new Error(`expected ${JSON.stringify(body)} to be rejected`);
  return toFieldIssues(parsed.error).map((issue) => issue.field);
}

describe('deInheritanceTaxRequestSchema', () => {
  test('defaults: an inheritance with no earlier gifts', () => {
    expect(deInheritanceTaxRequestSchema.parse({ acquisition: '500000', relationship: 'child', taxYear: '2025' })).toEqual({
      taxYear: 2025,
      acquisition: 500_000,
      relationship: 'child',
      transfer: 'inheritance',
      priorGifts: 0,
    });
  });
  test.each([
    [{ relationship: 'child' }, 'acquisition'],
    [{ acquisition: 1 }, 'relationship'],
    [{ acquisition: 1, relationship: 'cousin' }, 'relationship'],
    [{ acquisition: 1, relationship: 'child', transfer: 'sale' }, 'transfer'],
    [{ acquisition: 1, relationship: 'child', priorGifts: -5 }, 'priorGifts'],
    [{ acquisition: 1, relationship: 'child', taxYear: 2023 }, 'taxYear'],
  ])('%j is rejected on %s', (body, field) => {
    expect(fieldsOf(body)).toContain(field);
  });
});

describe('deInheritanceTaxRequestSchema: § 13 and § 17 inputs', () => {
  test('accepts the family home and pension inputs as strings from a query', () => {
    expect(
      deInheritanceTaxRequestSchema.parse({
        acquisition: '1',
        relationship: 'child',
        pensionAllowance: 'true',
        childAge: '7',
        survivorPensionValue: '1000',
        familyHomeValue: '400000',
        familyHomeLivingArea: '212.5',
      }),
    ).toMatchObject({
      pensionAllowance: true,
      childAge: 7,
      survivorPensionValue: 1000,
      familyHomeValue: 400_000,
      familyHomeLivingArea: 212.5,
    });
  });
  test.each([
    [{ acquisition: 1, relationship: 'child', childAge: 7.5 }, 'childAge'],
    [{ acquisition: 1, relationship: 'child', childAge: -1 }, 'childAge'],
    [{ acquisition: 1, relationship: 'child', pensionAllowance: true }, 'childAge'],
    [{ acquisition: 1, relationship: 'child', pensionAllowance: 'yes' }, 'pensionAllowance'],
    [{ acquisition: 1, relationship: 'spouse', survivorPensionValue: -1 }, 'survivorPensionValue'],
    [{ acquisition: 1, relationship: 'spouse', familyHomeValue: 'x' }, 'familyHomeValue'],
    [{ acquisition: 1, relationship: 'spouse', familyHomeLivingArea: 0 }, 'familyHomeLivingArea'],
  ])('%j is rejected on %s', (body, field) => {
    expect(fieldsOf(body)).toContain(field);
  });
  test('a child’s gift needs no age (§ 17 is only on death)', () => {
    expect(
      deInheritanceTaxRequestSchema.safeParse({ acquisition: 1, relationship: 'child', transfer: 'gift', pensionAllowance: true }).success,
    ).toBe(true);
  });
});
