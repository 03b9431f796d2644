import { useCallback, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { api, apiFetch, SESSION_TAG } from '../api';
import { selectSession, sessionEnded, sessionStarted, type Role, type SessionRootState, type SessionUser } from './session-slice';
import { clearStoredSession, writeStoredSession } from './session-storage';

export interface Session {
  readonly user: SessionUser | null;
  readonly token: string | null;
  /** True once the first sync with storage (and GET /api/auth/me if needed) has finished. */
  readonly hydrated: boolean;
  /** The user's role is admin. */
  readonly isAdmin: boolean;
  /** The user's role is editor (exactly: an admin is not an editor; for "may edit" use hasRole(['admin', 'editor'])). */
  readonly isEditor: boolean;
  /** Whether a user is signed in and has one of the roles. */
  readonly hasRole: (roles: readonly Role[]) => boolean;
  /** Stores the token and user (other tabs follow through the storage event) and signs this tab in. */
  readonly signIn: (token: string, user: SessionUser) => void;
  /**
   * Asks the API to revoke the token (POST /api/auth/logout, best effort) and forgets it here and in every tab.
   * Toasts and where to go next are the caller's (docs/product.md, "Logout").
   */
  readonly signOut: () => void;
}

/** The session and the two ways to change it (docs/product.md, "Roles and permissions"). */
export function useSession(): Session {
  const { token, user, hydrated } = useSelector(selectSession);
  const dispatch = useDispatch();

  const signIn = useCallback(
    (nextToken: string, nextUser: SessionUser) => {
      writeStoredSession(nextToken, nextUser);
      dispatch(sessionStarted({ token: nextToken, user: nextUser }));
      dispatch(api.util.invalidateTags([SESSION_TAG]));
    },
    [dispatch],
  );

  const signOut = useCallback(() => {
    if (token) {
      void apiFetch('/auth/logout', { method: 'POST', keepalive: true, headers: { Authorization: `Bearer ${token}` } }).catch(
        () => undefined,
      );
    }
    clearStoredSession();
    dispatch(sessionEnded());
    dispatch(api.util.invalidateTags([SESSION_TAG]));
  }, [dispatch, token]);

  return useMemo(() => {
    const hasRole = (allowed: readonly Role[]) => user !== null && allowed.includes(user.role);
    return {
      user,
      token,
      hydrated,
      isAdmin: user?.role === 'admin',
      isEditor: user?.role === 'editor',
      hasRole,
      signIn,
      signOut,
    };
  }, [user, token, hydrated, signIn, signOut]);
}

/** For useSelector outside this module. */
export type { SessionRootState };
