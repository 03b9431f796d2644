import { z } from 'zod';
import { maxClass3Weeks, niCategories, niEarningsPeriods } from '@taxatlas/tax-engine/uk/national-insurance';
import { ukTaxYears } from '@taxatlas/tax-engine/uk/tax-year';
import { flag, moneyAmount, numberFromString, oneOf, TAX_YEAR_DEFAULT_DESCRIPTION } from './fields';

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(value: string): boolean {
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * POST body of the UK National Insurance calculator. `payDate` (optional, within the tax year) picks the Class 1 rates
 * where they change mid-year (6 January 2024); without it the rates in force on the year's first day apply. A
 * category that did not exist in the year (Investment Zone "N" before 2024-25) is refused by the engine
 * (`NationalInsuranceInputError`, which names its field), as is a pay date outside the tax year.
 */
export const ukNationalInsuranceRequestSchema = z
  .strictObject(
    {
      taxYear: oneOf(ukTaxYears).optional().describe(TAX_YEAR_DEFAULT_DESCRIPTION),
      earnings: moneyAmount(),
      period: oneOf(niEarningsPeriods).default('annual'),
      category: oneOf(niCategories).default('A'),
      director: flag().default(false),
      employmentAllowance: flag().default(false),
      selfEmployedProfits: moneyAmount().default(0),
      voluntaryClass2: flag().default(false),
      class3Weeks: z
        .preprocess(
          (value) => numberFromString(value, 'whole'),
          z
            .number({ error: () => `must be a whole number from 0 to ${maxClass3Weeks}` })
            .int({ error: () => `must be a whole number from 0 to ${maxClass3Weeks}` })
            .min(0, { error: () => `must be a whole number from 0 to ${maxClass3Weeks}` })
            .max(maxClass3Weeks, { error: () => `must be a whole number from 0 to ${maxClass3Weeks}` }),
        )
        .default(0),
      payDate: z
        .string({ error: () => 'must be a date string written YYYY-MM-DD (e.g. payDate: "2024-01-31")' })
        .refine(isCalendarDate, { message: 'must be a real calendar date written YYYY-MM-DD (e.g. payDate: "2024-01-31")' })
        .optional(),
    },
    { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) },
  )
  .refine((input) => !input.director || input.period === 'annual', {
    path: ['director'],
    message: 'needs period "annual" (or period left out): a director\'s NICs are worked out on an annual earnings period',
    when: (payload) => payload.issues.length === 0,
  });

export type UkNationalInsuranceRequest = z.input<typeof ukNationalInsuranceRequestSchema>;
export type UkNationalInsuranceParsedRequest = z.output<typeof ukNationalInsuranceRequestSchema>;
