import { z } from 'zod';
import {
  currentPasswordField,
  languageField,
  newPasswordField,
  personNameField,
  type Role,
  roleField,
  type User,
  usernameField,
} from './auth';
import { flag, numberFromString } from './fields';

/** The signed-in person's profile and password, and the admin's user list (docs/api.md, "Users"). */

const objectError = { error: (issue: { code?: string }) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) };
/** Checked only when every field is valid otherwise, so that an unknown field is reported alone. */
const atLeastOneField = {
  error: () => 'send at least one field to change',
  path: [] as string[],
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
};

/** PUT /api/users/profile: any of the four; what is left out stays as it is. The e-mail address is not changed here. */
export const profileUpdateRequestSchema = z
  .strictObject(
    {
      firstName: personNameField().optional(),
      lastName: personNameField().optional(),
      username: usernameField().optional(),
      preferredLanguage: languageField().optional(),
    },
    objectError,
  )
  .refine((body) => Object.keys(body).length > 0, atLeastOneField);
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;
export type ProfileUpdateParsedRequest = z.output<typeof profileUpdateRequestSchema>;

/** PUT /api/users/change-password. */
export const changePasswordRequestSchema = z.strictObject(
  {
    currentPassword: currentPasswordField(),
    newPassword: newPasswordField(),
  },
  objectError,
);
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
export type ChangePasswordParsedRequest = z.output<typeof changePasswordRequestSchema>;

/** The new token replaces the caller's: every other session of the account has been signed out. */
export interface ChangePasswordResponse {
  readonly success: true;
  readonly message: string;
  readonly token: string;
}

export const ADMIN_USERS_DEFAULT_LIMIT = 10;
export const ADMIN_USERS_MAX_LIMIT = 100;
export const ADMIN_USERS_SEARCH_MAX_LENGTH = 100;

function wholeNumber(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    (value) => numberFromString(value, 'whole'),
    z
      .number({ error: () => message })
      .int({ error: () => message })
      .min(min, { error: () => message })
      .max(max, { error: () => message }),
  );
}

const emptyAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** GET /api/admin/users: page 1 and 10 a page by default; search in e-mail, username and names; a role filter. */
export const adminUserListQuerySchema = z.object({
  page: wholeNumber(1, 1_000_000).default(1),
  limit: wholeNumber(1, ADMIN_USERS_MAX_LIMIT).default(ADMIN_USERS_DEFAULT_LIMIT),
  search: z.preprocess(
    emptyAsMissing,
    z
      .string({ error: () => 'must be text' })
      .trim()
      .max(ADMIN_USERS_SEARCH_MAX_LENGTH, { error: () => `must be at most ${ADMIN_USERS_SEARCH_MAX_LENGTH} characters` })
      .optional(),
  ),
  role: z.preprocess(emptyAsMissing, roleField().optional()),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;
export type AdminUserListParsedQuery = z.output<typeof adminUserListQuerySchema>;

/** PUT /api/admin/users/:id: any of these; an admin cannot change their own role or disable themselves. */
export const adminUserUpdateRequestSchema = z
  .strictObject(
    {
      role: roleField().optional(),
      firstName: personNameField().optional(),
      lastName: personNameField().optional(),
      username: usernameField().optional(),
      disabled: flag().optional(),
    },
    objectError,
  )
  .refine((body) => Object.keys(body).length > 0, atLeastOneField);
export type AdminUserUpdateRequest = z.input<typeof adminUserUpdateRequestSchema>;
export type AdminUserUpdateParsedRequest = z.output<typeof adminUserUpdateRequestSchema>;

/** A user as the admin sees them. */
export interface AdminUser extends User {
  readonly disabled: boolean;
  readonly lastLoginAt: string | null;
}

export interface AdminUserList {
  readonly data: readonly AdminUser[];
  readonly total: number;
  readonly page: number;
  readonly limit: number;
}

export type { Role, User };
