import { toFieldIssues } from '../src/fields';
import { usEstateTaxRequestSchema } from '../src/us-estate-tax';

function fieldsOf(body: unknown): string[] {
  const parsed = usEstateTaxRequestSchema.safeParse(body);
  if (parsed.success) throw new Error(`expected ${JSON.stringify(body)} to be rejected`);
  return toFieldIssues(parsed.error).map((issue) => issue.field);
}

describe('usEstateTaxRequestSchema', () => {
  test('a taxable estate alone, as a string', () => {
    expect(usEstateTaxRequestSchema.parse({ taxableEstate: '15000000' })).toEqual({ taxableEstate: 15_000_000 });
  });

  test('the gross estate with its deductions, gifts, DSUE and a state in any case', () => {
    expect(
      usEstateTaxRequestSchema.parse({
        taxYear: '2026',
        grossEstate: 30_000_000,
        maritalDeduction: '5000000',
        debtsAndExpenses: 100_000,
        adjustedTaxableGifts: 1_000_000,
        deceasedSpouseUnusedExclusion: 2_000_000,
        giftTaxPayable: 0,
        state: 'ny',
      }),
    ).toMatchObject({ taxYear: 2026, grossEstate: 30_000_000, maritalDeduction: 5_000_000, state: 'NY' });
  });

  test.each([
    [{}, 'taxableEstate'],
    [{ taxableEstate: -1 }, 'taxableEstate'],
    [{ taxableEstate: 1, grossEstate: 2 }, 'grossEstate'],
    [{ taxableEstate: 1, maritalDeduction: 2 }, 'maritalDeduction'],
    [{ taxableEstate: 1, taxYear: 2023 }, 'taxYear'],
    [{ taxableEstate: 1, state: 'XX' }, 'state'],
    [{ grossEstate: 1, charitableDeduction: 'much' }, 'charitableDeduction'],
    [{ taxableEstate: 1, heirs: 2 }, 'heirs'],
  ])('%j is rejected naming %s', (body, field) => {
    expect(fieldsOf(body)).toContain(field);
  });
});
