/** Answers of the auth API that the web app recognises, without the schemas (auth.ts), which re-exports them. */

/** The one answer to every failed login, whatever failed, so that it does not tell which accounts exist. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
