import { ArrowRightOutlined, CheckCircleOutlined, GlobalOutlined, LockOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../app/i18n/catalogues';
import { useT } from '../../app/i18n/use-t';
import { ButtonLink } from '../../components/button-link';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';

interface CountryTeaser {
  readonly id: 'uk' | 'us' | 'germany';
  readonly flag: string;
  readonly name: MessageId;
  readonly description: MessageId;
  readonly hub: string;
  readonly active: boolean;
  readonly calculators: ReadonlyArray<{ readonly to: string; readonly name: MessageId; readonly available: boolean }>;
}

const countries: readonly CountryTeaser[] = [
  {
    id: 'uk',
    flag: '🇬🇧',
    name: 'country.uk',
    description: 'home.country.uk',
    hub: paths.uk.hub,
    active: true,
    calculators: [
      { to: paths.uk.incomeTax, name: 'calculator.ukIncomeTax', available: true },
      { to: paths.uk.stampDuty, name: 'calculator.ukStampDuty', available: true },
      { to: paths.uk.vat, name: 'calculator.ukVat', available: false },
    ],
  },
  {
    id: 'us',
    flag: '🇺🇸',
    name: 'country.us',
    description: 'home.country.us',
    hub: paths.us.hub,
    active: true,
    calculators: [
      { to: paths.us.federalIncomeTax, name: 'calculator.usFederalIncomeTax', available: true },
      { to: paths.us.stateTax, name: 'calculator.usStateTax', available: true },
      { to: paths.us.capitalGains, name: 'calculator.usCapitalGains', available: true },
    ],
  },
  {
    id: 'germany',
    flag: '🇩🇪',
    name: 'country.germany',
    description: 'home.country.germany',
    hub: paths.germany.hub,
    active: false,
    calculators: [
      { to: paths.germany.incomeTax, name: 'calculator.deIncomeTax', available: false },
      { to: paths.germany.vat, name: 'calculator.deVat', available: false },
      { to: paths.germany.socialSecurity, name: 'calculator.deSocialSecurity', available: false },
    ],
  },
];

const features: ReadonlyArray<{ readonly icon: React.ReactNode; readonly title: MessageId; readonly text: MessageId }> = [
  { icon: <CheckCircleOutlined />, title: 'home.feature.accurate.title', text: 'home.feature.accurate.text' },
  { icon: <GlobalOutlined />, title: 'home.feature.countries.title', text: 'home.feature.countries.text' },
  { icon: <LockOutlined />, title: 'home.feature.private.title', text: 'home.feature.private.text' },
];

export default function HomePage() {
  const t = useT();
  useDocumentTitle(t('home.documentTitle'));
  return (
    <div className="home-page">
      <section className="hero" aria-labelledby="home-title">
        <div className="hero-inner">
          <p className="hero-eyebrow">{t('home.eyebrow')}</p>
          <h1 id="home-title">{t('home.title')}</h1>
          <p className="hero-lead">{t('home.lead')}</p>
          <div className="hero-actions">
            <ButtonLink to={paths.uk.incomeTax} type="primary" size="large" icon={<ArrowRightOutlined />} iconPlacement="end">
              {t('home.cta.ukIncomeTax')}
            </ButtonLink>
            <ButtonLink to={paths.us.federalIncomeTax} size="large" ghost>
              {t('home.cta.usFederal')}
            </ButtonLink>
          </div>
          <p className="hero-trust">
            <SafetyCertificateOutlined aria-hidden="true" /> {t('footer.trust')}
          </p>
        </div>
      </section>

      <section className="page-container" aria-labelledby="home-countries">
        <h2 id="home-countries" className="section-title">
          {t('home.countries.title')}
        </h2>
        <div className="country-grid">
          {countries.map((country) => (
            <article key={country.id} className="country-card" data-testid={`country-card-${country.id}`}>
              <header className="country-card-header">
                <span className="country-flag" aria-hidden="true">
                  {country.flag}
                </span>
                <h3>
                  <Link to={country.hub}>{t(country.name)}</Link>
                </h3>
                <Tag color={country.active ? 'success' : 'default'}>{country.active ? t('status.active') : t('status.comingSoon')}</Tag>
              </header>
              <p className="country-description">{t(country.description)}</p>
              <ul className="country-calculators">
                {country.calculators.map((calculator) => (
                  <li key={calculator.to}>
                    <Link to={calculator.to}>{t(calculator.name)}</Link>
                    {calculator.available ? null : <span className="soon-label">{t('status.comingSoon')}</span>}
                  </li>
                ))}
              </ul>
              <Link to={country.hub} className="country-more">
                {t('home.countries.viewAll', { country: t(country.name) })} <ArrowRightOutlined aria-hidden="true" />
              </Link>
            </article>
          ))}
        </div>
      </section>

      <section className="page-container" aria-labelledby="home-features">
        <h2 id="home-features" className="section-title">
          {t('home.features.title')}
        </h2>
        <div className="feature-grid">
          {features.map((feature) => (
            <div key={feature.title} className="feature">
              <span className="feature-icon" aria-hidden="true">
                {feature.icon}
              </span>
              <h3>{t(feature.title)}</h3>
              <p>{t(feature.text)}</p>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
