import { z } from 'zod';
import { ukRegions } from '@taxatlas/tax-engine/uk/income-tax';
import { ukTaxYears } from '@taxatlas/tax-engine/uk/tax-year';
import { flag, moneyAmount, oneOf, TAX_YEAR_DEFAULT_DESCRIPTION } from './fields';

/** A director's salary or dividends (calculator id `uk-director-pay`; the route is wired by the calculator registry). */
export const ukDirectorPayRequestSchema = z.strictObject(
  {
    taxYear: oneOf(ukTaxYears).optional().describe(TAX_YEAR_DEFAULT_DESCRIPTION),
    companyProfit: moneyAmount().describe("The company's profit for the year before the director's salary and the employer NI on it."),
    otherIncome: moneyAmount().default(0).describe("The director's other non-savings income (another job, a pension, rent)."),
    region: oneOf(ukRegions).default('england'),
    employmentAllowance: flag().default(false).describe('Default false: a company whose only employee is a director cannot claim it.'),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) },
);

export type UkDirectorPayRequest = z.input<typeof ukDirectorPayRequestSchema>;
export type UkDirectorPayParsedRequest = z.output<typeof ukDirectorPayRequestSchema>;
