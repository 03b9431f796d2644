import { Line } from '@ant-design/plots';
import type { CalculationResult } from '@taxatlas/tax-engine/core/result';
import type { UkDirectorPayResult } from '@taxatlas/tax-engine/uk/director-pay';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { chartPalette } from '../../config/theme';
import { formatMoney } from '../../lib/format';
import type { MessageValues } from '../../lib/i18n/use-t';
import { directorPayCurveDe, directorPayCurveEn, type DirectorPayCurveMessageId } from './director-pay-curve-messages';
import { useLabelText } from './result-labels';

const isDirectorPay = (result: CalculationResult): result is UkDirectorPayResult => result.calculationType === 'uk-director-pay';

function CurveMessages({ children }: { readonly children: ReactNode }) {
  const intl = useIntl();
  const german = intl.locale.startsWith('de');
  const messages = useMemo(() => ({ ...intl.messages, ...(german ? directorPayCurveDe : directorPayCurveEn) }), [intl.messages, german]);
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}

function useCurveT(): (id: DirectorPayCurveMessageId, values?: MessageValues) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

/** "Take-home across salaries": the engine's own curve (a director pay result carries it), the optimum marked. */
export function DirectorPayCurve({ result }: { readonly result: CalculationResult }) {
  if (!isDirectorPay(result) || result.curve.length < 2) return null;
  return (
    <CurveMessages>
      <CurveView result={result} />
    </CurveMessages>
  );
}

function CurveView({ result }: { readonly result: UkDirectorPayResult }) {
  const t = useCurveT();
  const labelText = useLabelText(result.currency);
  const money = (amount: number) => formatMoney(amount, result.currency);
  const first = result.curve[0]!;
  const last = result.curve.at(-1)!;
  const summary = t('directorPayCurve.summary', {
    from: money(first.salary),
    to: money(last.salary),
    points: result.curve.length,
    salary: money(result.optimalSalary),
    takeHome: money(result.takeHome),
    dividendsOnly: money(first.takeHome),
    salaryOnly: money(last.takeHome),
  });
  const takeHomeAt = (salary: number) => result.curve.find((point) => point.salary === salary)?.takeHome;

  return (
    <figure className="chart-figure income-curve" data-testid="chart-director-pay">
      <figcaption>{t('directorPayCurve.title')}</figcaption>
      <p className="income-curve-lead">{t('directorPayCurve.lead', { from: money(first.salary), to: money(last.salary) })}</p>
      <div
        className="chart-canvas"
        role="img"
        aria-label={summary}
        data-points={result.curve.length}
        data-optimal-salary={result.optimalSalary}
      >
        <Line
          data={result.curve}
          xField="salary"
          yField="takeHome"
          height={320}
          autoFit
          scale={{ x: { type: 'linear', nice: false } }}
          style={{ lineWidth: 2, stroke: chartPalette[0] }}
          axis={{ x: { labelFormatter: (value: number) => money(value) }, y: { labelFormatter: (value: number) => money(value) } }}
          tooltip={{
            title: (point: { salary: number }) => money(point.salary),
            items: [{ field: 'takeHome', name: t('directorPayCurve.takeHome'), valueFormatter: (value: number) => money(value) }],
          }}
          annotations={[
            {
              type: 'lineX',
              data: [result.optimalSalary],
              style: { stroke: chartPalette[2], lineWidth: 2, lineDash: [4, 4] },
              label: {
                text: t('directorPayCurve.best', { salary: money(result.optimalSalary) }),
                position: 'top',
                textAlign: 'left',
                dx: 4,
              },
            },
          ]}
        />
      </div>
      <table className="director-pay-thresholds" data-testid="director-pay-thresholds">
        <caption>{t('directorPayCurve.thresholds.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('directorPayCurve.thresholds.threshold')}</th>
            <th scope="col">{t('directorPayCurve.thresholds.salary')}</th>
            <th scope="col">{t('directorPayCurve.thresholds.takeHome')}</th>
            <th scope="col">{t('directorPayCurve.thresholds.law')}</th>
          </tr>
        </thead>
        <tbody>
          {result.thresholds.map((threshold) => {
            const takeHome = takeHomeAt(threshold.salary);
            const best = threshold.salary === result.optimalSalary;
            return (
              <tr key={threshold.kind} data-kind={threshold.kind} data-best={best || undefined}>
                <th scope="row">
                  {labelText(threshold.label, threshold.name)}
                  {best ? ` ${t('directorPayCurve.thresholds.best')}` : ''}
                </th>
                <td>{money(threshold.salary)}</td>
                <td>{takeHome === undefined ? '—' : money(takeHome)}</td>
                <td>{threshold.reference}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </figure>
  );
}
