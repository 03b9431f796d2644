import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { apiErrorText, type ApiErrorWithRetryAfter } from './api';

/** One entry of a failure's `details` (docs/api.md, "Errors"): the field's path ('' when none was named) and why. */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

/** A failed call, read once from whatever RTK Query, `unwrap()` or a fetch helper threw. */
export interface ApiFailure {
  /** The HTTP status; 'network' when no answer arrived (offline, DNS, timeout); undefined for a client-side error. */
  readonly status: number | 'network' | undefined;
  /** The answer's `error`, else its `message` (docs/product.md, "Error messages"); undefined when it has neither. */
  readonly message: string | undefined;
  /** The answer's `details`, malformed entries left out. */
  readonly fieldErrors: readonly FieldError[];
  /** A 429's Retry-After in seconds, when the endpoint keeps it (lib/api.ts, withRetryAfter). */
  readonly retryAfterSeconds?: number;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function fieldErrorsOf(data: unknown): FieldError[] {
  const list = isObject(data) ? data.details : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) =>
    isObject(item) && typeof item.message === 'string'
      ? [{ field: typeof item.field === 'string' ? item.field : '', message: item.message }]
      : [],
  );
}

/**
 * The one reader of the API's failure shape `{ success: false, error, details }` (docs/api.md, "Errors"); its text is
 * lib/api.ts's `apiErrorText`, which public pages use alone (it is in the first load). Takes
 * `unknown` because a rejected `unwrap()` is caught untyped; anything that is not an RTK Query error (a thrown
 * SerializedError, undefined) has no status and no text.
 */
export function parseApiError(error: unknown): ApiFailure {
  if (!isObject(error) || !('status' in error)) return { status: undefined, message: undefined, fieldErrors: [] };
  const { status: rawStatus, data } = error as FetchBaseQueryError;
  const status =
    rawStatus === 'PARSING_ERROR'
      ? (error as { originalStatus: number }).originalStatus
      : rawStatus === 'FETCH_ERROR' || rawStatus === 'TIMEOUT_ERROR'
        ? 'network'
        : typeof rawStatus === 'number'
          ? rawStatus
          : undefined;
  const retryAfterSeconds = (error as ApiErrorWithRetryAfter).retryAfterSeconds;
  return {
    status,
    message: apiErrorText(error),
    fieldErrors: fieldErrorsOf(data),
    ...(typeof retryAfterSeconds === 'number' ? { retryAfterSeconds } : {}),
  };
}

/** The same, for an answer read by plain fetch or XMLHttpRequest (a download, an upload): its status and body text. */
export function parseApiErrorBody(status: number, bodyText: string): ApiFailure {
  let data: unknown;
  try {
    data = JSON.parse(bodyText);
  } catch {
    data = undefined;
  }
  return parseApiError({ status, data });
}

/**
 * `details` split into a form's fields (the first message each) and the rest, which the form shows above itself.
 * `formFieldOf` maps an API field path ('seo.title') to a form field, or to undefined when the form has none.
 */
export function splitFieldErrors<F extends string>(
  fieldErrors: readonly FieldError[],
  formFieldOf: (apiField: string) => F | undefined,
): { fields: Partial<Record<F, string>>; other: FieldError[] } {
  const fields: Partial<Record<F, string>> = {};
  const other: FieldError[] = [];
  for (const fieldError of fieldErrors) {
    const formField = fieldError.field === '' ? undefined : formFieldOf(fieldError.field);
    if (formField) fields[formField] ??= fieldError.message;
    else other.push(fieldError);
  }
  return { fields, other };
}

/** `formFieldOf` for forms whose fields carry the API's names. */
export const sameNameIn =
  <F extends string>(formFields: readonly F[]) =>
  (apiField: string): F | undefined =>
    (formFields as readonly string[]).includes(apiField) ? (apiField as F) : undefined;
