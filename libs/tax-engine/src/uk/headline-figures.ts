import { valueAt, type IsoDate } from '../core/parameter';
import { personalAllowance } from '../../params/uk/hmrc/income-tax/personal-allowance';
import { personalAllowanceTaper } from '../../params/uk/hmrc/income-tax/personal-allowance-taper';
import { restOfUkIncomeTaxBands } from '../../params/uk/hmrc/income-tax/rest-of-uk-bands';
import { blindPersonsAllowance } from '../../params/uk/hmrc/income-tax/blind-persons-allowance';
import { dividendAllowance } from '../../params/uk/hmrc/income-tax/dividend-allowance';
import { dividendRates } from '../../params/uk/hmrc/income-tax/dividend-rates';
import { highIncomeChildBenefitCharge } from '../../params/uk/hmrc/income-tax/high-income-child-benefit-charge';
import { marriageAllowance } from '../../params/uk/hmrc/income-tax/marriage-allowance';
import { personalSavingsAllowance } from '../../params/uk/hmrc/income-tax/personal-savings-allowance';
import { savingsStartingRate } from '../../params/uk/hmrc/income-tax/savings-starting-rate';
import { corporationTaxRates } from '../../params/uk/hmrc/corporation-tax/rates';
import { class1Rates } from '../../params/uk/hmrc/national-insurance/class1-rates';
import { class1Thresholds } from '../../params/uk/hmrc/national-insurance/class1-thresholds';
import { class1EmployeeAnnual } from '../../params/uk/hmrc/national-insurance/class1-employee';
import { scottishIncomeTaxBands } from '../../params/uk/revenue-scotland/scottish-income-tax-bands';
import { ukTaxYearStart, type UkTaxYear } from './tax-year';

/** The figures the UK income tax page's explanation quotes, read from the parameters of one tax year. */
export interface UkIncomeTaxHeadlines {
  readonly personalAllowance: number;
  /** Adjusted net income above which the allowance is withdrawn. */
  readonly taperIncomeLimit: number;
  /** The income at which the whole allowance has been withdrawn. */
  readonly allowanceGoneAt: number;
  /** England, Wales and Northern Ireland: basic, higher and additional rates, in percent. */
  readonly basicRate: number;
  readonly higherRate: number;
  readonly additionalRate: number;
  readonly scottishBandCount: number;
  readonly scottishLowestRate: number;
  readonly scottishHighestRate: number;
  /** Employee Class 1 National Insurance, in percent. */
  readonly niMainRate: number;
  readonly niAdditionalRate: number;
}

export function ukIncomeTaxHeadlines(taxYear: UkTaxYear): UkIncomeTaxHeadlines {
  const date = ukTaxYearStart(taxYear);
  const allowance = valueAt(personalAllowance, date);
  const taper = valueAt(personalAllowanceTaper, date);
  const [basic, higher, additional] = valueAt(restOfUkIncomeTaxBands, date);
  const scottish = valueAt(scottishIncomeTaxBands, date);
  const ni = valueAt(class1EmployeeAnnual, date);
  return {
    personalAllowance: allowance,
    taperIncomeLimit: taper.incomeLimit,
    allowanceGoneAt: taper.incomeLimit + allowance / taper.withdrawalPerPound,
    basicRate: basic!.rate,
    higherRate: higher!.rate,
    additionalRate: additional!.rate,
    scottishBandCount: scottish.length,
    scottishLowestRate: scottish[0]!.rate,
    scottishHighestRate: scottish.at(-1)!.rate,
    niMainRate: ni.mainRate,
    niAdditionalRate: ni.additionalRate,
  };
}

/** The figures the income tax page quotes about savings, dividends and the other allowances, for one tax year. */
export interface UkOtherIncomeHeadlines {
  /** The starting rate for savings: its band above the Personal Allowance and its rate (percent). */
  readonly savingsStartingLimit: number;
  readonly savingsStartingRate: number;
  /** Personal Savings Allowance for a basic-rate and a higher-rate taxpayer (none for additional rate). */
  readonly savingsAllowanceBasic: number;
  readonly savingsAllowanceHigher: number;
  readonly dividendAllowance: number;
  /** Dividend rates, in percent. */
  readonly dividendOrdinaryRate: number;
  readonly dividendUpperRate: number;
  readonly dividendAdditionalRate: number;
  /** Marriage Allowance: the part of the Personal Allowance that can be transferred, and the tax it saves the receiver. */
  readonly marriageAllowancePercent: number;
  readonly marriageAllowanceReliefRate: number;
  readonly marriageAllowanceAmount: number;
  readonly marriageAllowanceSaving: number;
  readonly blindPersonsAllowance: number;
  /** High Income Child Benefit Charge: from this adjusted net income, all Child Benefit repaid at `chargeFullAt`. */
  readonly childBenefitChargeThreshold: number;
  /** The adjusted net income above the threshold that costs 1% of the benefit. */
  readonly childBenefitChargeStep: number;
  readonly childBenefitChargeFullAt: number;
}

