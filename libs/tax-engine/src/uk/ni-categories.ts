/**
 * National Insurance category letters (HMRC, "National Insurance category letters"; NIM01540 for the Freeport and
 * Investment Zone letters): which employee rate a letter pays between the Primary Threshold and the UEL, and up to
 * which upper secondary threshold the employer pays 0%. The rates themselves are parameters
 * (params/uk/hmrc/national-insurance/class1-rates.ts); this is only the shape of each letter.
 */
import type { Class1ThresholdSet } from '../../params/uk/hmrc/national-insurance/class1-thresholds';

export const niCategories = ['A', 'B', 'C', 'F', 'H', 'I', 'J', 'L', 'M', 'N', 'S', 'V', 'Z'] as const;
export type NiCategory = (typeof niCategories)[number];

/**
 * main: the main primary percentage; reduced: the married women's and widows' reduced rate; nil: over State Pension
 * age, no employee contribution; deferred: a deferment certificate, only the additional percentage from the Primary
 * Threshold (SS(C)R 2001 reg. 84).
 */
export type PrimaryRateKind = 'main' | 'reduced' | 'nil' | 'deferred';
/** The employer pays 0% from the Secondary Threshold up to this threshold, the secondary rate above it. */
export type SecondaryRelief = 'under21' | 'apprentice' | 'veteran' | 'freeport' | 'investmentZone';

export interface NiCategoryRules {
  readonly description: string;
  readonly primary: PrimaryRateKind;
  readonly relief?: SecondaryRelief;
}

export const niCategoryRules: Readonly<Record<NiCategory, NiCategoryRules>> = {
  A: { description: 'Most employees', primary: 'main' },
  B: { description: 'Married women and widows entitled to the reduced rate', primary: 'reduced' },
  C: { description: 'Employees over State Pension age', primary: 'nil' },
  F: { description: 'Freeport employees', primary: 'main', relief: 'freeport' },
  H: { description: 'Apprentices under 25', primary: 'main', relief: 'apprentice' },
  I: { description: 'Freeport: married women and widows on the reduced rate', primary: 'reduced', relief: 'freeport' },
  J: { description: 'Employees who can defer because they already pay in another job', primary: 'deferred' },
  L: { description: 'Freeport employees who can defer', primary: 'deferred', relief: 'freeport' },
  M: { description: 'Employees under 21', primary: 'main', relief: 'under21' },
  N: { description: 'Investment Zone employees', primary: 'main', relief: 'investmentZone' },
  S: { description: 'Freeport employees over State Pension age', primary: 'nil', relief: 'freeport' },
  V: { description: 'Veterans in the first 12 months of their first civilian employment', primary: 'main', relief: 'veteran' },
  Z: { description: 'Employees under 21 who can defer', primary: 'deferred', relief: 'under21' },
};

/** The upper secondary threshold of a relief, or undefined where the year has none (Investment Zones before 2024-25). */
export function upperSecondaryThreshold(thresholds: Class1ThresholdSet, relief: SecondaryRelief): number | undefined {
  switch (relief) {
    case 'under21':
      return thresholds.upperSecondaryThreshold;
    case 'apprentice':
      return thresholds.apprenticeUpperSecondaryThreshold;
    case 'veteran':
      return thresholds.veteransUpperSecondaryThreshold;
    case 'freeport':
      return thresholds.freeportUpperSecondaryThreshold;
    case 'investmentZone':
      return thresholds.investmentZoneUpperSecondaryThreshold;
  }
}
