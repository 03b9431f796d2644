import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { MessageId } from '../../lib/i18n/catalogues';
import { useT } from '../../lib/i18n/use-t';
import { paths } from '../../config/paths';
import { countryDefinitions } from '../../lib/country-catalogue';
import { calculatorBadge, calculatorsOfSelection, filterCountriesMenu, keyFeatures, nextCountryIndex } from '../../lib/countries-menu';
import { CountryFlag } from './country-flag';
import { ChevronDownIcon, CloseIcon, SearchIcon } from '../icons';
import { useDismiss } from './use-dismiss';
import { useLocalizedCountries } from './use-localized-countries';

const badgeMessage = {
  available: 'status.available',
  'coming-soon': 'status.comingSoon',
  beta: 'status.beta',
  unknown: 'status.unknown',
} as const satisfies Record<string, MessageId>;

const mostPopular = [
  { to: paths.uk.incomeTax, label: 'catalogue.uk-income-tax.name' },
  { to: paths.us.federalIncomeTax, label: 'catalogue.us-federal-tax.name' },
  { to: paths.uk.stampDuty, label: 'catalogue.uk-stamp-duty.name' },
] as const satisfies ReadonlyArray<{ to: string; label: MessageId }>;

// Countries not covered yet; every calculator of the three countries covered is live.
const comingSoonTools = ['menu.comingSoon.canada', 'menu.comingSoon.australia'] as const satisfies readonly MessageId[];
const defaultFeatures = [
  'countries.default.feature1',
  'countries.default.feature2',
  'countries.default.feature3',
] as const satisfies readonly MessageId[];

/** A click right after the hover that opened the menu must not close it again (the pointer just arrived). */
const HOVER_CLICK_GRACE_MS = 600;

/**
 * The Countries mega-menu (docs/product.md, "Countries menu"): a disclosure button and a
 * panel with a country search, the country list, the selected country's calculators and a strip of shortcuts.
 */
