import type { DeTaxClassChoiceParsedRequest } from '@taxatlas/contracts/de-tax-class-choice';
import type { TaxClassCombination } from '@taxatlas/tax-engine/germany/tax-class-choice';
import { wagePeriods } from '@taxatlas/tax-engine/germany/social-security';
import { germanStates } from '@taxatlas/tax-engine/germany/states';
import { germanTaxYears } from '@taxatlas/tax-engine/germany/tax-year';
import { type CalculatorFormDefinition, lazySchema, optionalAmount, queryFormAdapter } from '../../../lib/calculator-form';
import { withMode } from '../income-tax-mode';
import { careChildrenChoices, childAllowanceChoices, churchTaxFor, taxYearInForce } from '../wage-tax/wage-tax-form-state';

export type CoupleFormValues = {
  /** Partner A's gross wage in euros for the period. */
  readonly grossA: string;
  readonly grossB: string;
  readonly period: string;
  /** Church member, each: the rate follows the Land. */
  readonly churchA: string;
  readonly churchB: string;
  readonly state: string;
  /** Each health fund's Zusatzbeitrag in percent; blank for the year's average. */
  readonly healthAddOnA: string;
  readonly healthAddOnB: string;
  /** Kinderfreibeträge on both wage-tax cards (a couple's joint children count on both). */
  readonly childAllowances: string;
  readonly childrenForCare: string;
  readonly taxYear: string;
};

export type CoupleFormField = keyof CoupleFormValues;

const yesNo = ['no', 'yes'] as const;

/** The row names' message ids, by the engine's combination. */
export const combinationMessageIds = {
  'III/V': 'deCouple.combination.threeFive',
  'V/III': 'deCouple.combination.fiveThree',
  'IV/IV': 'deCouple.combination.fourFour',
  'IV/IV with factor': 'deCouple.combination.fourFourFactor',
} as const satisfies Record<TaxClassCombination, string>;

export const coupleForm: CalculatorFormDefinition<CoupleFormValues, DeTaxClassChoiceParsedRequest> = {
  defaults: {
    grossA: '',
    grossB: '',
    period: 'month',
    churchA: 'no',
    churchB: 'no',
    state: 'NW',
    healthAddOnA: '',
    healthAddOnB: '',
    childAllowances: '0',
    childrenForCare: '0',
    taxYear: String(taxYearInForce.taxYear),
  },
  /** ?mode=couple&a=5000&b=2500&period=month&ca=no&cb=no&state=NW&ha=&hb=&kids=0&care=0&year=2026 */
  queryKeys: {
    grossA: 'a',
    grossB: 'b',
    period: 'period',
    churchA: 'ca',
    churchB: 'cb',
    state: 'state',
    healthAddOnA: 'ha',
    healthAddOnB: 'hb',
    childAllowances: 'kids',
    childrenForCare: 'care',
    taxYear: 'year',
  },
  requiredField: 'grossA',
  amountFields: ['grossA', 'grossB'],
  choices: {
    period: wagePeriods,
    churchA: yesNo,
    churchB: yesNo,
    state: germanStates,
    childAllowances: childAllowanceChoices,
    childrenForCare: careChildrenChoices,
    taxYear: germanTaxYears.map(String),
  },
  schema: lazySchema(() => import('@taxatlas/contracts/de-tax-class-choice').then((module) => module.deTaxClassChoiceRequestSchema)),
  toRequestInput: (values) => {
    const partner = (gross: string, church: string, healthAddOn: string) => ({
      grossWage: optionalAmount(gross),
      churchTax: churchTaxFor({ church, state: values.state }),
      state: values.state,
      healthAddOnRate: optionalAmount(healthAddOn.replace(',', '.')),
      childAllowances: values.childAllowances,
      childrenForCare: values.childrenForCare,
    });
    return {
      taxYear: values.taxYear,
      period: values.period,
      partners: [partner(values.grossA, values.churchA, values.healthAddOnA), partner(values.grossB, values.churchB, values.healthAddOnB)],
    };
  },
  fieldForRequestKey: {
    taxYear: 'taxYear',
    period: 'period',
    partners: 'grossA',
    'partners.0': 'grossA',
    'partners.1': 'grossB',
    'partners.0.grossWage': 'grossA',
    'partners.1.grossWage': 'grossB',
    'partners.0.churchTax': 'churchA',
    'partners.1.churchTax': 'churchB',
    'partners.0.state': 'state',
    'partners.1.state': 'state',
    'partners.0.healthAddOnRate': 'healthAddOnA',
    'partners.1.healthAddOnRate': 'healthAddOnB',
    'partners.0.childAllowances': 'childAllowances',
    'partners.1.childAllowances': 'childAllowances',
    'partners.0.childrenForCare': 'childrenForCare',
    'partners.1.childrenForCare': 'childrenForCare',
  },
};

const baseAdapter = queryFormAdapter(coupleForm);

// The couple's inputs keep ?mode=couple beside them, so a submitted form or a shared link stays in this mode.
export const coupleAdapter = {
  ...baseAdapter,
  toQuery: (values: CoupleFormValues) => withMode(baseAdapter.toQuery(values), 'couple'),
};
