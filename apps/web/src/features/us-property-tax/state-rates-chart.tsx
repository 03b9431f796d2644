import { usMedianPropertyTaxRates, usPropertyTaxSurveyYear } from '@taxatlas/tax-engine/us/property-tax';
import { usStateName, type UsStateCode } from '@taxatlas/tax-engine/us/states';
import type { PropertyTaxT } from './use-property-tax-t';

const rowHeight = 14;
const labelWidth = 130;
const barWidth = 200;
const valueWidth = 50;

/**
 * Every state's median effective rate as a horizontal bar, highest first, the visitor's state marked. Plain SVG
 * (attributes, no inline styles, no chart library), so it costs the page nothing to load.
 */
export function StateRatesChart({ state, t, rateText }: { state: string; t: PropertyTaxT; rateText: (rate: number) => string }) {
  const rates = usMedianPropertyTaxRates();
  const max = rates[0]!.rate;
  const height = rates.length * rowHeight;
  const name = (code: UsStateCode) => (code === state ? t('usPropertyTax.chart.yours', { state: usStateName(code) }) : usStateName(code));
  return (
    <figure className="calculator-chart" data-testid="property-tax-state-chart">
      <figcaption>
        <strong>{t('usPropertyTax.chart.title')}</strong>
      </figcaption>
      <svg
        viewBox={`0 0 ${labelWidth + barWidth + valueWidth} ${height}`}
        width="100%"
        role="img"
        aria-label={t('usPropertyTax.chart.title')}
      >
        {rates.map((entry, index) => {
          const y = index * rowHeight;
          const mine = entry.state === state;
          return (
            <g key={entry.state} data-testid={mine ? 'property-tax-chart-yours' : undefined}>
              <text
                x={labelWidth - 4}
                y={y + rowHeight - 4}
                textAnchor="end"
                fontSize="9"
                fontWeight={mine ? 'bold' : 'normal'}
                fill="currentColor"
              >
                {name(entry.state)}
              </text>
              <rect
                x={labelWidth}
                y={y + 2}
                height={rowHeight - 4}
                width={(entry.rate / max) * barWidth}
                fill={mine ? '#d4380d' : '#1677ff'}
              />
              <text x={labelWidth + (entry.rate / max) * barWidth + 3} y={y + rowHeight - 4} fontSize="9" fill="currentColor">
                {rateText(entry.rate)}
              </text>
            </g>
          );
        })}
      </svg>
      <p className="form-field-help">{t('usPropertyTax.chart.caption', { year: String(usPropertyTaxSurveyYear) })}</p>
    </figure>
  );
}
