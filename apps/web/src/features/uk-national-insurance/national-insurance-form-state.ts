import type { UkNationalInsuranceParsedRequest } from '@taxatlas/contracts/uk-national-insurance';
import { maxClass3Weeks, niCategories, niEarningsPeriods } from '@taxatlas/tax-engine/uk/national-insurance';
import { currentUkTaxYear, ukTaxYears } from '@taxatlas/tax-engine/uk/tax-year';
import { type CalculatorFormDefinition, lazySchema, optionalAmount, queryFormAdapter } from '../../lib/calculator-form';

/** Amounts as typed; choices as the API's values; a ticked box is 'true', an unticked one '' (left out of the URL). */
export type NationalInsuranceFormValues = {
  readonly earnings: string;
  readonly period: string;
  readonly category: string;
  readonly director: string;
  readonly employmentAllowance: string;
  readonly selfEmployedProfits: string;
  readonly voluntaryClass2: string;
  readonly class3Weeks: string;
  readonly taxYear: string;
  /** YYYY-MM-DD, only asked for in a year whose rates changed part-way (2023-24). */
  readonly payDate: string;
};

export type NationalInsuranceFormField = keyof NationalInsuranceFormValues;

/** The tax year in force when the page loads (or the latest the engine has, with a notice). */
export const taxYearInForce = currentUkTaxYear(new Date());

export { maxClass3Weeks, niCategories, niEarningsPeriods };

const ticked = ['true'];

export const nationalInsuranceForm: CalculatorFormDefinition<NationalInsuranceFormValues, UkNationalInsuranceParsedRequest> = {
  defaults: {
    earnings: '',
    period: 'annual',
    category: 'A',
    director: '',
    employmentAllowance: '',
    selfEmployedProfits: '',
    voluntaryClass2: '',
    class3Weeks: '',
    taxYear: taxYearInForce.taxYear,
    payDate: '',
  },
  /** ?earnings=3000&period=monthly&category=A&director=true&ea=true&profits=20000&class2=true&class3=10&year=2025-26&paid=2024-01-31 */
  queryKeys: {
    earnings: 'earnings',
    period: 'period',
    category: 'category',
    director: 'director',
    employmentAllowance: 'ea',
    selfEmployedProfits: 'profits',
    voluntaryClass2: 'class2',
    class3Weeks: 'class3',
    taxYear: 'year',
    payDate: 'paid',
  },
  requiredField: 'earnings',
  amountFields: ['earnings', 'selfEmployedProfits'],
  choices: {
    period: niEarningsPeriods,
    category: niCategories,
    director: ticked,
    employmentAllowance: ticked,
    voluntaryClass2: ticked,
    taxYear: ukTaxYears,
  },
  schema: lazySchema(() => import('@taxatlas/contracts/uk-national-insurance').then((module) => module.ukNationalInsuranceRequestSchema)),
  toRequestInput: (values) => ({
    earnings: optionalAmount(values.earnings),
    period: values.period,
    category: values.category,
    director: values.director === 'true',
    employmentAllowance: values.employmentAllowance === 'true',
    selfEmployedProfits: optionalAmount(values.selfEmployedProfits),
    voluntaryClass2: values.voluntaryClass2 === 'true',
    class3Weeks: values.class3Weeks.trim() === '' ? undefined : values.class3Weeks.trim(),
    taxYear: values.taxYear,
    payDate: values.payDate === '' ? undefined : values.payDate,
  }),
  fieldForRequestKey: {
    earnings: 'earnings',
    period: 'period',
    category: 'category',
    director: 'director',
    employmentAllowance: 'employmentAllowance',
    selfEmployedProfits: 'selfEmployedProfits',
    voluntaryClass2: 'voluntaryClass2',
    class3Weeks: 'class3Weeks',
    taxYear: 'taxYear',
    payDate: 'payDate',
  },
};

export const nationalInsuranceAdapter = queryFormAdapter(nationalInsuranceForm);
