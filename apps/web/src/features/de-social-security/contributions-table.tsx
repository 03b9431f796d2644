import type { GermanSocialSecurityResult } from '@taxatlas/tax-engine/germany/social-security';
import { formatMoney } from '../../lib/format';
import { useSocialSecurityT } from './use-social-security-t';
import './contributions-table.css';

const branches = ['pension', 'unemployment', 'health', 'care'] as const;

/** Employee beside employer, branch by branch: what the results panel's groups show one after the other. */
export function ContributionsTable({ result }: { readonly result: GermanSocialSecurityResult }) {
  const t = useSocialSecurityT();
  const money = (amount: number) => formatMoney(amount, 'EUR');
  return (
    <div className="calculator-notice" data-testid="contributions-table">
      <h3>{t('deSocial.table.title')}</h3>
      <table className="contributions-table">
        <thead>
          <tr>
            <th scope="col">{t('deSocial.table.branch')}</th>
            <th scope="col">{t('deSocial.table.employee')}</th>
            <th scope="col">{t('deSocial.table.employer')}</th>
          </tr>
        </thead>
        <tbody>
          {branches.map((branch) => (
            <tr key={branch}>
              <th scope="row">{t(`deSocial.branch.${branch}`)}</th>
              <td>{money(result.employee[branch])}</td>
              <td>{money(result.employer[branch])}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('deSocial.branch.levies')}</th>
            <td>{money(0)}</td>
            <td>{money(result.employerLevies.total + result.employerFlatTax)}</td>
          </tr>
          <tr>
            <th scope="row">{t('deSocial.branch.total')}</th>
            <td>{money(result.employee.total)}</td>
            <td>{money(result.employer.total + result.employerLevies.total + result.employerFlatTax)}</td>
          </tr>
        </tbody>
      </table>
      <p>{t('deSocial.employerCost', { amount: money(result.employerTotalCost) })}</p>
    </div>
  );
}
