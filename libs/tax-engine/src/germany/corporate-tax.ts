import { formatMoney, formatPercent } from '../core/format';
import { CalculatorInputError } from '../core/input-error';
import { label, type Label } from '../core/labels';
import { applyRate, fromMinor, percentOf, toMinor } from '../core/money';
import { citationOf, datedValueAt } from '../core/parameter';
import type { BreakdownBand, BreakdownGroup, CalculationResult, SummaryStat } from '../core/result';
import { businessTaxReferences } from '../../params/germany/kstg/references';
import { corporateTaxRate } from '../../params/germany/kstg/corporate-tax-rate';
import { municipalHebesaetze } from '../../params/germany/gewstg/municipal-hebesaetze';
import { minimumHebesatz, tradeTaxAllowance, tradeTaxBaseRate, tradeTaxCreditFactor } from '../../params/germany/gewstg/trade-tax';
import { solidaritySurchargeRate } from '../../params/germany/solzg/solidarity-surcharge-rate';
import { roundDownToFullHundredEuros } from './rounding';
import { germanTaxYearStart, type GermanTaxYear } from './tax-year';

export const germanLegalForms = ['corporation', 'partnership', 'sole-proprietor'] as const;
export type GermanLegalForm = (typeof germanLegalForms)[number];

/**
 * The Hebesatz used when none is given: not a legal value but a round figure near the national weighted average
 * (437 % in 2024, 438 % in 2025 by the DIHK survey cited in params/germany/gewstg/municipal-hebesaetze.ts).
 */
export const defaultHebesatz = 400;

/** The largest cities' Hebesätze in force in a tax year, for a picker: [{ municipality, hebesatz }], largest first. */
export function germanMunicipalHebesaetze(taxYear: GermanTaxYear): ReadonlyArray<{ municipality: string; hebesatz: number }> {
  return Object.entries(datedValueAt(municipalHebesaetze, germanTaxYearStart(taxYear)).value).map(([municipality, hebesatz]) => ({
    municipality,
    hebesatz,
  }));
}

export interface GermanCorporateTaxInput {
  readonly taxYear: GermanTaxYear;
  /** The year's profit, taken as both the taxable income and the Gewerbeertrag, in euros. */
  readonly profit: number;
  /** The municipality's Hebesatz in whole percent. */
  readonly hebesatz: number;
  readonly legalForm: GermanLegalForm;
}

export interface GermanCorporateTaxResult extends CalculationResult {
  readonly calculationType: 'de-corporate-tax';
  readonly currency: 'EUR';
  readonly legalForm: GermanLegalForm;
  readonly hebesatz: number;
  /** Körperschaftsteuer; 0 for partnerships and sole proprietors (their profit bears income tax, not computed here). */
  readonly corporateTax: number;
  readonly solidaritySurcharge: number;
  /** Gewerbeertrag rounded down to full 100 € less the Freibetrag: the base of the Steuermessbetrag. */
  readonly tradeTaxBase: number;
  /** Steuermessbetrag: tradeTaxBase × Steuermesszahl. */
  readonly tradeTaxAssessmentAmount: number;
  readonly tradeTax: number;
  /** § 35 EStG credit against the owners' income tax (partnerships and sole proprietors; 0 for corporations). */
  readonly tradeTaxCredit: number;
  /** corporateTax + solidaritySurcharge + tradeTax (the credit is against income tax, which is not computed). */
  readonly totalTax: number;
  readonly notes: readonly string[];
  readonly noteLabels: readonly Label[];
}

function money(amount: number): string {
  return formatMoney(amount, 'EUR');
}

