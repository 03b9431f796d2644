import { Column } from '@ant-design/plots';
import type { UsPayrollTaxResult } from '@taxatlas/tax-engine/us/payroll-tax';
import { chartPalette } from '../../config/theme';
import { formatMoney } from '../../lib/format';
import { usePayrollTaxT } from './use-payroll-tax-t';

/**
 * Each payroll tax split between who pays it, stacked. A chunk of its own (React.lazy in the page), so the chart
 * library loads only once there is a result to draw.
 */
export default function PayrollShareChart({ result }: { readonly result: UsPayrollTaxResult }) {
  const t = usePayrollTaxT();
  const employee = t('usPayrollTax.chart.employee');
  const employer = t('usPayrollTax.chart.employer');
  const bars = [
    { tax: t('usPayrollTax.chart.socialSecurity'), payer: employee, amount: result.socialSecurity },
    { tax: t('usPayrollTax.chart.socialSecurity'), payer: employer, amount: result.employerSocialSecurity },
    { tax: t('usPayrollTax.chart.medicare'), payer: employee, amount: result.medicare },
    { tax: t('usPayrollTax.chart.medicare'), payer: employer, amount: result.employerMedicare },
    { tax: t('usPayrollTax.chart.additionalMedicare'), payer: employee, amount: result.additionalMedicareWithheld },
    { tax: t('usPayrollTax.chart.futa'), payer: employer, amount: result.futa },
  ].filter((bar) => bar.amount > 0);
  const money = (amount: number) => formatMoney(amount, 'USD');

  return (
    <figure className="chart-figure" data-testid="chart-payroll-share">
      <figcaption>{t('usPayrollTax.chart.title')}</figcaption>
      <div className="chart-canvas" role="img" aria-label={bars.map((bar) => `${bar.tax} (${bar.payer}): ${money(bar.amount)}`).join(', ')}>
        <Column
          data={bars}
          xField="tax"
          yField="amount"
          colorField="payer"
          stack
          height={280}
          autoFit
          scale={{ color: { range: [...chartPalette] } }}
          axis={{ y: { labelFormatter: (value: number) => money(value) } }}
          legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
          tooltip={{ items: [{ field: 'amount', valueFormatter: (value: number) => money(value) }] }}
        />
      </div>
    </figure>
  );
}
