import { z } from 'zod';
import { wagePeriods } from '@taxatlas/tax-engine/germany/social-security';
import { churchTaxOptions } from '@taxatlas/tax-engine/germany/income-tax';
import { germanStates } from '@taxatlas/tax-engine/germany/states';
import { germanTaxYears } from '@taxatlas/tax-engine/germany/tax-year';
import { flag, moneyAmount, numberFromString, oneOf, TAX_YEAR_DEFAULT_DESCRIPTION } from './fields';

export function numberField(what: string, check: (value: number) => boolean, kind: 'decimal' | 'whole' = 'decimal') {
  return z.preprocess(
    (value) => numberFromString(value, kind),
    z.number({ error: () => `must be ${what}` }).refine((value) => Number.isFinite(value) && check(value), { message: `must be ${what}` }),
  );
}

export function hasAtMostDecimals(value: number, places: number): boolean {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-9;
}

export const germanTaxYearField = () =>
  z
    .preprocess(
      (value) => numberFromString(value, 'whole'),
      z.literal(germanTaxYears, { error: () => `must be one of: ${germanTaxYears.join(', ')} (supported German tax years)` }),
    )
    .optional()
    .describe(TAX_YEAR_DEFAULT_DESCRIPTION);

/** The fields the German social-security and wage-tax requests share (one definition each). */
export const germanWageFields = {
  taxYear: germanTaxYearField(),
  grossWage: moneyAmount(),
  period: oneOf(wagePeriods).default('month'),
  healthAddOnRate: numberField(
    'a percentage from 0 to 10 with at most two decimals, e.g. 2.5',
    (value) => value >= 0 && value <= 10 && hasAtMostDecimals(value, 2),
  )
    .optional()
    .describe("The health fund's full Zusatzbeitrag in percent; default the year's average."),
  childrenForCare: numberField(
    'a whole number of children from 0 to 20',
    (value) => Number.isInteger(value) && value >= 0 && value <= 20,
    'whole',
  ).default(0),
  childless: flag().optional().describe('Whether the care surcharge for the childless applies; default: when childrenForCare is 0.'),
  age: numberField('a whole number of years from 14 to 120', (value) => Number.isInteger(value) && value >= 14 && value <= 120, 'whole')
    .optional()
    .describe('Under 23 no care surcharge for the childless is due.'),
  state: oneOf(germanStates).optional(),
  privateHealth: z
    .strictObject(
      { premium: moneyAmount(), employerSubsidy: moneyAmount().default(0) },
      { error: (issue) => (issue.code === 'invalid_type' ? 'must be an object { premium, employerSubsidy }' : undefined) },
    )
    .refine((value) => value.employerSubsidy <= value.premium, { path: ['employerSubsidy'], message: 'must not exceed the premium' })
    .optional()
    .describe('Monthly private health and care premium and the employer subsidy towards it, in euros.'),
  pensionInsured: flag().default(true),
};

/** Kinderfreibeträge on the wage-tax card: 0 to 20 in halves (§ 39 Abs. 4 Nr. 2 EStG). */
export const childAllowancesField = () =>
  numberField(
    'a number of child allowances from 0 to 20 in halves, e.g. 0.5 or 2',
    (value) => value >= 0 && value <= 20 && hasAtMostDecimals(value, 1) && Number.isInteger(value * 2),
  ).default(0);

export const churchTaxField = () => oneOf(churchTaxOptions).default('none');
