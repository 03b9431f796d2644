import { valueAt } from '../core/parameter';
import { flatCapitalIncomeTaxRate, saverAllowance } from '../../params/germany/estg/capital-income-tax';
import { fundPartialExemptions } from '../../params/germany/invstg/partial-exemptions';
import { churchTaxRates } from '../../params/germany/kirchensteuer/church-tax-rates';
import { solidaritySurchargeRate } from '../../params/germany/solzg/solidarity-surcharge-rate';
import { germanTaxYearStart, type GermanTaxYear } from './tax-year';

// Its own module, apart from headline-figures.ts: the income tax page's chunk does not carry these parameters.

/** The figures the German capital income tax page's explanation quotes, read from the parameters of one tax year. */
export interface GermanCapitalIncomeHeadlines {
  readonly flatRate: number;
  readonly saverAllowance: { readonly single: number; readonly joint: number };
  readonly solidarityRate: number;
  readonly churchRates: { readonly low: number; readonly high: number };
  /** Teilfreistellung by fund type, in percent (§ 20 InvStG). */
  readonly partialExemptions: {
    readonly equity: number;
    readonly mixed: number;
    readonly realEstate: number;
    readonly foreignRealEstate: number;
  };
}

export function germanCapitalIncomeHeadlines(taxYear: GermanTaxYear): GermanCapitalIncomeHeadlines {
  const date = germanTaxYearStart(taxYear);
  const church = valueAt(churchTaxRates, date);
  return {
    flatRate: valueAt(flatCapitalIncomeTaxRate, date),
    saverAllowance: valueAt(saverAllowance, date),
    solidarityRate: valueAt(solidaritySurchargeRate, date),
    churchRates: { low: church['8'], high: church['9'] },
    partialExemptions: valueAt(fundPartialExemptions, date),
  };
}
