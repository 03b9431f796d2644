import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { readStoredToken } from '../api';
import { sessionHydrated } from './session-slice';

const sessionKeys = new Set<string | null>(['token', 'user', null]);

/**
 * Mounted once by the app's providers: the first session sync and the cross-tab sync (storage events). The sync's
 * code is a small chunk of its own, fetched only when there is a session to sync: a visitor without a stored token is
 * signed out and hydrated at once, and the chunk loads only if another tab signs in (a storage event for `token` or
 * `user`; key null when storage is cleared). So the first load of a public page carries none of it. If the chunk
 * cannot be fetched the session stays signed out but hydrated, and guarded pages send the visitor to /login.
 */
export function SessionSync() {
  const dispatch = useDispatch();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () => {
      window.removeEventListener('storage', onStorage);
      import('./session-sync')
        .then(({ startSessionSync }) => {
          if (!cancelled && !stop) stop = startSessionSync(dispatch);
        })
        .catch(() => dispatch(sessionHydrated()));
    };
    const onStorage = (event: StorageEvent) => {
      if (sessionKeys.has(event.key)) start();
    };
    if (readStoredToken()) {
      start();
    } else {
      try {
        // No token means signed out (docs/product.md, "Sessions"): a stray stored user goes too.
        window.localStorage.removeItem('user');
      } catch {
        // Storage blocked: nothing is stored either.
      }
      dispatch(sessionHydrated());
      window.addEventListener('storage', onStorage);
    }
    return () => {
      cancelled = true;
      window.removeEventListener('storage', onStorage);
      stop?.();
    };
  }, [dispatch]);
  return null;
}
