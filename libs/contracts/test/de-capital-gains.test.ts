import { toFieldIssues } from '../src/fields';
import { deCapitalGainsRequestSchema } from '../src/de-capital-gains';

function fieldsOf(body: unknown): string[] {
  const parsed = deCapitalGainsRequestSchema.safeParse(body);
  if (parsed.success) throw new Error(`expected ${JSON.stringify(body)} to be rejected`);
  return toFieldIssues(parsed.error).map((issue) => issue.field);
}

describe('deCapitalGainsRequestSchema', () => {
  test('defaults: single, no church tax, no fund', () => {
    expect(deCapitalGainsRequestSchema.parse({ capitalIncome: '5000', joint: 'true' })).toEqual({
      capitalIncome: 5_000,
      joint: true,
      churchTax: 'none',
      fundType: 'none',
    });
  });
  test.each([
    [{}, 'capitalIncome'],
    [{ capitalIncome: 1, churchTax: '7' }, 'churchTax'],
    [{ capitalIncome: 1, fundType: 'bond' }, 'fundType'],
    [{ capitalIncome: 1, joint: 'yes' }, 'joint'],
    [{ capitalIncome: 1, taxYear: 2023 }, 'taxYear'],
  ])('%j is rejected on %s', (body, field) => {
    expect(fieldsOf(body)).toContain(field);
  });
});

describe('deCapitalGainsRequestSchema: losses and the Günstigerprüfung', () => {
  test('accepts the new amounts as strings', () => {
    expect(
      deCapitalGainsRequestSchema.parse({
        capitalIncome: '0',
        shareGains: '100',
        shareLosses: '50',
        otherLosses: '10',
        personalTaxableIncome: '20000',
      }),
    ).toMatchObject({ shareGains: 100, shareLosses: 50, otherLosses: 10, personalTaxableIncome: 20_000 });
  });
  test.each(['shareGains', 'shareLosses', 'otherLosses', 'personalTaxableIncome'])('a negative %s is rejected on that field', (field) => {
    expect(fieldsOf({ capitalIncome: 1, [field]: -1 })).toContain(field);
  });
});
