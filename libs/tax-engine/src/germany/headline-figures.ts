import { valueAt } from '../core/parameter';
import { churchTaxRates } from '../../params/germany/kirchensteuer/church-tax-rates';
import { incomeTaxTariff } from '../../params/germany/estg/income-tax-tariff';
import { solidaritySurchargeExemptionLimit } from '../../params/germany/solzg/solidarity-surcharge-exemption-limit';
import { solidaritySurchargeRate } from '../../params/germany/solzg/solidarity-surcharge-rate';
import { progressionZoneRates } from './tariff';
import { germanTaxYearStart, type GermanTaxYear } from './tax-year';

/** The figures the German income tax page's explanation quotes, read from the parameters of one tax year. */
export interface GermanIncomeTaxHeadlines {
  readonly basicAllowance: number;
  /** The rate the progression zones start at and rise to, and the top rate, in percent. */
  readonly entryRate: number;
  readonly progressionEndRate: number;
  readonly topRate: number;
  readonly solidarityRate: number;
  readonly solidarityExemptionLimit: number;
  readonly churchRates: { readonly low: number; readonly high: number };
}

export function germanIncomeTaxHeadlines(taxYear: GermanTaxYear): GermanIncomeTaxHeadlines {
  const date = germanTaxYearStart(taxYear);
  const tariff = valueAt(incomeTaxTariff, date);
  const church = valueAt(churchTaxRates, date);
  return {
    basicAllowance: tariff.basicAllowance,
    entryRate: progressionZoneRates(tariff).zone2[0],
    progressionEndRate: tariff.zone4.rate,
    topRate: tariff.zone5.rate,
    solidarityRate: valueAt(solidaritySurchargeRate, date),
    solidarityExemptionLimit: valueAt(solidaritySurchargeExemptionLimit, date).single,
    churchRates: { low: church['8'], high: church['9'] },
  };
}
