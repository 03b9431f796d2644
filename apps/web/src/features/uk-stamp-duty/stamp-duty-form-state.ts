import type { UkStampDutyParsedRequest } from '@taxatlas/contracts/uk-stamp-duty';
import { propertyBuyerTypes, propertyRegions } from '@taxatlas/tax-engine/uk/property-transaction-tax';
import { type CalculatorFormDefinition, lazySchema, queryFormAdapter } from '../../lib/calculator-form';
import { todayLocalIsoDate } from '../../lib/local-date';

export type StampDutyFormValues = {
  readonly price: string;
  readonly region: string;
  readonly buyerType: string;
  /** 'true' | 'false' */
  readonly nonResident: string;
  /** YYYY-MM-DD: chooses the rate tables (and so the tax year). */
  readonly completionDate: string;
};

export type StampDutyFormField = 'price' | 'region' | 'buyerType' | 'nonResident' | 'completionDate';

export const regionOptions = propertyRegions;
export const buyerTypeOptions = propertyBuyerTypes;

export { todayLocalIsoDate };

/** The UK tax year (6 April to 5 April) a completion date falls in, e.g. "2025/26"; undefined for a malformed date. */
export function ukTaxYearOfDate(date: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  const year = Number(match[1]);
  const startYear = `${match[2]}-${match[3]}` >= '04-06' ? year : year - 1;
  return `${startYear}/${String((startYear + 1) % 100).padStart(2, '0')}`;
}

export function stampDutyDefinition(today: string): CalculatorFormDefinition<StampDutyFormValues, UkStampDutyParsedRequest> {
  return {
    defaults: { price: '', region: 'england', buyerType: 'standard', nonResident: 'false', completionDate: today },
    /** ?price=450000&region=england&buyer=first-time-buyer&nonresident=false&date=2025-06-01 */
    queryKeys: { price: 'price', region: 'region', buyerType: 'buyer', nonResident: 'nonresident', completionDate: 'date' },
    requiredField: 'price',
    amountFields: ['price'],
    choices: { region: propertyRegions, buyerType: propertyBuyerTypes, nonResident: ['true', 'false'] },
    schema: lazySchema(() => import('@taxatlas/contracts/uk-stamp-duty').then((module) => module.ukStampDutyRequestSchema)),
    toRequestInput: (values) => ({
      price: values.price === '' ? undefined : values.price,
      region: values.region,
      buyerType: values.buyerType,
      nonResident: values.nonResident === 'true',
      completionDate: values.completionDate === '' ? undefined : values.completionDate,
    }),
    fieldForRequestKey: {
      price: 'price',
      region: 'region',
      buyerType: 'buyerType',
      nonResident: 'nonResident',
      completionDate: 'completionDate',
    },
  };
}

export const stampDutyForm = stampDutyDefinition(todayLocalIsoDate());
export const stampDutyAdapter = queryFormAdapter(stampDutyForm);
