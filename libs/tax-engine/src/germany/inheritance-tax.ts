import { formatMoney, formatPercent } from '../core/format';
import { CalculatorInputError } from '../core/input-error';
import { label, type Label } from '../core/labels';
import { applyRate, fromMinor, percentOf, toMinor } from '../core/money';
import { citationOf, datedValueAt } from '../core/parameter';
import type { BreakdownBand, CalculationResult, SummaryStat } from '../core/result';
import { inheritanceAllowances, type InheritanceAllowances } from '../../params/germany/erbstg/allowances';
import { erbstgReferences } from '../../params/germany/erbstg/references';
import {
  inheritanceHardshipRelief,
  inheritanceTaxRates,
  type HardshipRelief,
  type InheritanceRateStep,
} from '../../params/germany/erbstg/rates';
import { roundDownToFullHundredEuros } from './rounding';
import { germanTaxYearStart, type GermanTaxYear } from './tax-year';

export const inheritanceRelationships = [
  'spouse',
  'child',
  'grandchild',
  'grandchild-parent-deceased',
  'parent',
  'sibling',
  'niece-nephew',
  'other',
] as const;
export type InheritanceRelationship = (typeof inheritanceRelationships)[number];
export const inheritanceTransfers = ['inheritance', 'gift'] as const;
export type InheritanceTransfer = (typeof inheritanceTransfers)[number];
export const inheritanceTaxClasses = ['I', 'II', 'III'] as const;
export type InheritanceTaxClass = (typeof inheritanceTaxClasses)[number];

/**
 * § 15 Abs. 1 ErbStG: the class follows the relationship; parents and grandparents are in class I only for
 * acquisitions on death (Nr. 4) and in class II for gifts (class II Nr. 1).
 */
export function inheritanceTaxClass(relationship: InheritanceRelationship, transfer: InheritanceTransfer): InheritanceTaxClass {
  switch (relationship) {
    case 'spouse':
    case 'child':
    case 'grandchild':
    case 'grandchild-parent-deceased':
      return 'I';
    case 'parent':
      return transfer === 'inheritance' ? 'I' : 'II';
    case 'sibling':
    case 'niece-nephew':
      return 'II';
    case 'other':
      return 'III';
  }
}

/** § 16 Abs. 1 ErbStG: which allowance group a relationship falls in (parents on a gift are class II, Nr. 5). */
function allowanceGroup(relationship: InheritanceRelationship, transfer: InheritanceTransfer): keyof InheritanceAllowances {
  switch (relationship) {
    case 'spouse':
      return 'spouse';
    case 'child':
    case 'grandchild-parent-deceased':
      return 'child';
    case 'grandchild':
      return 'grandchild';
    case 'parent':
      return transfer === 'inheritance' ? 'otherClassI' : 'classIIAndIII';
    default:
      return 'classIIAndIII';
  }
}

export interface GermanInheritanceTaxInput {
  readonly taxYear: GermanTaxYear;
  /** The acquisition (Bereicherung) after valuation, debts and material exemptions, before the personal allowance, in euros. */
  readonly acquisition: number;
  readonly relationship: InheritanceRelationship;
  readonly transfer: InheritanceTransfer;
  /** Earlier acquisitions from the same person within ten years (§ 14 ErbStG), in euros. */
  readonly priorGifts?: number;
}

export interface GermanInheritanceTaxResult extends CalculationResult {
  readonly calculationType: 'de-inheritance-tax';
  readonly currency: 'EUR';
  readonly taxClass: InheritanceTaxClass;
  /** The § 16 allowance of the relationship, in euros. */
  readonly allowance: number;
  /** This and earlier acquisitions, less the allowance, rounded down to full 100 € (§ 10 Abs. 1 Satz 6). */
  readonly taxableAcquisition: number;
  /** The § 19 rate of the bracket the taxable acquisition falls in. */
  readonly ratePercent: number;
  /** Tax due on this acquisition: after the Härteausgleich and the deduction of the tax on earlier acquisitions. */
  readonly tax: number;
  /** By how much the § 19 Abs. 3 Härteausgleich lowered the tax on the total. */
  readonly hardshipRelief: number;
  /** The tax on the earlier acquisitions alone, under this year's law, deducted under § 14 Abs. 1 Satz 2. */
  readonly priorGiftsTax: number;
  readonly notes: readonly string[];
  readonly noteLabels: readonly Label[];
}

