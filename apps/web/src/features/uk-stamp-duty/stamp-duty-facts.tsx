import type { UkPropertyTransactionTaxResult } from '@taxatlas/tax-engine/uk/property-transaction-tax';
import { useLabelText } from '../../components/results-panel/result-labels';
import { formatMoney } from '../../lib/format';
import { useT } from '../../lib/i18n/use-t';

/** What the result says about the rate table, reliefs and surcharges, in words. */
export default function StampDutyFacts({ result }: { result: UkPropertyTransactionTaxResult }) {
  const t = useT();
  const labelText = useLabelText(result.currency);
  const money = (amount: number) => formatMoney(amount, result.currency);
  return (
    <dl className="calculator-facts" data-testid="stamp-duty-facts">
      <div>
        <dt>{t('stampDuty.facts.tax')}</dt>
        <dd>
          {labelText(result.taxNameLabel, result.taxName)} ({result.taxCode}) ·{' '}
          {t('stampDuty.facts.taxYear', { year: result.taxYear.replace('-', '/') })}
        </dd>
      </div>
      <div>
        <dt>{t('stampDuty.facts.ratesPeriod')}</dt>
        <dd data-testid="rates-period">{labelText(result.ratesPeriodLabel, result.ratesPeriod)}</dd>
      </div>
      <div>
        <dt>{t('stampDuty.facts.relief')}</dt>
        <dd data-testid="relief">
          {result.reliefApplied === 'first-time-buyer'
            ? t('stampDuty.facts.reliefApplied', { saving: money(result.reliefSaving) })
            : result.reliefNote !== undefined
              ? labelText(result.reliefNoteLabel, result.reliefNote)
              : t('stampDuty.facts.noRelief')}
        </dd>
      </div>
      <div>
        <dt>{t('stampDuty.facts.surcharges')}</dt>
        <dd data-testid="surcharges">
          {result.surcharges.length === 0 ? (
            t('stampDuty.facts.noSurcharges')
          ) : (
            <ul>
              {result.surcharges.map((surcharge) => (
                <li key={surcharge.id}>
                  {labelText(surcharge.label, surcharge.name)} ({surcharge.rate}%): {labelText(surcharge.basisLabel, surcharge.basis)}
                </li>
              ))}
              <li>{t('stampDuty.facts.surchargeAmount', { amount: money(result.surchargeAmount) })}</li>
            </ul>
          )}
        </dd>
      </div>
    </dl>
  );
}
