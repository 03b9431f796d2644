import { valueAt } from '../core/parameter';
import { minimumHebesatz, tradeTaxAllowance, tradeTaxBaseRate, tradeTaxCreditFactor } from '../../params/germany/gewstg/trade-tax';
import { corporateTaxRate } from '../../params/germany/kstg/corporate-tax-rate';
import { solidaritySurchargeRate } from '../../params/germany/solzg/solidarity-surcharge-rate';
import { germanTaxYearStart, type GermanTaxYear } from './tax-year';

// Its own module, apart from headline-figures.ts: the income tax page's chunk does not carry these parameters.

/** The figures the German corporate tax page's explanation quotes, read from the parameters of one tax year. */
export interface GermanBusinessTaxHeadlines {
  readonly corporateTaxRate: number;
  readonly solidarityRate: number;
  /** Steuermesszahl, percent of the Gewerbeertrag (§ 11 Abs. 2 GewStG). */
  readonly tradeTaxBaseRate: number;
  /** Freibetrag of partnerships and sole proprietors, euros (§ 11 Abs. 1 Satz 3 Nr. 1 GewStG). */
  readonly tradeTaxAllowance: number;
  readonly minimumHebesatz: number;
  /** Multiple of the Steuermessbetrag credited against income tax (§ 35 EStG). */
  readonly tradeTaxCreditFactor: number;
}

export function germanBusinessTaxHeadlines(taxYear: GermanTaxYear): GermanBusinessTaxHeadlines {
  const date = germanTaxYearStart(taxYear);
  return {
    corporateTaxRate: valueAt(corporateTaxRate, date),
    solidarityRate: valueAt(solidaritySurchargeRate, date),
    tradeTaxBaseRate: valueAt(tradeTaxBaseRate, date),
    tradeTaxAllowance: valueAt(tradeTaxAllowance, date),
    minimumHebesatz: valueAt(minimumHebesatz, date),
    tradeTaxCreditFactor: valueAt(tradeTaxCreditFactor, date),
  };
}
