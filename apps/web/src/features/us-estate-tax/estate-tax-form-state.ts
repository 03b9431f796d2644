import type { UsEstateTaxParsedRequest } from '@taxatlas/contracts/us-estate-tax';
import { usEstateTaxYears } from '@taxatlas/tax-engine/us/estate-tax';
import { usStateCodes } from '@taxatlas/tax-engine/us/states';
import { currentUsTaxYear } from '@taxatlas/tax-engine/us/tax-year';
import { type CalculatorFormDefinition, lazySchema, optionalAmount, queryFormAdapter } from '../../lib/calculator-form';

/** What the estate amount is: the taxable estate (Form 706 line 3c), or the gross estate before its deductions. */
export const estateAmountKinds = ['taxable', 'gross'] as const;

export type EstateTaxFormValues = {
  readonly kind: string;
  readonly estate: string;
  readonly maritalDeduction: string;
  readonly charitableDeduction: string;
  readonly debtsAndExpenses: string;
  readonly adjustedTaxableGifts: string;
  readonly giftTaxPayable: string;
  readonly deceasedSpouseUnusedExclusion: string;
  readonly taxYear: string;
  /** The decedent's state, to name its own death taxes; '' for none. */
  readonly state: string;
};

export type EstateTaxFormField = keyof EstateTaxFormValues;

/** The year in force when the page loads, among the years of death the calculator has (else the latest, with a notice). */
export const taxYearInForce = currentUsTaxYear(new Date(), usEstateTaxYears);

const deductionFields = ['maritalDeduction', 'charitableDeduction', 'debtsAndExpenses'] as const;

export const estateTaxForm: CalculatorFormDefinition<EstateTaxFormValues, UsEstateTaxParsedRequest> = {
  defaults: {
    kind: 'taxable',
    estate: '',
    maritalDeduction: '',
    charitableDeduction: '',
    debtsAndExpenses: '',
    adjustedTaxableGifts: '',
    giftTaxPayable: '',
    deceasedSpouseUnusedExclusion: '',
    taxYear: String(taxYearInForce.taxYear),
    state: '',
  },
  /** ?kind=gross&estate=30000000&marital=5000000&charity=&debts=&gifts=&gifttax=&dsue=&year=2025&state=MD */
  queryKeys: {
    kind: 'kind',
    estate: 'estate',
    maritalDeduction: 'marital',
    charitableDeduction: 'charity',
    debtsAndExpenses: 'debts',
    adjustedTaxableGifts: 'gifts',
    giftTaxPayable: 'gifttax',
    deceasedSpouseUnusedExclusion: 'dsue',
    taxYear: 'year',
    state: 'state',
  },
  requiredField: 'estate',
  amountFields: [
    'estate',
    'maritalDeduction',
    'charitableDeduction',
    'debtsAndExpenses',
    'adjustedTaxableGifts',
    'giftTaxPayable',
    'deceasedSpouseUnusedExclusion',
  ],
  choices: { kind: estateAmountKinds, taxYear: usEstateTaxYears.map(String), state: ['', ...usStateCodes] },
  schema: lazySchema(() => import('@taxatlas/contracts/us-estate-tax').then((module) => module.usEstateTaxRequestSchema)),
  toRequestInput: (values) => ({
    ...(values.kind === 'gross'
      ? {
          grossEstate: optionalAmount(values.estate),
          ...Object.fromEntries(deductionFields.map((field) => [field, optionalAmount(values[field])])),
        }
      : { taxableEstate: optionalAmount(values.estate) }),
    adjustedTaxableGifts: optionalAmount(values.adjustedTaxableGifts),
    giftTaxPayable: optionalAmount(values.giftTaxPayable),
    deceasedSpouseUnusedExclusion: optionalAmount(values.deceasedSpouseUnusedExclusion),
    taxYear: values.taxYear,
    ...(values.state === '' ? {} : { state: values.state }),
  }),
  fieldForRequestKey: {
    taxableEstate: 'estate',
    grossEstate: 'estate',
    maritalDeduction: 'maritalDeduction',
    charitableDeduction: 'charitableDeduction',
    debtsAndExpenses: 'debtsAndExpenses',
    adjustedTaxableGifts: 'adjustedTaxableGifts',
    giftTaxPayable: 'giftTaxPayable',
    deceasedSpouseUnusedExclusion: 'deceasedSpouseUnusedExclusion',
    taxYear: 'taxYear',
    state: 'state',
  },
};

export const estateTaxAdapter = queryFormAdapter(estateTaxForm);
