import type { DeSocialSecurityParsedRequest } from '@taxatlas/contracts/de-social-security';
import { wagePeriods } from '@taxatlas/tax-engine/germany/social-security';
import { germanStates } from '@taxatlas/tax-engine/germany/states';
import { currentGermanTaxYear, germanTaxYears } from '@taxatlas/tax-engine/germany/tax-year';
import { type CalculatorFormDefinition, lazySchema, optionalAmount, queryFormAdapter } from '../../lib/calculator-form';

export type SocialSecurityFormValues = {
  /** Gross wage in euros for the period. */
  readonly gross: string;
  readonly period: string;
  readonly state: string;
  /** The health fund's Zusatzbeitrag in percent; blank for the year's average. */
  readonly healthAddOn: string;
  readonly privateHealth: string;
  readonly premium: string;
  readonly subsidy: string;
  readonly pensionInsured: string;
  readonly childrenForCare: string;
  /** Under 23 or not: the childless care surcharge starts at 23 (§ 55 Abs. 3 SGB XI). */
  readonly under23: string;
  readonly taxYear: string;
};

export type SocialSecurityFormField = keyof SocialSecurityFormValues;

const yesNo = ['no', 'yes'] as const;
export const periodOptions = wagePeriods;
export const stateOptions = germanStates;
export const careChildrenChoices = ['0', '1', '2', '3', '4', '5'] as const;
export const taxYearOptions = germanTaxYears;

/** The tax year in force when the page loads (or the latest the engine has, with a notice). */
export const taxYearInForce = currentGermanTaxYear(new Date());

export const socialSecurityForm: CalculatorFormDefinition<SocialSecurityFormValues, DeSocialSecurityParsedRequest> = {
  defaults: {
    gross: '',
    period: 'month',
    state: 'NW',
    healthAddOn: '',
    privateHealth: 'no',
    premium: '',
    subsidy: '',
    pensionInsured: 'yes',
    childrenForCare: '0',
    under23: 'no',
    taxYear: String(taxYearInForce.taxYear),
  },
  /** ?gross=3000&period=month&state=NW&addon=&pkv=no&premium=&subsidy=&rv=yes&care=0&u23=no&year=2026 */
  queryKeys: {
    gross: 'gross',
    period: 'period',
    state: 'state',
    healthAddOn: 'addon',
    privateHealth: 'pkv',
    premium: 'premium',
    subsidy: 'subsidy',
    pensionInsured: 'rv',
    childrenForCare: 'care',
    under23: 'u23',
    taxYear: 'year',
  },
  requiredField: 'gross',
  amountFields: ['gross', 'premium', 'subsidy'],
  choices: {
    period: wagePeriods,
    state: germanStates,
    privateHealth: yesNo,
    pensionInsured: yesNo,
    childrenForCare: careChildrenChoices,
    under23: yesNo,
    taxYear: germanTaxYears.map(String),
  },
  schema: lazySchema(() => import('@taxatlas/contracts/de-social-security').then((module) => module.deSocialSecurityRequestSchema)),
  toRequestInput: (values) => ({
    grossWage: optionalAmount(values.gross),
    period: values.period,
    state: values.state,
    healthAddOnRate: optionalAmount(values.healthAddOn.replace(',', '.')),
    privateHealth:
      values.privateHealth === 'yes'
        ? { premium: optionalAmount(values.premium), employerSubsidy: optionalAmount(values.subsidy) }
        : undefined,
    pensionInsured: values.pensionInsured === 'yes',
    childrenForCare: values.childrenForCare,
    // Only the surcharge depends on age, so "under 23" is sent as an age below it and nothing otherwise.
    age: values.under23 === 'yes' ? 22 : undefined,
    taxYear: values.taxYear,
  }),
  fieldForRequestKey: {
    grossWage: 'gross',
    period: 'period',
    state: 'state',
    healthAddOnRate: 'healthAddOn',
    privateHealth: 'premium',
    pensionInsured: 'pensionInsured',
    childrenForCare: 'childrenForCare',
    age: 'under23',
    taxYear: 'taxYear',
  },
};

export const socialSecurityAdapter = queryFormAdapter(socialSecurityForm);
