/**
 * The figures the UK income tax page quotes about savings, dividends and the other allowances, against gov.uk:
 * - Marriage Allowance: transfer £1,260, the receiver's tax cut by up to £252 (https://www.gov.uk/marriage-allowance);
 * - Blind Person's Allowance: £3,130 for 2025-26, £2,870 for 2023-24 (https://www.gov.uk/blind-persons-allowance);
 * - High Income Child Benefit Charge: 1% for every £200 above £60,000, all of it at £80,000 from 6 April 2024;
 *   1% per £100 above £50,000 before (https://www.gov.uk/child-benefit-tax-charge);
 * - dividends: £500 allowance (£1,000 in 2023-24), 8.75%, 33.75%, 39.35% (https://www.gov.uk/tax-on-dividends);
 * - savings: starting rate up to £5,000, Personal Savings Allowance £1,000 / £500 (https://www.gov.uk/apply-tax-free-interest-on-savings).
 */
import { ukDirectorPayHeadlines, ukOtherIncomeHeadlines } from '../../src/uk/headline-figures';

describe('ukOtherIncomeHeadlines', () => {
  it('2025-26 as gov.uk states it', () => {
    expect(ukOtherIncomeHeadlines('2025-26')).toEqual({
      savingsStartingLimit: 5_000,
      savingsStartingRate: 0,
      savingsAllowanceBasic: 1_000,
      savingsAllowanceHigher: 500,
      dividendAllowance: 500,
      dividendOrdinaryRate: 8.75,
      dividendUpperRate: 33.75,
      dividendAdditionalRate: 39.35,
      marriageAllowancePercent: 10,
      marriageAllowanceReliefRate: 20,
      marriageAllowanceAmount: 1_260,
      marriageAllowanceSaving: 252,
      blindPersonsAllowance: 3_130,
      childBenefitChargeThreshold: 60_000,
      childBenefitChargeStep: 200,
      childBenefitChargeFullAt: 80_000,
    });
  });

  it('2023-24: the older charge and dividend allowance', () => {
    expect(ukOtherIncomeHeadlines('2023-24')).toMatchObject({
      dividendAllowance: 1_000,
      blindPersonsAllowance: 2_870,
      childBenefitChargeThreshold: 50_000,
      childBenefitChargeStep: 100,
      childBenefitChargeFullAt: 60_000,
    });
  });
});

// gov.uk/guidance/rates-and-thresholds-for-employers-2025-to-2026 (Secondary Threshold £5,000 at 15%, Primary Threshold
// £12,570 at 8%); gov.uk/corporation-tax-rates (19% to £50,000, 25% above £250,000); gov.uk/tax-on-dividends.
describe('ukDirectorPayHeadlines', () => {
  it('2025-26 as gov.uk states it', () => {
    expect(ukDirectorPayHeadlines('2025-26')).toEqual({
      secondaryThreshold: 5_000,
      primaryThreshold: 12_570,
      employerRate: 15,
      employeeRate: 8,
      personalAllowance: 12_570,
      smallProfitsRate: 19,
      mainRate: 25,
      lowerLimit: 50_000,
      upperLimit: 250_000,
      dividendAllowance: 500,
      dividendOrdinaryRate: 8.75,
      dividendUpperRate: 33.75,
    });
  });

  it("2023-24: a director's blended 11.5% for the year the employee rate fell mid-year", () => {
    expect(ukDirectorPayHeadlines('2023-24')).toMatchObject({ secondaryThreshold: 9_100, employerRate: 13.8, employeeRate: 11.5 });
  });
});
