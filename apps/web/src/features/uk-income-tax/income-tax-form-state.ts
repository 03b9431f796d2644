import type { UkIncomeTaxParsedRequest } from '@taxatlas/contracts/uk-income-tax';
import {
  marriageAllowanceOptions,
  studentLoanPlanOptions,
  ukRegions,
  type MarriageAllowanceOption,
  type StudentLoanPlanOption,
  type UkRegion,
} from '@taxatlas/tax-engine/uk/income-tax';
import { currentUkTaxYear, ukTaxYears, type UkTaxYear } from '@taxatlas/tax-engine/uk/tax-year';
import { lazySchema, loadedSchema } from '../../lib/calculator-form';

/** What the form holds: amounts as typed (they may carry thousands separators), choices as the API's values. */
export interface IncomeTaxFormValues {
  readonly income: string;
  readonly taxYear: string;
  readonly region: string;
  readonly pension: string;
  readonly studentLoan: string;
  /** "More income and allowances": at its defaults the request is the plain salary-only one. */
  readonly savings: string;
  readonly dividends: string;
  /** 'true' | 'false' */
  readonly statePensionAge: string;
  readonly marriageAllowance: string;
  /** 'true' | 'false' */
  readonly blind: string;
  readonly children: string;
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
  savings: '',
  dividends: '',
  statePensionAge: 'false',
  marriageAllowance: 'none',
  blind: 'false',
  children: '',
};

/** Query-string keys, e.g. ?income=60000&year=2024-25&region=england&pension=0&loan=none&dividends=2000&children=2 */
const queryKeys: Record<IncomeTaxFormField, string> = {
  income: 'income',
  taxYear: 'year',
  region: 'region',
  pension: 'pension',
  studentLoan: 'loan',
  savings: 'savings',
  dividends: 'dividends',
  statePensionAge: 'pensionage',
  marriageAllowance: 'marriage',
  blind: 'blind',
  children: 'children',
};

/** The fields of "More income and allowances", in the order of the form and the query string. */
export const moreIncomeFields = ['savings', 'dividends', 'statePensionAge', 'marriageAllowance', 'blind', 'children'] as const;
type MoreIncomeField = (typeof moreIncomeFields)[number];
const numberFields: ReadonlySet<MoreIncomeField> = new Set(['savings', 'dividends', 'children']);
const flagValues = ['true', 'false'] as const;
const choices: Partial<Record<MoreIncomeField, readonly string[]>> = {
  statePensionAge: flagValues,
  marriageAllowance: marriageAllowanceOptions,
  blind: flagValues,
};

export const taxYearOptions: readonly UkTaxYear[] = ukTaxYears;
export const regionOptions: readonly UkRegion[] = ukRegions;
export const studentLoanOptions: readonly StudentLoanPlanOption[] = studentLoanPlanOptions;
export const marriageOptions: readonly MarriageAllowanceOption[] = marriageAllowanceOptions;

/** The UI strips separators, spaces and a leading currency sign before sending (docs/api.md, "Numbers in requests"). */
export function normaliseAmount(text: string): string {
  return text.replace(/[\s,£_]/g, '');
}

/** A field of the extra section as the URL and the request carry it: '' when it says nothing (blank, zero, default). */
function extraValue(field: MoreIncomeField, value: string): string {
  if (!numberFields.has(field)) return value === defaultFormValues[field] ? '' : value;
  const normalised = normaliseAmount(value);
  return /^0*\.?0*$/.test(normalised) ? '' : normalised;
}

/** Whether the visitor has set anything in "More income and allowances" (the section then opens by itself). */
export function hasMoreIncome(values: IncomeTaxFormValues): boolean {
  return moreIncomeFields.some((field) => extraValue(field, values[field]) !== '');
}

/** The form as the URL carries it; undefined when the URL holds no income (nothing to calculate). */
export function formValuesFromQuery(search: URLSearchParams): IncomeTaxFormValues | undefined {
  const income = search.get(queryKeys.income);
  if (income === null || income.trim() === '') return undefined;
  const extra = (field: MoreIncomeField): string => {
    const value = search.get(queryKeys[field]);
    const allowed = choices[field];
    return value === null || (allowed !== undefined && !allowed.includes(value)) ? defaultFormValues[field] : value;
  };
  return {
    income,
    taxYear: search.get(queryKeys.taxYear) ?? defaultFormValues.taxYear,
    region: search.get(queryKeys.region) ?? defaultFormValues.region,
    pension: search.get(queryKeys.pension) ?? defaultFormValues.pension,
    studentLoan: search.get(queryKeys.studentLoan) ?? defaultFormValues.studentLoan,
    savings: extra('savings'),
    dividends: extra('dividends'),
    statePensionAge: extra('statePensionAge'),
    marriageAllowance: extra('marriageAllowance'),
    blind: extra('blind'),
    children: extra('children'),
  };
}

/**
 * Every input in the query string, amounts normalised, so the link reproduces the result. The extra section's fields
 * appear only when set, so a salary-only link stays as short as it always was.
 */
export function queryFromFormValues(values: IncomeTaxFormValues): URLSearchParams {
  const pension = normaliseAmount(values.pension);
  const query = new URLSearchParams({
    [queryKeys.income]: normaliseAmount(values.income),
    [queryKeys.taxYear]: values.taxYear,
    [queryKeys.region]: values.region,
    [queryKeys.pension]: pension === '' ? '0' : pension,
    [queryKeys.studentLoan]: values.studentLoan,
  });
  for (const field of moreIncomeFields) {
    const value = extraValue(field, values[field]);
    if (value !== '') query.set(queryKeys[field], value);
  }
  return query;
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
  savingsIncome: 'savings',
  dividendIncome: 'dividends',
  overStatePensionAge: 'statePensionAge',
  marriageAllowance: 'marriageAllowance',
  blindPersonsAllowance: 'blind',
  childBenefitChildren: 'children',
};

export type ValidationOutcome =
  { readonly ok: true; readonly request: UkIncomeTaxParsedRequest } | { readonly ok: false; readonly errors: readonly FormFieldError[] };

/** The shared request schema (libs/contracts), fetched when first needed (lib/calculator-form.ts, `lazySchema`). */
export const incomeTaxSchema = lazySchema(() =>
  import('@taxatlas/contracts/uk-income-tax').then((module) => module.ukIncomeTaxRequestSchema),
);

/** The extra inputs the request names: only those set, so a salary-only form asks exactly what it always asked. */
function extraRequestInput(values: IncomeTaxFormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const savings = extraValue('savings', values.savings);
  const dividends = extraValue('dividends', values.dividends);
  const children = extraValue('children', values.children);
  if (savings !== '') input.savingsIncome = savings;
  if (dividends !== '') input.dividendIncome = dividends;
  if (values.statePensionAge === 'true') input.overStatePensionAge = true;
  if (extraValue('marriageAllowance', values.marriageAllowance) !== '') input.marriageAllowance = values.marriageAllowance;
  if (values.blind === 'true') input.blindPersonsAllowance = true;
  if (children !== '') input.childBenefitChildren = children;
  return input;
}

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
    ...extraRequestInput(values),
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
