import { pageDeclarationsOf, type CalculatorEntry, type CountryId } from '@taxatlas/contracts/calculator-catalogue';
import { paths } from '../../config/paths';
import { calculatorCatalogue } from '../../lib/calculator-catalogue';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../lib/i18n/catalogues';
import { useT } from '../../lib/i18n/use-t';
import { CountryFlag } from '../../components/layout/country-flag';
import { CalculatorIcon, CheckIcon, ClockIcon } from '../../components/icons';
import { useCalculatorText } from '../../components/layout/use-localized-countries';
import { useSeo } from '../../components/seo/use-seo';
import { findCountry, isLive } from '../../lib/country-catalogue';
import { calculatorBadge } from '../../lib/countries-menu';
import { supportedYearSpans, type YearSpan } from '../../lib/tax-year-copy';
import { useGetCalculatorsQuery } from './calculators-api';

/** Each hub's lead names the span of years the engine has for the country. */
const hubText: Record<CountryId, { title: MessageId; lead: MessageId; years: YearSpan }> = {
  uk: { title: 'hub.uk.title', lead: 'hub.uk.lead', years: supportedYearSpans.uk },
  us: { title: 'hub.us.title', lead: 'hub.us.lead', years: supportedYearSpans.us },
  germany: { title: 'hub.germany.title', lead: 'hub.germany.lead', years: supportedYearSpans.germany },
};

const badgeMessage = {
  available: 'status.available',
  'coming-soon': 'status.comingSoon',
  beta: 'status.beta',
  unknown: 'status.unknown',
} as const satisfies Record<string, MessageId>;

/**
 * A country's calculators with their true status from GET /api/calculators. Until the answer arrives (or if the
 * API is unreachable) the list published with the site is shown — the same data the API serves.
 */
export default function CountryHubPage({ country: countryId }: { country: CountryId }) {
  const t = useT();
  const calculatorText = useCalculatorText();
  const country = findCountry(countryId);
  const { data, isLoading, isError } = useGetCalculatorsQuery();
  // The API lists every endpoint; a mode of another calculator's page has no tile of its own.
  const source: readonly CalculatorEntry[] = data ? pageDeclarationsOf(data) : calculatorCatalogue;
  const calculators = source.filter((entry) => entry.country === countryId);
  const live = calculators.filter(isLive);
  const planned = calculators.filter((entry) => !isLive(entry));
  const text = hubText[countryId];

  useSeo({ title: t(text.title), description: `${t(text.lead, { ...text.years })} ${t(country.description)}` });

  const tile = (calculator: CalculatorEntry) => {
    const badge = calculatorBadge(calculator.status);
    const name = calculatorText.name(calculator);
    const linked = isLive(calculator);
    return (
      <li
        key={calculator.id}
        className="calculator-tile"
        data-testid="calculator-tile"
        data-status={calculator.status}
        data-calculator={calculator.id}
      >
        <span className="calculator-tile-icon" aria-hidden="true">
          {linked ? <CalculatorIcon size={22} /> : <ClockIcon size={22} />}
        </span>
        <div>
          <h3 className="calculator-tile-title">{linked ? <Link to={calculator.url}>{name}</Link> : name}</h3>
          <p>{calculatorText.description(calculator)}</p>
          <div className="calculator-tile-meta">
            <span className={`badge badge-${badge}`}>{t(badgeMessage[badge])}</span>
            {!linked ? <Link to={calculator.url}>{t('hub.plannedLink', { name })}</Link> : null}
          </div>
        </div>
      </li>
    );
  };

  return (
    <div className="page-container" data-testid={`country-hub-${countryId}`}>
      <nav className="breadcrumbs" aria-label={t('common.breadcrumbs')}>
        <Link to={paths.home}>{t('nav.home')}</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{t(country.name)}</span>
      </nav>
      <header className="page-header">
        <h1 className="page-header-flag">
          <CountryFlag code={country.flag} size={1.4} />
          {t(text.title)}
        </h1>
        <p className="page-lead">{t(text.lead, { ...text.years })}</p>
      </header>

      <p className="hub-status" aria-live="polite">
        {isLoading ? t('hub.statusLoading') : isError ? t('hub.statusError') : ''}
      </p>

      <section aria-labelledby="hub-available">
        <h2 id="hub-available" className="section-title">
          {t('hub.available')}
        </h2>
        {live.length > 0 ? <ul className="calculator-grid">{live.map(tile)}</ul> : <p>{t('hub.noneAvailable')}</p>}
      </section>

      <section aria-labelledby="hub-coming-soon">
        <h2 id="hub-coming-soon" className="section-title">
          {t('hub.comingSoon')}
        </h2>
        {planned.length > 0 ? <ul className="calculator-grid">{planned.map(tile)}</ul> : <p>{t('hub.noneComingSoon')}</p>}
      </section>

      <section aria-labelledby="hub-features" className="panel">
        <h2 id="hub-features" className="card-heading">
          {t('hub.features')}
        </h2>
        <ul className="feature-list" style={{ marginTop: 12 }}>
          {country.features.map((feature) => (
            <li key={feature}>
              <CheckIcon size={16} />
              {t(feature)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
