import { valueAt, type IsoDate } from '../core/parameter';
import { personalAllowance } from '../../params/uk/hmrc/income-tax/personal-allowance';
import { personalAllowanceTaper } from '../../params/uk/hmrc/income-tax/personal-allowance-taper';
import { restOfUkIncomeTaxBands } from '../../params/uk/hmrc/income-tax/rest-of-uk-bands';
import { class1EmployeeAnnual } from '../../params/uk/hmrc/national-insurance/class1-employee';
import { sdltFirstTimeBuyerBands, sdltFirstTimeBuyerPriceCap } from '../../params/uk/hmrc/stamp-duty-land-tax/first-time-buyer-relief';
import { sdltHigherRatesSurcharge } from '../../params/uk/hmrc/stamp-duty-land-tax/higher-rates-additional-dwellings';
import { sdltNonResidentSurcharge } from '../../params/uk/hmrc/stamp-duty-land-tax/non-resident-surcharge';
import { sdltResidentialBands } from '../../params/uk/hmrc/stamp-duty-land-tax/residential-rates';
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

/** The Stamp Duty Land Tax figures the stamp duty page's explanation quotes: those in force on a completion date. */
export interface SdltHeadlines {
  /** Residential bands, lowest first: each rate (percent) from its threshold. */
  readonly bands: readonly { readonly threshold: number; readonly rate: number }[];
  /** First-time buyers: nothing up to `nilRateLimit`, `reliefRate` above it, no relief above `priceCap`. */
  readonly firstTimeBuyerNilRateLimit: number;
  readonly firstTimeBuyerRate: number;
  readonly firstTimeBuyerPriceCap: number;
  /** Percentage points added to every band for an additional dwelling; the non-resident surcharge in percent. */
  readonly higherRatesPoints: number;
  readonly nonResidentRate: number;
}

export function sdltHeadlines(completionDate: IsoDate): SdltHeadlines {
  const firstTimeBuyer = valueAt(sdltFirstTimeBuyerBands, completionDate);
  return {
    bands: valueAt(sdltResidentialBands, completionDate).map(({ threshold, rate }) => ({ threshold, rate })),
    firstTimeBuyerNilRateLimit: firstTimeBuyer[1]!.threshold,
    firstTimeBuyerRate: firstTimeBuyer[1]!.rate,
    firstTimeBuyerPriceCap: valueAt(sdltFirstTimeBuyerPriceCap, completionDate),
    higherRatesPoints: valueAt(sdltHigherRatesSurcharge, completionDate),
    nonResidentRate: valueAt(sdltNonResidentSurcharge, completionDate),
  };
}
