import type { DeWageTaxParsedRequest } from '@taxatlas/contracts/de-wage-tax';
import { germanTaxClasses } from '@taxatlas/tax-engine/germany/income-tax';
import { wagePeriods } from '@taxatlas/tax-engine/germany/social-security';
import { germanStateInfo, germanStates, type GermanState } from '@taxatlas/tax-engine/germany/states';
import { currentGermanTaxYear, germanTaxYears } from '@taxatlas/tax-engine/germany/tax-year';
import { childAllowanceOptions } from '@taxatlas/tax-engine/germany/wage-tax';
import { type CalculatorFormDefinition, lazySchema, optionalAmount, queryFormAdapter } from '../../../lib/calculator-form';

export type WageTaxFormValues = {
  /** Gross wage in euros for the period. */
  readonly gross: string;
  readonly period: string;
  readonly taxClass: string;
  /** The § 39f factor, class IV only; blank without one. */
  readonly factor: string;
  readonly childAllowances: string;
  /** Church member: the rate then follows the Land (8 % in Bavaria and Baden-Württemberg, 9 % elsewhere). */
  readonly church: string;
  readonly state: string;
  /** The health fund's Zusatzbeitrag in percent; blank for the year's average. */
  readonly healthAddOn: string;
  readonly privateHealth: string;
  readonly premium: string;
  readonly subsidy: string;
  readonly pensionInsured: string;
  readonly childrenForCare: string;
  readonly taxYear: string;
};

export type WageTaxFormField = keyof WageTaxFormValues;

const yesNo = ['no', 'yes'] as const;
export const taxClassOptions = germanTaxClasses;
export const periodOptions = wagePeriods;
export const stateOptions = germanStates;
export const childAllowanceChoices = childAllowanceOptions.map(String);
export const careChildrenChoices = ['0', '1', '2', '3', '4', '5'] as const;
export const taxYearOptions = germanTaxYears;

/** The tax year in force when the page loads (or the latest the engine has, with a notice). */
export const taxYearInForce = currentGermanTaxYear(new Date());

/** The church tax rate option of the Land chosen, or none for a non-member. */
export function churchTaxFor(values: Pick<WageTaxFormValues, 'church' | 'state'>): 'none' | '8' | '9' {
  if (values.church !== 'yes') return 'none';
  return (germanStates as readonly string[]).includes(values.state) ? germanStateInfo(values.state as GermanState).churchTax : '9';
}

export const wageTaxForm: CalculatorFormDefinition<WageTaxFormValues, DeWageTaxParsedRequest> = {
  defaults: {
    gross: '',
    period: 'month',
    taxClass: '1',
    factor: '',
    childAllowances: '0',
    church: 'no',
    state: 'NW',
    healthAddOn: '',
    privateHealth: 'no',
    premium: '',
    subsidy: '',
    pensionInsured: 'yes',
    childrenForCare: '0',
    taxYear: String(taxYearInForce.taxYear),
  },
  /** ?gross=4000&period=month&class=1&factor=&kids=0&church=no&state=NW&addon=&pkv=no&premium=&subsidy=&rv=yes&care=0&year=2026 */
  queryKeys: {
    gross: 'gross',
    period: 'period',
    taxClass: 'class',
    factor: 'factor',
    childAllowances: 'kids',
    church: 'church',
    state: 'state',
    healthAddOn: 'addon',
    privateHealth: 'pkv',
    premium: 'premium',
    subsidy: 'subsidy',
    pensionInsured: 'rv',
    childrenForCare: 'care',
    taxYear: 'year',
  },
  requiredField: 'gross',
  amountFields: ['gross', 'premium', 'subsidy'],
  choices: {
    period: wagePeriods,
    taxClass: germanTaxClasses.map(String),
    childAllowances: childAllowanceChoices,
    church: yesNo,
    state: germanStates,
    privateHealth: yesNo,
    pensionInsured: yesNo,
    childrenForCare: careChildrenChoices,
    taxYear: germanTaxYears.map(String),
  },
  schema: lazySchema(() => import('@taxatlas/contracts/de-wage-tax').then((module) => module.deWageTaxRequestSchema)),
  toRequestInput: (values) => ({
    grossWage: optionalAmount(values.gross),
    period: values.period,
    taxClass: values.taxClass,
    // A factor belongs to class IV only: a factor left in the form after choosing another class is not sent.
    factor: values.taxClass === '4' ? optionalAmount(values.factor.replace(',', '.')) : undefined,
    childAllowances: values.childAllowances,
    churchTax: churchTaxFor(values),
    state: values.state,
    healthAddOnRate: optionalAmount(values.healthAddOn.replace(',', '.')),
    privateHealth:
      values.privateHealth === 'yes'
        ? { premium: optionalAmount(values.premium), employerSubsidy: optionalAmount(values.subsidy) }
        : undefined,
    pensionInsured: values.pensionInsured === 'yes',
    childrenForCare: values.childrenForCare,
    taxYear: values.taxYear,
  }),
  fieldForRequestKey: {
    grossWage: 'gross',
    period: 'period',
    taxClass: 'taxClass',
    factor: 'factor',
    childAllowances: 'childAllowances',
    churchTax: 'church',
    state: 'state',
    healthAddOnRate: 'healthAddOn',
    privateHealth: 'premium',
    pensionInsured: 'pensionInsured',
    childrenForCare: 'childrenForCare',
    taxYear: 'taxYear',
  },
};

export const wageTaxAdapter = queryFormAdapter(wageTaxForm);
