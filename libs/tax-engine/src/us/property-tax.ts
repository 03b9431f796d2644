import { formatMoney, formatPercent } from '../core/format';
import { CalculatorInputError } from '../core/input-error';
import { label, type Label } from '../core/labels';
import { applyRate, fromMinor, percentOf, toMinor } from '../core/money';
import { citationOf } from '../core/parameter';
import type { CalculationResult, SummaryStat } from '../core/result';
import { medianEffectivePropertyTaxRates } from '../../params/us/property-tax/median-effective-rates';
import { isUsStateCode, usStateCodes, usStateName, type UsStateCode } from './states';

/** The highest rate accepted, in percent of the taxable value: far above any US millage. */
export const usMaxPropertyTaxRate = 10;
/** The American Community Survey year the state medians describe. */
export const usPropertyTaxSurveyYear = medianEffectivePropertyTaxRates.surveyYear;

export interface UsPropertyTaxInput {
  readonly state: string;
  /** Market value of the home, in dollars. */
  readonly homeValue: number;
  /** The visitor's own rate in percent of the taxable value; when absent, the state's median effective rate. */
  readonly rate?: number;
  /** Percent of the market value that is assessed (default 100). */
  readonly assessmentRatio?: number;
  /** Homestead or other exemption taken off the assessed value, in dollars (default 0). */
  readonly exemption?: number;
}

export interface UsPropertyTaxResult extends CalculationResult {
  readonly calculationType: 'us-property-tax';
  readonly currency: 'USD';
  readonly state: UsStateCode;
  readonly stateName: string;
  readonly homeValue: number;
  /** Percent applied to the taxable value. */
  readonly rate: number;
  readonly rateSource: 'given' | 'state-median';
  /** The state's median effective rate (percent of market value). */
  readonly stateMedianRate: number;
  /** Percent. */
  readonly assessmentRatio: number;
  readonly assessedValue: number;
  readonly exemption: number;
  readonly taxableValue: number;
  readonly tax: number;
  readonly notes: readonly string[];
  readonly noteLabels: readonly Label[];
}

/** The state's median effective property tax rate (percent of market value). */
export function usMedianPropertyTaxRate(state: UsStateCode): number {
  return medianEffectivePropertyTaxRates.value[state];
}

/** Every state's median effective rate, highest first: the comparison the page charts. */
export function usMedianPropertyTaxRates(): { state: UsStateCode; rate: number }[] {
  return usStateCodes.map((state) => ({ state, rate: usMedianPropertyTaxRate(state) })).sort((a, b) => b.rate - a.rate);
}

function percentIn(field: string, value: number | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < 0 || value > max)
    throw new CalculatorInputError(field, `must be a percent from 0 to ${max}, got ${value}`);
  return value;
}

/*
 * Property tax = (market value × assessment ratio − exemption) × rate, to the cent (half a cent up). Without a rate of
 * the visitor's own, the state's median effective rate stands in: a rate on market value, so it is meant for an
 * assessment ratio of 100 % and no exemption (a note says so when the visitor sets them too).
 */
