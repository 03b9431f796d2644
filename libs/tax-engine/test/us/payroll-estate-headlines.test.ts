/**
 * The figures the payroll and estate tax pages quote, read from the parameters of each year:
 * - IRS Publication 15 (Circular E), section 14: FUTA 6.0% on the first $7,000, less a credit of up to 5.4%:
 *   https://www.irs.gov/publications/p15
 * - IRS Instructions for Schedule SE (Form 1040): 92.35% of net profit, 12.4% and 2.9%:
 *   https://www.irs.gov/instructions/i1040sse
 * - IRS Instructions for Form 706 and 26 U.S.C. §2001(c): rates 18% to 40%, the top rate above $1,000,000; basic
 *   exclusion amounts of Rev. Proc. 2023-34 and 2024-40 and P.L. 119-21: https://www.irs.gov/instructions/i706
 */
import { usEstateTaxHeadlines } from '../../src/us/estate-tax-headlines';
import { usPayrollTaxHeadlines } from '../../src/us/payroll-tax-headlines';

describe('payroll tax page figures', () => {
  test.each([2024, 2025, 2026])('%i: FUTA 6.0% less 5.4% is 0.6% on $7,000; Schedule SE on 92.35% at 12.4% and 2.9%', (year) => {
    expect(usPayrollTaxHeadlines(year)).toMatchObject({
      additionalMedicareWithholdingThreshold: 200_000,
      futaRate: 6,
      futaCredit: 5.4,
      futaNetRate: 0.6,
      futaWageBase: 7_000,
      selfEmploymentNetEarningsPercent: 92.35,
      selfEmploymentSocialSecurityRate: 12.4,
      selfEmploymentMedicareRate: 2.9,
    });
  });
});

describe('estate tax page figures', () => {
  test.each([
    [2024, 13_610_000, 5_389_800],
    [2025, 13_990_000, 5_541_800],
    [2026, 15_000_000, 5_945_800],
  ])('%i: exclusion $%i, credit $%i, rates 18% to 40% above $1,000,000', (year, exclusion, credit) => {
    expect(usEstateTaxHeadlines(year)).toMatchObject({
      basicExclusionAmount: exclusion,
      basicCredit: credit,
      lowestRate: 18,
      topRate: 40,
      topRateFrom: 1_000_000,
    });
  });

  test('Iowa’s inheritance tax is listed for deaths in 2024 and not from 2025', () => {
    expect(usEstateTaxHeadlines(2024).inheritanceTaxStates).toContain('IA');
    expect(usEstateTaxHeadlines(2025).inheritanceTaxStates).toEqual(['KY', 'MD', 'NE', 'NJ', 'PA']);
    expect(usEstateTaxHeadlines(2025).estateTaxStates).toContain('MD');
  });
});
