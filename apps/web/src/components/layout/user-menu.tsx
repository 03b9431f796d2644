import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isAdminPath, paths } from '../../config/paths';
import { userInitials } from '../../lib/auth/initials';
import { useSession } from '../../lib/auth/use-session';
import { registerAreaMessages } from '../../lib/i18n/area-messages';
import type { MessageId } from '../../lib/i18n/catalogues';
import { useT } from '../../lib/i18n/use-t';
import { showToast, showToastAcrossReload, TOAST_DURATION_MS } from '../ui/toast';
import { useDismiss } from './use-dismiss';
import { userMenuMessages, type UserMenuMessageId } from './user-menu-messages';

registerAreaMessages('user-menu', userMenuMessages);

/** The page reloads this long after a logout outside the admin area (docs/product.md, "Constants and limits"). */
export const LOGOUT_RELOAD_DELAY_MS = 100;

/**
 * What a logout does next (docs/product.md, "Logout"): on an /admin path, go to the home
 * page (replacing the history entry, so Back does not return to the admin area); anywhere else, reload the page.
 */
export function logoutBehaviour(pathname: string): 'home' | 'reload' {
  return isAdminPath(pathname) ? 'home' : 'reload';
}

/**
 * The signed-in visitor's menu in the header (docs/product.md, "Layout"): their initials, and Dashboard (admins and
 * editors only: the dashboard's guard turns everyone else away), Settings and Log Out. A chunk of its own, loaded by
 * the header only when someone is signed in.
 */
export default function UserMenu() {
  const t = useT<UserMenuMessageId | MessageId>();
  const { user, hasRole, signOut } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  // Close whenever the page changes (adjusted while rendering, as the header does for its mobile menu).
  const [openedOn, setOpenedOn] = useState(location.pathname);
  if (openedOn !== location.pathname) {
    setOpenedOn(location.pathname);
    setOpen(false);
  }

  useDismiss(rootRef, open, (reason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });

  if (!user) return null;
  const name = [user.firstName, user.lastName].filter((part) => part.trim()).join(' ') || user.username;

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const openMenu = (focus: 'first' | 'last') => {
    setOpen(true);
    // The menu renders with this state change; focus its item once it is in the document.
    window.requestAnimationFrame(() => focusItem(focus === 'first' ? 0 : -1));
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') focusItem(current + 1);
    else if (event.key === 'ArrowUp') focusItem(current - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(-1);
    else if (event.key === 'Tab') {
      setOpen(false);
      return;
    } else return;
    event.preventDefault();
  };

  const logOut = () => {
    setOpen(false);
    if (logoutBehaviour(location.pathname) === 'home') {
      // Sign out once the home page is the route: signing out first would let the dashboard's guard send the visitor
      // to /login?returnTo=/admin/... instead. flushSync: the router commits the home page before its promise settles
      // (by default it renders the change as a transition, after the session's urgent update).
      void Promise.resolve(navigate(paths.home, { replace: true, flushSync: true })).then(signOut);
      showToast({ title: t('userMenu.loggedOutTitle'), text: t('userMenu.loggedOutRedirected') }, TOAST_DURATION_MS);
    } else {
      signOut();
      showToastAcrossReload({ text: t('userMenu.loggedOut') }, TOAST_DURATION_MS);
      window.setTimeout(() => window.location.reload(), LOGOUT_RELOAD_DELAY_MS);
    }
  };

  return (
    <div className="user-menu" ref={rootRef} data-testid="user-menu">
      <button
        ref={buttonRef}
        type="button"
        className="user-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('userMenu.button', { name })}
        data-testid="user-menu-button"
        onClick={() => (open ? setOpen(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <span className="user-menu-initials" aria-hidden="true" data-testid="user-initials">
          {userInitials(user)}
        </span>
      </button>
      {open ? (
        <div className="user-menu-panel">
          <p className="user-menu-who">
            <span className="user-menu-who-label">{t('userMenu.signedInAs')}</span>
            <span className="user-menu-who-name">{name}</span>
            <span className="user-menu-who-email">{user.email}</span>
          </p>
          <ul id={menuId} ref={menuRef} role="menu" aria-label={name} onKeyDown={onMenuKeyDown}>
            {hasRole(['admin', 'editor']) ? (
              <li role="none">
                <Link role="menuitem" tabIndex={-1} to={paths.admin.dashboard} onClick={() => setOpen(false)}>
                  {t('userMenu.dashboard')}
                </Link>
              </li>
            ) : null}
            <li role="none">
              <Link role="menuitem" tabIndex={-1} to={paths.settings} onClick={() => setOpen(false)}>
                {t('userMenu.settings')}
              </Link>
            </li>
            <li role="none">
              <button role="menuitem" tabIndex={-1} type="button" onClick={logOut}>
                {t('userMenu.logout')}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