export function calculateUsPropertyTax(input: UsPropertyTaxInput): UsPropertyTaxResult {
  if (!isUsStateCode(input.state)) throw new CalculatorInputError('state', `must be a US state code or DC, got "${input.state}"`);
  const state = input.state;
  if (!Number.isFinite(input.homeValue) || input.homeValue < 0)
    throw new CalculatorInputError('homeValue', `must be a finite amount of zero or more, got ${input.homeValue}`);
  const exemptionInput = input.exemption ?? 0;
  if (!Number.isFinite(exemptionInput) || exemptionInput < 0)
    throw new CalculatorInputError('exemption', `must be a finite amount of zero or more, got ${exemptionInput}`);
  const stateMedianRate = usMedianPropertyTaxRate(state);
  const rate = percentIn('rate', input.rate, stateMedianRate, usMaxPropertyTaxRate);
  const assessmentRatio = percentIn('assessmentRatio', input.assessmentRatio, 100, 100);
  const rateSource = input.rate === undefined ? 'state-median' : 'given';
  const stateName = usStateName(state);

  const valueMinor = toMinor(input.homeValue);
  const assessedMinor = applyRate(valueMinor, assessmentRatio, 'half-up');
  const exemptionMinor = Math.min(toMinor(exemptionInput), assessedMinor);
  const taxableMinor = assessedMinor - exemptionMinor;
  const taxMinor = applyRate(taxableMinor, rate, 'half-up');
  const [homeValue, assessedValue, exemption, taxableValue, tax] = [valueMinor, assessedMinor, exemptionMinor, taxableMinor, taxMinor].map(
    fromMinor,
  ) as [number, number, number, number, number];
  const effectiveRate = percentOf(taxMinor, valueMinor);

  const notes: string[] = [];
  const noteLabels: Label[] = [];
  const note = (text: string, noteLabel: Label) => {
    notes.push(text);
    noteLabels.push(noteLabel);
  };
  if (rateSource === 'state-median') {
    note(
      `The rate is ${stateName}'s median effective rate, ${stateMedianRate}% of market value (Tax Foundation, American Community Survey ${usPropertyTaxSurveyYear}); your county's and city's rates may differ.`,
      label('us.propertyTax.note.stateMedian', { state: stateName, rate: stateMedianRate, year: String(usPropertyTaxSurveyYear) }),
    );
    if (assessmentRatio !== 100 || exemption > 0)
      note(
        'The median effective rate is already a share of market value, after typical assessment ratios and exemptions; with your own ratio or exemption, enter your own rate too.',
        label('us.propertyTax.note.ratioWithMedian'),
      );
  } else
    note(
      'Your rate is applied to the assessed value less the exemption; a millage of 20 mills is a rate of 2%.',
      label('us.propertyTax.note.ownRate'),
    );

  const summary: SummaryStat[] = [
    {
      title: 'Property tax a year',
      titleLabel: label('us.propertyTax.stat.tax'),
      value: tax,
      formattedValue: formatMoney(tax, 'USD'),
      description: `${formatMoney(fromMinor(Math.round(taxMinor / 12)), 'USD')} a month`,
      descriptionLabel: label('us.propertyTax.stat.perMonth', { amount: fromMinor(Math.round(taxMinor / 12)) }),
      icon: 'bank',
    },
    {
      title: 'Effective rate',
      titleLabel: label('common.stat.effectiveRate'),
      value: effectiveRate,
      formattedValue: formatPercent(effectiveRate),
      icon: 'percentage',
    },
    {
      title: 'Taxable value',
      titleLabel: label('us.propertyTax.stat.taxableValue'),
      value: taxableValue,
      formattedValue: formatMoney(taxableValue, 'USD'),
      description: `Assessed at ${assessmentRatio}%`,
      descriptionLabel: label('us.propertyTax.stat.assessedAt', { rate: assessmentRatio }),
      icon: 'wallet',
    },
    {
      title: 'State median effective rate',
      titleLabel: label('us.propertyTax.stat.stateMedian'),
      value: stateMedianRate,
      formattedValue: formatPercent(stateMedianRate),
      description: stateName,
      descriptionLabel: label('us.propertyTax.stat.stateMedianOf', { state: stateName }),
      icon: 'rise',
    },
  ];

  return {
    calculationType: 'us-property-tax',
    taxYear: String(usPropertyTaxSurveyYear),
    currency: 'USD',
    inputAmount: homeValue,
    totalTax: tax,
    netAmount: homeValue,
    effectiveRate,
    marginalRate: rate,
    summary,
    breakdowns: [
      {
        title: 'Property tax',
        label: label('us.propertyTax.group.propertyTax'),
        type: 'property-tax',
        data: [
          {
            band: rateSource === 'given' ? `Your rate (${rate}%)` : `${stateName} median effective rate (${rate}%)`,
            label:
              rateSource === 'given'
                ? label('us.propertyTax.band.ownRate', { rate })
                : label('us.propertyTax.band.stateMedian', { state: stateName, rate }),
            rate,
            taxableAmount: taxableValue,
            amount: tax,
            reference: rateSource === 'given' ? 'Rate you entered' : citationOf(medianEffectivePropertyTaxRates),
          },
        ],
        totalAmount: tax,
      },
    ],
    state,
    stateName,
    homeValue,
    rate,
    rateSource,
    stateMedianRate,
    assessmentRatio,
    assessedValue,
    exemption,
    taxableValue,
    tax,
    notes,
    noteLabels,
  };
}
