import { sliceIntoBrackets, type Bracket } from '../core/brackets';
import { sumMinor, toMinor } from '../core/money';
import { valueAt, type IsoDate } from '../core/parameter';
import { restOfUkIncomeTaxBands } from '../../params/uk/hmrc/income-tax/rest-of-uk-bands';
import { corporationTaxRates } from '../../params/uk/hmrc/corporation-tax/rates';
import { class1Rates } from '../../params/uk/hmrc/national-insurance/class1-rates';
import { class1Thresholds } from '../../params/uk/hmrc/national-insurance/class1-thresholds';
import { employmentAllowance as employmentAllowanceParameter } from '../../params/uk/hmrc/national-insurance/employment-allowance';
import { scottishIncomeTaxBands } from '../../params/uk/revenue-scotland/scottish-income-tax-bands';
import { taperedAllowanceMinor, type UkRegion } from './income-tax';
import { taxOnSavingsAndDividends } from './savings-and-dividends';
import { ukTaxYearStart, type UkTaxYear } from './tax-year';

/**
 * The three charges a director's salary meets, each in pence, worked by the same rules and roundings as the full
 * calculators (national-insurance.ts, corporation-tax.ts, income-tax.ts) but without their breakdowns, labels and
 * validation: the search for the best salary evaluates a few hundred salaries per request, and the full calculators
 * cost a fraction of a millisecond each. test/uk/director-pay.test.ts checks these against the full calculators.
 */
export interface DirectorPayRules {
  /** Employee and employer Class 1 NICs on an annual earnings period (SS(C)R 2001 reg. 8), after Employment Allowance. */
  readonly nationalInsurance: (salaryMinor: number) => { readonly employeeMinor: number; readonly employerMinor: number };
  /** Corporation Tax of a 12-month period from 1 April, within one financial year, no associated companies. */
  readonly corporationTax: (profitsMinor: number) => number;
  /** Income Tax on non-savings income and dividends: the total, and the part on dividends. */
  readonly incomeTax: (nonSavingsMinor: number, dividendsMinor: number) => { readonly totalMinor: number; readonly dividendMinor: number };
}

export interface DirectorPayRulesInput {
  readonly taxYear: UkTaxYear;
  readonly region: UkRegion;
  readonly employmentAllowance: boolean;
  /** The accounting period's first day (1 April), which picks the Corporation Tax rates. */
  readonly periodStart: IsoDate;
}

/** Class 1 is charged to the nearest penny, a halfpenny or less disregarded, slice by slice (national-insurance.ts). */
const CLASS1_ROUNDING = 'half-down';

function nationalInsuranceRule(input: DirectorPayRulesInput, date: IsoDate): DirectorPayRules['nationalInsurance'] {
  const thresholds = valueAt(class1Thresholds, date).annual;
  const rates = valueAt(class1Rates, date);
  // A director's annual earnings period takes the blended rate the law set for a year whose rates changed mid-year.
  const mainRate = rates.directorsAnnual?.mainRate ?? rates.mainRate;
  const employee: Bracket[] = [
    { name: 'Below Primary Threshold', threshold: 0, rate: 0 },
    { name: 'Main rate', threshold: thresholds.primaryThreshold, rate: mainRate },
    { name: 'Above Upper Earnings Limit', threshold: thresholds.upperEarningsLimit, rate: rates.additionalRate },
  ];
  const employer: Bracket[] = [
    { name: 'Below Secondary Threshold', threshold: 0, rate: 0 },
    { name: 'Secondary rate', threshold: thresholds.secondaryThreshold, rate: rates.secondaryRate },
  ];
  const allowanceMinor = input.employmentAllowance ? toMinor(valueAt(employmentAllowanceParameter, date).amount) : 0;
  const total = (salaryMinor: number, brackets: readonly Bracket[]) =>
    sumMinor(sliceIntoBrackets(salaryMinor, brackets, CLASS1_ROUNDING).map((slice) => slice.taxMinor));
  return (salaryMinor) => {
    const employerGrossMinor = total(salaryMinor, employer);
    return {
      employeeMinor: total(salaryMinor, employee),
      employerMinor: employerGrossMinor - Math.min(employerGrossMinor, allowanceMinor),
    };
  };
}

/** Half up to the penny, as corporation-tax.ts rounds the exact tax (HMRC's marginal relief calculator). */
function roundHalfUp(numerator: bigint, denominator: bigint): number {
  const quotient = numerator / denominator;
  return Number((numerator % denominator) * 2n >= denominator ? quotient + 1n : quotient);
}

/**
 * One financial year, limits not reduced (a 12-month period: CTA 2010 s.18D(4)): the small profits rate up to the
 * lower limit, the main rate less marginal relief F × (U − P) up to the upper limit (s.18B, profits = augmented profits),
 * the main rate above. Exact in BigInt pence until the one rounding, as the full calculator is.
 */
function corporationTaxRule(input: DirectorPayRulesInput): DirectorPayRules['corporationTax'] {
  const rates = valueAt(corporationTaxRates, input.periodStart);
  const lowerMinor = BigInt(toMinor(rates.lowerLimit));
  const upperMinor = BigInt(toMinor(rates.upperLimit));
  // The full calculator's `percent`: the rate in thousandths of a percent over 100,000.
  const small = BigInt(Math.round(rates.smallProfitsRate * 1000));
  const main = BigInt(Math.round(rates.mainRate * 1000));
  const { numerator, denominator } = rates.marginalReliefFraction;
  const fractionNumerator = BigInt(numerator);
  const fractionDenominator = BigInt(denominator);
  return (profitsMinor) => {
    const profits = BigInt(profitsMinor);
    if (profits <= lowerMinor) return roundHalfUp(profits * small, 100_000n);
    if (profits > upperMinor) return roundHalfUp(profits * main, 100_000n);
    // main × P / 100,000 − F × (U − P), over one denominator.
    const common = 100_000n * fractionDenominator;
    return roundHalfUp(profits * main * fractionDenominator - fractionNumerator * (upperMinor - profits) * 100_000n, common);
  };
}

/** calculateUkIncomeTax's path for pay and dividends only (no savings, pension, Marriage or Blind Person's Allowance). */
function incomeTaxRule(input: DirectorPayRulesInput, date: IsoDate): DirectorPayRules['incomeTax'] {
  const bands = valueAt(input.region === 'scotland' ? scottishIncomeTaxBands : restOfUkIncomeTaxBands, date);
  return (payMinor, dividendsMinor) => {
    const allowanceMinor = taperedAllowanceMinor(payMinor + dividendsMinor, date);
    const allowanceUsedMinor = Math.min(payMinor, allowanceMinor);
    const taxableMinor = payMinor - allowanceUsedMinor;
    const taxableDividendsMinor = dividendsMinor - Math.min(dividendsMinor, allowanceMinor - allowanceUsedMinor);
    const payTaxMinor = sumMinor(sliceIntoBrackets(taxableMinor, bands, 'down').map((slice) => slice.taxMinor));
    const dividendMinor = taxOnSavingsAndDividends(taxableMinor, 0, taxableDividendsMinor, date).dividendTaxMinor;
    return { totalMinor: payTaxMinor + dividendMinor, dividendMinor };
  };
}

export function directorPayRules(input: DirectorPayRulesInput): DirectorPayRules {
  const date = ukTaxYearStart(input.taxYear);
  return {
    nationalInsurance: nationalInsuranceRule(input, date),
    corporationTax: corporationTaxRule(input),
    incomeTax: incomeTaxRule(input, date),
  };
}
