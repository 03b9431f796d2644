import { z } from 'zod';
import { moneyAmount } from './fields';
import { usFilingStatus, usTaxYear } from './us-fields';
import { usStateCode } from './us-state-tax';

/** POST /api/us-income-tax/calculate: take-home pay (api-contract.md, "Calculators"). */
export const usTakeHomeRequestSchema = z.strictObject(
  {
    grossIncome: moneyAmount(),
    filingStatus: usFilingStatus().default('single'),
    taxYear: usTaxYear().optional(),
    state: usStateCode().optional(),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) },
);

export type UsTakeHomeRequest = z.input<typeof usTakeHomeRequestSchema>;
export type UsTakeHomeParsedRequest = z.output<typeof usTakeHomeRequestSchema>;
