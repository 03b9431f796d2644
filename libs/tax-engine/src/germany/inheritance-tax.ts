import { formatMoney, formatPercent } from '../core/format';
import { CalculatorInputError } from '../core/input-error';
import { label, type Label } from '../core/labels';
import { applyRate, fromMinor, percentOf, toMinor } from '../core/money';
import { citationOf, datedValueAt } from '../core/parameter';
import type { BreakdownBand, CalculationResult, SummaryStat } from '../core/result';
import { inheritanceAllowances, type InheritanceAllowances } from '../../params/germany/erbstg/allowances';
import { familyHomeLivingAreaLimit, pensionAllowances, type PensionAllowances } from '../../params/germany/erbstg/exemptions';
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
  /** Claim the Versorgungsfreibetrag (§ 17 ErbStG): surviving spouse, or child with `childAge`, on death only. */
  readonly pensionAllowance?: boolean;
  /** The child's age in completed years at the death, for § 17 Abs. 2. */
  readonly childAge?: number;
  /** Capital value of pensions to the survivor not subject to the tax (e.g. a widow's pension), in euros: reduces § 17. */
  readonly survivorPensionValue?: number;
  /** Value of the family home in the acquisition, in euros (then `acquisition` is the rest), for § 13 Abs. 1 Nr. 4a–4c. */
  readonly familyHomeValue?: number;
  /** The family home's living area in m², for the 200 m² limit of § 13 Abs. 1 Nr. 4c; unknown means within it. */
  readonly familyHomeLivingArea?: number;
}

/** Which family home exemption of § 13 Abs. 1 ErbStG applies: 4a gift to the spouse, 4b spouse, 4c child on death. */
export type FamilyHomeRule = '4a' | '4b' | '4c';

export function familyHomeRule(relationship: InheritanceRelationship, transfer: InheritanceTransfer): FamilyHomeRule | null {
  if (relationship === 'spouse') return transfer === 'gift' ? '4a' : '4b';
  // Nr. 4c: children of class I Nr. 2 and children of deceased children, only on death.
  if ((relationship === 'child' || relationship === 'grandchild-parent-deceased') && transfer === 'inheritance') return '4c';
  return null;
}

/**
 * § 13 Abs. 1 Nr. 4c ErbStG: a child's exemption covers the home up to 200 m² of living area; above it the share
 * limit ÷ area is exempt (the rest of the value stays taxable). Nr. 4a and 4b have no area limit. In cents.
 */
export function familyHomeExemption(
  valueMinor: number,
  rule: FamilyHomeRule | null,
  livingArea: number | undefined,
  limit: number,
): number {
  if (rule === null) return 0;
  if (rule !== '4c' || livingArea === undefined || livingArea <= limit) return valueMinor;
  // The taxable share is rounded down to the cent, in the heir's favour.
  return valueMinor - Math.floor((valueMinor * (livingArea - limit)) / livingArea);
}

