/**
 * Structural tests over every US federal parameter (params/us/irs, params/us/ssa): described, unit, dated from
 * 1 January in ascending order, at least one https reference per value, in force in every supported year (usTaxYears),
 * every filing status present, brackets starting at 0 and strictly rising (Tax-Calculator-style validators).
 */
import type { Bracket } from '../../src/core/brackets';
import { valueAt, type Parameter } from '../../src/core/parameter';
import { usFilingStatuses } from '../../src/us/filing-status';
import { usTaxYears, usTaxYearStart } from '../../src/us/tax-year';
import { longTermCapitalGainsRateBrackets } from '../../params/us/irs/capital-gains/long-term-rate-brackets';
import { additionalStandardDeduction } from '../../params/us/irs/income-tax/additional-standard-deduction';
import { ordinaryIncomeTaxBrackets } from '../../params/us/irs/income-tax/ordinary-brackets';
import { standardDeduction } from '../../params/us/irs/income-tax/standard-deduction';
import { taxTableLayout } from '../../params/us/irs/income-tax/tax-table';
import { netInvestmentIncomeTaxRate } from '../../params/us/irs/net-investment-income-tax/rate';
import { netInvestmentIncomeTaxThreshold } from '../../params/us/irs/net-investment-income-tax/threshold';
import { additionalMedicareTaxRate } from '../../params/us/irs/payroll-taxes/additional-medicare-rate';
import { additionalMedicareTaxThreshold } from '../../params/us/irs/payroll-taxes/additional-medicare-threshold';
import { medicareEmployeeRate } from '../../params/us/irs/payroll-taxes/medicare-rate';
import { socialSecurityEmployeeRate } from '../../params/us/irs/payroll-taxes/social-security-rate';
import { futaCreditReduction } from '../../params/us/irs/futa/credit-reduction';
import { futaMaximumCredit } from '../../params/us/irs/futa/maximum-credit';
import { futaTaxRate } from '../../params/us/irs/futa/tax-rate';
import { futaWageBase } from '../../params/us/irs/futa/wage-base';
import { additionalMedicareWithholdingThreshold } from '../../params/us/irs/payroll-taxes/additional-medicare-withholding-threshold';
import { medicareEmployerRate } from '../../params/us/irs/payroll-taxes/medicare-employer-rate';
import { socialSecurityEmployerRate } from '../../params/us/irs/payroll-taxes/social-security-employer-rate';
import { selfEmploymentTaxDeductibleShare } from '../../params/us/irs/self-employment-tax/deductible-share';
import { selfEmploymentMedicareRate } from '../../params/us/irs/self-employment-tax/medicare-rate';
import { selfEmploymentMinimumNetEarnings } from '../../params/us/irs/self-employment-tax/minimum-net-earnings';
import { selfEmploymentNetEarningsFactor } from '../../params/us/irs/self-employment-tax/net-earnings-factor';
import { selfEmploymentSocialSecurityRate } from '../../params/us/irs/self-employment-tax/social-security-rate';
import { withholdingTableStandardDeduction } from '../../params/us/irs/withholding/table-standard-deduction';
import { worksheet1aAdjustment } from '../../params/us/irs/withholding/worksheet-1a-adjustment';
import { estateTaxBasicExclusionAmount } from '../../params/us/irs/estate-tax/basic-exclusion-amount';
import { estateTaxRateSchedule } from '../../params/us/irs/estate-tax/rate-schedule';
import { usFederalReferences } from '../../params/us/irs/references';
import { childTaxCredit } from '../../params/us/irs/credits/child-tax-credit';
import { earnedIncomeCredit } from '../../params/us/irs/credits/earned-income-credit';
import { socialSecurityWageBase } from '../../params/us/ssa/social-security-wage-base';
import { describeWellFormedParameters, expectEveryExportedParameterListed, type NamedParameters } from '../support/parameter-checks';

