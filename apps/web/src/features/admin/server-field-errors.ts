/**
 * A server answer's `details` ([{ field, message }], docs/api.md, "Errors") split into the form's fields and
 * the rest, which the admin's forms show above themselves. `formFieldOf` maps an API field path to a form field.
 */
export function splitServerFieldErrors<F extends string>(
  details: unknown,
  formFieldOf: (apiField: string) => F | undefined,
): { fields: Partial<Record<F, string>>; other: string[] } {
  const fields: Partial<Record<F, string>> = {};
  const other: string[] = [];
  if (!Array.isArray(details)) return { fields, other };
  for (const detail of details as unknown[]) {
    if (typeof detail !== 'object' || detail === null) continue;
    const { field, message } = detail as { field?: unknown; message?: unknown };
    if (typeof message !== 'string') continue;
    const formField = typeof field === 'string' ? formFieldOf(field) : undefined;
    if (formField) fields[formField] ??= message;
    else other.push(typeof field === 'string' && field !== '' ? `${field}: ${message}` : message);
  }
  return { fields, other };
}

/** `formFieldOf` for forms whose fields carry the API's names. */
export const sameNameIn =
  <F extends string>(formFields: readonly F[]) =>
  (apiField: string): F | undefined =>
    (formFields as readonly string[]).includes(apiField) ? (apiField as F) : undefined;