export function CountriesMenu() {
  const t = useT();
  const { pathname } = useLocation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | undefined>(undefined);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const rowRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const hoverOpenedAt = useRef(0);

  // Following a link (or any navigation) closes the menu; adjusted while rendering rather than in an effect.
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setOpen(false);
  }

  const localized = useLocalizedCountries();
  const result = useMemo(() => filterCountriesMenu(localized, search), [localized, search]);
  const selected = localized.find((country) => country.id === selectedId);
  const selectedCalculators = calculatorsOfSelection(result, selectedId);
  const features = keyFeatures(countryDefinitions.find((country) => country.id === selectedId)?.features, defaultFeatures);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useDismiss(wrapperRef, open, (reason) => {
    const focusInside = wrapperRef.current?.contains(document.activeElement) ?? false;
    close(reason === 'escape' && focusInside);
  });

  const openFromClick = () => {
    if (open && Date.now() - hoverOpenedAt.current > HOVER_CLICK_GRACE_MS) {
      setOpen(false);
      return;
    }
    setOpen(true);
    // Focus the search box once the panel exists.
    requestAnimationFrame(() => searchRef.current?.focus());
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextCountryIndex(index, event.key, result.matches.length);
    if (next === undefined) return;
    event.preventDefault();
    rowRefs.current[next]?.focus();
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && result.matches.length > 0) {
      event.preventDefault();
      rowRefs.current[0]?.focus();
    }
  };

  return (
    <div className="countries-menu" ref={wrapperRef}>
      <button
        ref={buttonRef}
        type="button"
        className="header-link countries-menu-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="countries-menu-button"
        onPointerEnter={(event) => {
          if (event.pointerType !== 'mouse' || open) return;
          hoverOpenedAt.current = Date.now();
          setOpen(true);
        }}
        onClick={openFromClick}
      >
        {t('menu.countries')}
        <ChevronDownIcon size={16} className="countries-menu-chevron" />
      </button>

      {open ? (
        <div id={panelId} className="mega-menu" role="region" aria-label={t('menu.panelLabel')} data-testid="countries-menu">
          <div className="mega-menu-body">
            <div className="mega-menu-left">
              <div className="mega-search">
                <SearchIcon size={16} className="mega-search-icon" />
                <input
                  ref={searchRef}
                  type="text"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  onKeyDown={onSearchKeyDown}
                  placeholder={t('menu.searchPlaceholder')}
                  aria-label={t('menu.searchLabel')}
                  autoComplete="off"
                  data-testid="countries-search"
                />
                {search !== '' ? (
                  <button
                    type="button"
                    className="icon-button mega-search-clear"
                    aria-label={t('menu.clearSearch')}
                    onClick={() => {
                      setSearch('');
                      searchRef.current?.focus();
                    }}
                  >
                    <CloseIcon size={14} />
                  </button>
                ) : null}
              </div>
              <p className="mega-search-counts" aria-live="polite" data-testid={result.searching ? 'countries-search-counts' : undefined}>
                {result.searching ? t('menu.searchCounts', { countries: result.countryCount, calculators: result.calculatorCount }) : ''}
              </p>
              <ul className="mega-countries" aria-label={t('menu.countryList')}>
                {result.matches.map(({ country }, index) => {
                  const isSelected = country.id === selectedId;
                  return (
                    <li key={country.id}>
                      <button
                        ref={(element) => {
                          rowRefs.current[index] = element;
                        }}
                        type="button"
                        className="mega-country"
                        aria-pressed={isSelected}
                        data-testid={`country-row-${country.id}`}
                        onClick={() => setSelectedId(isSelected ? undefined : country.id)}
                        onKeyDown={(event) => onRowKeyDown(event, index)}
                      >
                        <CountryFlag code={country.source.flag} />
                        <span className="mega-country-text">
                          <span className="mega-country-name">
                            {country.name}
                            <span className={`badge badge-${country.source.status}`}>
                              {country.source.status === 'active' ? t('status.active') : t('status.comingSoon')}
                            </span>
                          </span>
                          <span className="mega-country-description">{country.description}</span>
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>

            <div className="mega-menu-right" aria-live="polite">
              {result.matches.length === 0 ? (
                <p className="mega-empty">{t('menu.noMatches', { query: search.trim() })}</p>
              ) : !selected || selectedCalculators === undefined ? (
                <div className="mega-empty">
                  <p className="mega-empty-title">{t('menu.selectCountry')}</p>
                  <p>{t('menu.selectCountryHint')}</p>
                </div>
              ) : (
                <>
                  <h2 className="mega-heading">{t('menu.calculatorsOf', { country: selected.name })}</h2>
                  {selectedCalculators.length === 0 ? (
                    <p className="mega-empty">{t('menu.noCalculators', { country: selected.name, query: search.trim() })}</p>
                  ) : (
                    <ul className="mega-calculators">
                      {selectedCalculators.map((calculator) => {
                        const badge = calculatorBadge(calculator.status);
                        return (
                          <li key={calculator.id}>
                            <Link to={calculator.url} className="mega-calculator" data-testid={`menu-calculator-${calculator.id}`}>
                              <span>{calculator.name}</span>
                              <span className={`badge badge-${badge}`}>{t(badgeMessage[badge])}</span>
                            </Link>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                  <Link to={selected.source.url} className="mega-country-link">
                    {t('menu.viewCountry', { country: selected.name })}
                  </Link>
                </>
              )}
            </div>
          </div>

          <div className="mega-menu-strip">
            <section aria-labelledby={`${panelId}-popular`}>
              <h2 id={`${panelId}-popular`}>{t('menu.mostPopular')}</h2>
              <ul>
                {mostPopular.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to}>{t(item.label)}</Link>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby={`${panelId}-soon`}>
              <h2 id={`${panelId}-soon`}>{t('menu.comingSoon')}</h2>
              <ul>
                {comingSoonTools.map((id) => (
                  <li key={id}>{t(id)}</li>
                ))}
              </ul>
            </section>
            <section aria-labelledby={`${panelId}-features`}>
              <h2 id={`${panelId}-features`}>{t('menu.keyFeatures')}</h2>
              <ul data-testid="countries-key-features">
                {features.map((id) => (
                  <li key={id}>{t(id)}</li>
                ))}
              </ul>
            </section>
          </div>
          <button type="button" className="visually-hidden-focusable" onClick={() => close(true)}>
            {t('header.closeMenu')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
