import type { GermanTaxClassChoiceResult } from '@taxatlas/tax-engine/germany/tax-class-choice';
import { formatMoney, formatMoneyChange } from '../../../lib/format';
import { combinationMessageIds } from './couple-form-state';
import { useCoupleT } from './use-couple-t';
import './couple-comparison.css';

const euros = (amount: number) => formatMoney(amount, 'EUR');

/**
 * The four combinations side by side: each partner's net for the period, the couple's, and the year's withheld tax,
 * assessed tax and settlement; then the settlements as bars (plain markup: no chart library for four numbers).
 */
export function CoupleComparison({ result }: { readonly result: GermanTaxClassChoiceResult }) {
  const t = useCoupleT();
  const period = t(`deCouple.period.${result.period}`);
  // The column names, also written beside each figure on a narrow screen, where a row becomes a card.
  const columns = {
    netA: t('deCouple.table.netA'),
    netB: t('deCouple.table.netB'),
    netCouple: t('deCouple.table.netCouple'),
    withheld: t('deCouple.table.withheld'),
    assessed: t('deCouple.table.assessed'),
    settlement: t('deCouple.table.settlement'),
  };
  const name = (combination: GermanTaxClassChoiceResult['combinations'][number]) =>
    t(combinationMessageIds[combination.combination], { factor: combination.factor.toFixed(3) });
  const largest = Math.max(1, ...result.combinations.map((choice) => Math.abs(choice.annual.settlement)));
  const threeFive = result.combinations[0]!;
  const best = result.combinations.reduce((top, choice) => (choice.totalNet > top.totalNet ? choice : top));
  const settlementText = (amount: number) =>
    amount === 0
      ? euros(0)
      : `${formatMoneyChange(amount, 'EUR')} ${t(amount > 0 ? 'deCouple.settlement.backPayment' : 'deCouple.settlement.refund')}`;

  return (
    <div className="couple-comparison card" data-testid="couple-comparison">
      <div className="card-body">
        <div className="couple-table-scroll">
          <table className="couple-table">
            <caption>{t('deCouple.table.caption', { period })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('deCouple.table.combination')}</th>
                <th scope="col">{columns.netA}</th>
                <th scope="col">{columns.netB}</th>
                <th scope="col">{columns.netCouple}</th>
                <th scope="col">{columns.withheld}</th>
                <th scope="col">{columns.assessed}</th>
                <th scope="col">{columns.settlement}</th>
              </tr>
            </thead>
            <tbody>
              {result.combinations.map((choice) => (
                <tr key={choice.combination} data-testid={`couple-row-${choice.combination.replace(/\W+/g, '-')}`}>
                  <th scope="row">{name(choice)}</th>
                  <td data-label={columns.netA}>{euros(choice.partners[0].net)}</td>
                  <td data-label={columns.netB}>{euros(choice.partners[1].net)}</td>
                  <td data-label={columns.netCouple} className={choice === best ? 'couple-best' : undefined}>
                    {euros(choice.totalNet)}
                  </td>
                  <td data-label={columns.withheld}>{euros(choice.annual.withheld)}</td>
                  <td data-label={columns.assessed}>{euros(choice.annual.assessed)}</td>
                  <td data-label={columns.settlement} className={choice.annual.settlement > 0 ? 'couple-back-payment' : 'couple-refund'}>
                    {settlementText(choice.annual.settlement)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="couple-summary" data-testid="couple-summary">
          {threeFive.annual.settlement > 0
            ? t('deCouple.summary', {
                assessed: euros(result.assessment.total),
                bestNet: euros(threeFive.totalNet),
                withheld: euros(threeFive.annual.withheld),
                settlement: euros(threeFive.annual.settlement),
              })
            : t('deCouple.summaryNoBackPayment', { assessed: euros(result.assessment.total) })}
        </p>
        <figure className="couple-bars" data-testid="couple-bars">
          <figcaption>{t('deCouple.chart.title')}</figcaption>
          {result.combinations.map((choice) => (
            <div className="couple-bar-row" key={choice.combination}>
              <span className="couple-bar-name">{name(choice)}</span>
              <span className="couple-bar-track" aria-hidden="true">
                <span
                  className={`couple-bar ${choice.annual.settlement > 0 ? 'couple-bar-back-payment' : 'couple-bar-refund'}`}
                  style={{ width: `${(Math.abs(choice.annual.settlement) / largest) * 100}%` }}
                />
              </span>
              <span className="couple-bar-value">{settlementText(choice.annual.settlement)}</span>
            </div>
          ))}
        </figure>
      </div>
    </div>
  );
}
