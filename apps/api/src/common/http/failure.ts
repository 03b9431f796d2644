import type { ApiFailure } from '@taxatlas/contracts/api';
import type { FieldIssue } from '@taxatlas/contracts/fields';

/** The contract's error body: `{ success: false, error, details? }` (docs/api.md, "Errors"). */
export function failure(error: string, details?: readonly FieldIssue[]): ApiFailure {
  return details && details.length > 0 ? { success: false, error, details } : { success: false, error };
}
