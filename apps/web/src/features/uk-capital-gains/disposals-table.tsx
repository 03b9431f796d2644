import type { UkCapitalGainsResult } from '@taxatlas/tax-engine/uk/capital-gains';
import { useIntl } from 'react-intl';
import { formatMoney } from '../../lib/format';
import { useCapitalGainsT } from './use-capital-gains-t';

const middayOf = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/**
 * One row per disposal of the result: its rates on its own date (a relief's rate, or the pair within and above the
 * basic rate band), its share of the tax and when it is due — 60 days after completion for UK residential property
 * with tax to pay, else the Self Assessment date. The panel's breakdown shows the same tax by rate band.
 */
export function DisposalsTable({ result }: { readonly result: UkCapitalGainsResult }) {
  const t = useCapitalGainsT();
  const money = (amount: number) => formatMoney(amount, result.currency);
  const intl = useIntl();
  const date = (isoDate: string) => intl.formatDate(middayOf(isoDate), { dateStyle: 'long', timeZone: 'UTC' });
  const rates = (disposal: UkCapitalGainsResult['disposals'][number]) => {
    if (disposal.gain <= 0) return '–';
    const main = `${disposal.lowerRate}% / ${disposal.higherRate}%`;
    if (disposal.reliefRate === null) return main;
    // Above the relief's lifetime limit the rest of the gain is charged at the main rates.
    return disposal.reliefGain < disposal.gain ? `${disposal.reliefRate}% + ${main}` : `${disposal.reliefRate}%`;
  };
  return (
    <div className="calculator-disposals">
      <table className="guide-table" data-testid="cgt-disposals">
        <caption>{t('ukCgt.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ukCgt.table.number')}</th>
            <th scope="col">{t('ukCgt.table.date')}</th>
            <th scope="col">{t('ukCgt.table.asset')}</th>
            <th scope="col">{t('ukCgt.table.gain')}</th>
            <th scope="col">{t('ukCgt.table.rates')}</th>
            <th scope="col">{t('ukCgt.table.tax')}</th>
            <th scope="col">{t('ukCgt.table.reportBy')}</th>
          </tr>
        </thead>
        <tbody>
          {result.disposals.map((disposal) => (
            <tr key={disposal.index}>
              <td>{disposal.index + 1}</td>
              <td>{date(disposal.disposalDate)}</td>
              <td>{t(`ukCgt.asset.${disposal.assetType}`)}</td>
              <td>{money(disposal.gain)}</td>
              <td>{rates(disposal)}</td>
              <td>{money(disposal.tax)}</td>
              <td data-testid="cgt-due-date">
                {disposal.propertyReturnDueDate
                  ? date(disposal.propertyReturnDueDate)
                  : disposal.tax > 0
                    ? t('ukCgt.table.selfAssessment', { date: middayOf(result.selfAssessmentPaymentDate) })
                    : '–'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
