import { z } from 'zod';
import { usFilingStatuses } from '@taxatlas/tax-engine/us/filing-status';
import { usTaxYears } from '@taxatlas/tax-engine/us/tax-year';
import { numberFromString, oneOf } from './fields';

/**
 * A US tax year: a JSON number or a numeric string ("2024"), one of the supported years (docs/api.md, "Tax years":
 * 2023 | 2024 | 2025 | 2026). The message lists the supported years. Optional in requests: the API then uses the year in force on its date.
 */
export function usTaxYear() {
  const message = `must be one of the supported tax years: ${usTaxYears.join(', ')}`;
  return z.preprocess(
    (value) => numberFromString(value, 'whole'),
    z.literal(usTaxYears, { error: (issue) => (issue.input === undefined ? 'is required' : message) }),
  );
}

/** A federal filing status: "single" | "married-joint" | "married-separate" | "head-of-household" | "qualifying-surviving-spouse". */
export function usFilingStatus() {
  return oneOf(usFilingStatuses);
}
