import { z } from 'zod';
import { usFutaJurisdictions, usPayPeriods, usPayrollTaxYears, usW4FilingStatuses } from '@taxatlas/tax-engine/us/payroll-tax';
import { flag, moneyAmount, numberFromString, oneOf, TAX_YEAR_DEFAULT_DESCRIPTION } from './fields';
import { usFilingStatus } from './us-fields';

/** A payroll tax year: 2024, 2025 or 2026, as a JSON number or a numeric string. */
function payrollTaxYear() {
  return z.preprocess(
    (value) => numberFromString(value, 'whole'),
    z.literal(usPayrollTaxYears, { error: () => `must be one of the supported tax years: ${usPayrollTaxYears.join(', ')}` }),
  );
}

/** Pay periods a year (Pub. 15-T Table 3, or 1 for an annual payroll). */
function payPeriods() {
  return z.preprocess(
    (value) => numberFromString(value, 'whole'),
    z.literal(usPayPeriods, { error: () => `must be one of: ${usPayPeriods.join(', ')} (pay periods a year)` }),
  );
}

/** Where the wages are paid, for the FUTA credit reduction: a state, DC, PR or VI code in any letter case. */
function futaState() {
  return z
    .string({ error: () => 'must be a two-letter code such as "CA"' })
    .transform((value) => value.trim().toUpperCase())
    .refine((value) => usFutaJurisdictions.includes(value), {
      message: 'must be the two-letter code of a state, DC, Puerto Rico (PR) or the US Virgin Islands (VI), such as "CA"',
    });
}

/** Form W-4 (2020 or later): Step 1(c) status, Step 2 box, Step 3 and Step 4(a)-(c), annual dollars except 4(c). */
const w4Schema = z.strictObject(
  {
    filingStatus: oneOf(usW4FilingStatuses),
    multipleJobs: flag().default(false),
    dependentsAmount: moneyAmount().default(0),
    otherIncome: moneyAmount().default(0),
    deductions: moneyAmount().default(0),
    extraWithholding: moneyAmount().default(0).describe('Step 4(c): extra withholding each pay period.'),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) },
);

/** US payroll tax request (contract id us-payroll-tax): FICA, FUTA, self-employment tax and Pub. 15-T withholding. */
export const usPayrollTaxRequestSchema = z.strictObject(
  {
    taxYear: payrollTaxYear().optional().describe(TAX_YEAR_DEFAULT_DESCRIPTION),
    wages: moneyAmount().describe('Annual wages from one employer.'),
    filingStatus: usFilingStatus().default('single'),
    selfEmploymentProfit: moneyAmount().optional(),
    payPeriods: payPeriods().default(1),
    w4: w4Schema.optional(),
    state: futaState().optional(),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) },
);

export type UsPayrollTaxRequest = z.input<typeof usPayrollTaxRequestSchema>;
export type UsPayrollTaxParsedRequest = z.output<typeof usPayrollTaxRequestSchema>;
