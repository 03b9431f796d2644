import type { CalculatorEntry } from '@taxatlas/contracts/calculator-catalogue';
import { calculatorCatalogue } from '../../lib/calculator-catalogue';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../lib/i18n/catalogues';
import { useT } from '../../lib/i18n/use-t';
import { CountryFlag } from '../../components/layout/country-flag';
import { ArrowRightIcon, CalculatorIcon, CheckIcon, ShieldIcon, StarIcon } from '../../components/icons';
import { useCalculatorText } from '../../components/layout/use-localized-countries';
import { useSeo } from '../../components/seo/use-seo';
import { paths } from '../../config/paths';
import { countries, isLive } from '../../lib/country-catalogue';

/** The calculators the home page puts first, by catalogue id. */
const popularIds = ['uk-income-tax', 'us-federal-tax', 'uk-stamp-duty', 'us-state-tax', 'de-income-tax', 'us-take-home'] as const;

const reasons: ReadonlyArray<{ readonly icon: React.ReactNode; readonly title: MessageId; readonly text: MessageId }> = [
  { icon: <ShieldIcon size={24} />, title: 'landing.why.official.title', text: 'landing.why.official.text' },
  { icon: <CalculatorIcon size={24} />, title: 'landing.why.transparent.title', text: 'landing.why.transparent.text' },
  { icon: <CheckIcon size={24} />, title: 'landing.why.private.title', text: 'landing.why.private.text' },
  { icon: <StarIcon size={24} />, title: 'landing.why.free.title', text: 'landing.why.free.text' },
];

export default function HomePage() {
  const t = useT();
  const calculatorText = useCalculatorText();
  useSeo({ title: t('landing.documentTitle'), description: t('landing.description') });
  const popular = popularIds
    .map((id) => calculatorCatalogue.find((entry) => entry.id === id))
    .filter((entry): entry is CalculatorEntry => entry !== undefined && isLive(entry));

  return (
    <div className="home-page">
      <section className="hero" aria-labelledby="home-title">
        <div className="hero-inner">
          <p className="hero-eyebrow">{t('landing.eyebrow')}</p>
          <h1 id="home-title">{t('landing.title')}</h1>
          <p className="hero-lead">{t('landing.lead')}</p>
          <div className="hero-actions">
            <Link to={paths.uk.incomeTax} className="btn btn-accent btn-lg">
              {t('landing.ctaPrimary')} <ArrowRightIcon size={18} />
            </Link>
            <a href="#home-countries" className="btn btn-ghost btn-lg">
              {t('landing.ctaSecondary')}
            </a>
          </div>
          <p className="hero-trust">
            <ShieldIcon size={18} /> {t('footer.trust')}
          </p>
        </div>
      </section>

      <section className="page-container" aria-labelledby="home-countries">
        <h2 id="home-countries" className="section-title">
          {t('landing.countriesTitle')}
        </h2>
        <p className="section-lead">{t('landing.countriesLead')}</p>
        <div className="country-grid">
          {countries.map((country) => {
            const live = country.calculators.filter(isLive);
            return (
              <article key={country.id} className="country-card" data-testid={`country-card-${country.id}`}>
                <header className="country-card-header">
                  <CountryFlag code={country.flag} size={1.2} />
                  <h3>
                    <Link to={country.url}>{t(country.name)}</Link>
                  </h3>
                  <span className={`badge badge-${country.status}`}>
                    {country.status === 'active' ? t('status.active') : t('status.comingSoon')}
                  </span>
                </header>
                <p className="country-description">{t(country.description)}</p>
                <ul className="country-calculators">
                  {live.map((calculator) => (
                    <li key={calculator.id}>
                      <Link to={calculator.url}>{calculatorText.name(calculator)}</Link>
                    </li>
                  ))}
                </ul>
                <p className="mobile-country-count">
                  {t('countries.calculatorCount', { available: live.length, total: country.calculators.length })}
                </p>
                <Link to={country.url} className="country-more">
                  {t('landing.viewCountry', { country: t(country.name) })} <ArrowRightIcon size={16} />
                </Link>
              </article>
            );
          })}
        </div>
      </section>

      <section className="page-container" aria-labelledby="home-popular">
        <h2 id="home-popular" className="section-title">
          {t('landing.popularTitle')}
        </h2>
        <ul className="calculator-grid">
          {popular.map((calculator) => (
            <li key={calculator.id} className="calculator-tile" data-status={calculator.status}>
              <span className="calculator-tile-icon" aria-hidden="true">
                <CountryFlag code={countries.find((country) => country.id === calculator.country)?.flag ?? 'gb'} />
              </span>
              <div>
                <h3 className="calculator-tile-title">
                  <Link to={calculator.url}>{calculatorText.name(calculator)}</Link>
                </h3>
                <p>{calculatorText.description(calculator)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="page-container" aria-labelledby="home-why">
        <h2 id="home-why" className="section-title">
          {t('landing.whyTitle')}
        </h2>
        <div className="feature-grid feature-grid-4">
          {reasons.map((reason) => (
            <div key={reason.title} className="feature">
              <span className="feature-icon">{reason.icon}</span>
              <h3>{t(reason.title)}</h3>
              <p>{t(reason.text)}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="page-container" aria-labelledby="home-guides">
        <div className="panel guides-banner">
          <div>
            <h2 id="home-guides">{t('landing.guidesTitle')}</h2>
            <p>{t('landing.guidesText')}</p>
          </div>
          <Link to={paths.blog} className="btn btn-primary">
            {t('landing.guidesLink')}
          </Link>
        </div>
      </section>
    </div>
  );
}
