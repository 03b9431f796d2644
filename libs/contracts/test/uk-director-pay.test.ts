import { toFieldIssues } from '../src/fields';
import { ukDirectorPayRequestSchema } from '../src/uk-director-pay';

function fieldsOf(body: unknown): string[] {
  const parsed = ukDirectorPayRequestSchema.safeParse(body);
  if (parsed.success) throw new Error(`expected ${JSON.stringify(body)} to be rejected`);
  return toFieldIssues(parsed.error).map((issue) => issue.field);
}

describe('ukDirectorPayRequestSchema', () => {
  test('the profit alone, with every default', () => {
    expect(ukDirectorPayRequestSchema.parse({ companyProfit: 50000 })).toEqual({
      companyProfit: 50000,
      otherIncome: 0,
      region: 'england',
      employmentAllowance: false,
    });
  });

  test('every field, numeric strings and query-string booleans', () => {
    expect(
      ukDirectorPayRequestSchema.parse({
        taxYear: '2025-26',
        companyProfit: '120000.50',
        otherIncome: '8000',
        region: 'scotland',
        employmentAllowance: 'true',
      }),
    ).toEqual({ taxYear: '2025-26', companyProfit: 120000.5, otherIncome: 8000, region: 'scotland', employmentAllowance: true });
  });

  test.each([
    [{}, 'companyProfit'],
    [{ companyProfit: -1 }, 'companyProfit'],
    [{ companyProfit: 'much' }, 'companyProfit'],
    [{ companyProfit: 1, taxYear: '2022-23' }, 'taxYear'],
    [{ companyProfit: 1, otherIncome: -5 }, 'otherIncome'],
    [{ companyProfit: 1, region: 'mars' }, 'region'],
    [{ companyProfit: 1, employmentAllowance: 'perhaps' }, 'employmentAllowance'],
    [{ companyProfit: 1, salary: 100 }, 'salary'],
  ])('%p is refused, naming %s', (body, field) => {
    expect(fieldsOf(body)).toEqual([field]);
  });
});
