import { citationOf } from '../core/parameter';
import { marginalRate as bracketMarginalRate } from '../core/brackets';
import { formatMoney } from '../core/format';
import { label, type Label } from '../core/labels';
import { applyRate, fromMinor, percentOf, sumMinor, toMinor } from '../core/money';
import { datedValueAt, type IsoDate } from '../core/parameter';
import type { BreakdownBand, CalculationResult, SummaryStat } from '../core/result';
import { longTermCapitalGainsRateBrackets } from '../../params/us/irs/capital-gains/long-term-rate-brackets';
import { netInvestmentIncomeTaxRate } from '../../params/us/irs/net-investment-income-tax/rate';
import { netInvestmentIncomeTaxThreshold } from '../../params/us/irs/net-investment-income-tax/threshold';
import type { Bracket } from '../core/brackets';
import { bracketLabel, breakdownGroup, ordinaryIncomeTax, standardDeductionFor } from './federal/common';
import type { UsFilingStatus } from './filing-status';
import { usTaxYearStart, type UsTaxYear } from './tax-year';

export interface UsCapitalGainsInput {
  readonly taxYear: UsTaxYear;
  readonly filingStatus: UsFilingStatus;
  /** Ordinary gross income (wages) in dollars; the basic standard deduction is applied to it first. */
  readonly annualIncome: number;
  /** Net short-term capital gain (held one year or less), taxed as ordinary income. Must be ≥ 0. */
  readonly shortTermGain?: number;
  /** Net long-term capital gain (held more than one year), taxed at 0/15/20%. Must be ≥ 0. */
  readonly longTermGain?: number;
}

export interface UsCapitalGainsResult extends CalculationResult {
  readonly filingStatus: UsFilingStatus;
  readonly annualIncome: number;
  readonly shortTermGain: number;
  readonly longTermGain: number;
  readonly standardDeduction: number;
  /** Taxable income including the gains (Form 1040 line 15). */
  readonly taxableIncome: number;
  /** Taxable income other than the long-term gain (QDCGT worksheet line 5), short-term gain included. */
  readonly ordinaryTaxableIncome: number;
  /** Income tax on the wages alone, without any gain. */
  readonly incomeTaxWithoutGains: number;
  /** The extra ordinary income tax caused by the short-term gain. */
  readonly shortTermTax: number;
  /** Tax on the long-term gain at 0/15/20% (QDCGT worksheet lines 18, 21 and the line 24 limit). */
  readonly longTermTax: number;
  readonly netInvestmentIncome: number;
  readonly modifiedAdjustedGrossIncome: number;
  readonly netInvestmentIncomeTaxThreshold: number;
  readonly netInvestmentIncomeTax: number;
  /** shortTermTax + longTermTax + netInvestmentIncomeTax: the extra federal tax the gains cause. */
  readonly capitalGainsTax: number;
}

interface LongTermSplit {
  readonly bands: BreakdownBand[];
  readonly taxMinor: number;
  readonly marginalRate: number;
}

/**
 * Qualified Dividends and Capital Gain Tax Worksheet (Form 1040 instructions), lines 1-25, for a long-term gain only
 * (no qualified dividends, no 28% or unrecaptured §1250 gain). Amounts in cents.
 */
/** A long-term capital gains rate ("15% rate") as a label. */
function rateLabel(bracket: Bracket): Label {
  return bracket.label ?? label('us.band.percentRate', { rate: bracket.rate });
}

function longTermGainTax(taxableMinor: number, longTermMinor: number, filingStatus: UsFilingStatus, date: IsoDate): LongTermSplit {
  const entry = datedValueAt(longTermCapitalGainsRateBrackets, date);
  const reference = citationOf(entry);
  const [zeroRate, fifteenRate, twentyRate] = entry.value[filingStatus];
  if (!zeroRate || !fifteenRate || !twentyRate) throw new Error('long-term capital gains brackets must have three rates');

  const line1 = taxableMinor;
  const line4 = Math.min(longTermMinor, line1); // the part of the gain that is in taxable income
  const line5 = line1 - line4;
  const line7 = Math.min(line1, toMinor(fifteenRate.threshold));
  const line8 = Math.min(line5, line7);
  const line9 = line7 - line8; // taxed at 0%
  const line12 = line4 - line9;
  const line14 = Math.min(line1, toMinor(twentyRate.threshold));
  const line16 = Math.max(0, line14 - (line5 + line9));
  const line17 = Math.min(line12, line16); // taxed at 15%
  const line18 = applyRate(line17, fifteenRate.rate, 'half-up');
  const line20 = line4 - (line9 + line17); // taxed at 20%
  const line21 = applyRate(line20, twentyRate.rate, 'half-up');

  const ordinaryPart = ordinaryIncomeTax(line5, filingStatus, date);
  const allOrdinary = ordinaryIncomeTax(line1, filingStatus, date);
  const line23 = ordinaryPart.taxMinor + line18 + line21;
  // Line 25: never more than the regular tax on all taxable income (line 24).
  const limitMinor = Math.min(0, allOrdinary.taxMinor - line23);

  const bands: BreakdownBand[] = [
    { band: zeroRate.name, label: rateLabel(zeroRate), rate: zeroRate.rate, taxableAmount: fromMinor(line9), amount: 0, reference },
    {
      band: fifteenRate.name,
      label: rateLabel(fifteenRate),
      rate: fifteenRate.rate,
      taxableAmount: fromMinor(line17),
      amount: fromMinor(line18),
      reference,
    },
    {
      band: twentyRate.name,
      label: rateLabel(twentyRate),
      rate: twentyRate.rate,
      taxableAmount: fromMinor(line20),
      amount: fromMinor(line21),
      reference,
    },
  ];
  if (longTermMinor > line4) {
    bands.unshift({
      band: 'Covered by the unused standard deduction',
      label: label('us.capitalGains.band.coveredByDeduction'),
      rate: 0,
      taxableAmount: fromMinor(longTermMinor - line4),
      amount: 0,
      reference,
    });
  }
  if (limitMinor < 0) {
    bands.push({
      band: 'Limited to the regular tax on all taxable income (worksheet line 24)',
      label: label('us.capitalGains.band.limitedToRegularTax'),
      rate: 0,
      taxableAmount: 0,
      amount: fromMinor(limitMinor),
      reference: ordinaryPart.reference,
    });
  }
  const marginalRate =
    limitMinor < 0 ? bracketMarginalRate(line1 + 1, allOrdinary.brackets) : bracketMarginalRate(line1 + 1, entry.value[filingStatus]);
  return { bands, taxMinor: line18 + line21 + limitMinor, marginalRate };
}

