import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n/use-t';
import { paths } from '../../config/paths';
import { countCountries, isLive } from '../../lib/country-catalogue';
import { CountryFlag } from './country-flag';
import { CloseIcon } from '../icons';
import { LanguageSwitch } from './language-switch';
import { useLocalizedCountries } from './use-localized-countries';

/**
 * The hamburger menu (docs/product.md, "Layout"): the UK, US and Germany calculators, Blog and About, plus the
 * mobile variant of the Countries menu — each country linked, with counts computed from the catalogue.
 */
export function MobileMenu({ onClose, loginTarget }: { onClose: () => void; loginTarget: string | undefined }) {
  const t = useT();
  const countries = useLocalizedCountries();
  const counts = countCountries(countries.map((country) => country.source));
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, []);

  // Escape closes; Tab stays inside the dialog.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input'));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  // Rendered into <body>: the sticky header is a stacking context the dialog must sit above (with the cookie banner).
  return createPortal(
    <div className="mobile-menu-backdrop" onClick={onClose}>
      <div
        ref={panelRef}
        className="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label={t('header.menu')}
        data-testid="mobile-menu"
        onClick={(event) => event.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        <div className="mobile-menu-top">
          <p className="mobile-menu-title">{t('header.menu')}</p>
          <button ref={closeRef} type="button" className="icon-button" aria-label={t('header.closeMenu')} onClick={onClose}>
            <CloseIcon size={22} />
          </button>
        </div>
        <nav aria-label={t('header.mobileNavigation')}>
          <h2 className="mobile-menu-heading">{t('header.mobileCountries')}</h2>
          <p className="mobile-menu-summary" data-testid="mobile-countries-summary">
            {t('countries.summary', { active: counts.active, comingSoon: counts.comingSoon, calculators: counts.calculators })}
          </p>
          <ul className="mobile-menu-list">
            {countries.map((country) => {
              const live = country.source.calculators.filter(isLive);
              return (
                <li key={country.id}>
                  <Link to={country.source.url} className="mobile-country" data-testid={`mobile-country-${country.id}`}>
                    <CountryFlag code={country.source.flag} />
                    <span className="mobile-country-text">
                      <span className="mobile-country-name">{country.name}</span>
                      <span className="mobile-country-count">
                        {t('countries.calculatorCount', { available: live.length, total: country.calculators.length })}
                      </span>
                    </span>
                    <span className={`badge badge-${country.source.status}`}>
                      {country.source.status === 'active' ? t('status.active') : t('status.comingSoon')}
                    </span>
                  </Link>
                  <ul>
                    {country.calculators
                      .filter((calculator) => calculator.status === 'available' || calculator.status === 'beta')
                      .map((calculator) => (
                        <li key={calculator.id}>
                          <Link to={calculator.url}>{calculator.name}</Link>
                        </li>
                      ))}
                  </ul>
                </li>
              );
            })}
          </ul>
          <h2 className="mobile-menu-heading">{t('header.more')}</h2>
          <ul className="mobile-menu-list mobile-menu-links">
            <li>
              <Link to={paths.blog}>{t('nav.blog')}</Link>
            </li>
            <li>
              <Link to={paths.about}>{t('nav.about')}</Link>
            </li>
          </ul>
        </nav>
        <div className="mobile-menu-footer">
          <LanguageSwitch tone="light" />
          {loginTarget ? (
            <Link to={loginTarget} className="btn btn-primary btn-block">
              {t('header.login')}
            </Link>
          ) : null}
        </div>
      </div>
    </div>,
    document.body,
  );
}
