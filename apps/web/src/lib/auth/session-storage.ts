import { readStoredToken, TOKEN_STORAGE_KEY } from '../api';
import { isDesktop, writeHostToken } from '../bridge/host';
import { roles, type SessionUser } from './session-slice';

/** Browser storage keys of the session (docs/product.md, "Browser storage": token, user). */
export { TOKEN_STORAGE_KEY };
export const USER_STORAGE_KEY = 'user';

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    typeof user.email === 'string' &&
    typeof user.username === 'string' &&
    typeof user.role === 'string' &&
    (roles as readonly string[]).includes(user.role)
  );
}

/** The user the API returned, if the value is one (used for stored JSON and for GET /api/auth/me). */
export function parseSessionUser(value: unknown): SessionUser | undefined {
  if (!isSessionUser(value)) return undefined;
  const user = value as SessionUser & Record<string, unknown>;
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: typeof user.firstName === 'string' ? user.firstName : '',
    lastName: typeof user.lastName === 'string' ? user.lastName : '',
    role: user.role,
    preferredLanguage: user.preferredLanguage === 'de' ? 'de' : 'en',
    createdAt: typeof user.createdAt === 'string' ? user.createdAt : '',
  };
}

/**
 * In the desktop app the user is held in memory: the page's storage belongs to its fixed origin whichever server it
 * talks to, so a user kept there could be another server's. The token is the host's (lib/bridge/host.ts).
 */
let desktopUser: SessionUser | undefined;

/** The stored token and user; a user that is missing, unreadable or not a user counts as absent. */
export function readStoredSession(): { token: string | undefined; user: SessionUser | undefined } {
  const token = readStoredToken();
  if (isDesktop()) return { token, user: desktopUser };
  let user: SessionUser | undefined;
  try {
    const raw = window.localStorage.getItem(USER_STORAGE_KEY);
    user = raw ? parseSessionUser(JSON.parse(raw)) : undefined;
  } catch {
    user = undefined;
  }
  return { token, user };
}

export function writeStoredSession(token: string, user: SessionUser): void {
  writeHostToken(token);
  writeStoredUser(user);
}

export function writeStoredUser(user: SessionUser): void {
  if (isDesktop()) {
    desktopUser = user;
    return;
  }
  try {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Storage blocked: the session lasts as long as this page.
  }
}

export function clearStoredSession(): void {
  writeHostToken(null);
  desktopUser = undefined;
  if (isDesktop()) return;
  try {
    window.localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
}
