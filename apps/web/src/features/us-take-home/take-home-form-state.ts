import type { UsTakeHomeParsedRequest } from '@taxatlas/contracts/us-take-home';
import { usFilingStatuses } from '@taxatlas/tax-engine/us/filing-status';
import { usStateCodes } from '@taxatlas/tax-engine/us/states';
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

export type TakeHomeFormValues = {
  readonly income: string;
  readonly filingStatus: string;
  readonly taxYear: string;
  /** Two-letter code, or '' for no state income tax. */
  readonly state: string;
} & CreditFormValues;

export type TakeHomeFormField = keyof TakeHomeFormValues;

/** The tax year in force when the page loads (or the latest the engine has, with a notice). */
export const taxYearInForce = currentUsTaxYear(new Date());

export const takeHomeForm: CalculatorFormDefinition<TakeHomeFormValues, UsTakeHomeParsedRequest> = {
  defaults: { income: '', filingStatus: 'single', taxYear: String(taxYearInForce.taxYear), state: '', ...creditFormDefaults },
  /** ?income=80000&status=single&year=2024&state=NY&children=2&dependents=1&eitcChildren=2 */
  queryKeys: { income: 'income', filingStatus: 'status', taxYear: 'year', state: 'state', ...creditQueryKeys },
  requiredField: 'income',
  amountFields: ['income'],
  choices: { filingStatus: usFilingStatuses, taxYear: usTaxYears.map(String), state: ['', ...usStateCodes], ...creditChoices },
  schema: lazySchema(() => import('@taxatlas/contracts/us-take-home').then((module) => module.usTakeHomeRequestSchema)),
  toRequestInput: (values) => ({
    grossIncome: values.income === '' ? undefined : values.income,
    filingStatus: values.filingStatus,
    taxYear: values.taxYear,
    ...(values.state === '' ? {} : { state: values.state }),
    ...creditRequestInput(values),
  }),
  fieldForRequestKey: {
    grossIncome: 'income',
    filingStatus: 'filingStatus',
    taxYear: 'taxYear',
    state: 'state',
    ...creditFieldForRequestKey,
  },
};

export const takeHomeAdapter = queryFormAdapter(takeHomeForm);
