import { INVALID_CREDENTIALS_MESSAGE } from '@taxatlas/contracts/auth-messages';
import type { z } from 'zod';
import { parseApiError, sameNameIn, splitFieldErrors } from '../../lib/api-error';
import type { MessageId } from '../../lib/i18n/catalogues';
import type { Translate } from '../../lib/i18n/use-t';
import type { AccountMessageId } from './messages';

/** Per field, the English message of the schema or the server (translated when shown: fieldMessage). */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** What went wrong with a form's call, sorted by what the page does about it. */
export type FormProblem<F extends string> =
  /** 400 naming fields of this form: shown on them. `text` is what named no field of the form. */
  | { readonly kind: 'fields'; readonly fields: FieldErrors<F>; readonly text?: string }
  /** 401: the API's text ("Invalid email or password"). */
  | { readonly kind: 'credentials'; readonly text?: string }
  /** 429, with Retry-After in seconds when the server sent it. */
  | { readonly kind: 'rateLimited'; readonly retryAfterSeconds?: number }
  /** No answer at all: offline, DNS, the server down. */
  | { readonly kind: 'network' }
  /** 403 (registration closed). */
  | { readonly kind: 'forbidden'; readonly text?: string }
  | { readonly kind: 'other'; readonly text?: string };

/**
 * Sorts a failed call for a form with the given fields (docs/product.md, "Error messages": the response's `error`,
 * else its `message`, else 'Request failed' — the last one is the page's translated fallback).
 */
export function describeApiError<F extends string>(error: unknown, fields: readonly F[]): FormProblem<F> {
  const failure = parseApiError(error);
  const { status } = failure;
  if (status === undefined) return { kind: 'other' };
  if (status === 'network') return { kind: 'network' };
  const optionalText = failure.message === undefined ? {} : { text: failure.message };
  if (status === 401) return { kind: 'credentials', ...optionalText };
  if (status === 429) {
    const seconds = failure.retryAfterSeconds;
    return seconds === undefined ? { kind: 'rateLimited' } : { kind: 'rateLimited', retryAfterSeconds: seconds };
  }
  if (status === 403) return { kind: 'forbidden', ...optionalText };
  if (status === 400) {
    const { fields: found, other } = splitFieldErrors(failure.fieldErrors, sameNameIn(fields));
    const rest = other.map(({ field, message }) => (field === '' ? message : `${field} ${message}`));
    if (Object.keys(found).length > 0) return { kind: 'fields', fields: found, ...(rest.length > 0 ? { text: rest.join('; ') } : {}) };
  }
  return { kind: 'other', ...optionalText };
}

/**
 * The schema's complaints about the values, first one per field, or undefined when they are valid. A field in
 * `required` left empty is "is required", whatever else the schema says about an empty value.
 */
export function schemaFieldErrors<F extends string>(
  schema: z.ZodType,
  values: Record<F, unknown>,
  fields: readonly F[],
  required: readonly F[] = [],
): FieldErrors<F> | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  const errors: FieldErrors<F> = {};
  for (const issue of result.error.issues) {
    const field = fields.find((candidate) => candidate === issue.path[0]);
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  for (const field of required) {
    const value = values[field];
    if (errors[field] !== undefined && (value === undefined || (typeof value === 'string' && value.trim() === '')))
      errors[field] = 'is required';
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

type T = Translate<AccountMessageId | MessageId>;

/**
 * A field message of the contracts' schemas or the server, in the UI language: the known ones translated, anything
 * else in English after the field's label (as the calculators do, components/calculator/schema-messages.ts).
 */
export function fieldMessage(t: T, label: string, message: string): string {
  if (message === 'is required') return t('form.validation.required', { field: label });
  if (message.startsWith('must be a valid e-mail address')) return t('form.validation.email');
  if (message.startsWith('must be 3–30 characters')) return t('form.validation.username');
  if (message.startsWith('must be at least 8 characters')) return t('form.validation.passwordShort');
  if (message === 'must be at most 128 characters') return t('form.validation.passwordLong');
  if (message.startsWith('must be at most')) return t('form.validation.tooLong', { field: label });
  if (message.startsWith('is one of the most common passwords')) return t('form.validation.commonPassword');
  if (message.startsWith('must not be your e-mail address or username')) return t('form.validation.passwordIsName');
  if (message.startsWith('is already registered')) return t('form.validation.emailTaken');
  if (message.startsWith('is already taken')) return t('form.validation.usernameTaken');
  if (message === 'is not your current password') return t('form.validation.wrongPassword');
  if (message === 'do not match') return t('form.validation.confirmMismatch');
  return `${label} ${message}`;
}

/** The sentence a form shows above its fields for a problem that is not (only) about one field. */
export function problemText<F extends string>(t: T, problem: FormProblem<F>): string {
  switch (problem.kind) {
    case 'network':
      return t('form.error.network');
    case 'rateLimited': {
      const seconds = problem.retryAfterSeconds;
      if (seconds === undefined) return t('form.error.rateLimited');
      if (seconds < 60) return t('form.error.rateLimitedSeconds', { seconds: Math.max(1, seconds) });
      return t('form.error.rateLimitedMinutes', { minutes: Math.ceil(seconds / 60) });
    }
    case 'credentials':
      // The API's own words; the one answer every failed login gets is translated.
      if (problem.text === undefined || problem.text === INVALID_CREDENTIALS_MESSAGE) return t('form.error.invalidCredentials');
      return problem.text;
    case 'fields':
      return problem.text ?? t('form.checkFields');
    default:
      return problem.text ?? t('form.error.failed');
  }
}
