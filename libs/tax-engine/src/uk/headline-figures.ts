import { valueAt } from '../core/parameter';
import { personalAllowance } from '../../params/uk/hmrc/income-tax/personal-allowance';
import { personalAllowanceTaper } from '../../params/uk/hmrc/income-tax/personal-allowance-taper';
import { restOfUkIncomeTaxBands } from '../../params/uk/hmrc/income-tax/rest-of-uk-bands';
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
