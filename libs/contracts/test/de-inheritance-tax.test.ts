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
