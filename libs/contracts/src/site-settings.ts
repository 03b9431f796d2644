import { z } from 'zod';
import { emailField, type Language, languageField } from './auth';
import { flag } from './fields';

/**
 * Site-wide settings edited by admins (GET/PUT /api/admin/users/settings); the public part is GET /api/settings
 * (./public-site-settings, apart so that the public site reads it without zod).
 */

export const SITE_NAME_MAX_LENGTH = 100;
export const ANNOUNCEMENT_MAX_LENGTH = 500;
/** Contact messages keep the sender's IP address and user agent this many days (a whole number in this range). */
export const CONTACT_RETENTION_MIN_DAYS = 1;
export const CONTACT_RETENTION_MAX_DAYS = 3_650;

export interface SiteSettings {
  /** Shown in the header, the footer and page titles. */
  readonly siteName: string;
  /** The footer's contact address. */
  readonly supportEmail: string;
  /** The interface language for visitors with no stored preference and no German browser. */
  readonly defaultLanguage: Language;
  /** Whether /signup (POST /api/auth/register) is open; admins can still create accounts by role change. */
  readonly allowRegistration: boolean;
  /** A banner shown above every page (maintenance, a holiday notice); "" shows none. Plain text. */
  readonly announcement: string;
  /**
   * Days a contact message keeps the IP address and user agent it was sent with; a job then empties both (privacy:
   * they serve spam checks, not the answer). Admin-only: not part of the public settings.
   */
  readonly contactRetentionDays: number;
}

export const defaultSiteSettings: SiteSettings = {
  siteName: 'TaxAtlas',
  supportEmail: 'support@taxatlas.example',
  defaultLanguage: 'en',
  allowRegistration: true,
  announcement: '',
  contactRetentionDays: 90,
};

const retentionMessage = `must be a whole number from ${CONTACT_RETENTION_MIN_DAYS} to ${CONTACT_RETENTION_MAX_DAYS}`;

/** PUT /api/admin/users/settings: any of the settings; what is left out stays as it is. */
export const siteSettingsUpdateRequestSchema = z
  .strictObject(
    {
      siteName: z
        .string({ error: () => 'must be text' })
        .trim()
        .min(1, { error: () => 'must not be empty' })
        .max(SITE_NAME_MAX_LENGTH, { error: () => `must be at most ${SITE_NAME_MAX_LENGTH} characters` })
        .optional(),
      supportEmail: emailField().optional(),
      defaultLanguage: languageField().optional(),
      allowRegistration: flag().optional(),
      announcement: z
        .string({ error: () => 'must be text' })
        .trim()
        .max(ANNOUNCEMENT_MAX_LENGTH, { error: () => `must be at most ${ANNOUNCEMENT_MAX_LENGTH} characters` })
        .optional(),
      contactRetentionDays: z
        .number({ error: () => retentionMessage })
        .int({ error: () => retentionMessage })
        .min(CONTACT_RETENTION_MIN_DAYS, { error: () => retentionMessage })
        .max(CONTACT_RETENTION_MAX_DAYS, { error: () => retentionMessage })
        .optional(),
    },
    { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) },
  )
  .refine((body) => Object.keys(body).length > 0, {
    error: () => 'send at least one setting to change',
    path: [],
    when: (payload) => payload.issues.length === 0,
  });
export type SiteSettingsUpdateRequest = z.input<typeof siteSettingsUpdateRequestSchema>;
export type SiteSettingsUpdateParsedRequest = z.output<typeof siteSettingsUpdateRequestSchema>;
