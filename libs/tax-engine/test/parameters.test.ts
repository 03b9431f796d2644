/**
 * Structural tests over every UK parameter: described, unit, dated in ascending order, cited, in force for every
 * supported tax year, brackets well formed (PSLmodels/Tax-Calculator-style validators).
 */
import type { Bracket } from '../src/core/brackets';
import { valueAt, type IsoDate } from '../src/core/parameter';
import { ukTaxYears, ukTaxYearStart } from '../src/uk/tax-year';
import { personalAllowance } from '../params/uk/hmrc/income-tax/personal-allowance';
import { personalAllowanceTaper } from '../params/uk/hmrc/income-tax/personal-allowance-taper';
import { restOfUkIncomeTaxBands } from '../params/uk/hmrc/income-tax/rest-of-uk-bands';
import { blindPersonsAllowance } from '../params/uk/hmrc/income-tax/blind-persons-allowance';
import { dividendAllowance } from '../params/uk/hmrc/income-tax/dividend-allowance';
import { dividendRates } from '../params/uk/hmrc/income-tax/dividend-rates';
import { highIncomeChildBenefitCharge } from '../params/uk/hmrc/income-tax/high-income-child-benefit-charge';
import { marriageAllowance } from '../params/uk/hmrc/income-tax/marriage-allowance';
import { personalSavingsAllowance } from '../params/uk/hmrc/income-tax/personal-savings-allowance';
import { savingsStartingRate } from '../params/uk/hmrc/income-tax/savings-starting-rate';
import { childBenefitWeeklyRates } from '../params/uk/hmrc/child-benefit/weekly-rates';
import { class1EmployeeAnnual } from '../params/uk/hmrc/national-insurance/class1-employee';
import { class1Rates } from '../params/uk/hmrc/national-insurance/class1-rates';
import { class1Thresholds, niEarningsPeriods } from '../params/uk/hmrc/national-insurance/class1-thresholds';
import { class2Contributions } from '../params/uk/hmrc/national-insurance/class2';
import { class3WeeklyRate } from '../params/uk/hmrc/national-insurance/class3';
import { class4Contributions } from '../params/uk/hmrc/national-insurance/class4';
import { employmentAllowance } from '../params/uk/hmrc/national-insurance/employment-allowance';
import { scottishIncomeTaxBands } from '../params/uk/revenue-scotland/scottish-income-tax-bands';
import { studentLoanPlans } from '../params/uk/slc/student-loan/repayment-plans';
import { ukReferences } from '../params/uk/references';
import { describeWellFormedParameters, expectEveryExportedParameterListed, type NamedParameters } from './support/parameter-checks';

/** Every UK parameter, by name. A new parameter file must be added here (checked below). */
const ukParameters: NamedParameters = [
  ['personalAllowance', personalAllowance],
  ['personalAllowanceTaper', personalAllowanceTaper],
  ['restOfUkIncomeTaxBands', restOfUkIncomeTaxBands],
  ['savingsStartingRate', savingsStartingRate],
  ['personalSavingsAllowance', personalSavingsAllowance],
  ['dividendAllowance', dividendAllowance],
  ['dividendRates', dividendRates],
  ['marriageAllowance', marriageAllowance],
  ['blindPersonsAllowance', blindPersonsAllowance],
  ['highIncomeChildBenefitCharge', highIncomeChildBenefitCharge],
  ['childBenefitWeeklyRates', childBenefitWeeklyRates],
  ['class1EmployeeAnnual', class1EmployeeAnnual],
  ['class1Thresholds', class1Thresholds],
  ['class1Rates', class1Rates],
  ['class2Contributions', class2Contributions],
  ['class3WeeklyRate', class3WeeklyRate],
  ['class4Contributions', class4Contributions],
  ['employmentAllowance', employmentAllowance],
  ['scottishIncomeTaxBands', scottishIncomeTaxBands],
  ['studentLoanPlans.plan1', studentLoanPlans.plan1],
  ['studentLoanPlans.plan2', studentLoanPlans.plan2],
  ['studentLoanPlans.plan4', studentLoanPlans.plan4],
  ['studentLoanPlans.plan5', studentLoanPlans.plan5],
  ['studentLoanPlans.postgraduate', studentLoanPlans.postgraduate],
];

/** Parameters that deliberately have no value in some supported years, and why. */
const notInForceBy: Record<string, { readonly firstFrom: IsoDate; readonly why: string }> = {
  'studentLoanPlans.plan5': { firstFrom: '2026-04-06', why: 'Plan 5 repayments start in the 2026-27 tax year' },
};

/**
 * Property transaction taxes are keyed by effective date and checked in test/uk/property-parameters.test.ts; VAT and
 * Capital Gains Tax (rates that change mid-year) in test/uk/vat-and-cgt-parameters.test.ts.
 */
const effectiveDateFolders = ['stamp-duty-land-tax', 'lbtt', 'welsh-revenue-authority', 'vat', 'capital-gains-tax'];
/** Corporation Tax is keyed by financial year (from 1 April) and checked in test/uk/corporation-tax-parameters.test.ts. */
const financialYearFolders = ['corporation-tax'];

/** Percent rates must have at most three decimals (core/money.ts applyRate) and lie in 0..100. */
function expectValidRate(label: string, rate: number): void {
  expect({
    label,
    finite: Number.isFinite(rate),
    inRange: rate >= 0 && rate <= 100,
    threeDecimals: Math.abs(Math.round(rate * 1000) / 1000 - rate) < 1e-9,
  }).toEqual({
    label,
    finite: true,
    inRange: true,
    threeDecimals: true,
  });
}

