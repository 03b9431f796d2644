import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useT } from '../../app/i18n/use-t';
import { paths } from '../../config/paths';
import { ButtonLink } from '../button-link';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';

const MobileMenu = lazy(() => import('./mobile-menu'));

const countryLinks = [
  { to: paths.uk.hub, id: 'country.uk', flag: '🇬🇧' },
  { to: paths.us.hub, id: 'country.us', flag: '🇺🇸' },
  { to: paths.germany.hub, id: 'country.germany', flag: '🇩🇪' },
] as const;

function loginTarget(pathname: string, search: string): string {
  if (pathname === paths.login) return paths.login;
  return `${paths.login}?${new URLSearchParams({ returnTo: `${pathname}${search}` }).toString()}`;
}

export function Header() {
  const t = useT();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The drawer's code loads on the first tap of the hamburger and then stays mounted for its closing animation.
  const [menuRequested, setMenuRequested] = useState(false);

  // Close the mobile menu whenever the page changes (adjusted while rendering, not in an effect).
  const [menuPathname, setMenuPathname] = useState(location.pathname);
  if (menuPathname !== location.pathname) {
    setMenuPathname(location.pathname);
    setMenuOpen(false);
  }

  const login = loginTarget(location.pathname, location.search);

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Logo label={t('header.homeLink')} />

        <nav className="header-nav" aria-label={t('header.mainNavigation')}>
          <div className="countries-menu" role="group" aria-label={t('header.countries')}>
            <span className="countries-label">{t('header.countries')}</span>
            {countryLinks.map((country) => (
              <NavLink key={country.to} to={country.to} className="header-link">
                <span aria-hidden="true">{country.flag} </span>
                {t(country.id)}
              </NavLink>
            ))}
          </div>
          <NavLink to={paths.blog} className="header-link">
            {t('nav.blog')}
          </NavLink>
          <NavLink to={paths.about} className="header-link">
            {t('nav.about')}
          </NavLink>
        </nav>

        <div className="header-actions">
          <LanguageSwitch className="header-language" />
          <ButtonLink to={login} type="primary" className="header-login">
            {t('header.login')}
          </ButtonLink>
          <Button
            className="header-hamburger"
            type="text"
            aria-label={t('header.openMenu')}
            aria-expanded={menuOpen}
            icon={<MenuOutlined />}
            onClick={() => {
              setMenuRequested(true);
              setMenuOpen(true);
            }}
          />
        </div>
      </div>

      {menuRequested ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} loginTarget={login} />
        </Suspense>
      ) : null}
    </header>
  );
}
