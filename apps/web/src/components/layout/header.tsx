import { useRef, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useT } from '../../lib/i18n/use-t';
import { usePrerender } from '../../lib/prerender-context';
import { paths } from '../../config/paths';
import { loginHref } from '../../lib/auth/login-href';
import { isDesktop } from '../../lib/bridge/host';
import { AccountSlot, usePendingToast, useSignedIn } from './account-slot';
import { ConnectionIndicator } from './connection-indicator';
import { CountriesMenu } from './countries-menu';
import { MenuIcon } from '../icons';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { SiteSearch } from './site-search';
import { MOBILE_HEADER_QUERY, useMediaQuery } from './use-media-query';

export function Header() {
  const t = useT();
  const location = useLocation();
  const mobile = useMediaQuery(MOBILE_HEADER_QUERY);
  // Pre-rendered HTML is for every screen: both variants, one of them hidden by a media query (styles.css).
  const prerendering = usePrerender() !== undefined;
  const desktopPart = (part: ReactNode) => (prerendering ? <div className="prerender-desktop-only">{part}</div> : mobile ? null : part);
  const mobilePart = (part: ReactNode) => (prerendering ? <div className="prerender-mobile-only">{part}</div> : mobile ? part : null);
  const [menuOpen, setMenuOpen] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);

  // Close the mobile menu whenever the page changes (adjusted while rendering, not in an effect).
  const [menuPathname, setMenuPathname] = useState(location.pathname);
  if (menuPathname !== location.pathname) {
    setMenuPathname(location.pathname);
    setMenuOpen(false);
  }

  const login = loginHref(location.pathname, location.search, paths.login);
  const signedIn = useSignedIn();
  usePendingToast();
  const account = <AccountSlot loginTarget={login} signedIn={signedIn} />;

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Logo label={t('header.homeLink')} />

        {desktopPart(
          <nav className="header-nav" aria-label={t('header.mainNavigation')}>
            <CountriesMenu />
            <NavLink to={paths.blog} className="header-link">
              {t('nav.blog')}
            </NavLink>
            <NavLink to={paths.about} className="header-link">
              {t('nav.about')}
            </NavLink>
            {/* A professional's saved work is one click away in the app; on the website it is in the footer. */}
            {isDesktop() ? (
              <NavLink to={paths.saved} className="header-link" data-testid="header-saved-link">
                {t('nav.saved')}
              </NavLink>
            ) : null}
          </nav>,
        )}

        <div className="header-actions">
          <ConnectionIndicator />
          {mobilePart(<SiteSearch variant="compact" />)}
          {desktopPart(<SiteSearch />)}
          {desktopPart(<LanguageSwitch className="header-language" />)}
          {/* Signed out, Log In sits in the hamburger menu on mobile; the user menu is in the header on both. */}
          {signedIn === false ? desktopPart(account) : account}
          {mobilePart(
            <button
              ref={hamburgerRef}
              type="button"
              className="icon-button header-icon-button"
              aria-label={t('header.openMenu')}
              aria-expanded={menuOpen}
              aria-haspopup="dialog"
              data-testid="mobile-menu-button"
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon size={22} />
            </button>,
          )}
        </div>
      </div>

      {menuOpen ? (
        <MobileMenu
          loginTarget={signedIn === false ? login : undefined}
          onClose={() => {
            setMenuOpen(false);
            hamburgerRef.current?.focus();
          }}
        />
      ) : null}
    </header>
  );
}