describe('UK parameters', () => {
  test('the list above holds every parameter exported from params/uk', () => {
    expectEveryExportedParameterListed(['uk'], ukParameters, [...effectiveDateFolders, ...financialYearFolders]);
  });

  describeWellFormedParameters(ukParameters, { pattern: /^\d{4}-04-06$/, label: '6 April (UK tax year)' });

  describe.each(ukParameters)('%s', (name, parameter) => {
    test('has a value in force in every supported tax year (or an explicit, explained exception)', () => {
      const exception = notInForceBy[name];
      for (const year of ukTaxYears) {
        const start = ukTaxYearStart(year);
        if (exception && start < exception.firstFrom) {
          expect(() => valueAt(parameter, start)).toThrow(/No value/);
        } else {
          expect(() => valueAt(parameter, start)).not.toThrow();
        }
      }
    });

    test('bracket thresholds start at 0 and strictly rise; rates are valid percents', () => {
      for (const entry of parameter.values) {
        if (!parameter.unit.endsWith('-brackets')) continue;
        const brackets = entry.value as readonly Bracket[];
        expect(brackets.length).toBeGreaterThan(0);
        expect(brackets[0]!.threshold).toBe(0);
        brackets.forEach((bracket, index) => {
          expect(bracket.name.trim()).not.toBe('');
          expectValidRate(`${name} ${entry.from} ${bracket.name}`, bracket.rate);
          if (index > 0) expect(bracket.threshold).toBeGreaterThan(brackets[index - 1]!.threshold);
        });
      }
    });
  });

  test('Plan 5 has no value before 2026-27, by design, and one from 2026-27', () => {
    expect(studentLoanPlans.plan5.values[0]!.from).toBe('2026-04-06');
    for (const year of ukTaxYears) {
      const start = ukTaxYearStart(year);
      if (start < '2026-04-06') expect(() => valueAt(studentLoanPlans.plan5, start)).toThrow(/No value/);
      else expect(() => valueAt(studentLoanPlans.plan5, start)).not.toThrow();
    }
    expect(ukTaxYears).toContain('2026-27');
    expect(notInForceBy['studentLoanPlans.plan5']!.why).toMatch(/2026-27/);
  });

  test('NI and student loan rates are valid percents with at most three decimals', () => {
    for (const entry of class1EmployeeAnnual.values) {
      expectValidRate(`NI main ${entry.from}`, entry.value.mainRate);
      expectValidRate(`NI additional ${entry.from}`, entry.value.additionalRate);
      expect(entry.value.upperEarningsLimit).toBeGreaterThan(entry.value.primaryThreshold);
    }
    for (const entry of class1Rates.values) {
      const { inYearChange, directorsAnnual, ...rates } = entry.value;
      for (const [name, rate] of Object.entries({ ...rates, ...directorsAnnual })) expectValidRate(`Class 1 ${name} ${entry.from}`, rate);
      if (inYearChange) {
        expectValidRate(`Class 1 in-year main ${entry.from}`, inYearChange.mainRate);
        expect(inYearChange.from > entry.from).toBe(true);
      }
    }
    for (const entry of class4Contributions.values) {
      expectValidRate(`Class 4 main ${entry.from}`, entry.value.mainRate);
      expectValidRate(`Class 4 additional ${entry.from}`, entry.value.additionalRate);
      expect(entry.value.upperProfitsLimit).toBeGreaterThan(entry.value.lowerProfitsLimit);
    }
    for (const [plan, parameter] of Object.entries(studentLoanPlans)) {
      for (const entry of parameter.values) {
        expectValidRate(`${plan} ${entry.from}`, entry.value.rate);
        expect(entry.value.threshold).toBeGreaterThan(0);
      }
    }
  });

  test('Class 1 thresholds rise LEL < PT < UEL in every earnings period, with each upper secondary threshold above the ST', () => {
    for (const entry of class1Thresholds.values)
      for (const period of niEarningsPeriods) {
        const set = entry.value[period];
        expect(set.lowerEarningsLimit).toBeLessThan(set.primaryThreshold);
        expect(set.primaryThreshold).toBeLessThan(set.upperEarningsLimit);
        for (const upper of [
          set.upperSecondaryThreshold,
          set.apprenticeUpperSecondaryThreshold,
          set.veteransUpperSecondaryThreshold,
          set.freeportUpperSecondaryThreshold,
          set.investmentZoneUpperSecondaryThreshold ?? set.freeportUpperSecondaryThreshold,
        ])
          expect(upper).toBeGreaterThan(set.secondaryThreshold);
      }
  });

  test('the Class 4 limits are the annual Primary Threshold and UEL (aligned since 2022-23)', () => {
    for (const year of ukTaxYears) {
      const date = ukTaxYearStart(year);
      const annual = valueAt(class1Thresholds, date).annual;
      const class4 = valueAt(class4Contributions, date);
      expect([class4.lowerProfitsLimit, class4.upperProfitsLimit]).toEqual([annual.primaryThreshold, annual.upperEarningsLimit]);
    }
  });

  test('the additional/top rate threshold is where the allowance runs out (Finance Act 2023 s.6: 2 x PA + £100,000)', () => {
    for (const year of ukTaxYears) {
      const date = ukTaxYearStart(year);
      const exhausted = 2 * valueAt(personalAllowance, date) + valueAt(personalAllowanceTaper, date).incomeLimit;
      expect(valueAt(restOfUkIncomeTaxBands, date).at(-1)!.threshold).toBe(exhausted);
      expect(valueAt(scottishIncomeTaxBands, date).at(-1)!.threshold).toBe(exhausted);
    }
  });

  test('every shared UK reference has a title and an https href', () => {
    for (const [key, reference] of Object.entries(ukReferences)) {
      expect({ key, title: reference.title.trim().length > 0, href: /^https:\/\/[^\s]+$/.test(reference.href) }).toEqual({
        key,
        title: true,
        href: true,
      });
    }
  });
});