interface TariffOutcome {
  readonly tax: number;
  readonly rate: number;
  readonly hardshipRelief: number;
}

/** § 19 Abs. 1 with the Härteausgleich of Abs. 3, on a taxable acquisition in cents (a multiple of 100 €). */
export function inheritanceTariff(
  taxableMinor: number,
  taxClass: InheritanceTaxClass,
  steps: readonly InheritanceRateStep[],
  relief: HardshipRelief,
): TariffOutcome {
  const index = steps.findIndex((step) => step.upTo === null || taxableMinor <= toMinor(step.upTo));
  const step = steps[index]!;
  const rate = step[taxClass];
  const full = applyRate(taxableMinor, rate, 'down');
  const previous = index > 0 ? steps[index - 1] : undefined;
  if (!previous || previous.upTo === null) return { tax: full, rate, hardshipRelief: 0 };
  const limitMinor = toMinor(previous.upTo);
  const share = rate <= relief.rateLimit ? relief.lowerShare : relief.upperShare;
  const capped = applyRate(limitMinor, previous[taxClass], 'down') + applyRate(taxableMinor - limitMinor, share, 'down');
  return capped < full ? { tax: capped, rate, hardshipRelief: full - capped } : { tax: full, rate, hardshipRelief: 0 };
}

function checkedAmount(field: string, amount: number): number {
  if (!Number.isFinite(amount) || amount < 0)
    throw new CalculatorInputError(field, `must be a finite amount of zero or more, got ${amount}`);
  return toMinor(amount);
}

