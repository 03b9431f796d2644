import { Column, Pie } from '@ant-design/plots';
import type { CalculationResult } from '@taxatlas/tax-engine/core/result';
import { useOptionalT, useT } from '../../lib/i18n/use-t';
import { chartPalette } from '../../config/theme';
import { formatMoney } from '../../lib/format';
import { DirectorPayCurve } from './director-pay-curve';
import { IncomeCurveChart } from './income-curve-chart';
import { bandLabel, groupLabel, useLabelText } from './result-labels';

const taxOnTop = new Set(['uk-stamp-duty']);

/**
 * Loaded on demand (React.lazy) so the chart library stays out of the first load. The income-tax calculators also
 * get the chart of tax across incomes, whose engine is a chunk of its own.
 */
export default function ChartsTab({ result }: { result: CalculationResult }) {
  const t = useT();
  const optionalT = useOptionalT();
  const labelText = useLabelText(result.currency);
  const money = (amount: number) => formatMoney(amount, result.currency);

  // A purchase tax is paid on top of the price: the split is then price and tax, not income and tax.
  const netAmount =
    result.netAmount ?? (taxOnTop.has(result.calculationType) ? result.inputAmount : Math.max(0, result.inputAmount - result.totalTax));
  const split = [
    { part: optionalT(`results.charts.net.${result.calculationType}`) ?? t('results.charts.takeHome'), value: netAmount },
    ...result.breakdowns.map((group) => ({ part: groupLabel(labelText, group), value: group.totalAmount })),
  ].filter((slice) => slice.value > 0);

  const firstGroup = result.breakdowns[0];
  const bands = (firstGroup?.data ?? []).map((band) => ({ band: bandLabel(labelText, band), amount: band.amount }));

  return (
    <div className="charts-tab">
      <figure className="chart-figure" data-testid="chart-split">
        <figcaption>{t('results.charts.splitTitle')}</figcaption>
        <div className="chart-canvas" role="img" aria-label={split.map((slice) => `${slice.part}: ${money(slice.value)}`).join(', ')}>
          <Pie
            data={split}
            angleField="value"
            colorField="part"
            innerRadius={0.6}
            height={300}
            autoFit
            scale={{ color: { range: [...chartPalette] } }}
            legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
            tooltip={{ items: [{ field: 'value', valueFormatter: (value: number) => money(value) }] }}
            label={false}
          />
        </div>
      </figure>
      {firstGroup ? (
        <figure className="chart-figure" data-testid="chart-bands">
          <figcaption>{t('results.charts.bandsTitle', { group: groupLabel(labelText, firstGroup) })}</figcaption>
          <div className="chart-canvas" role="img" aria-label={bands.map((band) => `${band.band}: ${money(band.amount)}`).join(', ')}>
            <Column
              data={bands}
              xField="band"
              yField="amount"
              height={300}
              autoFit
              style={{ fill: chartPalette[0], maxWidth: 64 }}
              axis={{ y: { labelFormatter: (value: number) => money(value) } }}
              tooltip={{ items: [{ field: 'amount', valueFormatter: (value: number) => money(value) }] }}
            />
          </div>
        </figure>
      ) : null}
      <IncomeCurveChart result={result} />
      <DirectorPayCurve result={result} />
    </div>
  );
}
