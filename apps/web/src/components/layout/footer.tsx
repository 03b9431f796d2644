import { Link } from 'react-router-dom';
import type { MessageId } from '../../lib/i18n/catalogues';
import { useT } from '../../lib/i18n/use-t';
import { paths } from '../../config/paths';
import { useSiteSettings } from '../../lib/site-settings';
import { ShieldIcon } from '../icons';
import { Logo } from './logo';

interface FooterColumn {
  readonly heading: MessageId;
  readonly links: ReadonlyArray<{ readonly to: string; readonly label: MessageId; readonly testId?: string }>;
}

const columns: readonly FooterColumn[] = [
  {
    heading: 'footer.ukCalculators',
    links: [
      { to: paths.uk.incomeTax, label: 'catalogue.uk-income-tax.name' },
      { to: paths.uk.stampDuty, label: 'catalogue.uk-stamp-duty.name' },
      { to: paths.uk.hub, label: 'footer.allUk' },
    ],
  },
  {
    heading: 'footer.usCalculators',
    links: [
      { to: paths.us.federalIncomeTax, label: 'catalogue.us-federal-tax.name' },
      { to: paths.us.stateTax, label: 'catalogue.us-state-tax.name' },
      { to: paths.us.capitalGains, label: 'catalogue.us-capital-gains.name' },
      { to: paths.us.takeHome, label: 'catalogue.us-take-home.name' },
      { to: paths.us.payrollTax, label: 'catalogue.us-payroll-tax.name' },
    ],
  },
  {
    heading: 'footer.germanyCalculators',
    links: [
      { to: paths.germany.incomeTax, label: 'catalogue.de-income-tax.name' },
      { to: paths.germany.hub, label: 'footer.allGermany' },
    ],
  },
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
