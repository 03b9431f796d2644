import { CloseOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import { Link } from 'react-router-dom';
import { useT } from '../../app/i18n/use-t';
import { paths } from '../../config/paths';
import { ButtonLink } from '../button-link';
import { LanguageSwitch } from './language-switch';

/** The hamburger menu's drawer; loaded on the first tap so the drawer code is not in the first load. */
export default function MobileMenu({ open, onClose, loginTarget }: { open: boolean; onClose: () => void; loginTarget: string }) {
  const t = useT();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={300}
      title={t('header.menu')}
      closeIcon={<CloseOutlined aria-label={t('header.closeMenu')} />}
      className="mobile-menu"
    >
      <nav aria-label={t('header.mobileNavigation')}>
        <p className="mobile-menu-heading">{t('header.calculators')}</p>
        <ul className="mobile-menu-list">
          <li>
            <Link to={paths.uk.hub}>🇬🇧 {t('country.uk')}</Link>
            <ul>
              <li>
                <Link to={paths.uk.incomeTax}>{t('calculator.ukIncomeTax')}</Link>
              </li>
              <li>
                <Link to={paths.uk.stampDuty}>{t('calculator.ukStampDuty')}</Link>
              </li>
            </ul>
          </li>
          <li>
            <Link to={paths.us.hub}>🇺🇸 {t('country.us')}</Link>
            <ul>
              <li>
                <Link to={paths.us.federalIncomeTax}>{t('calculator.usFederalIncomeTax')}</Link>
              </li>
              <li>
                <Link to={paths.us.stateTax}>{t('calculator.usStateTax')}</Link>
              </li>
              <li>
                <Link to={paths.us.capitalGains}>{t('calculator.usCapitalGains')}</Link>
              </li>
            </ul>
          </li>
          <li>
            <Link to={paths.germany.hub}>🇩🇪 {t('country.germany')}</Link>
            <ul>
              <li>
                <Link to={paths.germany.incomeTax}>{t('calculator.deIncomeTax')}</Link>
              </li>
            </ul>
          </li>
        </ul>
        <ul className="mobile-menu-list">
          <li>
            <Link to={paths.blog}>{t('nav.blog')}</Link>
          </li>
          <li>
            <Link to={paths.about}>{t('nav.about')}</Link>
          </li>
        </ul>
        <div className="mobile-menu-footer">
          <LanguageSwitch tone="light" />
          <ButtonLink to={loginTarget} type="primary" block>
            {t('header.login')}
          </ButtonLink>
        </div>
      </nav>
    </Drawer>
  );
}
