import type { ApiFailure } from '@taxatlas/contracts/api';
import type { FieldIssue } from '@taxatlas/contracts/fields';

/**
 * An error lists at most this many problems, and says how many more there are: a body with thousands of wrong fields
 * costs a short answer, not one larger than itself.
 */
export const MAX_ERROR_DETAILS = 10;

/** "grossIncome must be zero or more; taxYear must be one of: ..." for the first problems, then how many more. */
export function describeIssues(details: readonly FieldIssue[]): string {
  const listed = details
    .slice(0, MAX_ERROR_DETAILS)
    .map((detail) => `${detail.field} ${detail.message}`)
    .join('; ');
  const more = details.length - MAX_ERROR_DETAILS;
  return more > 0 ? `${listed}; and ${more} more ${more === 1 ? 'problem' : 'problems'}` : listed;
}

/** The contract's error body: `{ success: false, error, details? }` (docs/api.md, "Errors"). */
export function failure(error: string, details?: readonly FieldIssue[]): ApiFailure {
  if (!details || details.length === 0) return { success: false, error };
  return { success: false, error, details: details.length > MAX_ERROR_DETAILS ? details.slice(0, MAX_ERROR_DETAILS) : details };
}
