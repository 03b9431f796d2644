import { valueAt } from '../core/parameter';
import { churchTaxRates } from '../../params/germany/kirchensteuer/church-tax-rates';
import { flatCapitalIncomeTaxRate, saverAllowance } from '../../params/germany/estg/capital-income-tax';
import { incomeTaxTariff } from '../../params/germany/estg/income-tax-tariff';
import { inheritanceAllowances, type InheritanceAllowances } from '../../params/germany/erbstg/allowances';
import { inheritanceHardshipRelief, inheritanceTaxRates, type HardshipRelief } from '../../params/germany/erbstg/rates';
import { fundPartialExemptions } from '../../params/germany/invstg/partial-exemptions';
import { minimumHebesatz, tradeTaxAllowance, tradeTaxBaseRate, tradeTaxCreditFactor } from '../../params/germany/gewstg/trade-tax';
import { corporateTaxRate } from '../../params/germany/kstg/corporate-tax-rate';
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

/** The figures the German inheritance tax page's explanation quotes, read from the parameters of one tax year. */
export interface GermanInheritanceTaxHeadlines {
  readonly allowances: InheritanceAllowances;
  /** The lowest and highest § 19 rate of each tax class, in percent. */
  readonly rateRanges: Readonly<Record<'I' | 'II' | 'III', { readonly low: number; readonly high: number }>>;
  readonly hardshipRelief: HardshipRelief;
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
  };
}
