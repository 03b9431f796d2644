import { z } from 'zod';
import { usMaxPropertyTaxRate } from '@taxatlas/tax-engine/us/property-tax';
import { moneyAmount, numberFromString } from './fields';
import { usStateCode } from './us-state-tax';

/** True when a percent has at most three decimals, the precision the engine's integer arithmetic keeps. */
function hasAtMostThreeDecimals(value: number): boolean {
  const scaled = value * 1000;
  return Math.abs(scaled - Math.round(scaled)) < 1e-9;
}

function percentField(max: number, example: string) {
  const message = `must be a percent from 0 to ${max} with at most three decimals, e.g. ${example}`;
  return z.preprocess(
    (value) => numberFromString(value),
    z
      .number({ error: () => message })
      .refine((value) => Number.isFinite(value) && value >= 0 && value <= max && hasAtMostThreeDecimals(value), { message }),
  );
}

/**
 * POST /api/calculators/us-property-tax (docs/api.md, "Calculators"): the yearly property tax on a home. Without
 * `rate` the state's median effective rate (percent of market value) applies.
 */
export const usPropertyTaxRequestSchema = z.strictObject(
  {
    state: usStateCode(),
    homeValue: moneyAmount(),
    rate: percentField(usMaxPropertyTaxRate, '1.25')
      .optional()
      .describe("Your rate in percent of the taxable value (10 mills = 1%); default the state's median effective rate."),
    assessmentRatio: percentField(100, '40').optional().describe('Percent of market value that is assessed; default 100.'),
    exemption: moneyAmount().optional().describe('Homestead or other exemption off the assessed value, in dollars; default 0.'),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) },
);

export type UsPropertyTaxRequest = z.input<typeof usPropertyTaxRequestSchema>;
export type UsPropertyTaxParsedRequest = z.output<typeof usPropertyTaxRequestSchema>;
