import type { Bracket } from '../core/brackets';
import { label, type Label } from '../core/labels';
import { applyRate, toMinor } from '../core/money';
import { citationOf, datedValueAt, type IsoDate } from '../core/parameter';
import { dividendAllowance } from '../../params/uk/hmrc/income-tax/dividend-allowance';
import { dividendRates } from '../../params/uk/hmrc/income-tax/dividend-rates';
import { personalSavingsAllowance } from '../../params/uk/hmrc/income-tax/personal-savings-allowance';
import { incomeTaxReferences } from '../../params/uk/hmrc/income-tax/references';
import { restOfUkIncomeTaxBands } from '../../params/uk/hmrc/income-tax/rest-of-uk-bands';
import { savingsStartingRate } from '../../params/uk/hmrc/income-tax/savings-starting-rate';

/** One part of savings or dividend income charged at one rate. */
export interface IncomeSlice {
  readonly band: string;
  readonly label: Label;
  readonly rate: number;
  readonly taxableMinor: number;
  readonly taxMinor: number;
  readonly reference: string;
}

export interface SavingsAndDividendTax {
  readonly savings: readonly IncomeSlice[];
  readonly dividends: readonly IncomeSlice[];
  readonly savingsTaxMinor: number;
  readonly dividendTaxMinor: number;
  /** Some income (any kind) is charged above the basic rate limit (the UK limit, for every taxpayer). */
  readonly aboveBasicRateLimit: boolean;
}

interface UkBandEdges {
  readonly basicRateLimitMinor: number;
  readonly higherRateLimitMinor: number;
}

/**
 * Savings and dividends are charged by the UK bands wherever the taxpayer lives (the Scottish rates apply to
 * non-savings income only: gov.uk, Scottish Income Tax), so their place is measured against the UK basic and higher rate limits.
 */
function ukBandEdges(date: IsoDate): UkBandEdges {
  const brackets: readonly Bracket[] = datedValueAt(restOfUkIncomeTaxBands, date).value;
  const higher = brackets.find((bracket) => bracket.label?.key === 'uk.band.higher');
  const additional = brackets.find((bracket) => bracket.label?.key === 'uk.band.additional');
  if (!higher || !additional) throw new Error('the UK bands have no higher or additional rate band');
  return { basicRateLimitMinor: toMinor(higher.threshold), higherRateLimitMinor: toMinor(additional.threshold) };
}

interface RatedBand {
  readonly band: string;
  readonly label: Label;
  readonly rate: number;
}

/**
 * Charges `amountMinor` of income placed from `startMinor` of taxable income upwards: first `nilMinor` at a nil
 * rate (which still uses up the bands it falls in), then each part at the rate of the UK band it falls in.
 * Tax is charged to the penny, a fraction of a penny left uncharged, as for non-savings income.
 */
function placeIncome(
  startMinor: number,
  amountMinor: number,
  nilParts: ReadonlyArray<RatedBand & { readonly amountMinor: number; readonly reference: string }>,
  bands: readonly [RatedBand, RatedBand, RatedBand],
  edges: UkBandEdges,
  reference: string,
): IncomeSlice[] {
  const slices: IncomeSlice[] = [];
  let position = startMinor;
  let left = amountMinor;
  for (const part of nilParts) {
    const taken = Math.min(left, part.amountMinor);
    if (taken > 0) {
      slices.push({ band: part.band, label: part.label, rate: part.rate, taxableMinor: taken, taxMinor: 0, reference: part.reference });
      position += taken;
      left -= taken;
    }
  }
  const limits = [edges.basicRateLimitMinor, edges.higherRateLimitMinor, Number.POSITIVE_INFINITY];
  bands.forEach((band, index) => {
    const upper = limits[index]!;
    const taken = Math.max(0, Math.min(left, upper - position));
    if (taken > 0) {
      slices.push({ ...band, taxableMinor: taken, taxMinor: applyRate(taken, band.rate, 'down'), reference });
      position += taken;
      left -= taken;
    }
  });
  return slices;
}