const federalParameters: NamedParameters = [
  ['ordinaryIncomeTaxBrackets', ordinaryIncomeTaxBrackets],
  ['standardDeduction', standardDeduction],
  ['additionalStandardDeduction', additionalStandardDeduction],
  ['childTaxCredit', childTaxCredit],
  ['earnedIncomeCredit', earnedIncomeCredit],
  ['taxTableLayout', taxTableLayout],
  ['longTermCapitalGainsRateBrackets', longTermCapitalGainsRateBrackets],
  ['netInvestmentIncomeTaxRate', netInvestmentIncomeTaxRate],
  ['netInvestmentIncomeTaxThreshold', netInvestmentIncomeTaxThreshold],
  ['socialSecurityEmployeeRate', socialSecurityEmployeeRate],
  ['medicareEmployeeRate', medicareEmployeeRate],
  ['additionalMedicareTaxRate', additionalMedicareTaxRate],
  ['additionalMedicareTaxThreshold', additionalMedicareTaxThreshold],
  ['socialSecurityWageBase', socialSecurityWageBase],
  ['socialSecurityEmployerRate', socialSecurityEmployerRate],
  ['medicareEmployerRate', medicareEmployerRate],
  ['additionalMedicareWithholdingThreshold', additionalMedicareWithholdingThreshold],
  ['futaTaxRate', futaTaxRate],
  ['futaWageBase', futaWageBase],
  ['futaMaximumCredit', futaMaximumCredit],
  ['futaCreditReduction', futaCreditReduction],
  ['selfEmploymentNetEarningsFactor', selfEmploymentNetEarningsFactor],
  ['selfEmploymentSocialSecurityRate', selfEmploymentSocialSecurityRate],
  ['selfEmploymentMedicareRate', selfEmploymentMedicareRate],
  ['selfEmploymentMinimumNetEarnings', selfEmploymentMinimumNetEarnings],
  ['selfEmploymentTaxDeductibleShare', selfEmploymentTaxDeductibleShare],
  ['withholdingTableStandardDeduction', withholdingTableStandardDeduction],
  ['worksheet1aAdjustment', worksheet1aAdjustment],
  ['estateTaxRateSchedule', estateTaxRateSchedule],
  ['estateTaxBasicExclusionAmount', estateTaxBasicExclusionAmount],
];
const byStatusParameters = new Set<Parameter<unknown>>([
  ordinaryIncomeTaxBrackets,
  standardDeduction,
  longTermCapitalGainsRateBrackets,
  netInvestmentIncomeTaxThreshold,
  additionalMedicareTaxThreshold,
]);