export function calculateUsCapitalGains(input: UsCapitalGainsInput): UsCapitalGainsResult {
  const date = usTaxYearStart(input.taxYear);
  const shortTermMinor = toMinor(input.shortTermGain ?? 0);
  const longTermMinor = toMinor(input.longTermGain ?? 0);
  if (shortTermMinor < 0 || longTermMinor < 0) throw new RangeError('capital gains must be zero or more (losses are not modelled)');
  const incomeMinor = toMinor(input.annualIncome);
  const gainsMinor = shortTermMinor + longTermMinor;

  const deductionMinor = standardDeductionFor(input.filingStatus, date, 0).totalMinor;
  const taxableMinor = Math.max(0, incomeMinor + gainsMinor - deductionMinor);
  const ordinaryTaxableMinor = Math.max(0, incomeMinor + shortTermMinor - deductionMinor);
  const wagesOnlyTaxableMinor = Math.max(0, incomeMinor - deductionMinor);

  // Short-term gain: ordinary tax with it less ordinary tax without it, bracket by bracket.
  const withShortTerm = ordinaryIncomeTax(ordinaryTaxableMinor, input.filingStatus, date);
  const wagesOnly = ordinaryIncomeTax(wagesOnlyTaxableMinor, input.filingStatus, date);
  const shortTermTaxMinor = withShortTerm.taxMinor - wagesOnly.taxMinor;
  const shortTermBands: BreakdownBand[] = withShortTerm.slices.map((slice, index) => {
    const before = wagesOnly.slices[index]!;
    return {
      band: slice.bracket.name,
      label: bracketLabel(slice.bracket),
      rate: slice.bracket.rate,
      taxableAmount: fromMinor(slice.taxableMinor - before.taxableMinor),
      amount: fromMinor(slice.taxMinor - before.taxMinor),
      reference: withShortTerm.reference,
    };
  });
  const shortTermSheltered = shortTermMinor - (ordinaryTaxableMinor - wagesOnlyTaxableMinor);
  if (shortTermSheltered > 0) {
    shortTermBands.unshift({
      band: 'Covered by the unused standard deduction',
      label: label('us.capitalGains.band.coveredByDeduction'),
      rate: 0,
      taxableAmount: fromMinor(shortTermSheltered),
      amount: 0,
      reference: withShortTerm.reference,
    });
  }

  const longTerm = longTermGainTax(taxableMinor, longTermMinor, input.filingStatus, date);

  // NIIT (Form 8960): rate × the lesser of net investment income and MAGI above the threshold.
  const rateEntry = datedValueAt(netInvestmentIncomeTaxRate, date);
  const thresholdEntry = datedValueAt(netInvestmentIncomeTaxThreshold, date);
  const magiMinor = incomeMinor + gainsMinor;
  const thresholdMinor = toMinor(thresholdEntry.value[input.filingStatus]);
  const niitBaseMinor = Math.min(gainsMinor, Math.max(0, magiMinor - thresholdMinor));
  const niitMinor = applyRate(niitBaseMinor, rateEntry.value, 'half-up');
  const niitReference = `${citationOf(rateEntry)}; ${citationOf(thresholdEntry)}`;
  const niitBands: BreakdownBand[] = [
    {
      band: 'Investment income not subject to NIIT (MAGI at or below the threshold)',
      label: label('us.niit.band.notSubject'),
      rate: 0,
      taxableAmount: fromMinor(gainsMinor - niitBaseMinor),
      amount: 0,
      reference: niitReference,
    },
    {
      band: 'Net investment income tax',
      label: label('us.niit.band.tax'),
      rate: rateEntry.value,
      taxableAmount: fromMinor(niitBaseMinor),
      amount: fromMinor(niitMinor),
      reference: niitReference,
    },
  ];

  const totalMinor = sumMinor([shortTermTaxMinor, longTerm.taxMinor, niitMinor]);
  const niitMarginal = magiMinor + 1 > thresholdMinor ? rateEntry.value : 0;
  // The rate on the next dollar of the larger kind of gain (long-term when there is none).
  const gainMarginal =
    shortTermMinor > longTermMinor
      ? incomeMinor + shortTermMinor < deductionMinor
        ? 0
        : bracketMarginalRate(ordinaryTaxableMinor + 1, withShortTerm.brackets)
      : incomeMinor + gainsMinor < deductionMinor
        ? 0
        : longTerm.marginalRate;

  const capitalGainsTax = fromMinor(totalMinor);
  const shortTermTax = fromMinor(shortTermTaxMinor);
  const longTermTax = fromMinor(longTerm.taxMinor);
  const netInvestmentIncomeTax = fromMinor(niitMinor);
  const summary: SummaryStat[] = [
    {
      title: 'Capital gains tax',
      titleLabel: label('us.capitalGains.stat.total'),
      value: capitalGainsTax,
      formattedValue: formatMoney(capitalGainsTax, 'USD'),
      description: 'Extra federal tax caused by the gains',
      descriptionLabel: label('us.capitalGains.stat.totalDescription'),
      change: percentOf(totalMinor, gainsMinor),
      changeType: 'percentage',
      icon: 'bank',
    },
    {
      title: 'Long-term gains tax',
      titleLabel: label('us.capitalGains.stat.longTerm'),
      value: longTermTax,
      formattedValue: formatMoney(longTermTax, 'USD'),
      description: '0%, 15% or 20%, stacked on ordinary income',
      descriptionLabel: label('us.capitalGains.stat.longTermDescription'),
      change: percentOf(longTerm.taxMinor, longTermMinor),
      changeType: 'percentage',
      icon: 'rise',
    },
    {
      title: 'Short-term gains tax',
      titleLabel: label('us.capitalGains.stat.shortTerm'),
      value: shortTermTax,
      formattedValue: formatMoney(shortTermTax, 'USD'),
      description: 'Taxed as ordinary income',
      descriptionLabel: label('us.capitalGains.stat.shortTermDescription'),
      change: percentOf(shortTermTaxMinor, shortTermMinor),
      changeType: 'percentage',
      icon: 'thunderbolt',
    },
    {
      title: 'Net investment income tax',
      titleLabel: label('us.stat.netInvestmentIncomeTax'),
      value: netInvestmentIncomeTax,
      formattedValue: formatMoney(netInvestmentIncomeTax, 'USD'),
      description: `3.8% above ${formatMoney(fromMinor(thresholdMinor), 'USD')} MAGI`,
      descriptionLabel: label('us.capitalGains.stat.niitDescription', { rate: rateEntry.value, threshold: fromMinor(thresholdMinor) }),
      change: percentOf(niitMinor, gainsMinor),
      changeType: 'percentage',
      icon: 'percentage',
    },
  ];

  return {
    calculationType: 'us-capital-gains',
    taxYear: String(input.taxYear),
    currency: 'USD',
    inputAmount: fromMinor(gainsMinor),
    totalTax: capitalGainsTax,
    netAmount: fromMinor(gainsMinor - totalMinor),
    effectiveRate: percentOf(totalMinor, gainsMinor),
    marginalRate: Math.round((gainMarginal + niitMarginal) * 100) / 100,
    summary,
    breakdowns: [
      breakdownGroup('Long-term capital gains', label('us.group.longTermCapitalGains'), 'capital-gains', longTerm.bands, longTerm.taxMinor),
      breakdownGroup(
        'Short-term capital gains (taxed as ordinary income)',
        label('us.group.shortTermCapitalGains'),
        'income-tax',
        shortTermBands,
        shortTermTaxMinor,
      ),
      breakdownGroup(
        'Net investment income tax',
        label('us.group.netInvestmentIncomeTax'),
        'net-investment-income-tax',
        niitBands,
        niitMinor,
      ),
    ],
    filingStatus: input.filingStatus,
    annualIncome: fromMinor(incomeMinor),
    shortTermGain: fromMinor(shortTermMinor),
    longTermGain: fromMinor(longTermMinor),
    standardDeduction: fromMinor(deductionMinor),
    taxableIncome: fromMinor(taxableMinor),
    ordinaryTaxableIncome: fromMinor(ordinaryTaxableMinor),
    incomeTaxWithoutGains: fromMinor(wagesOnly.taxMinor),
    shortTermTax,
    longTermTax,
    netInvestmentIncome: fromMinor(gainsMinor),
    modifiedAdjustedGrossIncome: fromMinor(magiMinor),
    netInvestmentIncomeTaxThreshold: fromMinor(thresholdMinor),
    netInvestmentIncomeTax,
    capitalGainsTax,
  };
}
