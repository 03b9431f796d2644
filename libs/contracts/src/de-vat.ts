import { z } from 'zod';
import { germanVatDirections, germanVatRateTypes } from '@taxatlas/tax-engine/germany/vat/vat';
import { moneyAmount, oneOf } from './fields';
import { calendarDateField } from './uk-vat';

/** Today's date (UTC) as YYYY-MM-DD; a function so the default is worked out per request. */
function todayIsoDate(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * German VAT (Umsatzsteuer) on one amount: 19 % or 7 % (§ 12 UStG), added to a net amount or taken out of a gross one,
 * and optionally whether the seller is a small business (Kleinunternehmer, § 19 UStG) that charges none.
 * A date before the first rates the engine has (1 January 2021) is rejected by the engine (CalculatorInputError on
 * `date`), which the API maps to 400.
 */
export const deVatRequestSchema = z.strictObject(
  {
    amount: moneyAmount(),
    direction: oneOf(germanVatDirections).default('add'),
    rate: oneOf(germanVatRateTypes).default('standard'),
    date: calendarDateField('date', '2025-04-01').default(todayIsoDate),
    // Either turnover asks for the small-business check (§ 19 UStG) in the supply's calendar year.
    previousYearTurnover: moneyAmount().optional(),
    currentYearTurnover: moneyAmount().optional(),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) },
);

export type DeVatRequest = z.input<typeof deVatRequestSchema>;
export type DeVatParsedRequest = z.output<typeof deVatRequestSchema>;
