import type { UkCorporationTaxResult } from '@taxatlas/tax-engine/uk/corporation-tax';
import { useIntl } from 'react-intl';
import { formatMoney } from '../../lib/format';
import { CorporationTaxRateChart } from './ct-rate-chart';
import { useCorporationTaxT } from './use-ct-t';

/** What the result adds to the panel: each financial year's part, the payment dates, the effective-rate chart. */
export default function CorporationTaxFacts({ result }: { result: UkCorporationTaxResult }) {
  const t = useCorporationTaxT();
  const intl = useIntl();
  const day = (date: string) => intl.formatDate(`${date}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  const money = (amount: number) => formatMoney(amount, result.currency);
  const lastInstalment = result.instalments.at(-1);
  return (
    <div className="ct-facts" data-testid="ct-facts">
      <section className="ct-facts-section">
        <h3>{t('ukCt.facts.years')}</h3>
        <div className="ct-facts-table-wrap">
          <table className="ct-facts-table" data-testid="ct-years">
            <thead>
              <tr>
                <th scope="col">{t('ukCt.facts.fy')}</th>
                <th scope="col">{t('ukCt.facts.part')}</th>
                <th scope="col">{t('ukCt.facts.profits')}</th>
                <th scope="col">{t('ukCt.facts.limits')}</th>
                <th scope="col">{t('ukCt.facts.rate')}</th>
                <th scope="col">{t('ukCt.facts.relief')}</th>
                <th scope="col">{t('ukCt.facts.tax')}</th>
              </tr>
            </thead>
            <tbody>
              {result.financialYears.map((part) => (
                <tr key={part.financialYear}>
                  <th scope="row">{t('ukCt.facts.fyName', { year: String(part.financialYear) })}</th>
                  <td>{t('ukCt.facts.partValue', { from: day(part.from), to: day(part.to), days: part.days })}</td>
                  <td>{money(part.taxableProfits)}</td>
                  <td>{t('ukCt.facts.limitsValue', { lower: money(part.lowerLimit), upper: money(part.upperLimit) })}</td>
                  <td>{t(`ukCt.facts.rate.${part.rateApplied}`, { rate: part.rate })}</td>
                  <td>{money(part.marginalRelief)}</td>
                  <td>{money(part.tax)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="ct-facts-section" data-testid="ct-payment">
        <h3>{t('ukCt.facts.payment')}</h3>
        {lastInstalment ? (
          <>
            <p>
              {t(result.companySize === 'large' ? 'ukCt.facts.instalments.large' : 'ukCt.facts.instalments.very-large', {
                date: day(lastInstalment.dueDate),
              })}
            </p>
            <table className="ct-facts-table" data-testid="ct-instalments">
              <thead>
                <tr>
                  <th scope="col">{t('ukCt.facts.instalment')}</th>
                  <th scope="col">{t('ukCt.facts.dueDate')}</th>
                  <th scope="col">{t('ukCt.facts.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {result.instalments.map((instalment) => (
                  <tr key={instalment.number}>
                    <th scope="row">{instalment.number}</th>
                    <td>{day(instalment.dueDate)}</td>
                    <td>{money(instalment.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : (
          <p data-testid="ct-due-date">{t('ukCt.facts.normalDue', { date: day(result.normalDueDate) })}</p>
        )}
      </section>
      <CorporationTaxRateChart result={result} />
    </div>
  );
}
