import type { Translate } from '../../lib/i18n/use-t';
import type { FormFieldError } from '../../lib/calculator-form';

/**
 * The shared schema (libs/contracts) speaks English; the messages every calculator shares are shown in the UI
 * language, the others as the schema wrote them after the field's label. `special` translates a page's own.
 */
export function translateSchemaMessage(
  t: Translate,
  label: string,
  message: string,
  special?: (message: string) => string | undefined,
): string {
  const own = special?.(message);
  if (own !== undefined) return own;
  if (message === 'is required') return t('validation.required', { field: label });
  if (message === 'must be zero or more') return t('validation.nonNegative', { field: label });
  if (message.startsWith('must be a number') || message === 'must be a finite number') return t('validation.number', { field: label });
  if (message.startsWith('must be at most')) return t('validation.max', { field: label });
  if (message.startsWith('must be one of'))
    return t('validation.oneOf', { field: label, values: message.replace(/^must be one of( the supported tax years)?:\s*/, '') });
  return `${label} ${message}`;
}

/** The translated error of one field, for a form whose labels are known. */
export function fieldErrorText<F extends string>(
  t: Translate,
  errors: readonly FormFieldError<F>[],
  field: F,
  label: string,
  special?: (message: string) => string | undefined,
): string | undefined {
  const error = errors.find((candidate) => candidate.field === field);
  return error ? translateSchemaMessage(t, label, error.message, special) : undefined;
}
