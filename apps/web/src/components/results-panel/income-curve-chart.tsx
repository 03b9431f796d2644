import { DualAxes } from '@ant-design/plots';
import type { CalculationResult } from '@taxatlas/tax-engine/core/result';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { api, type ApiState } from '../../lib/api';
import { taxCurveDe, taxCurveEn, type TaxCurveMessageId } from '../../lib/i18n/public-catalogue/tax-curve';
import type { MessageValues } from '../../lib/i18n/use-t';
import { chartPalette } from '../../config/theme';
import { formatMoney, formatRate } from '../../lib/format';
import { incomeCurveCalculators, requestOfResult, type LoadIncomeSampler } from './income-curve-source';
import { bandOfPoint, highestBand, incomeIndex, marginalBands, tableIndexes, taxCurve, type TaxCurve } from './tax-curve';
import './income-curve-chart.css';

/** This chart's messages arrive with its chunk: they are added to the app's for its subtree only. */
export function TaxCurveMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const german = intl.locale.startsWith('de');
  const messages = useMemo(() => ({ ...intl.messages, ...(german ? taxCurveDe : taxCurveEn) }), [intl.messages, german]);
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}

function useCurveT(): (id: TaxCurveMessageId, values?: MessageValues) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

/** £60K, US$1.2M: axis labels, in the display locale results use (lib/format.ts). */
function compactMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 }).format(amount);
}

/** The name of the performance entry each curve's computation leaves. */
export const TAX_CURVE_MEASURE = 'taxatlas:tax-curve';

/**
 * A User Timing entry per curve, which `npm run bench` reads (benchmarks/web-metrics.mjs) and a browser's profiler
 * shows. Measuring never stops the chart: browsers (and jsdom) without `performance.measure` just skip it.
 */
function recordCurveTiming(started: number, detail: { readonly calculationType: string; readonly points: number }): void {
  try {
    performance.measure(TAX_CURVE_MEASURE, { start: started, detail });
  } catch {
    // No User Timing Level 3 here.
  }
}

type CurveState = { readonly status: 'loading' } | { readonly status: 'ready'; readonly curve: TaxCurve } | { readonly status: 'failed' };

/**
 * "Tax across incomes": take-home pay and the marginal rate from 0 to 3 × the entered income, the other inputs as in
 * `result`, computed in the browser by the calculator's engine function. Nothing for calculators without one.
 */
export function IncomeCurveChart({ result }: { readonly result: CalculationResult }) {
  const load = incomeCurveCalculators[result.calculationType];
  const request = useSelector((state: ApiState) => requestOfResult(state[api.reducerPath].queries, result));
  if (!load || request === undefined) return null;
  return (
    <TaxCurveMessages>
      <IncomeCurveFigure result={result} request={request} load={load} />
    </TaxCurveMessages>
  );
}

export interface IncomeCurveFigureProps {
  readonly result: CalculationResult;
  /** The API request `result` answers. */
  readonly request: unknown;
  readonly load: LoadIncomeSampler;
}

export function IncomeCurveFigure({ result, request, load }: IncomeCurveFigureProps) {
  const t = useCurveT();
  const [state, setState] = useState<{ readonly for: CalculationResult; readonly curve: CurveState } | undefined>(undefined);

  useEffect(() => {
    let current = true;
    load(request, result)
      .then((sample) => {
        const started = performance.now();
        const curve = taxCurve(sample, sample.enteredIncome ?? result.inputAmount);
        recordCurveTiming(started, { calculationType: result.calculationType, points: curve.points.length });
        if (current) setState({ for: result, curve: { status: 'ready', curve } });
      })
      .catch((error: unknown) => {
        console.warn('Tax across incomes:', error);
        if (current) setState({ for: result, curve: { status: 'failed' } });
      });
    return () => {
      current = false;
    };
  }, [load, request, result]);

  const curve: CurveState = state?.for === result ? state.curve : { status: 'loading' };
  return (
    <figure className="chart-figure income-curve" data-testid="chart-income-curve" aria-busy={curve.status === 'loading'}>
      <figcaption>{t('taxCurve.title')}</figcaption>
      {curve.status === 'ready' ? (
        <CurveView curve={curve.curve} currency={result.currency} />
      ) : curve.status === 'failed' ? (
        <p role="alert">{t('taxCurve.failed')}</p>
      ) : (
        <p className="income-curve-loading">{t('taxCurve.loading')}</p>
      )}
    </figure>
  );
}

