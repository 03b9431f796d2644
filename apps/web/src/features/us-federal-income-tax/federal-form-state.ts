import type { UsFederalTaxParsedRequest } from '@taxatlas/contracts/us-federal-tax';
import { usFederalTaxMethods } from '@taxatlas/tax-engine/us/federal-income-tax';
import { usFilingStatuses } from '@taxatlas/tax-engine/us/filing-status';
import { currentUsTaxYear, usTaxYears } from '@taxatlas/tax-engine/us/tax-year';
import { type CalculatorFormDefinition, lazySchema, queryFormAdapter } from '../../lib/calculator-form';
import {
  creditChoices,
  creditFieldForRequestKey,
  creditFormDefaults,
  creditQueryKeys,
  creditRequestInput,
  type CreditFormValues,
} from '../../components/calculator/us-credit-fields';

export type FederalFormValues = {
  readonly income: string;
  readonly filingStatus: string;
  readonly taxYear: string;
  /** Blank: the standard deduction only. */
  readonly itemized: string;
  readonly age65: string;
  readonly blind: string;
  readonly method: string;
} & CreditFormValues;

export type FederalFormField = keyof FederalFormValues;

export const filingStatusOptions = usFilingStatuses;
export const taxYearOptions = usTaxYears;
export const methodOptions = usFederalTaxMethods;

/** How many people a filing status puts on the return (the 65+/blind counts go up to this). */
export function peopleOnReturn(filingStatus: string): number {
  return filingStatus === 'married-joint' || filingStatus === 'married-separate' ? 2 : 1;
}

/** The tax year in force when the page loads (or the latest the engine has, with a notice). */
export const taxYearInForce = currentUsTaxYear(new Date());

export const federalForm: CalculatorFormDefinition<FederalFormValues, UsFederalTaxParsedRequest> = {
  defaults: {
    income: '',
    filingStatus: 'single',
    taxYear: String(taxYearInForce.taxYear),
    itemized: '',
    age65: '0',
    blind: '0',
    method: 'exact',
    ...creditFormDefaults,
  },
  /** ?income=80000&status=single&year=2024&itemized=20000&age65=0&blind=0&method=exact&children=2&dependents=1&eitcChildren=2 */
  queryKeys: {
    income: 'income',
    filingStatus: 'status',
    taxYear: 'year',
    itemized: 'itemized',
    age65: 'age65',
    blind: 'blind',
    method: 'method',
    ...creditQueryKeys,
  },
  requiredField: 'income',
  amountFields: ['income', 'itemized'],
  choices: {
    filingStatus: usFilingStatuses,
    taxYear: usTaxYears.map(String),
    method: usFederalTaxMethods,
    age65: ['0', '1', '2'],
    blind: ['0', '1', '2'],
    ...creditChoices,
  },
  schema: lazySchema(() => import('@taxatlas/contracts/us-federal-tax').then((module) => module.usFederalTaxRequestSchema)),
  toRequestInput: (values) => ({
    grossIncome: values.income === '' ? undefined : values.income,
    filingStatus: values.filingStatus,
    taxYear: values.taxYear,
    ...(values.itemized === '' ? {} : { itemizedDeductions: values.itemized }),
    age65OrOlder: values.age65,
    blind: values.blind,
    method: values.method,
    ...creditRequestInput(values),
  }),
  fieldForRequestKey: {
    grossIncome: 'income',
    filingStatus: 'filingStatus',
    taxYear: 'taxYear',
    itemizedDeductions: 'itemized',
    age65OrOlder: 'age65',
    blind: 'blind',
    method: 'method',
    ...creditFieldForRequestKey,
  },
};

export const federalAdapter = queryFormAdapter(federalForm);
