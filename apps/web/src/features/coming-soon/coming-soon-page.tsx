import { calculatorCatalogue } from '../../lib/calculator-catalogue';
import { Link } from 'react-router-dom';
import { useOptionalT, useT } from '../../lib/i18n/use-t';
import { CountryFlag } from '../../components/layout/country-flag';
import { useSiteSettings } from '../../lib/site-settings';
import { ArrowRightIcon, ClockIcon } from '../../components/icons';
import { useCalculatorText } from '../../components/layout/use-localized-countries';
import { useSeo } from '../../components/seo/use-seo';
import { paths } from '../../config/paths';
import { findCountry, liveCalculatorsOf } from '../../lib/country-catalogue';

/**
 * An honest page for a calculator that is not built yet: what it will do, that it is not available, and the
 * live calculators of the same country.
 */
export default function ComingSoonPage({ calculatorId }: { calculatorId: string }) {
  const t = useT();
  const { supportEmail } = useSiteSettings();
  const optionalT = useOptionalT();
  const calculatorText = useCalculatorText();
  const calculator = calculatorCatalogue.find((entry) => entry.id === calculatorId);
  const country = findCountry(calculator?.country ?? 'uk');
  const name = calculator ? calculatorText.name(calculator) : calculatorId;
  const what = optionalT(`comingSoon.what.${calculatorId}`) ?? t('comingSoon.what.default');
  const live = liveCalculatorsOf(country.id);

  useSeo({ title: t('comingSoon.title', { name }), description: `${t('comingSoon.badge')}: ${what}` });

  return (
    <div className="page-container" data-testid="coming-soon" data-calculator={calculatorId}>
      <nav className="breadcrumbs" aria-label={t('common.breadcrumbs')}>
        <Link to={paths.home}>{t('nav.home')}</Link>
        <span aria-hidden="true"> / </span>
        <Link to={country.url}>{t(country.name)}</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{name}</span>
      </nav>
      <header className="page-header">
        <p>
          <span className="badge badge-coming-soon">
            <ClockIcon size={14} />
            &nbsp;{t('comingSoon.badge')}
          </span>
        </p>
        <h1 className="page-header-flag">
          <CountryFlag code={country.flag} size={1.4} />
          {t('comingSoon.title', { name })}
        </h1>
        <p className="page-lead">{t('comingSoon.lead')}</p>
      </header>

      <div className="prose">
        <section className="panel" aria-labelledby="coming-soon-what">
          <h2 id="coming-soon-what" className="card-heading">
            {t('comingSoon.whatTitle')}
          </h2>
          <p>{what}</p>
          <p className="explainer-note">{t('comingSoon.noDate')}</p>
        </section>

        <section aria-labelledby="coming-soon-live">
          <h2 id="coming-soon-live">{t('comingSoon.meanwhileTitle')}</h2>
          {live.length > 0 ? (
            <ul className="calculator-grid">
              {live.map((entry) => (
                <li key={entry.id} className="calculator-tile" data-status={entry.status}>
                  <div>
                    <h3 className="calculator-tile-title">
                      <Link to={entry.url}>{calculatorText.name(entry)}</Link>
                    </h3>
                    <p>{calculatorText.description(entry)}</p>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('comingSoon.noneLive')}</p>
          )}
          <p>
            <Link to={country.url} className="country-more">
              {t('comingSoon.backToHub', { country: t(country.name) })} <ArrowRightIcon size={16} />
            </Link>
          </p>
          <p>
            {t('comingSoon.contact')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </p>
        </section>
      </div>
    </div>
  );
}
