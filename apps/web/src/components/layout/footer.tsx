import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useT } from '../../app/i18n/use-t';
import { paths } from '../../config/paths';
import { Logo } from './logo';

export const SUPPORT_EMAIL = 'support@taxatlas.example';
/** product-spec.md, "What the product does": the footer's copyright year is 2024. */
const COPYRIGHT_YEAR = 2024;

export function Footer() {
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <section className="footer-brand" aria-label="TaxAtlas">
          <Logo label={t('header.homeLink')} />
          <p className="footer-trust">
            <SafetyCertificateOutlined aria-hidden="true" /> {t('footer.trust')}
          </p>
          <p className="footer-contact">
            {t('footer.support')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
        </section>

        <nav className="footer-links" aria-label={t('footer.ukCalculators')}>
          <h2>{t('footer.ukCalculators')}</h2>
          <ul>
            <li>
              <Link to={paths.uk.incomeTax}>{t('calculator.ukIncomeTax')}</Link>
            </li>
            <li>
              <Link to={paths.uk.stampDuty}>{t('calculator.ukStampDuty')}</Link>
            </li>
            <li>
              <Link to={paths.uk.hub}>{t('footer.allUk')}</Link>
            </li>
          </ul>
        </nav>
        <nav className="footer-links" aria-label={t('footer.usCalculators')}>
          <h2>{t('footer.usCalculators')}</h2>
          <ul>
            <li>
              <Link to={paths.us.federalIncomeTax}>{t('calculator.usFederalIncomeTax')}</Link>
            </li>
            <li>
              <Link to={paths.us.stateTax}>{t('calculator.usStateTax')}</Link>
            </li>
            <li>
              <Link to={paths.us.payrollTax}>{t('calculator.usPayrollTax')}</Link>
            </li>
          </ul>
        </nav>
        <nav className="footer-links" aria-label={t('footer.company')}>
          <h2>{t('footer.company')}</h2>
          <ul>
            <li>
              <Link to={paths.germany.hub}>{t('country.germany')}</Link>
            </li>
            <li>
              <Link to={paths.blog}>{t('nav.blog')}</Link>
            </li>
            <li>
              <Link to={paths.about}>{t('nav.about')}</Link>
            </li>
          </ul>
        </nav>
        <nav className="footer-links" aria-label={t('footer.legal')}>
          <h2>{t('footer.legal')}</h2>
          <ul>
            <li>
              <Link to={paths.privacy}>{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to={paths.terms}>{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to={paths.disclaimer}>{t('footer.disclaimer')}</Link>
            </li>
            <li>
              <Link to={paths.cookies}>{t('footer.cookies')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="site-footer-bottom">
        <p className="footer-disclaimer">{t('footer.disclaimerText')}</p>
        <p className="footer-copyright">{t('footer.copyright', { year: COPYRIGHT_YEAR })}</p>
      </div>
    </footer>
  );
}