export function calculateGermanCorporateTax(input: GermanCorporateTaxInput): GermanCorporateTaxResult {
  if (!Number.isFinite(input.profit) || input.profit < 0)
    throw new CalculatorInputError('profit', `must be a finite amount of zero or more, got ${input.profit}`);
  const date = germanTaxYearStart(input.taxYear);
  const minimum = datedValueAt(minimumHebesatz, date);
  if (!Number.isInteger(input.hebesatz) || input.hebesatz < minimum.value)
    throw new CalculatorInputError(
      'hebesatz',
      `must be a whole percent of at least ${minimum.value} (§ 16 Abs. 4 GewStG), got ${input.hebesatz}`,
    );
  const profitMinor = toMinor(input.profit);
  const isCorporation = input.legalForm === 'corporation';

  const kstEntry = datedValueAt(corporateTaxRate, date);
  const soliEntry = datedValueAt(solidaritySurchargeRate, date);
  // KSt and Soli: fractions of a cent are dropped (§ 4 Satz 3 SolZG; the KSt is assessed in whole cents at most).
  const corporateTaxMinor = isCorporation ? applyRate(profitMinor, kstEntry.value, 'down') : 0;
  const soliMinor = applyRate(corporateTaxMinor, soliEntry.value, 'down');

  const allowanceEntry = datedValueAt(tradeTaxAllowance, date);
  const baseRateEntry = datedValueAt(tradeTaxBaseRate, date);
  const allowanceMinor = isCorporation ? 0 : toMinor(allowanceEntry.value);
  // § 11 Abs. 1 Satz 3 GewStG: round the Gewerbeertrag down to full 100 €, then deduct the Freibetrag.
  const roundedProfitMinor = roundDownToFullHundredEuros(profitMinor);
  const tradeTaxBaseMinor = Math.max(0, roundedProfitMinor - allowanceMinor);
  const assessmentMinor = applyRate(tradeTaxBaseMinor, baseRateEntry.value, 'down');
  const tradeTaxMinor = applyRate(assessmentMinor, input.hebesatz, 'down');

  const creditEntry = datedValueAt(tradeTaxCreditFactor, date);
  const creditMinor = isCorporation ? 0 : Math.min(applyRate(assessmentMinor, creditEntry.value * 100, 'down'), tradeTaxMinor);
  const totalMinor = corporateTaxMinor + soliMinor + tradeTaxMinor;

  const breakdowns: BreakdownGroup[] = [];
  if (isCorporation)
    breakdowns.push({
      title: 'Corporate income tax',
      label: label('de.business.group.corporateTax'),
      type: 'corporate-tax',
      data: [
        {
          band: `Körperschaftsteuer (${kstEntry.value}%)`,
          label: label('de.business.band.corporateTax', { rate: kstEntry.value }),
          rate: kstEntry.value,
          taxableAmount: fromMinor(profitMinor),
          amount: fromMinor(corporateTaxMinor),
          reference: citationOf(kstEntry),
        },
        {
          band: `Solidarity surcharge (${soliEntry.value}% of the corporate tax)`,
          label: label('de.business.band.solidaritySurcharge', { rate: soliEntry.value }),
          rate: soliEntry.value,
          taxableAmount: fromMinor(corporateTaxMinor),
          amount: fromMinor(soliMinor),
          reference: `${citationOf(soliEntry)}; ${businessTaxReferences.solzg3Corporations.title}`,
        },
      ],
      totalAmount: fromMinor(corporateTaxMinor + soliMinor),
    });
  const tradeBands: BreakdownBand[] = [];
  if (!isCorporation)
    tradeBands.push({
      band: 'Trade tax allowance (Freibetrag)',
      label: label('de.business.band.tradeTaxAllowance'),
      rate: 0,
      taxableAmount: fromMinor(Math.min(allowanceMinor, roundedProfitMinor)),
      amount: 0,
      reference: citationOf(allowanceEntry),
    });
  tradeBands.push(
    {
      band: `Steuermessbetrag (${baseRateEntry.value}% of the Gewerbeertrag)`,
      label: label('de.business.band.assessmentAmount', { rate: baseRateEntry.value }),
      rate: baseRateEntry.value,
      taxableAmount: fromMinor(tradeTaxBaseMinor),
      // The Messbetrag is the base of the next band, not tax: it shows as that band's taxable amount.
      amount: 0,
      reference: citationOf(baseRateEntry),
    },
    {
      band: `Trade tax (Hebesatz ${input.hebesatz}%)`,
      label: label('de.business.band.tradeTax', { hebesatz: input.hebesatz }),
      rate: input.hebesatz,
      taxableAmount: fromMinor(assessmentMinor),
      amount: fromMinor(tradeTaxMinor),
      reference: citationOf(minimum),
    },
  );
  breakdowns.push({
    title: 'Trade tax',
    label: label('de.business.group.tradeTax'),
    type: 'trade-tax',
    data: tradeBands,
    totalAmount: fromMinor(tradeTaxMinor),
  });
  if (!isCorporation)
    breakdowns.push({
      title: 'Credit against income tax (§ 35 EStG)',
      label: label('de.business.group.tradeTaxCredit'),
      type: 'trade-tax-credit',
      data: [
        {
          band: `${creditEntry.value} × Steuermessbetrag, at most the trade tax`,
          label: label('de.business.band.tradeTaxCredit', { factor: creditEntry.value }),
          rate: 0,
          taxableAmount: fromMinor(assessmentMinor),
          amount: fromMinor(creditMinor),
          reference: citationOf(creditEntry),
        },
      ],
      totalAmount: fromMinor(creditMinor),
    });

  const notes: string[] = [
    'The profit is used as the taxable income and as the Gewerbeertrag: the trade tax add-backs and deductions (§§ 8, 9 GewStG) and loss carry-forwards are not applied.',
  ];
  const noteLabels: Label[] = [label('de.business.note.profitAsBase')];
  if (!isCorporation) {
    notes.push(
      'The profit of a partnership or sole proprietor bears the owners’ income tax, which is not computed here; the § 35 EStG credit is shown as the amount that reduces it (it is further limited to the income tax on the business income).',
    );
    noteLabels.push(label('de.business.note.incomeTaxNotComputed'));
  }

  const total = fromMinor(totalMinor);
  const summary: SummaryStat[] = [
    {
      title: 'Total tax',
      titleLabel: label('de.business.stat.totalTax'),
      value: total,
      formattedValue: money(total),
      description: `Effective rate ${formatPercent(percentOf(totalMinor, profitMinor))}`,
      descriptionLabel: label('common.stat.effectiveRateIs', { rate: percentOf(totalMinor, profitMinor) }),
      icon: 'bank',
    },
  ];
  if (isCorporation)
    summary.push({
      title: 'Corporate tax and solidarity surcharge',
      titleLabel: label('de.business.stat.corporateTax'),
      value: fromMinor(corporateTaxMinor + soliMinor),
      formattedValue: money(fromMinor(corporateTaxMinor + soliMinor)),
      icon: 'percentage',
    });
  summary.push({
    title: 'Trade tax',
    titleLabel: label('de.business.stat.tradeTax'),
    value: fromMinor(tradeTaxMinor),
    formattedValue: money(fromMinor(tradeTaxMinor)),
    description: `Hebesatz ${input.hebesatz}%`,
    descriptionLabel: label('de.business.stat.hebesatz', { hebesatz: input.hebesatz }),
    icon: 'home',
  });
  if (!isCorporation)
    summary.push({
      title: 'Credit against income tax',
      titleLabel: label('de.business.stat.tradeTaxCredit'),
      value: fromMinor(creditMinor),
      formattedValue: money(fromMinor(creditMinor)),
      icon: 'gift',
    });

  return {
    calculationType: 'de-corporate-tax',
    taxYear: String(input.taxYear),
    currency: 'EUR',
    inputAmount: fromMinor(profitMinor),
    totalTax: total,
    netAmount: fromMinor(profitMinor - totalMinor),
    effectiveRate: percentOf(totalMinor, profitMinor),
    summary,
    breakdowns,
    legalForm: input.legalForm,
    hebesatz: input.hebesatz,
    corporateTax: fromMinor(corporateTaxMinor),
    solidaritySurcharge: fromMinor(soliMinor),
    tradeTaxBase: fromMinor(tradeTaxBaseMinor),
    tradeTaxAssessmentAmount: fromMinor(assessmentMinor),
    tradeTax: fromMinor(tradeTaxMinor),
    tradeTaxCredit: fromMinor(creditMinor),
    notes,
    noteLabels,
  };
}
