import type { Dispatch } from '@reduxjs/toolkit';
import { api, apiFetch, SESSION_TAG } from '../api';
import { sessionEnded, sessionHydrated, sessionStarted, type SessionUser } from './session-slice';
import {
  clearStoredSession,
  parseSessionUser,
  readStoredSession,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
  writeStoredUser,
} from './session-storage';

/** GET /api/auth/me with the given token: the user, or undefined on any failure or an empty answer. */
export async function fetchCurrentUser(token: string): Promise<SessionUser | undefined> {
  try {
    const response = await apiFetch('/auth/me', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { user?: unknown } | null;
    return parseSessionUser(body?.user);
  } catch {
    return undefined;
  }
}

export type FetchCurrentUser = (token: string) => Promise<SessionUser | undefined>;

/**
 * Brings the store in line with browser storage (docs/product.md, "Sessions"): no token
 * → signed out (a stray user is removed); token and user → signed in; a token without a user → GET /api/auth/me, and
 * on failure or an empty answer both are cleared. An answer that arrives after the token changed (another tab signed
 * in or out meanwhile) is dropped: the storage event of that change runs its own sync.
 */
export async function syncSession(dispatch: Dispatch, fetchUser: FetchCurrentUser = fetchCurrentUser): Promise<void> {
  const { token, user } = readStoredSession();
  if (!token) {
    clearStoredSession();
    dispatch(sessionEnded());
  } else if (user) {
    dispatch(sessionStarted({ token, user }));
  } else {
    const fetched = await fetchUser(token);
    if (readStoredSession().token !== token) return;
    if (fetched) {
      writeStoredUser(fetched);
      dispatch(sessionStarted({ token, user: fetched }));
    } else {
      clearStoredSession();
      dispatch(sessionEnded());
    }
  }
  dispatch(api.util.invalidateTags([SESSION_TAG]));
}

/**
 * The first sync, then one after every change of `token` or `user` in another tab (the `storage` event; `key` null
 * means the storage was cleared). `hydrated` is set once the first sync has finished. Returns the unsubscribe.
 */
export function startSessionSync(dispatch: Dispatch, fetchUser: FetchCurrentUser = fetchCurrentUser): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== TOKEN_STORAGE_KEY && event.key !== USER_STORAGE_KEY) return;
    void syncSession(dispatch, fetchUser);
  };
  window.addEventListener('storage', onStorage);
  void syncSession(dispatch, fetchUser).finally(() => dispatch(sessionHydrated()));
  return () => window.removeEventListener('storage', onStorage);
}
