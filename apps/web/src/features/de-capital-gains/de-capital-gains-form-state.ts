import type { DeCapitalGainsParsedRequest } from '@taxatlas/contracts/de-capital-gains';
import { churchTaxOptions, germanFundTypes } from '@taxatlas/tax-engine/germany/capital-income-tax';
import { currentGermanTaxYear, germanTaxYears } from '@taxatlas/tax-engine/germany/tax-year';
import { type CalculatorFormDefinition, lazySchema, optionalAmount, queryFormAdapter } from '../../lib/calculator-form';

export type DeCapitalGainsFormValues = {
  readonly income: string;
  /** 'single' | 'joint': the joint assessment doubles the Sparer-Pauschbetrag. */
  readonly assessment: string;
  readonly churchTax: string;
  readonly fundType: string;
  readonly taxYear: string;
  /** The folded "more options": share gains and losses kept apart, other losses, the zvE for the Günstigerprüfung. */
  readonly shareGains: string;
  readonly shareLosses: string;
  readonly otherLosses: string;
  readonly personalIncome: string;
};

export type DeCapitalGainsFormField = keyof DeCapitalGainsFormValues;

export const capitalAssessments = ['single', 'joint'] as const;

/** The inputs of the folded section; blank means not given. */
export const moreCapitalFields = ['shareGains', 'shareLosses', 'otherLosses', 'personalIncome'] as const;

/** True when the address or the form holds one of the folded inputs, so the section opens to show it. */
export function hasMoreCapitalInputs(values: DeCapitalGainsFormValues): boolean {
  return moreCapitalFields.some((field) => values[field].trim() !== '');
}

/** The tax year in force when the page loads (or the latest the engine has, with a notice). */
export const taxYearInForce = currentGermanTaxYear(new Date());

export const deCapitalGainsForm: CalculatorFormDefinition<DeCapitalGainsFormValues, DeCapitalGainsParsedRequest> = {
  defaults: {
    income: '',
    assessment: 'single',
    churchTax: 'none',
    fundType: 'none',
    taxYear: String(taxYearInForce.taxYear),
    shareGains: '',
    shareLosses: '',
    otherLosses: '',
    personalIncome: '',
  },
  /** ?income=5000&assessment=single&church=none&fund=equity&year=2025&sharegains=&sharelosses=&otherlosses=&zve= */
  queryKeys: {
    income: 'income',
    assessment: 'assessment',
    churchTax: 'church',
    fundType: 'fund',
    taxYear: 'year',
    shareGains: 'sharegains',
    shareLosses: 'sharelosses',
    otherLosses: 'otherlosses',
    personalIncome: 'zve',
  },
  requiredField: 'income',
  amountFields: ['income', 'shareGains', 'shareLosses', 'otherLosses', 'personalIncome'],
  choices: { assessment: capitalAssessments, churchTax: churchTaxOptions, fundType: germanFundTypes, taxYear: germanTaxYears.map(String) },
  schema: lazySchema(() => import('@taxatlas/contracts/de-capital-gains').then((module) => module.deCapitalGainsRequestSchema)),
  toRequestInput: (values) => ({
    capitalIncome: values.income === '' ? undefined : values.income,
    joint: values.assessment === 'joint',
    churchTax: values.churchTax,
    fundType: values.fundType,
    taxYear: values.taxYear,
    shareGains: optionalAmount(values.shareGains),
    shareLosses: optionalAmount(values.shareLosses),
    otherLosses: optionalAmount(values.otherLosses),
    personalTaxableIncome: optionalAmount(values.personalIncome),
  }),
  fieldForRequestKey: {
    capitalIncome: 'income',
    joint: 'assessment',
    churchTax: 'churchTax',
    fundType: 'fundType',
    taxYear: 'taxYear',
    shareGains: 'shareGains',
    shareLosses: 'shareLosses',
    otherLosses: 'otherLosses',
    personalTaxableIncome: 'personalIncome',
  },
};

export const deCapitalGainsAdapter = queryFormAdapter(deCapitalGainsForm);