export function ukOtherIncomeHeadlines(taxYear: UkTaxYear): UkOtherIncomeHeadlines {
  const date = ukTaxYearStart(taxYear);
  const starting = valueAt(savingsStartingRate, date);
  const savingsAllowance = valueAt(personalSavingsAllowance, date);
  const dividends = valueAt(dividendRates, date);
  const marriage = valueAt(marriageAllowance, date);
  // ITA 2007 s.55B: a tenth of the Personal Allowance, rounded up to the next multiple of `roundUpTo`.
  const tenth = (valueAt(personalAllowance, date) * marriage.transferablePercent) / 100;
  const transferable = Math.ceil(tenth / marriage.roundUpTo) * marriage.roundUpTo;
  const charge = valueAt(highIncomeChildBenefitCharge, date);
  return {
    savingsStartingLimit: starting.limit,
    savingsStartingRate: starting.rate,
    savingsAllowanceBasic: savingsAllowance.basicRate,
    savingsAllowanceHigher: savingsAllowance.higherRate,
    dividendAllowance: valueAt(dividendAllowance, date),
    dividendOrdinaryRate: dividends.ordinary,
    dividendUpperRate: dividends.upper,
    dividendAdditionalRate: dividends.additional,
    marriageAllowancePercent: marriage.transferablePercent,
    marriageAllowanceReliefRate: marriage.reliefRate,
    marriageAllowanceAmount: transferable,
    marriageAllowanceSaving: (transferable * marriage.reliefRate) / 100,
    blindPersonsAllowance: valueAt(blindPersonsAllowance, date),
    childBenefitChargeThreshold: charge.threshold,
    childBenefitChargeStep: charge.incomePerPercent,
    childBenefitChargeFullAt: charge.threshold + 100 * charge.incomePerPercent,
  };
}

/** The figures the director pay page's explanation quotes, for one tax year (Corporation Tax from 1 April in it). */
export interface UkDirectorPayHeadlines {
  readonly secondaryThreshold: number;
  readonly primaryThreshold: number;
  /** Employer and employee (a director's annual earnings period) Class 1 rates, in percent. */
  readonly employerRate: number;
  readonly employeeRate: number;
  readonly personalAllowance: number;
  readonly smallProfitsRate: number;
  readonly mainRate: number;
  readonly lowerLimit: number;
  readonly upperLimit: number;
  readonly dividendAllowance: number;
  readonly dividendOrdinaryRate: number;
  readonly dividendUpperRate: number;
}

export function ukDirectorPayHeadlines(taxYear: UkTaxYear): UkDirectorPayHeadlines {
  const date = ukTaxYearStart(taxYear);
  const thresholds = valueAt(class1Thresholds, date).annual;
  const rates = valueAt(class1Rates, date);
  const corporation = valueAt(corporationTaxRates, `${taxYear.slice(0, 4)}-04-01` as IsoDate);
  const dividends = valueAt(dividendRates, date);
  return {
    secondaryThreshold: thresholds.secondaryThreshold,
    primaryThreshold: thresholds.primaryThreshold,
    employerRate: rates.secondaryRate,
    employeeRate: rates.directorsAnnual?.mainRate ?? rates.mainRate,
    personalAllowance: valueAt(personalAllowance, date),
    smallProfitsRate: corporation.smallProfitsRate,
    mainRate: corporation.mainRate,
    lowerLimit: corporation.lowerLimit,
    upperLimit: corporation.upperLimit,
    dividendAllowance: valueAt(dividendAllowance, date),
    dividendOrdinaryRate: dividends.ordinary,
    dividendUpperRate: dividends.upper,
  };
}