export function calculateGermanInheritanceTax(input: GermanInheritanceTaxInput): GermanInheritanceTaxResult {
  const acquisitionMinor = checkedAmount('acquisition', input.acquisition);
  const priorMinor = checkedAmount('priorGifts', input.priorGifts ?? 0);
  const date = germanTaxYearStart(input.taxYear);
  const allowanceEntry = datedValueAt(inheritanceAllowances, date);
  const ratesEntry = datedValueAt(inheritanceTaxRates, date);
  const reliefEntry = datedValueAt(inheritanceHardshipRelief, date);
  const taxClass = inheritanceTaxClass(input.relationship, input.transfer);
  const allowanceMinor = toMinor(allowanceEntry.value[allowanceGroup(input.relationship, input.transfer)]);

  const taxableOf = (minor: number) => roundDownToFullHundredEuros(Math.max(0, minor - allowanceMinor));
  const taxableMinor = taxableOf(acquisitionMinor + priorMinor);
  const total = inheritanceTariff(taxableMinor, taxClass, ratesEntry.value, reliefEntry.value);
  const prior = priorMinor > 0 ? inheritanceTariff(taxableOf(priorMinor), taxClass, ratesEntry.value, reliefEntry.value).tax : 0;
  const taxMinor = Math.max(0, total.tax - prior);
  const allowanceUsedMinor = Math.min(allowanceMinor, acquisitionMinor + priorMinor);

  const bands: BreakdownBand[] = [
    {
      band: `Personal allowance (class ${taxClass})`,
      label: label('de.inheritance.band.allowance', { taxClass }),
      rate: 0,
      taxableAmount: fromMinor(allowanceUsedMinor),
      amount: 0,
      reference: citationOf(allowanceEntry),
    },
    {
      band: `Class ${taxClass} at ${total.rate}%`,
      label: label('de.inheritance.band.rate', { taxClass, rate: total.rate }),
      rate: total.rate,
      taxableAmount: fromMinor(taxableMinor),
      amount: fromMinor(total.tax + total.hardshipRelief),
      reference: `${citationOf(ratesEntry)}; ${erbstgReferences.erbstg10.title}`,
    },
  ];
  if (total.hardshipRelief > 0)
    bands.push({
      band: 'Härteausgleich (§ 19 (3) ErbStG)',
      label: label('de.inheritance.band.hardshipRelief'),
      rate: 0,
      taxableAmount: fromMinor(taxableMinor),
      amount: -fromMinor(total.hardshipRelief),
      reference: citationOf(reliefEntry),
    });
  if (priorMinor > 0)
    bands.push({
      band: 'Tax on earlier acquisitions (§ 14 ErbStG)',
      label: label('de.inheritance.band.priorGiftsTax'),
      rate: 0,
      taxableAmount: fromMinor(priorMinor),
      amount: -fromMinor(Math.min(prior, total.tax)),
      reference: erbstgReferences.erbstg14.title,
    });

  const notes: string[] = [
    'Enter the acquisition after valuation (BewG), debts and exemptions such as the family home or business relief; the pension allowance for spouses and children on death (§ 17 ErbStG) is not deducted.',
  ];
  const noteLabels: Label[] = [label('de.inheritance.note.inputAfterExemptions')];
  if (priorMinor > 0) {
    notes.push(
      'Earlier acquisitions from the same person within ten years are added and the tax on them, worked out under this year’s law, is deducted (§ 14 (1) ErbStG); where the tax actually paid on them was higher, that is deducted instead, and the tax on this acquisition alone is the minimum: both are not modelled.',
    );
    noteLabels.push(label('de.inheritance.note.priorGifts'));
  }

  const tax = fromMinor(taxMinor);
  const summary: SummaryStat[] = [
    {
      title: input.transfer === 'gift' ? 'Gift tax' : 'Inheritance tax',
      titleLabel: label(input.transfer === 'gift' ? 'de.inheritance.stat.giftTax' : 'de.inheritance.stat.inheritanceTax'),
      value: tax,
      formattedValue: formatMoney(tax, 'EUR'),
      description: `Tax class ${taxClass}, ${total.rate}%`,
      descriptionLabel: label('de.inheritance.stat.classAndRate', { taxClass, rate: total.rate }),
      icon: 'bank',
    },
    {
      title: 'Taxable acquisition',
      titleLabel: label('de.inheritance.stat.taxableAcquisition'),
      value: fromMinor(taxableMinor),
      formattedValue: formatMoney(fromMinor(taxableMinor), 'EUR'),
      description: 'Rounded down to full €100',
      descriptionLabel: label('de.inheritance.stat.roundedDown'),
      icon: 'wallet',
    },
    {
      title: 'Personal allowance',
      titleLabel: label('de.inheritance.stat.allowance'),
      value: fromMinor(allowanceMinor),
      formattedValue: formatMoney(fromMinor(allowanceMinor), 'EUR'),
      icon: 'gift',
    },
    {
      title: 'Rate',
      titleLabel: label('de.inheritance.stat.rate'),
      value: total.rate,
      formattedValue: formatPercent(total.rate),
      icon: 'percentage',
    },
  ];

  return {
    calculationType: 'de-inheritance-tax',
    taxYear: String(input.taxYear),
    currency: 'EUR',
    inputAmount: fromMinor(acquisitionMinor),
    totalTax: tax,
    netAmount: fromMinor(acquisitionMinor - taxMinor),
    effectiveRate: percentOf(taxMinor, acquisitionMinor),
    marginalRate: total.rate,
    summary,
    breakdowns: [
      {
        title: input.transfer === 'gift' ? 'Gift tax' : 'Inheritance tax',
        label: label(input.transfer === 'gift' ? 'de.inheritance.stat.giftTax' : 'de.inheritance.stat.inheritanceTax'),
        type: 'inheritance-tax',
        data: bands,
        totalAmount: tax,
      },
    ],
    taxClass,
    allowance: fromMinor(allowanceMinor),
    taxableAcquisition: fromMinor(taxableMinor),
    ratePercent: total.rate,
    tax,
    hardshipRelief: fromMinor(total.hardshipRelief),
    priorGiftsTax: fromMinor(prior),
    notes,
    noteLabels,
  };
}
