import type { UsCapitalGainsParsedRequest } from '@taxatlas/contracts/us-capital-gains';
import { usFilingStatuses } from '@taxatlas/tax-engine/us/filing-status';
import { currentUsTaxYear, usTaxYears } from '@taxatlas/tax-engine/us/tax-year';
import { type CalculatorFormDefinition, lazySchema, queryFormAdapter } from '../../lib/calculator-form';

export type CapitalGainsFormValues = {
  readonly income: string;
  readonly shortTerm: string;
  readonly longTerm: string;
  readonly filingStatus: string;
  readonly taxYear: string;
};

export type CapitalGainsFormField = keyof CapitalGainsFormValues;

/** The tax year in force when the page loads (or the latest the engine has, with a notice). */
export const taxYearInForce = currentUsTaxYear(new Date());

export const capitalGainsForm: CalculatorFormDefinition<CapitalGainsFormValues, UsCapitalGainsParsedRequest> = {
  defaults: { income: '', shortTerm: '', longTerm: '', filingStatus: 'single', taxYear: String(taxYearInForce.taxYear) },
  /** ?income=80000&short=5000&long=20000&status=single&year=2024 */
  queryKeys: { income: 'income', shortTerm: 'short', longTerm: 'long', filingStatus: 'status', taxYear: 'year' },
  requiredField: 'income',
  amountFields: ['income', 'shortTerm', 'longTerm'],
  choices: { filingStatus: usFilingStatuses, taxYear: usTaxYears.map(String) },
  schema: lazySchema(() => import('@taxatlas/contracts/us-capital-gains').then((module) => module.usCapitalGainsRequestSchema)),
  toRequestInput: (values) => ({
    annualIncome: values.income === '' ? undefined : values.income,
    shortTermGain: values.shortTerm === '' ? 0 : values.shortTerm,
    longTermGain: values.longTerm === '' ? 0 : values.longTerm,
    filingStatus: values.filingStatus,
    taxYear: values.taxYear,
  }),
  fieldForRequestKey: {
    annualIncome: 'income',
    shortTermGain: 'shortTerm',
    longTermGain: 'longTerm',
    filingStatus: 'filingStatus',
    taxYear: 'taxYear',
  },
};

export const capitalGainsAdapter = queryFormAdapter(capitalGainsForm);
