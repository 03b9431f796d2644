import { fromMinor } from '../core/money';
import { valueAt } from '../core/parameter';
import { incomeTaxTariff } from '../../params/germany/estg/income-tax-tariff';
import type { GermanTaxClass } from './income-tax';
import { tariffIncomeTax } from './tariff';
import { germanTaxYearStart } from './tax-year';
import { wageTaxFigures, type GermanWageTaxInput } from './wage-tax';

/** One partner of a married couple or civil partnership: everything of the wage-tax input except class and factor. */
export type CouplePartnerInput = Omit<GermanWageTaxInput, 'taxClass' | 'factor' | 'taxYear' | 'period'>;

export interface TaxClassChoiceInput {
  readonly taxYear: GermanWageTaxInput['taxYear'];
  readonly period: GermanWageTaxInput['period'];
  readonly partners: readonly [CouplePartnerInput, CouplePartnerInput];
}

export const taxClassCombinations = ['III/V', 'V/III', 'IV/IV', 'IV/IV with factor'] as const;
export type TaxClassCombination = (typeof taxClassCombinations)[number];

export interface PartnerOutcome {
  readonly taxClass: GermanTaxClass;
  readonly lohnsteuer: number;
  readonly solidaritySurcharge: number;
  readonly churchTax: number;
  readonly socialSecurity: number;
  readonly net: number;
}

export interface TaxClassChoice {
  readonly combination: TaxClassCombination;
  /** The factor of § 39f EStG, applied to both partners; 1 for the other combinations (and when it would not be below 1). */
  readonly factor: number;
  readonly partners: readonly [PartnerOutcome, PartnerOutcome];
  /** Both partners' net pay for the period. */
  readonly totalNet: number;
}

function outcome(input: TaxClassChoiceInput, index: 0 | 1, taxClass: GermanTaxClass, factor?: number): PartnerOutcome {
  const figures = wageTaxFigures({ ...input.partners[index], taxYear: input.taxYear, period: input.period, taxClass, factor });
  return {
    taxClass,
    lohnsteuer: fromMinor(figures.lohnsteuer),
    solidaritySurcharge: fromMinor(figures.solidaritySurcharge),
    churchTax: fromMinor(figures.churchTax),
    socialSecurity: fromMinor(figures.socialSecurity),
    net: fromMinor(figures.net),
  };
}

/**
 * The factor of § 39f Abs. 1 EStG: Y ÷ X to three decimals without rounding (Satz 3), used only when below 1. Y is the
 * couple's income tax under splitting on the sum of the two annual zvE the PAP finds in class IV; X is the sum of their
 * annual Lohnsteuer in class IV. Kinderfreibeträge are left out of both, as the Finanzamt's factor leaves them out.
 */
export function taxClassFactor(input: TaxClassChoiceInput): number {
  const annual = (index: 0 | 1) =>
    wageTaxFigures({
      ...input.partners[index],
      taxYear: input.taxYear,
      period: 'year',
      grossWage: input.period === 'year' ? input.partners[index].grossWage : input.partners[index].grossWage * 12,
      taxClass: 4,
      childAllowances: 0,
    });
  const [first, second] = [annual(0), annual(1)];
  const x = first.lohnsteuer + second.lohnsteuer;
  if (x === 0) return 1;
  const tariff = valueAt(incomeTaxTariff, germanTaxYearStart(input.taxYear));
  const jointZve = Math.floor(first.annualZve + second.annualZve);
  const yMinor = 2 * tariffIncomeTax(Math.floor(jointZve / 2), tariff) * 100;
  const factor = Math.floor((yMinor * 1000) / x) / 1000;
  return factor < 1 ? factor : 1;
}

/** Each partner's pay under III/V, V/III, IV/IV and IV/IV with factor, for the couple to compare. */
export function compareGermanTaxClassChoices(input: TaxClassChoiceInput): readonly TaxClassChoice[] {
  const factor = taxClassFactor(input);
  const choice = (
    combination: TaxClassCombination,
    classes: readonly [GermanTaxClass, GermanTaxClass],
    withFactor?: number,
  ): TaxClassChoice => {
    const partners = [outcome(input, 0, classes[0], withFactor), outcome(input, 1, classes[1], withFactor)] as const;
    return { combination, factor: withFactor ?? 1, partners, totalNet: Math.round((partners[0].net + partners[1].net) * 100) / 100 };
  };
  return [
    choice('III/V', [3, 5]),
    choice('V/III', [5, 3]),
    choice('IV/IV', [4, 4]),
    choice('IV/IV with factor', [4, 4], factor < 1 ? factor : undefined),
  ];
}
