import type { CountryId } from '@taxatlas/contracts/calculator-catalogue';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../lib/i18n/catalogues';
import { useT } from '../../lib/i18n/use-t';
import { paths } from '../../config/paths';
import { calculatorNameId, findCountry, liveCalculatorsOf } from '../../lib/country-catalogue';
import { useSiteSettings } from '../../lib/site-settings';
import { ShieldIcon } from '../icons';
import { Logo } from './logo';

interface FooterColumn {
  readonly heading: MessageId;
  readonly links: ReadonlyArray<{ readonly to: string; readonly label: MessageId; readonly testId?: string }>;
}

/** A country's column: its live calculators, from the catalogue, then the link to its hub where it has one. */
const calculatorColumn = (country: CountryId, heading: MessageId, hubLink?: MessageId): FooterColumn => ({
  heading,
  links: [
    ...liveCalculatorsOf(country).map((entry) => ({ to: entry.url, label: calculatorNameId(entry.id) as MessageId })),
    ...(hubLink ? [{ to: findCountry(country).url, label: hubLink }] : []),
  ],
});

const columns: readonly FooterColumn[] = [
  calculatorColumn('uk', 'footer.ukCalculators', 'footer.allUk'),
  calculatorColumn('us', 'footer.usCalculators'),
  calculatorColumn('germany', 'footer.germanyCalculators', 'footer.allGermany'),
  {
    heading: 'footer.resources',
    links: [
      { to: paths.blog, label: 'nav.blog' },
      { to: paths.about, label: 'nav.about' },
      { to: paths.contact, label: 'nav.contact', testId: 'footer-contact-link' },
      { to: paths.saved, label: 'nav.saved' },
      { to: paths.systemStatus, label: 'footer.systemStatus' },
    ],
  },
  {
    heading: 'footer.legal',
    links: [
      { to: paths.privacy, label: 'footer.privacy' },
      { to: paths.terms, label: 'footer.terms' },
      { to: paths.disclaimer, label: 'footer.disclaimer' },
      { to: paths.cookies, label: 'footer.cookies' },
    ],
  },
];

export function Footer() {
  const t = useT();
  // GET /api/settings; the pre-rendered HTML and the first render show the defaults until it answers.
  const { siteName, supportEmail } = useSiteSettings();
  // DECISION (product owner): the current year, not the specification's fixed 2024.
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="site-footer-inner">
        <section className="footer-brand" aria-label={siteName}>
          <Logo label={t('header.homeLink')} />
          <p className="footer-trust">
            <ShieldIcon size={18} /> {t('footer.trust')}
          </p>
          <p className="footer-contact">
            {t('footer.supportHeading')}
            <br />
            {t('footer.support')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </p>
        </section>

        {columns.map((column) => (
          <nav key={column.heading} className="footer-links" aria-label={t(column.heading)}>
            <h2>{t(column.heading)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} data-testid={link.testId}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer-bottom">
        <p className="footer-disclaimer">{t('footer.disclaimerText')}</p>
        <p className="footer-copyright">{t('footer.copyright', { year, siteName })}</p>
      </div>
    </footer>
  );
}
