import { toFieldIssues, describeFieldIssues, MAX_AMOUNT } from '../src/fields';
import { ukIncomeTaxRequestSchema } from '../src/uk-income-tax';

function issuesOf(body: unknown) {
  const parsed = ukIncomeTaxRequestSchema.safeParse(body);
  if (parsed.success) throw new Error(`expected ${JSON.stringify(body)} to be rejected`);
  return toFieldIssues(parsed.error);
}

describe('ukIncomeTaxRequestSchema: accepted bodies', () => {
  test('a JSON number, with every default applied (no taxYear: the API uses the year in force on its date)', () => {
    expect(ukIncomeTaxRequestSchema.parse({ grossIncome: 60000 })).toEqual({
      grossIncome: 60000,
      region: 'england',
      pensionContribution: 0,
      studentLoanPlan: 'none',
      includeNationalInsurance: true,
    });
  });

  test.each([
    ['60000', 60000],
    ['60000.50', 60000.5],
    [' 60000 ', 60000],
    ['0', 0],
    ['1e12', 1e12],
  ])('the numeric string %p is read as %p', (grossIncome, expected) => {
    expect(ukIncomeTaxRequestSchema.parse({ grossIncome }).grossIncome).toBe(expected);
  });

  test('every field set explicitly, flags as query-string booleans', () => {
    expect(
      ukIncomeTaxRequestSchema.parse({
        grossIncome: '45000',
        taxYear: '2023-24',
        region: 'scotland',
        pensionContribution: '3000',
        studentLoanPlan: 'plan4',
        includeNationalInsurance: 'false',
      }),
    ).toEqual({
      grossIncome: 45000,
      taxYear: '2023-24',
      region: 'scotland',
      pensionContribution: 3000,
      studentLoanPlan: 'plan4',
      includeNationalInsurance: false,
    });
  });

  test('the largest amount (1e12) and a pension equal to the income are accepted', () => {
    expect(ukIncomeTaxRequestSchema.safeParse({ grossIncome: MAX_AMOUNT, pensionContribution: MAX_AMOUNT }).success).toBe(true);
  });
});

describe('ukIncomeTaxRequestSchema: rejected bodies name the field', () => {
  test.each([
    ['letters', { grossIncome: 'abc' }, 'grossIncome'],
    ['a negative amount', { grossIncome: -5 }, 'grossIncome'],
    ['a negative numeric string', { grossIncome: '-5' }, 'grossIncome'],
    ['a missing income', {}, 'grossIncome'],
    ['1e300', { grossIncome: 1e300 }, 'grossIncome'],
    ['just above 1e12', { grossIncome: 1_000_000_000_001 }, 'grossIncome'],
    ['thousands separators', { grossIncome: '60,000' }, 'grossIncome'],
    ['a currency symbol', { grossIncome: '£60000' }, 'grossIncome'],
    ['"Infinity"', { grossIncome: 'Infinity' }, 'grossIncome'],
    ['"-Infinity"', { grossIncome: '-Infinity' }, 'grossIncome'],
    ['"NaN"', { grossIncome: 'NaN' }, 'grossIncome'],
    ['"1e400" (overflows to Infinity)', { grossIncome: '1e400' }, 'grossIncome'],
    ['Infinity', { grossIncome: Number.POSITIVE_INFINITY }, 'grossIncome'],
    ['NaN', { grossIncome: Number.NaN }, 'grossIncome'],
    ['an empty string', { grossIncome: '' }, 'grossIncome'],
    ['a boolean', { grossIncome: true }, 'grossIncome'],
    ['an unsupported tax year', { grossIncome: 1, taxYear: '2022-23' }, 'taxYear'],
    ['an unknown region', { grossIncome: 1, region: 'cornwall' }, 'region'],
    ['an unknown plan', { grossIncome: 1, studentLoanPlan: 'plan3' }, 'studentLoanPlan'],
    ['a non-boolean flag', { grossIncome: 1, includeNationalInsurance: 'yes' }, 'includeNationalInsurance'],
    ['a negative pension', { grossIncome: 1000, pensionContribution: -1 }, 'pensionContribution'],
    ['a pension above the income', { grossIncome: 1000, pensionContribution: 1000.01 }, 'pensionContribution'],
    ['an unknown field', { grossIncome: 1, bonus: 5 }, 'bonus'],
  ])('%s', (_label, body, field) => {
    const issues = issuesOf(body);
    expect(issues.map((issue) => issue.field)).toContain(field);
    for (const issue of issues) expect(issue.message.trim()).not.toBe('');
    expect(describeFieldIssues(issues)).toContain(field);
  });

  test('an unsupported tax year lists the supported years', () => {
    const issue = issuesOf({ grossIncome: 1, taxYear: '2030-31' }).find((i) => i.field === 'taxYear');
    expect(issue?.message).toBe('must be one of: 2023-24, 2024-25, 2025-26, 2026-27');
  });

  test('messages say what is wrong', () => {
    expect(issuesOf({})).toContainEqual({ field: 'grossIncome', message: 'is required' });
    expect(issuesOf({ grossIncome: -5 })).toContainEqual({ field: 'grossIncome', message: 'must be zero or more' });
    expect(issuesOf({ grossIncome: 1000, pensionContribution: 2000 })).toContainEqual({
      field: 'pensionContribution',
      message: 'must not be more than grossIncome',
    });
    expect(issuesOf({ grossIncome: 1, bonus: 5 })).toContainEqual({ field: 'bonus', message: 'is not a recognised field' });
  });

  test.each([null, 'grossIncome=60000', 60000, []])('a body that is not a JSON object (%p) is reported as "body"', (body) => {
    expect(issuesOf(body)).toContainEqual({ field: 'body', message: 'must be a JSON object' });
  });
});

test('an invalid income is reported once, by its own field, not again through the pension comparison', () => {
  expect(issuesOf({ grossIncome: 'abc', pensionContribution: 5 }).map((issue) => issue.field)).toEqual(['grossIncome']);
});

describe('ukIncomeTaxRequestSchema: savings, dividends, allowances and Child Benefit', () => {
  test('accepted when valid, numeric strings and query-string booleans included', () => {
    expect(
      ukIncomeTaxRequestSchema.parse({
        grossIncome: 40000,
        savingsIncome: '1200.50',
        dividendIncome: 3000,
        overStatePensionAge: 'true',
        marriageAllowance: 'receive',
        blindPersonsAllowance: false,
        childBenefitChildren: '2',
      }),
    ).toMatchObject({
      savingsIncome: 1200.5,
      dividendIncome: 3000,
      overStatePensionAge: true,
      marriageAllowance: 'receive',
      blindPersonsAllowance: false,
      childBenefitChildren: 2,
    });
  });

  test.each([
    [{ savingsIncome: -1 }, 'savingsIncome'],
    [{ dividendIncome: 'lots' }, 'dividendIncome'],
    [{ overStatePensionAge: 'maybe' }, 'overStatePensionAge'],
    [{ marriageAllowance: 'both' }, 'marriageAllowance'],
    [{ blindPersonsAllowance: 2 }, 'blindPersonsAllowance'],
    [{ childBenefitChildren: 1.5 }, 'childBenefitChildren'],
    [{ childBenefitChildren: -1 }, 'childBenefitChildren'],
    [{ childBenefitChildren: 21 }, 'childBenefitChildren'],
  ])('%p is refused, naming %s', (fields, field) => {
    const issues = issuesOf({ grossIncome: 40000, ...fields });
    expect(issues.map((issue) => issue.field)).toEqual([field]);
  });
});
