import { z } from 'zod';
import { emailField, type Language, languageField } from './auth';
import { flag } from './fields';

/** Site-wide settings edited by admins (GET/PUT /api/admin/users/settings); the public part is GET /api/settings. */

export const SITE_NAME_MAX_LENGTH = 100;
export const ANNOUNCEMENT_MAX_LENGTH = 500;

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
}

export const defaultSiteSettings: SiteSettings = {
  siteName: 'TaxAtlas',
  supportEmail: 'support@taxatlas.example',
  defaultLanguage: 'en',
  allowRegistration: true,
  announcement: '',
};

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