function CurveView({ curve, currency }: { readonly curve: TaxCurve; readonly currency: string }) {
  const t = useCurveT();
  const money = (amount: number) => formatMoney(amount, currency);
  const takeHomeName = t('taxCurve.takeHome');
  const rateName = t('taxCurve.marginalRate');
  const bands = marginalBands(curve);
  const atIncome = incomeIndex(curve);
  const highest = highestBand(bands);
  const summary = t('taxCurve.summary', {
    from: money(0),
    to: money(curve.top),
    points: curve.points.length,
    income: money(curve.income),
    takeHome: money(curve.points[atIncome]!.takeHome),
    rate: formatRate(bandOfPoint(bands, atIncome).rate),
    highest: formatRate(highest.rate),
    highestFrom: money(highest.from),
    highestTo: money(highest.to),
  });

  return (
    <>
      <p className="income-curve-lead">{t('taxCurve.lead', { from: money(0), to: money(curve.top) })}</p>
      <div
        className="chart-canvas"
        role="img"
        aria-label={summary}
        data-points={curve.points.length}
        data-income={curve.income}
        data-top={curve.top}
      >
        <DualAxes
          data={curve.points}
          xField="income"
          height={320}
          autoFit
          scale={{ x: { type: 'linear', nice: false, domain: [0, curve.top] } }}
          axis={{ x: { labelFormatter: (value: number) => compactMoney(value, currency) } }}
          legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
          tooltip={{ title: (point: { income: number }) => money(point.income) }}
          annotations={[
            {
              type: 'lineX',
              data: [curve.income],
              style: { stroke: chartPalette[2], lineWidth: 2, lineDash: [4, 4] },
              label: { text: t('taxCurve.yourIncome'), position: 'top', textAlign: 'left', dx: 4 },
            },
          ]}
          children={[
            {
              type: 'line',
              yField: 'takeHome',
              colorField: () => takeHomeName,
              scale: { color: { domain: [takeHomeName, rateName], range: [chartPalette[0], chartPalette[4]] } },
              style: { lineWidth: 2 },
              axis: { y: { labelFormatter: (value: number) => compactMoney(value, currency) } },
              tooltip: { items: [{ channel: 'y', name: takeHomeName, valueFormatter: (value: number) => money(value) }] },
            },
            {
              type: 'line',
              yField: 'marginalRate',
              colorField: () => rateName,
              shapeField: 'hv',
              style: { lineWidth: 1.5 },
              scale: { y: { domainMin: 0 } },
              axis: { y: { position: 'right', labelFormatter: (value: number) => `${value}%` } },
              tooltip: { items: [{ channel: 'y', name: rateName, valueFormatter: (value: number) => formatRate(value) }] },
            },
          ]}
        />
      </div>
      <details className="income-curve-table">
        <summary>{t('taxCurve.table.show')}</summary>
        <table data-testid="income-curve-table">
          <caption>{t('taxCurve.table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('taxCurve.table.income')}</th>
              <th scope="col">{t('taxCurve.table.takeHome')}</th>
              <th scope="col">{t('taxCurve.table.tax')}</th>
              <th scope="col">{t('taxCurve.table.marginalRate')}</th>
            </tr>
          </thead>
          <tbody>
            {tableIndexes(curve).map((index) => {
              const point = curve.points[index]!;
              return (
                <tr key={index} data-income={point.income} data-take-home={point.takeHome} data-tax={point.tax}>
                  <th scope="row">{money(point.income)}</th>
                  <td>{money(point.takeHome)}</td>
                  <td>{money(point.tax)}</td>
                  <td>{formatRate(bandOfPoint(bands, index).rate)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
    </>
  );
}
