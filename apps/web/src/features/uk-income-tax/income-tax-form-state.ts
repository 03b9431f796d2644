import type { UkIncomeTaxParsedRequest } from '@taxatlas/contracts/uk-income-tax';
import { studentLoanPlanOptions, ukRegions, type StudentLoanPlanOption, type UkRegion } from '@taxatlas/tax-engine/uk/income-tax';
import { currentUkTaxYear, ukTaxYears, type UkTaxYear } from '@taxatlas/tax-engine/uk/tax-year';
import { lazySchema, loadedSchema } from '../../lib/calculator-form';

/** What the form holds: amounts as typed (they may carry thousands separators), choices as the API's values. */
export interface IncomeTaxFormValues {
  readonly income: string;
  readonly taxYear: string;
  readonly region: string;
  readonly pension: string;
  readonly studentLoan: string;
}

export type IncomeTaxFormField = keyof IncomeTaxFormValues;

/** The tax year in force when the page loads (or the latest the engine has, with a notice): no year to bump. */
export const taxYearInForce = currentUkTaxYear(new Date());

export const defaultFormValues: IncomeTaxFormValues = {
  income: '',
  taxYear: taxYearInForce.taxYear,
  region: 'england',
  pension: '',
  studentLoan: 'none',
};

/** Query-string keys, e.g. ?income=60000&year=2024-25&region=england&pension=0&loan=none */
const queryKeys: Record<IncomeTaxFormField, string> = {
  income: 'income',
  taxYear: 'year',
  region: 'region',
  pension: 'pension',
  studentLoan: 'loan',
};

export const taxYearOptions: readonly UkTaxYear[] = ukTaxYears;
export const regionOptions: readonly UkRegion[] = ukRegions;
export const studentLoanOptions: readonly StudentLoanPlanOption[] = studentLoanPlanOptions;

/** The UI strips separators, spaces and a leading currency sign before sending (docs/api.md, "Numbers in requests"). */
export function normaliseAmount(text: string): string {
  return text.replace(/[\s,£_]/g, '');
}

/** The form as the URL carries it; undefined when the URL holds no income (nothing to calculate). */
export function formValuesFromQuery(search: URLSearchParams): IncomeTaxFormValues | undefined {
  const income = search.get(queryKeys.income);
  if (income === null || income.trim() === '') return undefined;
  return {
    income,
    taxYear: search.get(queryKeys.taxYear) ?? defaultFormValues.taxYear,
    region: search.get(queryKeys.region) ?? defaultFormValues.region,
    pension: search.get(queryKeys.pension) ?? defaultFormValues.pension,
    studentLoan: search.get(queryKeys.studentLoan) ?? defaultFormValues.studentLoan,
  };
}

/** Every input in the query string, amounts normalised, so the link reproduces the result. */
export function queryFromFormValues(values: IncomeTaxFormValues): URLSearchParams {
  const pension = normaliseAmount(values.pension);
  return new URLSearchParams({
    [queryKeys.income]: normaliseAmount(values.income),
    [queryKeys.taxYear]: values.taxYear,
    [queryKeys.region]: values.region,
    [queryKeys.pension]: pension === '' ? '0' : pension,
    [queryKeys.studentLoan]: values.studentLoan,
  });
}

/** A schema message, attached to the form field it belongs to. */
export interface FormFieldError {
  readonly field: IncomeTaxFormField;
  readonly message: string;
}

const fieldForRequestKey: Record<string, IncomeTaxFormField> = {
  grossIncome: 'income',
  taxYear: 'taxYear',
  region: 'region',
  pensionContribution: 'pension',
  studentLoanPlan: 'studentLoan',
};

export type ValidationOutcome =
  { readonly ok: true; readonly request: UkIncomeTaxParsedRequest } | { readonly ok: false; readonly errors: readonly FormFieldError[] };

/** The shared request schema (libs/contracts), fetched when first needed (lib/calculator-form.ts, `lazySchema`). */
export const incomeTaxSchema = lazySchema(() =>
  import('@taxatlas/contracts/uk-income-tax').then((module) => module.ukIncomeTaxRequestSchema),
);

/**
 * Validates with the shared request schema, so the form and the API say the same thing. `incomeTaxSchema` must have
 * loaded (useQueryForm sees to it).
 */
export function validateFormValues(values: IncomeTaxFormValues): ValidationOutcome {
  const income = normaliseAmount(values.income);
  const pension = normaliseAmount(values.pension);
  const parsed = loadedSchema(incomeTaxSchema).safeParse({
    grossIncome: income === '' ? undefined : income,
    taxYear: values.taxYear,
    region: values.region,
    pensionContribution: pension === '' ? 0 : pension,
    studentLoanPlan: values.studentLoan,
    includeNationalInsurance: true,
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: FormFieldError[] = [];
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    const field = typeof key === 'string' ? fieldForRequestKey[key] : undefined;
    if (field && !errors.some((error) => error.field === field)) errors.push({ field, message: issue.message });
  }
  return { ok: false, errors };
}
