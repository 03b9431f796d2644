import {
  ANNOUNCEMENT_MAX_LENGTH,
  CONTACT_RETENTION_MAX_DAYS,
  CONTACT_RETENTION_MIN_DAYS,
  SITE_NAME_MAX_LENGTH,
  type SiteSettings,
  type SiteSettingsUpdateRequest,
  siteSettingsUpdateRequestSchema,
} from '@taxatlas/contracts/site-settings';
import { sameNameIn } from '../../../lib/api-error';
import { splitServerFieldErrors } from '../server-field-errors';

export { ANNOUNCEMENT_MAX_LENGTH, CONTACT_RETENTION_MAX_DAYS, CONTACT_RETENTION_MIN_DAYS, SITE_NAME_MAX_LENGTH };

/** The form's values: the settings as the admin edits them. */
export type SettingsFormValues = SiteSettings;
export type SettingsField = keyof SiteSettings;

export const settingsFields: readonly SettingsField[] = [
  'siteName',
  'supportEmail',
  'defaultLanguage',
  'allowRegistration',
  'announcement',
  'contactRetentionDays',
];

/**
 * Why a field's value is refused, by the rule of the contracts schema (siteSettingsUpdateRequestSchema, the one the
 * API checks with): the screen words it in the visitor's language; `other` carries the schema's own (English) text.
 */
export type SettingsFieldError =
  | { readonly kind: 'required' }
  | { readonly kind: 'tooLong'; readonly max: number }
  | { readonly kind: 'email' }
  | { readonly kind: 'wholeDays'; readonly min: number; readonly max: number }
  | { readonly kind: 'other'; readonly message: string };

const fieldSchemas = siteSettingsUpdateRequestSchema.shape;

/** The first rule of the contracts schema that `value` breaks for `field`, or undefined when it is valid. */
export function settingsFieldError(field: SettingsField, value: unknown): SettingsFieldError | undefined {
  // The fields are optional in PUT's schema (send what changes); the form always holds a value, so a missing one is empty.
  const result = fieldSchemas[field].safeParse(value ?? '');
  if (result.success) return undefined;
  // An empty number field, a fraction or a value out of range: one rule, said one way.
  if (field === 'contactRetentionDays') return { kind: 'wholeDays', min: CONTACT_RETENTION_MIN_DAYS, max: CONTACT_RETENTION_MAX_DAYS };
  const issue = result.error.issues[0];
  if (!issue) return { kind: 'other', message: 'is not valid' };
  if (issue.code === 'too_small') return { kind: 'required' };
  if (issue.code === 'too_big') return { kind: 'tooLong', max: Number(issue.maximum) };
  if (issue.code === 'invalid_format') return { kind: 'email' };
  return { kind: 'other', message: issue.message };
}

/** Every field's error: an empty object when the whole form may be sent. */
export function settingsFormErrors(values: Partial<SettingsFormValues>): Partial<Record<SettingsField, SettingsFieldError>> {
  const errors: Partial<Record<SettingsField, SettingsFieldError>> = {};
  for (const field of settingsFields) {
    const error = settingsFieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/**
 * PUT's body: only the settings that differ from the saved ones (text trimmed, as the API stores it), so two admins
 * editing different settings do not overwrite each other. Empty when nothing changed.
 */
export function changedSettings(saved: SiteSettings, values: SettingsFormValues): SiteSettingsUpdateRequest {
  const normalised: SettingsFormValues = {
    ...values,
    siteName: values.siteName.trim(),
    supportEmail: values.supportEmail.trim().toLowerCase(),
    announcement: values.announcement.trim(),
  };
  const changes: Record<string, unknown> = {};
  for (const field of settingsFields) {
    if (normalised[field] !== saved[field]) changes[field] = normalised[field];
  }
  return changes as SiteSettingsUpdateRequest;
}

/** A server answer's `details` ([{ field, message }]) split into the form's fields and the rest (shown above the form). */
export const serverFieldErrors = (failure: unknown) => splitServerFieldErrors(failure, sameNameIn(settingsFields));
