import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { CalculationResult } from '@taxatlas/tax-engine/core/result';
import { Alert, Card, Spin, Tag } from 'antd';
import type { ReactNode } from 'react';
import { formatMoney, formatMoneyChange } from '../../../lib/format';
import { statTitle, useLabelText } from '../result-labels';
import { compareYears, type FigureChange } from './compare-years';
import type { PreviousYearState } from './previous-year-api';
import { useYearComparisonT } from './use-year-comparison-t';
import './year-comparison.css';

const effectColour = { better: 'success', worse: 'error', neutral: 'default' } as const;

/** "+£190.00 ↑ worse for you": the sign, an arrow and a word carry the change, so it reads without the colour. */
function ChangeCell({ change, text }: { readonly change: FigureChange; readonly text: string }) {
  const t = useYearComparisonT();
  if (change.effect === undefined) return <span className="year-comparison-same">{t('yearComparison.noChange')}</span>;
  return (
    <Tag
      color={effectColour[change.effect]}
      icon={change.change > 0 ? <ArrowUpOutlined /> : <ArrowDownOutlined />}
      data-testid="year-change"
    >
      {text}
      {change.effect === 'neutral' ? null : ` (${t(change.effect === 'better' ? 'yearComparison.better' : 'yearComparison.worse')})`}
    </Tag>
  );
}

const signed = (value: number) => `${value > 0 ? '+' : '-'}${Math.abs(value).toFixed(1)}`;

function Comparison({ result, previous }: { readonly result: CalculationResult; readonly previous: CalculationResult }) {
  const t = useYearComparisonT();
  const labelText = useLabelText(result.currency);
  const comparison = compareYears(result, previous);
  const money = (amount: number) => formatMoney(amount, result.currency);
  const moneyChange = (change: FigureChange) => formatMoneyChange(change.change, result.currency);
  const years = { currentYear: comparison.currentYear, previousYear: comparison.previousYear };
  return (
    <div className="year-comparison" data-testid="year-comparison">
      <p className="year-comparison-lead">{t('yearComparison.lead', years)}</p>
      <table className="year-comparison-table">
        <thead>
          <tr>
            <th scope="col">{t('yearComparison.figure')}</th>
            <th scope="col">{comparison.previousYear}</th>
            <th scope="col">{comparison.currentYear}</th>
            <th scope="col">{t('yearComparison.change')}</th>
          </tr>
        </thead>
        <tbody>
          <tr data-testid="year-comparison-total-tax">
            <th scope="row">{t('results.totalTax')}</th>
            <td>{money(comparison.totalTax.previous)}</td>
            <td>{money(comparison.totalTax.current)}</td>
            <td>
              <ChangeCell change={comparison.totalTax} text={moneyChange(comparison.totalTax)} />
            </td>
          </tr>
          {comparison.netAmount ? (
            <tr data-testid="year-comparison-net-amount">
              <th scope="row">{t('results.netAmount')}</th>
              <td>{money(comparison.netAmount.previous)}</td>
              <td>{money(comparison.netAmount.current)}</td>
              <td>
                <ChangeCell change={comparison.netAmount} text={moneyChange(comparison.netAmount)} />
              </td>
            </tr>
          ) : null}
          {comparison.changedStats.map((entry) => (
            <tr key={`${entry.stat.title}-${entry.stat.formattedValue}`} data-testid="year-comparison-stat">
              <th scope="row">{statTitle(labelText, entry.stat)}</th>
              <td>{entry.previousFormatted}</td>
              <td>{entry.stat.formattedValue}</td>
              <td>
                <ChangeCell
                  change={entry}
                  text={
                    entry.unit === 'percent'
                      ? t('yearComparison.percentPoints', { change: signed(entry.change) })
                      : formatMoneyChange(entry.change, result.currency)
                  }
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {comparison.changedStats.length === 0 ? <p className="year-comparison-note">{t('yearComparison.othersUnchanged')}</p> : null}
    </div>
  );
}

/**
 * The overview's "compared with the previous year" card: the same inputs on the year before, beside this result, with
 * what changed; absent for a calculator with neither years nor dates to step back from.
 */
export function YearComparisonCard({ result, state }: { readonly result: CalculationResult; readonly state: PreviousYearState }) {
  const t = useYearComparisonT();
  if (state.status === 'unavailable') return null;
  const previousYear = state.status === 'ready' ? state.previous.taxYear : undefined;
  let body: ReactNode;
  switch (state.status) {
    case 'ready':
      body = <Comparison result={result} previous={state.previous} />;
      break;
    case 'no-earlier-year':
      body = (
        <p className="year-comparison-note" data-testid="year-comparison-none">
          {t('yearComparison.noEarlierYear', { currentYear: result.taxYear })}
        </p>
      );
      break;
    case 'failed':
      body = <Alert type="warning" showIcon title={t('yearComparison.failed')} />;
      break;
    case 'loading':
      body = <Spin size="small" description={t('yearComparison.loading')} />;
      break;
  }
  return (
    <Card
      className="year-comparison-card"
      size="small"
      data-testid="year-comparison-card"
      title={
        <h3 className="year-comparison-title">
          {previousYear === undefined
            ? t('yearComparison.heading')
            : t('yearComparison.title', { currentYear: result.taxYear, previousYear })}
        </h3>
      }
    >
      {body}
    </Card>
  );
}
