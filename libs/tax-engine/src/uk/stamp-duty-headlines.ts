import { valueAt, type IsoDate } from '../core/parameter';
import { sdltFirstTimeBuyerBands, sdltFirstTimeBuyerPriceCap } from '../../params/uk/hmrc/stamp-duty-land-tax/first-time-buyer-relief';
import { sdltHigherRatesSurcharge } from '../../params/uk/hmrc/stamp-duty-land-tax/higher-rates-additional-dwellings';
import { sdltNonResidentSurcharge } from '../../params/uk/hmrc/stamp-duty-land-tax/non-resident-surcharge';
import { sdltResidentialBands } from '../../params/uk/hmrc/stamp-duty-land-tax/residential-rates';

// A module of its own, so the stamp duty page loads the SDLT parameters and none of the income tax or NI ones.

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
