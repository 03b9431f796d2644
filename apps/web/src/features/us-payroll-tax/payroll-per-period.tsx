import type { UsPayrollTaxResult } from '@taxatlas/tax-engine/us/payroll-tax';
import { Card } from '../../components/ui/card';
import './payroll-per-period.css';
import { formatMoney } from '../../lib/format';
import type { PayrollTaxT } from './use-payroll-tax-t';

/** One paycheck: gross pay, what is withheld from it, and what is left. */
export function PayrollPerPeriod({ result, t }: { readonly result: UsPayrollTaxResult; readonly t: PayrollTaxT }) {
  const period = result.perPeriod;
  const rows = [
    ['usPayrollTax.perPeriod.wages', period.wages],
    ['usPayrollTax.perPeriod.socialSecurity', -period.socialSecurity],
    ['usPayrollTax.perPeriod.medicare', -period.medicare],
    ['usPayrollTax.perPeriod.additionalMedicare', -period.additionalMedicareWithheld],
    ['usPayrollTax.perPeriod.withholding', -period.federalIncomeTaxWithholding],
    ['usPayrollTax.perPeriod.netPay', period.netPay],
  ] as const;
  return (
    <Card heading={<h2>{t('usPayrollTax.perPeriod.title')}</h2>} className="payroll-per-period">
      <dl className="per-period-list" data-testid="payroll-per-period">
        {rows.map(([id, amount]) => (
          <div key={id} className="per-period-row">
            <dt>{t(id)}</dt>
            <dd>{formatMoney(amount, 'USD')}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
