import { z } from 'zod';
import { withoutBidiControls } from './bidi';
import { isCommonPassword } from './common-passwords';
import { oneOf } from './fields';

/** Accounts: register, log in, the current user (docs/api.md, "Authentication"). */

export const roles = ['user', 'editor', 'admin'] as const;
export type Role = (typeof roles)[number];

export const languages = ['en', 'de'] as const;
export type Language = (typeof languages)[number];

/** RFC 5321 caps a forward path at 256 octets, so no deliverable address is longer than 254 characters. */
export const EMAIL_MAX_LENGTH = 254;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const usernamePattern = /^[a-z0-9_.-]+$/;
export const PASSWORD_MIN_LENGTH = 8;
/**
 * Long passphrases are welcome, but argon2 hashes whatever it is given, and a megabyte "password" per request would
 * be a cheap way to make the server work; 128 characters is more than any password manager generates by default.
 */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

const textError = (what: string) => (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : `must be ${what}`);

/** Trimmed and lower-cased; the length is checked before the address pattern, so a huge string costs nothing. */
export function emailField() {
  return z
    .string({ error: textError('an e-mail address') })
    .trim()
    .toLowerCase()
    .min(1, { error: () => 'is required' })
    .max(EMAIL_MAX_LENGTH, { error: () => `must be at most ${EMAIL_MAX_LENGTH} characters` })
    .pipe(z.email({ error: () => 'must be a valid e-mail address, such as name@example.com' }));
}

/** 3–30 of a–z, 0–9, "_", "." and "-"; stored in lower case, so "Anna" and "anna" are the same name. */
export function usernameField() {
  const message = `must be ${USERNAME_MIN_LENGTH}–${USERNAME_MAX_LENGTH} characters of a–z, 0–9, "_", "." and "-"`;
  return z
    .string({ error: textError(`text (${USERNAME_MIN_LENGTH}–${USERNAME_MAX_LENGTH} characters)`) })
    .trim()
    .toLowerCase()
    .refine((value) => value.length >= USERNAME_MIN_LENGTH && value.length <= USERNAME_MAX_LENGTH && usernamePattern.test(value), {
      error: () => message,
    });
}

/**
 * A new password: 8–128 characters, not only white space, not one of the most common ones. Never trimmed: spaces are
 * characters too, but eight of them and nothing else is no password (refused, not silently trimmed to nothing).
 */
export function newPasswordField() {
  return (
    z
      .string({ error: textError('text') })
      .min(PASSWORD_MIN_LENGTH, { error: () => `must be at least ${PASSWORD_MIN_LENGTH} characters` })
      .max(PASSWORD_MAX_LENGTH, { error: () => `must be at most ${PASSWORD_MAX_LENGTH} characters` })
      // Only for a long enough password: a short one gets the one message about its length.
      .refine((password) => password.length < PASSWORD_MIN_LENGTH || /\S/u.test(password), {
        error: () => 'must contain a character other than spaces',
      })
      .refine((password) => !isCommonPassword(password), {
        error: () => 'is one of the most common passwords and would be guessed first: choose another',
      })
  );
}

/** A password typed to prove who you are: any text up to the maximum (old accounts may predate today's rules). */
export function currentPasswordField() {
  return z
    .string({ error: textError('text') })
    .min(1, { error: () => 'is required' })
    .max(PASSWORD_MAX_LENGTH, { error: () => `must be at most ${PASSWORD_MAX_LENGTH} characters` });
}

/** First or last name: optional, trimmed, without direction controls (bidi.ts), at most 100 characters; "" clears it. */
export function personNameField() {
  return z
    .string({ error: () => 'must be text' })
    .overwrite(withoutBidiControls)
    .trim()
    .max(NAME_MAX_LENGTH, { error: () => `must be at most ${NAME_MAX_LENGTH} characters` });
}

export function languageField() {
  return oneOf(languages);
}

export function roleField() {
  return oneOf(roles);
}

const objectError = { error: (issue: { code?: string }) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) };

/** POST /api/auth/register. Unknown fields are refused (400 naming them). */
export const registerRequestSchema = z.strictObject(
  {
    email: emailField(),
    username: usernameField(),
    password: newPasswordField(),
    firstName: personNameField().optional(),
    lastName: personNameField().optional(),
    preferredLanguage: languageField().optional(),
  },
  objectError,
);
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type RegisterParsedRequest = z.output<typeof registerRequestSchema>;

/** POST /api/auth/login: `email` takes the e-mail address or the username. */
export const loginRequestSchema = z.strictObject(
  {
    email: z
      .string({ error: textError('your e-mail address or username') })
      .trim()
      .toLowerCase()
      .min(1, { error: () => 'is required' })
      .max(EMAIL_MAX_LENGTH, { error: () => `must be at most ${EMAIL_MAX_LENGTH} characters` }),
    password: currentPasswordField(),
  },
  objectError,
);
export type LoginRequest = z.input<typeof loginRequestSchema>;
export type LoginParsedRequest = z.output<typeof loginRequestSchema>;

/** The signed-in person as every endpoint returns them (docs/api.md, "Authentication"): never a password hash. */
export interface User {
  readonly id: string;
  readonly email: string;
  readonly username: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: Role;
  readonly preferredLanguage: Language;
  readonly createdAt: string;
}

export interface AuthResponse {
  readonly token: string;
  readonly user: User;
}

export interface UserResponse {
  readonly user: User;
}

/** One signed-in device of the caller (GET /api/auth/sessions); `current` is the session of the token asking. */
export interface ActiveSession {
  readonly id: string;
  readonly current: boolean;
  readonly createdAt: string;
  readonly lastSeenAt: string;
  readonly expiresAt: string;
  /** The User-Agent at sign-in (at most 256 characters). */
  readonly userAgent: string;
  readonly ip: string;
}

export interface ActiveSessionList {
  readonly data: ActiveSession[];
}

export { INVALID_CREDENTIALS_MESSAGE } from './auth-messages';
