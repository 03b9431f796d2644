import { valueAt } from '../core/parameter';
import { annualAssessmentDeductions } from '../../params/germany/estg/annual-assessment-deductions';
import { churchTaxRates } from '../../params/germany/kirchensteuer/church-tax-rates';
import { incomeTaxTariff } from '../../params/germany/estg/income-tax-tariff';
import { solidaritySurchargeExemptionLimit } from '../../params/germany/solzg/solidarity-surcharge-exemption-limit';
import { solidaritySurchargeRate } from '../../params/germany/solzg/solidarity-surcharge-rate';
import { careInsuranceChildlessSurcharge } from '../../params/germany/sgb/care-childless-surcharge';
import { careInsuranceRate } from '../../params/germany/sgb/care-rate';
import { contributionCeilings } from '../../params/germany/sgb/contribution-ceilings';
import { healthInsuranceAverageAddOnRate } from '../../params/germany/sgb/health-average-add-on-rate';
import { healthInsuranceGeneralRate } from '../../params/germany/sgb/health-general-rate';
import { minijobLimit } from '../../params/germany/sgb/minijob-limit';
import { pensionInsuranceRate } from '../../params/germany/sgb/pension-rate';
import { unemploymentInsuranceRate } from '../../params/germany/sgb/unemployment-rate';
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

/** The social-insurance figures the wage-tax and social-security pages' explanations quote, for one tax year. */
export interface GermanWageHeadlines {
  /** Full rates in percent (employee and employer share them, care and the add-on aside). */
  readonly pensionRate: number;
  readonly unemploymentRate: number;
  readonly healthRate: number;
  readonly averageHealthAddOnRate: number;
  readonly careRate: number;
  readonly childlessSurcharge: number;
  /** Monthly ceilings in euros. */
  readonly pensionCeiling: number;
  readonly healthCeiling: number;
  readonly minijobLimit: number;
}

export function germanWageHeadlines(taxYear: GermanTaxYear): GermanWageHeadlines {
  const date = germanTaxYearStart(taxYear);
  const ceilings = valueAt(contributionCeilings, date);
  return {
    pensionRate: valueAt(pensionInsuranceRate, date),
    unemploymentRate: valueAt(unemploymentInsuranceRate, date),
    healthRate: valueAt(healthInsuranceGeneralRate, date),
    averageHealthAddOnRate: valueAt(healthInsuranceAverageAddOnRate, date),
    careRate: valueAt(careInsuranceRate, date),
    childlessSurcharge: valueAt(careInsuranceChildlessSurcharge, date),
    pensionCeiling: ceilings.pension,
    healthCeiling: ceilings.health,
    minijobLimit: valueAt(minijobLimit, date),
  };
}

/** The figures the couple comparison's explanation quotes (the employee allowance of § 9a EStG), for one tax year. */
export function germanCoupleHeadlines(taxYear: GermanTaxYear): { readonly employeeLumpSum: number } {
  return { employeeLumpSum: valueAt(annualAssessmentDeductions, germanTaxYearStart(taxYear)).employeeLumpSum };
}