const sum = (slices: readonly IncomeSlice[]): number => slices.reduce((total, slice) => total + slice.taxMinor, 0);

/**
 * Tax on taxable savings and dividend income, placed above taxable non-savings income in that order (ITA 2007 s.16):
 * the starting rate for savings on what is left of the £5,000 starting rate limit after non-savings income (s.12),
 * then the Personal Savings Allowance (s.12A), then the savings rates; then the dividend allowance (s.13A) and the
 * dividend rates (s.8). Amounts are after allowances (the personal allowance is set against non-savings first).
 */
export function taxOnSavingsAndDividends(
  taxableNonSavingsMinor: number,
  taxableSavingsMinor: number,
  taxableDividendsMinor: number,
  date: IsoDate,
): SavingsAndDividendTax {
  const edges = ukBandEdges(date);
  const totalMinor = taxableNonSavingsMinor + taxableSavingsMinor + taxableDividendsMinor;
  const aboveBasicRateLimit = totalMinor > edges.basicRateLimitMinor;
  const aboveHigherRateLimit = totalMinor > edges.higherRateLimitMinor;

  const startingEntry = datedValueAt(savingsStartingRate, date);
  const startingBandMinor = Math.max(0, toMinor(startingEntry.value.limit) - taxableNonSavingsMinor);
  const psaEntry = datedValueAt(personalSavingsAllowance, date);
  const psa = aboveHigherRateLimit
    ? psaEntry.value.additionalRate
    : aboveBasicRateLimit
      ? psaEntry.value.higherRate
      : psaEntry.value.basicRate;
  const bandsEntry = datedValueAt(restOfUkIncomeTaxBands, date);
  const [basic, higher, additional] = bandsEntry.value;
  if (!basic || !higher || !additional) throw new Error('the UK bands are not basic, higher and additional');
  const asRated = (bracket: Bracket): RatedBand => ({ band: bracket.name, label: bracket.label!, rate: bracket.rate });
  const savingsReference = [citationOf(bandsEntry), incomeTaxReferences.ita2007s16.title].join('; ');

  const savings = placeIncome(
    taxableNonSavingsMinor,
    taxableSavingsMinor,
    [
      {
        band: 'Starting rate for savings',
        label: label('uk.band.startingRateForSavings'),
        rate: startingEntry.value.rate,
        amountMinor: startingBandMinor,
        reference: citationOf(startingEntry),
      },
      {
        band: 'Personal Savings Allowance',
        label: label('uk.band.personalSavingsAllowance'),
        rate: 0,
        amountMinor: toMinor(psa),
        reference: citationOf(psaEntry),
      },
    ],
    [asRated(basic), asRated(higher), asRated(additional)],
    edges,
    savingsReference,
  );

  const allowanceEntry = datedValueAt(dividendAllowance, date);
  const ratesEntry = datedValueAt(dividendRates, date);
  const rates = ratesEntry.value;
  const dividends = placeIncome(
    taxableNonSavingsMinor + taxableSavingsMinor,
    taxableDividendsMinor,
    [
      {
        band: 'Dividend allowance',
        label: label('uk.band.dividendAllowance'),
        rate: 0,
        amountMinor: toMinor(allowanceEntry.value),
        reference: citationOf(allowanceEntry),
      },
    ],
    [
      { band: 'Dividend ordinary rate', label: label('uk.band.dividendOrdinary'), rate: rates.ordinary },
      { band: 'Dividend upper rate', label: label('uk.band.dividendUpper'), rate: rates.upper },
      { band: 'Dividend additional rate', label: label('uk.band.dividendAdditional'), rate: rates.additional },
    ],
    edges,
    citationOf(ratesEntry),
  );

  return { savings, dividends, savingsTaxMinor: sum(savings), dividendTaxMinor: sum(dividends), aboveBasicRateLimit };
}
