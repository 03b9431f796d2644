import {
  BankOutlined,
  CalculatorOutlined,
  FlagOutlined,
  GiftOutlined,
  HomeOutlined,
  InfoCircleOutlined,
  PercentageOutlined,
  RiseOutlined,
  SafetyOutlined,
  ThunderboltOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { CalculationResult, SummaryStat } from '@taxatlas/tax-engine/core/result';
import { Button, Card, Tag } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { formatMoney, formatMoneyChange, formatPercent } from '../../lib/format';
import { booleanField, explanationLines, isAllowanceStat, numberField, statTitle, useLabelText } from './result-labels';

/** docs/product.md, "Constants and limits": the allowance card's default reduction threshold. */
const DEFAULT_ALLOWANCE_THRESHOLD = 100000;

const statIcons: Record<string, ReactNode> = {
  wallet: <WalletOutlined />,
  bank: <BankOutlined />,
  safety: <SafetyOutlined />,
  gift: <GiftOutlined />,
  home: <HomeOutlined />,
  percentage: <PercentageOutlined />,
  rise: <RiseOutlined />,
  thunderbolt: <ThunderboltOutlined />,
  flag: <FlagOutlined />,
  calculator: <CalculatorOutlined />,
};

interface StatCardProps {
  readonly stat: SummaryStat;
  readonly currency: string;
  readonly allowanceReduced: boolean | undefined;
  readonly infoOpen: boolean;
  readonly infoId: string;
  readonly onToggleInfo: () => void;
}

function StatCard({ stat, currency, allowanceReduced, infoOpen, infoId, onToggleInfo }: StatCardProps) {
  const t = useT();
  const labelText = useLabelText(currency);
  const title = statTitle(labelText, stat);
  const allowance = isAllowanceStat(stat) && allowanceReduced !== undefined;

  let change: string | undefined;
  if (stat.change !== undefined) {
    if (stat.changeType === 'percentage') change = t('results.stat.percentOfIncome', { percent: formatPercent(stat.change, 1) });
    else if (stat.changeType === 'amount' && stat.change !== 0)
      change = t('results.stat.changeVsStandard', { amount: formatMoneyChange(stat.change, currency) });
  }

  let description: ReactNode = null;
  if (allowance) {
    description = allowanceReduced ? (
      <div className="stat-allowance">
        <Tag color="warning" data-testid="allowance-state">
          {t('results.allowance.reduced')}
        </Tag>
        <Button type="link" size="small" className="stat-more" aria-expanded={infoOpen} aria-controls={infoId} onClick={onToggleInfo}>
          {t('results.allowance.reducedMore')}
        </Button>
      </div>
    ) : (
      <Tag color="success" data-testid="allowance-state">
        {t('results.allowance.standard')}
      </Tag>
    );
  } else if (stat.description) {
    description = labelText(stat.descriptionLabel, stat.description);
  }

  return (
    <Card className="stat-card" data-testid="stat-card" size="small">
      <div className="stat-card-head">
        <span className="stat-card-icon" aria-hidden="true">
          {(stat.icon && statIcons[stat.icon]) ?? <CalculatorOutlined />}
        </span>
        <h3 className="stat-card-title">{title}</h3>
      </div>
      <p className="stat-card-value" data-testid="stat-value">
        {stat.formattedValue}
      </p>
      {change ? <p className="stat-card-change">{change}</p> : null}
      {description ? <div className="stat-card-description">{description}</div> : null}
    </Card>
  );
}

export function OverviewTab({ result }: { result: CalculationResult }) {
  const t = useT();
  const labelText = useLabelText(result.currency);
  const infoId = useId();
  const [infoOpen, setInfoOpen] = useState(false);
  const explanationId = useId();
  const [explanationOpen, setExplanationOpen] = useState(false);
  const explanations = explanationLines(result);
  const allowanceReduced = booleanField(result, 'allowanceReduced');
  const money = (amount: number) => formatMoney(amount, result.currency);

  const standardAllowance = numberField(result, 'standardPersonalAllowance');
  const allowance = numberField(result, 'personalAllowance');
  const threshold = numberField(result, 'allowanceTaperThreshold') ?? DEFAULT_ALLOWANCE_THRESHOLD;
  const adjustedNetIncome = numberField(result, 'adjustedNetIncome') ?? result.inputAmount;

  return (
    <div className="overview-tab">
      <div className="stat-grid">
        {result.summary.map((stat, index) => (
          <StatCard
            key={`${stat.title}-${index}`}
            stat={stat}
            currency={result.currency}
            allowanceReduced={allowanceReduced}
            infoOpen={infoOpen}
            infoId={infoId}
            onToggleInfo={() => setInfoOpen((open) => !open)}
          />
        ))}
      </div>

      {allowanceReduced && infoOpen ? (
        <Card
          id={infoId}
          className="info-card"
          size="small"
          data-testid="allowance-info"
          title={
            <span>
              <InfoCircleOutlined aria-hidden="true" /> {t('results.allowance.infoTitle')}
            </span>
          }
        >
          <p>
            {t('results.allowance.infoText', {
              standard: standardAllowance !== undefined ? money(standardAllowance) : '—',
              threshold: money(threshold),
              income: money(adjustedNetIncome),
              allowance: allowance !== undefined ? money(allowance) : '—',
            })}
          </p>
        </Card>
      ) : null}

      {explanations.length > 0 ? (
        <div className="info-toggle-row">
          <Button
            type="link"
            className="info-toggle"
            icon={<InfoCircleOutlined />}
            aria-expanded={explanationOpen}
            aria-controls={explanationId}
            data-testid="info-toggle"
            onClick={() => setExplanationOpen((open) => !open)}
          >
            {explanationOpen ? t('results.info.hide') : t('results.info.show')}
          </Button>
        </div>
      ) : null}
      {explanations.length > 0 && explanationOpen ? (
        <Card id={explanationId} className="info-card" size="small" data-testid="info-card" title={t('results.info.title')}>
          <ul className="info-lines">
            {explanations.map((line) => (
              <li key={line.text}>{labelText(line.label, line.text)}</li>
            ))}
          </ul>
        </Card>
      ) : null}

      <dl className="overview-totals">
        <div>
          <dt>{t('results.totalTax')}</dt>
          <dd data-testid="total-tax">{money(result.totalTax)}</dd>
        </div>
        {result.netAmount !== undefined ? (
          <div>
            <dt>{t('results.netAmount')}</dt>
            <dd>{money(result.netAmount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('results.effectiveRate')}</dt>
          <dd data-testid="effective-rate">{formatPercent(result.effectiveRate, 2)}</dd>
        </div>
        {result.marginalRate !== undefined ? (
          <div>
            <dt>{t('results.marginalRate')}</dt>
            <dd>{formatPercent(result.marginalRate, 1)}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
