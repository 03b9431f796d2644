import { lazy, Suspense, useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { readStoredToken } from '../../lib/api';
import { selectSession, type SessionRootState } from '../../lib/auth/session-slice';
import { useT } from '../../lib/i18n/use-t';
import { PENDING_TOAST_KEY } from '../ui/toast-key';

// The menu, its messages and the logout code load only when someone is signed in.
const UserMenu = lazy(() => import('./user-menu'));

/** After the reload that follows a logout: the toast kept across it (components/ui/toast.ts), if any. */
export function usePendingToast(): void {
  useEffect(() => {
    try {
      if (window.sessionStorage.getItem(PENDING_TOAST_KEY)) void import('../ui/toast').then((toast) => toast.showPendingToast());
    } catch {
      // Storage blocked: nothing was kept.
    }
  }, []);
}

/**
 * Reads the session slice only (not useSession and its helpers), so the public first load stays small. Selects the
 * answer itself rather than the slice: the header then renders again only when the answer changes, not when a
 * visitor without a session is marked hydrated just after the first render.
 */
export function useSignedIn(): boolean | undefined {
  return useSelector((state: SessionRootState) => {
    const { user, hydrated } = selectSession(state);
    // Until the first sync, a stored token means "probably signed in": show neither the button nor the menu yet.
    if (!hydrated && readStoredToken()) return undefined;
    return user !== null;
  });
}

/**
 * The header's account corner (docs/product.md, "Layout"): the Log In button to /login (with returnTo) when signed
 * out, the user menu when signed in, an empty placeholder of the menu's size while a stored session is being checked.
 */
export function AccountSlot({ loginTarget, signedIn }: { loginTarget: string; signedIn: boolean | undefined }) {
  const t = useT();
  const placeholder = <span className="user-menu-placeholder" aria-hidden="true" />;
  if (signedIn === undefined) return placeholder;
  if (signedIn)
    return (
      <Suspense fallback={placeholder}>
        <UserMenu />
      </Suspense>
    );
  return (
    <Link to={loginTarget} className="btn btn-accent header-login">
      {t('header.login')}
    </Link>
  );
}
