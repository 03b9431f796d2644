import { parseApiError, splitFieldErrors } from '../../lib/api-error';

/**
 * A failed save's field errors for an admin form: the form's own fields, and the rest as "field: message" lines that
 * the form shows above itself. `formFieldOf` maps an API field path to a form field (lib/api-error.ts reads the answer).
 */
export function splitServerFieldErrors<F extends string>(
  failure: unknown,
  formFieldOf: (apiField: string) => F | undefined,
): { fields: Partial<Record<F, string>>; other: string[] } {
  const { fields, other } = splitFieldErrors(parseApiError(failure).fieldErrors, formFieldOf);
  return { fields, other: other.map(({ field, message }) => (field === '' ? message : `${field}: ${message}`)) };
}
