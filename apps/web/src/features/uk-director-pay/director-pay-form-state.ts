import type { UkDirectorPayParsedRequest } from '@taxatlas/contracts/uk-director-pay';
import { ukRegions } from '@taxatlas/tax-engine/uk/income-tax';
import { currentUkTaxYear, ukTaxYears } from '@taxatlas/tax-engine/uk/tax-year';
import { type CalculatorFormDefinition, lazySchema, optionalAmount, queryFormAdapter } from '../../lib/calculator-form';

export type DirectorPayFormValues = {
  readonly profit: string;
  readonly taxYear: string;
  readonly otherIncome: string;
  readonly region: string;
  /** 'true' | 'false' */
  readonly employmentAllowance: string;
};

export type DirectorPayFormField = keyof DirectorPayFormValues;

/** The tax year in force when the page loads (or the latest the engine has, with a notice). */
export const taxYearInForce = currentUkTaxYear(new Date());
export const taxYearOptions = ukTaxYears;
export const regionOptions = ukRegions;

export const directorPayForm: CalculatorFormDefinition<DirectorPayFormValues, UkDirectorPayParsedRequest> = {
  defaults: { profit: '', taxYear: taxYearInForce.taxYear, otherIncome: '', region: 'england', employmentAllowance: 'false' },
  /** ?profit=50000&year=2025-26&other=0&region=england&ea=false */
  queryKeys: { profit: 'profit', taxYear: 'year', otherIncome: 'other', region: 'region', employmentAllowance: 'ea' },
  requiredField: 'profit',
  amountFields: ['profit', 'otherIncome'],
  choices: { taxYear: ukTaxYears, region: ukRegions, employmentAllowance: ['true', 'false'] },
  schema: lazySchema(() => import('@taxatlas/contracts/uk-director-pay').then((module) => module.ukDirectorPayRequestSchema)),
  toRequestInput: (values) => ({
    companyProfit: optionalAmount(values.profit),
    taxYear: values.taxYear,
    otherIncome: optionalAmount(values.otherIncome),
    region: values.region,
    employmentAllowance: values.employmentAllowance === 'true',
  }),
  fieldForRequestKey: {
    companyProfit: 'profit',
    taxYear: 'taxYear',
    otherIncome: 'otherIncome',
    region: 'region',
    employmentAllowance: 'employmentAllowance',
  },
};

export const directorPayAdapter = queryFormAdapter(directorPayForm);
