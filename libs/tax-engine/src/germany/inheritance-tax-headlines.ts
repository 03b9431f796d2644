import { valueAt } from '../core/parameter';
import { inheritanceAllowances, type InheritanceAllowances } from '../../params/germany/erbstg/allowances';
import { familyHomeLivingAreaLimit, pensionAllowances, type PensionAllowances } from '../../params/germany/erbstg/exemptions';
import { inheritanceHardshipRelief, inheritanceTaxRates, type HardshipRelief } from '../../params/germany/erbstg/rates';
import { germanTaxYearStart, type GermanTaxYear } from './tax-year';

// Its own module, apart from headline-figures.ts: the income tax page's chunk does not carry these parameters.

/** The figures the German inheritance tax page's explanation quotes, read from the parameters of one tax year. */
export interface GermanInheritanceTaxHeadlines {
  readonly allowances: InheritanceAllowances;
  /** The lowest and highest § 19 rate of each tax class, in percent. */
  readonly rateRanges: Readonly<Record<'I' | 'II' | 'III', { readonly low: number; readonly high: number }>>;
  readonly hardshipRelief: HardshipRelief;
  /** § 17 ErbStG: the spouse's amount and the children's by age. */
  readonly pensionAllowances: PensionAllowances;
  /** § 13 Abs. 1 Nr. 4c ErbStG: the living area limit for children, in m². */
  readonly familyHomeLivingAreaLimit: number;
}

export function germanInheritanceTaxHeadlines(taxYear: GermanTaxYear): GermanInheritanceTaxHeadlines {
  const date = germanTaxYearStart(taxYear);
  const steps = valueAt(inheritanceTaxRates, date);
  const range = (taxClass: 'I' | 'II' | 'III') => {
    const rates = steps.map((step) => step[taxClass]);
    return { low: Math.min(...rates), high: Math.max(...rates) };
  };
  return {
    allowances: valueAt(inheritanceAllowances, date),
    rateRanges: { I: range('I'), II: range('II'), III: range('III') },
    hardshipRelief: valueAt(inheritanceHardshipRelief, date),
    pensionAllowances: valueAt(pensionAllowances, date),
    familyHomeLivingAreaLimit: valueAt(familyHomeLivingAreaLimit, date),
  };
}
