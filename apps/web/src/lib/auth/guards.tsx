import type { ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../../components/layout/page-loading';
import { paths } from '../../config/paths';
import { registerAreaMessages } from '../i18n/area-messages';
import { useT } from '../i18n/use-t';
import { authMessages, type AuthMessageId } from './messages';
import { loginHref } from './login-href';
import type { Role } from './session-slice';
import { useSession } from './use-session';

registerAreaMessages('auth', authMessages);

/**
 * Route guards and role checks as components (docs/contributing.md, "Web"). They decide what the browser shows; the API
 * checks every role again, so hiding something here is never the protection itself.
 */

/** Signed in, or sent to /login?returnTo=<this page> (path and query). Waits for the first session sync with a spinner. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { hydrated, user } = useSession();
  const location = useLocation();
  if (!hydrated) return <PageLoading />;
  if (!user) return <Navigate to={loginHref(location.pathname, location.search)} replace />;
  return children ?? <Outlet />;
}

/** The 403 screen: signed in, but the account's role may not see this page. */
export function NotAllowed() {
  const t = useT<AuthMessageId>();
  return (
    <div className="page-container error-screen" role="alert" data-testid="not-allowed">
      <h1>{t('auth.forbidden.title')}</h1>
      <p>{t('auth.forbidden.text')}</p>
      <Link to={paths.home} className="btn btn-primary">
        {t('auth.forbidden.home')}
      </Link>
    </div>
  );
}

/**
 * Children only for a signed-in user with one of `roles`; everyone else signed in sees the 403 screen. Meant to sit
 * inside RequireAuth; on its own it also waits for the sync and sends an anonymous visitor to /login.
 */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children?: ReactNode }) {
  const { hydrated, user, hasRole } = useSession();
  const location = useLocation();
  if (!hydrated) return <PageLoading />;
  if (!user) return <Navigate to={loginHref(location.pathname, location.search)} replace />;
  if (!hasRole(roles)) return <NotAllowed />;
  return children ?? <Outlet />;
}

type AuthorizationProps = {
  readonly children: ReactNode;
  /** Shown instead when not allowed; nothing by default. */
  readonly forbiddenFallback?: ReactNode;
} & ({ readonly roles: readonly Role[]; readonly policyCheck?: boolean } | { readonly roles?: undefined; readonly policyCheck: boolean });

/**
 * Renders its children only if allowed: the signed-in user has one of `roles`, and `policyCheck` (a rule about the
 * thing shown, e.g. "is the author") is not false. Anonymous visitors are never allowed.
 */
export function Authorization({ roles, policyCheck, forbiddenFallback = null, children }: AuthorizationProps) {
  const { user, hasRole } = useSession();
  const allowed = user !== null && (roles === undefined || hasRole(roles)) && policyCheck !== false;
  return allowed ? children : forbiddenFallback;
}
