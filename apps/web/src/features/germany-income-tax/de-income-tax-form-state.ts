import type { DeIncomeTaxParsedRequest } from '@taxatlas/contracts/de-income-tax';
import { churchTaxOptions, germanAssessments, germanTaxClasses } from '@taxatlas/tax-engine/germany/income-tax';
import { currentGermanTaxYear, germanTaxYears } from '@taxatlas/tax-engine/germany/tax-year';
import { type CalculatorFormDefinition, lazySchema, queryFormAdapter } from '../../lib/calculator-form';

export type DeIncomeTaxFormValues = {
  /** Zu versteuerndes Einkommen (zvE), euros. */
  readonly income: string;
  readonly taxClass: string;
  readonly churchTax: string;
  readonly assessment: string;
  readonly taxYear: string;
};

export type DeIncomeTaxFormField = keyof DeIncomeTaxFormValues;

export const taxClassOptions = germanTaxClasses;
export const churchTaxChoices = churchTaxOptions;
export const assessmentOptions = germanAssessments;
export const taxYearOptions = germanTaxYears;

/**
 * The assessment a tax class suggests, as the shared schema defaults it: classes III and V belong to married
 * couples assessed jointly (§ 26 Abs. 3 EStG), the others to individual assessment.
 */
export function assessmentForClass(taxClass: string): 'single' | 'joint' {
  return taxClass === '3' || taxClass === '5' ? 'joint' : 'single';
}

/** Class III exists only for couples: the schema rejects it with individual assessment, so the form does not offer that. */
export function singleAssessmentAllowed(taxClass: string): boolean {
  return taxClass !== '3';
}

/** The tax year in force when the page loads (or the latest the engine has, with a notice). */
export const taxYearInForce = currentGermanTaxYear(new Date());

export const deIncomeTaxForm: CalculatorFormDefinition<DeIncomeTaxFormValues, DeIncomeTaxParsedRequest> = {
  defaults: { income: '', taxClass: '1', churchTax: 'none', assessment: 'single', taxYear: String(taxYearInForce.taxYear) },
  /** ?income=60000&class=1&church=none&assessment=single&year=2025 */
  queryKeys: { income: 'income', taxClass: 'class', churchTax: 'church', assessment: 'assessment', taxYear: 'year' },
  requiredField: 'income',
  amountFields: ['income'],
  choices: {
    taxClass: germanTaxClasses.map(String),
    churchTax: churchTaxOptions,
    assessment: germanAssessments,
    taxYear: germanTaxYears.map(String),
  },
  schema: lazySchema(() => import('@taxatlas/contracts/de-income-tax').then((module) => module.deIncomeTaxRequestSchema)),
  toRequestInput: (values) => ({
    taxableIncome: values.income === '' ? undefined : values.income,
    taxClass: values.taxClass,
    churchTax: values.churchTax,
    assessment: values.assessment,
    taxYear: values.taxYear,
  }),
  fieldForRequestKey: {
    taxableIncome: 'income',
    taxClass: 'taxClass',
    churchTax: 'churchTax',
    assessment: 'assessment',
    taxYear: 'taxYear',
  },
};

export const deIncomeTaxAdapter = queryFormAdapter(deIncomeTaxForm);
