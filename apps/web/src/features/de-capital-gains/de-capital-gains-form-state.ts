import type { DeCapitalGainsParsedRequest } from '@taxatlas/contracts/de-capital-gains';
import { churchTaxOptions, germanFundTypes } from '@taxatlas/tax-engine/germany/capital-income-tax';
import { currentGermanTaxYear, germanTaxYears } from '@taxatlas/tax-engine/germany/tax-year';
import { type CalculatorFormDefinition, lazySchema, queryFormAdapter } from '../../lib/calculator-form';

export type DeCapitalGainsFormValues = {
  readonly income: string;
  /** 'single' | 'joint': the joint assessment doubles the Sparer-Pauschbetrag. */
  readonly assessment: string;
  readonly churchTax: string;
  readonly fundType: string;
  readonly taxYear: string;
};

export type DeCapitalGainsFormField = keyof DeCapitalGainsFormValues;

export const capitalAssessments = ['single', 'joint'] as const;

/** The tax year in force when the page loads (or the latest the engine has, with a notice). */
export const taxYearInForce = currentGermanTaxYear(new Date());

export const deCapitalGainsForm: CalculatorFormDefinition<DeCapitalGainsFormValues, DeCapitalGainsParsedRequest> = {
  defaults: { income: '', assessment: 'single', churchTax: 'none', fundType: 'none', taxYear: String(taxYearInForce.taxYear) },
  /** ?income=5000&assessment=single&church=none&fund=equity&year=2025 */
  queryKeys: { income: 'income', assessment: 'assessment', churchTax: 'church', fundType: 'fund', taxYear: 'year' },
  requiredField: 'income',
  amountFields: ['income'],
  choices: { assessment: capitalAssessments, churchTax: churchTaxOptions, fundType: germanFundTypes, taxYear: germanTaxYears.map(String) },
  schema: lazySchema(() => import('@taxatlas/contracts/de-capital-gains').then((module) => module.deCapitalGainsRequestSchema)),
  toRequestInput: (values) => ({
    capitalIncome: values.income === '' ? undefined : values.income,
    joint: values.assessment === 'joint',
    churchTax: values.churchTax,
    fundType: values.fundType,
    taxYear: values.taxYear,
  }),
  fieldForRequestKey: { capitalIncome: 'income', joint: 'assessment', churchTax: 'churchTax', fundType: 'fundType', taxYear: 'taxYear' },
};

export const deCapitalGainsAdapter = queryFormAdapter(deCapitalGainsForm);
