import type { UsPayrollTaxParsedRequest } from '@taxatlas/contracts/us-payroll-tax';
import { usFilingStatuses } from '@taxatlas/tax-engine/us/filing-status';
import { usFutaJurisdictions, usPayPeriods, usPayrollTaxYears, usW4FilingStatuses } from '@taxatlas/tax-engine/us/payroll-tax';
import { currentUsTaxYear } from '@taxatlas/tax-engine/us/tax-year';
import { type CalculatorFormDefinition, lazySchema, optionalAmount, queryFormAdapter } from '../../lib/calculator-form';

export type PayrollTaxFormValues = {
  readonly wages: string;
  readonly payPeriods: string;
  readonly filingStatus: string;
  readonly taxYear: string;
  /** Where the wages are paid, for the FUTA credit reduction; '' for none named. */
  readonly state: string;
  readonly selfEmploymentProfit: string;
  /** Form W-4 Step 1(c); '' for no W-4 entries (withheld by the return's filing status). */
  readonly w4Status: string;
  /** Step 2(c) box: 'yes' or ''. */
  readonly w4MultipleJobs: string;
  readonly w4Dependents: string;
  readonly w4OtherIncome: string;
  readonly w4Deductions: string;
  readonly w4ExtraWithholding: string;
};

export type PayrollTaxFormField = keyof PayrollTaxFormValues;

/** The year in force when the page loads, among the years the payroll calculator has (else the latest, with a notice). */
export const taxYearInForce = currentUsTaxYear(new Date(), usPayrollTaxYears);

const w4Fields = {
  w4MultipleJobs: 'multipleJobs',
  w4Dependents: 'dependentsAmount',
  w4OtherIncome: 'otherIncome',
  w4Deductions: 'deductions',
  w4ExtraWithholding: 'extraWithholding',
} as const;

function w4Request(values: PayrollTaxFormValues) {
  if (values.w4Status === '') return {};
  return {
    w4: {
      filingStatus: values.w4Status,
      multipleJobs: values.w4MultipleJobs === 'yes',
      dependentsAmount: optionalAmount(values.w4Dependents),
      otherIncome: optionalAmount(values.w4OtherIncome),
      deductions: optionalAmount(values.w4Deductions),
      extraWithholding: optionalAmount(values.w4ExtraWithholding),
    },
  };
}

export const payrollTaxForm: CalculatorFormDefinition<PayrollTaxFormValues, UsPayrollTaxParsedRequest> = {
  defaults: {
    wages: '',
    payPeriods: '26',
    filingStatus: 'single',
    taxYear: String(taxYearInForce.taxYear),
    state: '',
    selfEmploymentProfit: '',
    w4Status: '',
    w4MultipleJobs: '',
    w4Dependents: '',
    w4OtherIncome: '',
    w4Deductions: '',
    w4ExtraWithholding: '',
  },
  /** ?wages=60000&periods=26&status=single&year=2025&state=CA&se=10000&w4=single&w4jobs=yes&w4dep=2000&w4other=&w4ded=&w4extra=10 */
  queryKeys: {
    wages: 'wages',
    payPeriods: 'periods',
    filingStatus: 'status',
    taxYear: 'year',
    state: 'state',
    selfEmploymentProfit: 'se',
    w4Status: 'w4',
    w4MultipleJobs: 'w4jobs',
    w4Dependents: 'w4dep',
    w4OtherIncome: 'w4other',
    w4Deductions: 'w4ded',
    w4ExtraWithholding: 'w4extra',
  },
  requiredField: 'wages',
  amountFields: ['wages', 'selfEmploymentProfit', 'w4Dependents', 'w4OtherIncome', 'w4Deductions', 'w4ExtraWithholding'],
  choices: {
    payPeriods: usPayPeriods.map(String),
    filingStatus: usFilingStatuses,
    taxYear: usPayrollTaxYears.map(String),
    state: ['', ...usFutaJurisdictions],
    w4Status: ['', ...usW4FilingStatuses],
    w4MultipleJobs: ['', 'yes'],
  },
  schema: lazySchema(() => import('@taxatlas/contracts/us-payroll-tax').then((module) => module.usPayrollTaxRequestSchema)),
  toRequestInput: (values) => ({
    wages: optionalAmount(values.wages),
    payPeriods: values.payPeriods,
    filingStatus: values.filingStatus,
    taxYear: values.taxYear,
    ...(values.state === '' ? {} : { state: values.state }),
    ...(values.selfEmploymentProfit === '' ? {} : { selfEmploymentProfit: values.selfEmploymentProfit }),
    ...w4Request(values),
  }),
  fieldForRequestKey: {
    wages: 'wages',
    payPeriods: 'payPeriods',
    filingStatus: 'filingStatus',
    taxYear: 'taxYear',
    state: 'state',
    selfEmploymentProfit: 'selfEmploymentProfit',
    w4: 'w4Status',
    ...Object.fromEntries(Object.entries(w4Fields).map(([field, key]) => [`w4.${key}`, field as PayrollTaxFormField])),
  },
};

export const payrollTaxAdapter = queryFormAdapter(payrollTaxForm);