describe('US federal parameters', () => {
  test('the list above holds every parameter exported from params/us/irs and params/us/ssa', () => {
    expectEveryExportedParameterListed(['us/irs', 'us/ssa'], federalParameters);
  });

  describeWellFormedParameters(federalParameters, { pattern: /^\d{4}-01-01$/, label: '1 January' });

  describe.each(federalParameters)('%s', (name, parameter) => {
    test(`has a value in force in every supported year (${usTaxYears.join(', ')})`, () => {
      for (const year of usTaxYears) expect(() => valueAt(parameter, usTaxYearStart(year))).not.toThrow();
    });

    test('filing-status values name every status; brackets start at 0 and strictly rise', () => {
      for (const entry of parameter.values) {
        if (!byStatusParameters.has(parameter)) continue;
        const value = entry.value as Record<string, unknown>;
        expect(Object.keys(value).sort()).toEqual([...usFilingStatuses].sort());
        if (parameter.unit !== 'USD-brackets') {
          for (const amount of Object.values(value)) expect(amount).toEqual(expect.any(Number));
          continue;
        }
        for (const [filingStatus, brackets] of Object.entries(value as Record<string, readonly Bracket[]>)) {
          expect({ name, filingStatus, first: brackets[0]!.threshold }).toEqual({ name, filingStatus, first: 0 });
          brackets.forEach((bracket, index) => {
            expect(bracket.rate).toBeGreaterThanOrEqual(0);
            expect(bracket.rate).toBeLessThanOrEqual(100);
            if (index > 0) {
              expect(bracket.threshold).toBeGreaterThan(brackets[index - 1]!.threshold);
              expect(bracket.rate).toBeGreaterThan(brackets[index - 1]!.rate);
            }
          });
        }
      }
    });
  });

  test('a qualifying surviving spouse uses the joint tables and deduction; NIIT joint too, Additional Medicare not', () => {
    for (const year of usTaxYears) {
      const date = usTaxYearStart(year);
      expect(valueAt(ordinaryIncomeTaxBrackets, date)['qualifying-surviving-spouse']).toEqual(
        valueAt(ordinaryIncomeTaxBrackets, date)['married-joint'],
      );
      expect(valueAt(longTermCapitalGainsRateBrackets, date)['qualifying-surviving-spouse']).toEqual(
        valueAt(longTermCapitalGainsRateBrackets, date)['married-joint'],
      );
      expect(valueAt(standardDeduction, date)['qualifying-surviving-spouse']).toBe(valueAt(standardDeduction, date)['married-joint']);
      expect(valueAt(netInvestmentIncomeTaxThreshold, date)['qualifying-surviving-spouse']).toBe(250_000);
      expect(valueAt(additionalMedicareTaxThreshold, date)['qualifying-surviving-spouse']).toBe(200_000);
    }
  });

  test('2025 standard deduction is the P.L. 119-21 amount, and cites it', () => {
    const entry = standardDeduction.values.find((value) => value.from === '2025-01-01')!;
    expect(entry.value).toMatchObject({ single: 15_750, 'married-joint': 31_500, 'head-of-household': 23_625, 'married-separate': 15_750 });
    expect(entry.references.map((reference) => reference.title).join(' ')).toMatch(/119-21/);
  });

  test('2026: the indexed amounts are Rev. Proc. 2025-32 and SSA figures, cited; the statutory ones carry on unchanged', () => {
    const date = usTaxYearStart(2026);
    const from2026 = (parameter: Parameter<unknown>) => parameter.values.find((value) => value.from === '2026-01-01');
    for (const parameter of [ordinaryIncomeTaxBrackets, standardDeduction, additionalStandardDeduction, longTermCapitalGainsRateBrackets]) {
      expect(from2026(parameter)!.references.map((reference) => reference.href)).toContain('https://www.irs.gov/pub/irs-drop/rp-25-32.pdf');
    }
    expect(valueAt(standardDeduction, date)).toMatchObject({ single: 16_100, 'married-joint': 32_200, 'head-of-household': 24_150 });
    expect(valueAt(additionalStandardDeduction, date)).toEqual({ married: 1_650, unmarried: 2_050 });
    expect(valueAt(socialSecurityWageBase, date)).toBe(184_500);
    expect(from2026(socialSecurityWageBase)!.references.map((reference) => reference.href)).toContain(
      'https://www.ssa.gov/oact/cola/cbb.html',
    );
    // Not indexed: no 2026 value, the statutory one stays in force.
    for (const parameter of [
      netInvestmentIncomeTaxRate,
      netInvestmentIncomeTaxThreshold,
      socialSecurityEmployeeRate,
      medicareEmployeeRate,
      additionalMedicareTaxRate,
      additionalMedicareTaxThreshold,
    ]) {
      expect(from2026(parameter)).toBeUndefined();
    }
    expect(valueAt(additionalMedicareTaxThreshold, date)).toMatchObject({
      single: 200_000,
      'married-joint': 250_000,
      'married-separate': 125_000,
    });
    expect(valueAt(netInvestmentIncomeTaxThreshold, date)).toMatchObject({
      single: 200_000,
      'married-joint': 250_000,
      'married-separate': 125_000,
    });
  });

  test('Tax Table rows tile [0, 100,000) without gaps, and every bracket edge below it lands on a row edge or midpoint', () => {
    for (const year of usTaxYears) {
      const layout = valueAt(taxTableLayout, usTaxYearStart(year));
      let expectedFrom = 0;
      for (const segment of layout.segments) {
        expect(segment.from).toBe(expectedFrom);
        expect((segment.to - segment.from) % segment.width).toBe(0);
        expectedFrom = segment.to;
      }
      expect(expectedFrom).toBe(layout.upTo);
      // A threshold inside a $50 row at a point other than its edge or midpoint would make the table's midpoint tax
      // differ from the rate schedule's design; the Rev. Proc. thresholds are multiples of $25.
      for (const brackets of Object.values(valueAt(ordinaryIncomeTaxBrackets, usTaxYearStart(year)))) {
        for (const bracket of brackets) if (bracket.threshold < layout.upTo) expect(bracket.threshold % 25).toBe(0);
      }
    }
  });

  test('every shared reference has a title and an https href', () => {
    for (const [key, reference] of Object.entries(usFederalReferences)) {
      expect({ key, ok: reference.title.trim().length > 0 && /^https:\/\/[^\s]+$/.test(reference.href) }).toEqual({ key, ok: true });
    }
  });
});

describe('earned income credit table (Rev. Procs., "Earned Income Credit")', () => {
  // The Rev. Procs. print the earned income amount, the maximum credit and the completed phase-out amount; they follow
  // from each other by §32(b): maximum = rate × earned income amount (to the dollar), completed = threshold + maximum ÷
  // phase-out rate, within a few dollars (the Rev. Procs. round intermediate amounts; 2023's childless column is $3 off).
  it.each(usTaxYears)('%i: each column is consistent', (year) => {
    for (const column of valueAt(earnedIncomeCredit, usTaxYearStart(year)).columns) {
      expect(Math.abs(column.earnedIncomeAmount * column.creditRate - column.maximumCredit)).toBeLessThanOrEqual(1);
      const span = column.maximumCredit / column.phaseOutRate;
      expect(Math.abs(column.phaseOutStart + span - column.completedPhaseOut)).toBeLessThanOrEqual(4);
      expect(Math.abs(column.phaseOutStartJoint + span - column.completedPhaseOutJoint)).toBeLessThanOrEqual(4);
    }
  });
});
