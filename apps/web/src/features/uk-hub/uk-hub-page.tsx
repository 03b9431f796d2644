import { BankOutlined, CalculatorOutlined, HomeOutlined, LineChartOutlined, PercentageOutlined, SafetyOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../app/i18n/catalogues';
import { useT } from '../../app/i18n/use-t';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';

interface UkCalculator {
  readonly to: string;
  readonly name: MessageId;
  readonly description: MessageId;
  readonly icon: ReactNode;
  readonly available: boolean;
}

/** product-spec.md, "Country routes": the UK hub's calculators and their status. */
const ukCalculators: readonly UkCalculator[] = [
  { to: paths.uk.incomeTax, name: 'calculator.ukIncomeTax', description: 'ukHub.incomeTax', icon: <CalculatorOutlined />, available: true },
  { to: paths.uk.stampDuty, name: 'calculator.ukStampDuty', description: 'ukHub.stampDuty', icon: <HomeOutlined />, available: true },
  { to: paths.uk.vat, name: 'calculator.ukVat', description: 'ukHub.vat', icon: <PercentageOutlined />, available: false },
  {
    to: paths.uk.capitalGains,
    name: 'calculator.ukCapitalGains',
    description: 'ukHub.capitalGains',
    icon: <LineChartOutlined />,
    available: false,
  },
  {
    to: paths.uk.nationalInsurance,
    name: 'calculator.ukNationalInsurance',
    description: 'ukHub.nationalInsurance',
    icon: <SafetyOutlined />,
    available: false,
  },
  {
    to: paths.uk.corporationTax,
    name: 'calculator.ukCorporationTax',
    description: 'ukHub.corporationTax',
    icon: <BankOutlined />,
    available: false,
  },
];

export default function UkHubPage() {
  const t = useT();
  useDocumentTitle(t('ukHub.title'));
  return (
    <div className="page-container">
      <nav className="breadcrumbs" aria-label={t('common.breadcrumbs')}>
        <Link to={paths.home}>{t('nav.home')}</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{t('country.uk')}</span>
      </nav>
      <header className="page-header">
        <h1>
          <span aria-hidden="true">🇬🇧 </span>
          {t('ukHub.title')}
        </h1>
        <p className="page-lead">{t('ukHub.lead')}</p>
      </header>
      <ul className="calculator-grid" aria-label={t('ukHub.listLabel')}>
        {ukCalculators.map((calculator) => (
          <li
            key={calculator.to}
            className={`calculator-tile${calculator.available ? '' : ' calculator-tile-soon'}`}
            data-testid="calculator-tile"
          >
            <span className="calculator-tile-icon" aria-hidden="true">
              {calculator.icon}
            </span>
            <div>
              <h2 className="calculator-tile-title">
                {calculator.available ? <Link to={calculator.to}>{t(calculator.name)}</Link> : t(calculator.name)}
              </h2>
              <p>{t(calculator.description)}</p>
              <Tag color={calculator.available ? 'success' : 'default'}>
                {calculator.available ? t('status.available') : t('status.comingSoon')}
              </Tag>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
