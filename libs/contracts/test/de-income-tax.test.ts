import { toFieldIssues } from '../src/fields';
import { deIncomeTaxRequestSchema } from '../src/de-income-tax';

function issuesOf(body: unknown) {
  const parsed = deIncomeTaxRequestSchema.safeParse(body);
  if (parsed.success) throw new Error(`expected ${JSON.stringify(body)} to be rejected`);
  return toFieldIssues(parsed.error);
}

describe('deIncomeTaxRequestSchema', () => {
  test('defaults; with no taxYear the API uses the year in force on its date', () => {
    expect(deIncomeTaxRequestSchema.parse({ taxableIncome: 50000 })).toEqual({
      taxableIncome: 50000,
      assessment: 'single',
      churchTax: 'none',
    });
  });
  test('numeric strings for amounts, years and classes', () => {
    expect(deIncomeTaxRequestSchema.parse({ taxableIncome: '50000.50', taxYear: '2024', taxClass: '4', churchTax: '9' })).toEqual({
      taxYear: 2024,
      taxableIncome: 50000.5,
      assessment: 'single',
      churchTax: '9',
      taxClass: 4,
    });
  });
  test.each([3, 5])('tax class %s defaults to joint assessment', (taxClass) => {
    expect(deIncomeTaxRequestSchema.parse({ taxableIncome: 1, taxClass }).assessment).toBe('joint');
  });
  test('tax class V with an explicit single assessment is accepted (§ 26a EStG)', () => {
    expect(deIncomeTaxRequestSchema.parse({ taxableIncome: 1, taxClass: 5, assessment: 'single' }).assessment).toBe('single');
  });
  test('tax class III with an explicit single assessment is rejected on assessment', () => {
    expect(issuesOf({ taxableIncome: 1, taxClass: 3, assessment: 'single' }).map((issue) => issue.field)).toEqual(['assessment']);
  });
  test.each([
    [{ taxableIncome: 1, taxYear: 2023 }, 'taxYear', /2024, 2025, 2026/],
    [{ taxableIncome: 1, taxYear: '2025.0' }, 'taxYear', /2024, 2025, 2026/],
    [{ taxableIncome: 1, taxClass: 7 }, 'taxClass', /1, 2, 3, 4, 5, 6/],
    [{ taxableIncome: 1, taxClass: 2.5 }, 'taxClass', /1, 2, 3, 4, 5, 6/],
    [{ taxableIncome: -1 }, 'taxableIncome', /zero or more/],
    [{ taxableIncome: '50,000' }, 'taxableIncome', /plain digits/],
    [{}, 'taxableIncome', /required/],
    [{ taxableIncome: 1, assessment: 'married' }, 'assessment', /single, joint/],
    [{ taxableIncome: 1, churchTax: 8 }, 'churchTax', /none, 8, 9/],
    [{ taxableIncome: 1, extra: true }, 'extra', /not a recognised field/],
  ])('%j is rejected on %s', (body, field, message) => {
    const issues = issuesOf(body);
    expect(issues.map((issue) => issue.field)).toEqual([field]);
    expect(issues[0]!.message).toMatch(message);
  });
});
