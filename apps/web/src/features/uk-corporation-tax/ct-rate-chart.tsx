import { calculateUkCorporationTax, type UkCorporationTaxResult } from '@taxatlas/tax-engine/uk/corporation-tax';
import { formatMoney } from '../../lib/format';
import { useCorporationTaxT } from './use-ct-t';

const POINTS = 60;
const WIDTH = 320;
const HEIGHT = 160;
const PAD = { left: 36, right: 8, top: 8, bottom: 24 };

/**
 * The effective rate across profits, worked out here with the engine the API runs (same period, same associated
 * companies), so the visitor sees where the small profits rate ends and marginal relief climbs to the main rate.
 */
export function CorporationTaxRateChart({ result }: { result: UkCorporationTaxResult }) {
  const t = useCorporationTaxT();
  const upper = result.financialYears.reduce((sum, part) => sum + part.upperLimit, 0);
  const max = Math.max(upper * 1.5, result.taxableProfits * 1.2, 1);
  const augmentedExtra = result.augmentedProfits - result.taxableProfits;
  const rateAt = (profits: number) =>
    profits <= 0
      ? 0
      : calculateUkCorporationTax({
          taxableProfits: profits,
          augmentedProfits: profits + augmentedExtra,
          associatedCompanies: result.associatedCompanies,
          periodStart: result.periodStart,
          periodEnd: result.periodEnd,
        }).effectiveRate;
  const points = Array.from({ length: POINTS + 1 }, (_, index) => {
    const profits = Math.round((max * index) / POINTS);
    return { profits, rate: rateAt(profits) };
  });
  const topRate = Math.max(...points.map((point) => point.rate), result.effectiveRate, 1);
  const x = (profits: number) => PAD.left + ((WIDTH - PAD.left - PAD.right) * profits) / max;
  const y = (rate: number) => HEIGHT - PAD.bottom - ((HEIGHT - PAD.top - PAD.bottom) * rate) / topRate;
  const line = points.map((point) => `${x(point.profits).toFixed(1)},${y(point.rate).toFixed(1)}`).join(' ');
  const money = (amount: number) => formatMoney(amount, result.currency);
  return (
    <figure className="ct-rate-chart" data-testid="ct-rate-chart">
      <figcaption>{t('ukCt.chart.title')}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('ukCt.chart.description', { max: money(max), rate: result.effectiveRate })}
      >
        <line x1={PAD.left} y1={HEIGHT - PAD.bottom} x2={WIDTH - PAD.right} y2={HEIGHT - PAD.bottom} className="ct-rate-chart-axis" />
        <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={HEIGHT - PAD.bottom} className="ct-rate-chart-axis" />
        <text x={PAD.left - 4} y={y(topRate) + 4} textAnchor="end" className="ct-rate-chart-tick">
          {`${topRate}%`}
        </text>
        <text x={PAD.left - 4} y={HEIGHT - PAD.bottom} textAnchor="end" className="ct-rate-chart-tick">
          0%
        </text>
        <text x={PAD.left} y={HEIGHT - 6} className="ct-rate-chart-tick">
          {money(0)}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" className="ct-rate-chart-tick">
          {money(max)}
        </text>
        <polyline points={line} className="ct-rate-chart-line" />
        <circle cx={x(result.taxableProfits)} cy={y(result.effectiveRate)} r={4} className="ct-rate-chart-dot" />
      </svg>
      <p className="ct-rate-chart-note">{t('ukCt.chart.description', { max: money(max), rate: result.effectiveRate })}</p>
    </figure>
  );
}