/** § 17 ErbStG before the reduction by pensions, in euros; 0 where no Versorgungsfreibetrag exists. */
export function pensionAllowanceBase(
  relationship: InheritanceRelationship,
  childAge: number | undefined,
  allowances: PensionAllowances,
): number {
  if (relationship === 'spouse') return allowances.spouse;
  // Abs. 2 names only children of class I Nr. 2; grandchildren (Nr. 3) have none.
  if (relationship !== 'child' || childAge === undefined) return 0;
  return allowances.children.find((step) => childAge <= step.upToAge)?.amount ?? 0;
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
  /** The part of the family home exempt under § 13 Abs. 1 Nr. 4a–4c, in euros. */
  readonly familyHomeExemption: number;
  /** Which of the rules applied, or null (no home entered or the relationship has none). */
  readonly familyHomeRule: FamilyHomeRule | null;
  /** The § 17 Versorgungsfreibetrag after the reduction by pensions, in euros (0 when not claimed). */
  readonly pensionAllowance: number;
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
  const restMinor = checkedAmount('acquisition', input.acquisition);
  const priorMinor = checkedAmount('priorGifts', input.priorGifts ?? 0);
  const homeMinor = checkedAmount('familyHomeValue', input.familyHomeValue ?? 0);
  const pensionValueMinor = checkedAmount('survivorPensionValue', input.survivorPensionValue ?? 0);
  const area = input.familyHomeLivingArea;
  if (area !== undefined && (!Number.isFinite(area) || area <= 0))
    throw new CalculatorInputError('familyHomeLivingArea', `must be a living area above zero in m², got ${area}`);
  const age = input.childAge;
  if (age !== undefined && (!Number.isInteger(age) || age < 0 || age > 130))
    throw new CalculatorInputError('childAge', `must be an age in whole years from 0 to 130, got ${age}`);
  const claimsPension = input.pensionAllowance === true && input.transfer === 'inheritance';
  if (claimsPension && input.relationship === 'child' && age === undefined)
    throw new CalculatorInputError('childAge', 'is required for a child’s Versorgungsfreibetrag (§ 17 Abs. 2 ErbStG)');
  const date = germanTaxYearStart(input.taxYear);
  const allowanceEntry = datedValueAt(inheritanceAllowances, date);
  const ratesEntry = datedValueAt(inheritanceTaxRates, date);
  const reliefEntry = datedValueAt(inheritanceHardshipRelief, date);
  const taxClass = inheritanceTaxClass(input.relationship, input.transfer);
  const allowanceMinor = toMinor(allowanceEntry.value[allowanceGroup(input.relationship, input.transfer)]);

  const areaLimitEntry = datedValueAt(familyHomeLivingAreaLimit, date);
  const homeRule = homeMinor > 0 ? familyHomeRule(input.relationship, input.transfer) : null;
  const homeExemptMinor = familyHomeExemption(homeMinor, homeRule, area, areaLimitEntry.value);
  const acquisitionMinor = restMinor + homeMinor - homeExemptMinor;
  const pensionEntry = datedValueAt(pensionAllowances, date);
  // § 17 Abs. 1 Satz 2, Abs. 2 Satz 2: the allowance is reduced by the capital value of pensions not subject to the tax.
  const pensionAllowanceMinor = claimsPension
    ? Math.max(0, toMinor(pensionAllowanceBase(input.relationship, age, pensionEntry.value)) - pensionValueMinor)
    : 0;

  // § 10 Abs. 1 Satz 1: the Bereicherung less the allowances of §§ 16 and 17; § 17 only for this acquisition on death.
  const taxableOf = (minor: number, pensionMinor = 0) => roundDownToFullHundredEuros(Math.max(0, minor - allowanceMinor - pensionMinor));
  const taxableMinor = taxableOf(acquisitionMinor + priorMinor, pensionAllowanceMinor);
  const total = inheritanceTariff(taxableMinor, taxClass, ratesEntry.value, reliefEntry.value);
  const prior = priorMinor > 0 ? inheritanceTariff(taxableOf(priorMinor), taxClass, ratesEntry.value, reliefEntry.value).tax : 0;
  const taxMinor = Math.max(0, total.tax - prior);
  const allowanceUsedMinor = Math.min(allowanceMinor, acquisitionMinor + priorMinor);
  const pensionUsedMinor = Math.min(pensionAllowanceMinor, acquisitionMinor + priorMinor - allowanceUsedMinor);

  const bands: BreakdownBand[] = [];
  if (homeRule !== null)
    bands.push({
      band: `Family home exemption (§ 13 (1) no. ${homeRule} ErbStG)`,
      label: label('de.inheritance.band.familyHomeExemption', { rule: homeRule }),
      rate: 0,
      taxableAmount: fromMinor(homeExemptMinor),
      amount: 0,
      reference: citationOf(areaLimitEntry),
    });
  bands.push({
    band: `Personal allowance (class ${taxClass})`,
    label: label('de.inheritance.band.allowance', { taxClass }),
    rate: 0,
    taxableAmount: fromMinor(allowanceUsedMinor),
    amount: 0,
    reference: citationOf(allowanceEntry),
  });
  if (claimsPension && pensionAllowanceMinor + pensionValueMinor > 0)
    bands.push({
      band: 'Special pension allowance (§ 17 ErbStG)',
      label: label('de.inheritance.band.pensionAllowance'),
      rate: 0,
      taxableAmount: fromMinor(pensionUsedMinor),
      amount: 0,
      reference: citationOf(pensionEntry),
    });
  bands.push({
    band: `Class ${taxClass} at ${total.rate}%`,
    label: label('de.inheritance.band.rate', { taxClass, rate: total.rate }),
    rate: total.rate,
    taxableAmount: fromMinor(taxableMinor),
    amount: fromMinor(total.tax + total.hardshipRelief),
    reference: `${citationOf(ratesEntry)}; ${erbstgReferences.erbstg10.title}`,
  });
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
    'Enter the acquisition after valuation (BewG), debts and exemptions such as business relief; the family home and the pension allowance for spouses and children on death (§ 17 ErbStG) have their own inputs.',
  ];
  const noteLabels: Label[] = [label('de.inheritance.note.inputAfterExemptions')];
  if (homeRule !== null) {
    notes.push(
      'The family home is exempt only if it was the family’s home and, on death, the heir moves in without delay and lives there for ten years; a sale, letting or moving out within ten years ends the exemption retroactively (§ 13 (1) no. 4a–4c ErbStG).',
    );
    noteLabels.push(label('de.inheritance.note.familyHome'));
  } else if (homeMinor > 0) {
    notes.push(
      'The family home exemptions cover only spouses and civil partners, and on death children and children of deceased children (§ 13 (1) no. 4a–4c ErbStG): here the home is taxed with the rest.',
    );
    noteLabels.push(label('de.inheritance.note.familyHomeNotExempt'));
  }
  if (claimsPension) {
    notes.push(
      'The special pension allowance (§ 17 ErbStG) is reduced by the capital value of pensions the survivor receives that are not subject to inheritance tax, such as statutory widow’s or orphan’s pensions (valued under the BewG).',
    );
    noteLabels.push(label('de.inheritance.note.pensionAllowance'));
  }
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
    ...(homeExemptMinor + pensionAllowanceMinor > 0
      ? [
          {
            title: 'Exempt',
            titleLabel: label('de.inheritance.stat.exempt'),
            value: fromMinor(homeExemptMinor + pensionUsedMinor),
            formattedValue: formatMoney(fromMinor(homeExemptMinor + pensionUsedMinor), 'EUR'),
            description: `Family home ${formatMoney(fromMinor(homeExemptMinor), 'EUR')}, pension allowance ${formatMoney(fromMinor(pensionUsedMinor), 'EUR')}`,
            descriptionLabel: label('de.inheritance.stat.exemptDetail', {
              familyHome: fromMinor(homeExemptMinor),
              pension: fromMinor(pensionUsedMinor),
            }),
            icon: 'home',
          },
        ]
      : []),
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
    inputAmount: fromMinor(restMinor + homeMinor),
    totalTax: tax,
    netAmount: fromMinor(restMinor + homeMinor - taxMinor),
    effectiveRate: percentOf(taxMinor, restMinor + homeMinor),
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
    familyHomeExemption: fromMinor(homeExemptMinor),
    familyHomeRule: homeRule,
    pensionAllowance: fromMinor(pensionAllowanceMinor),
    notes,
    noteLabels,
  };
}
