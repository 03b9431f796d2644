import type { UkVatCalculatorResult } from '@taxatlas/tax-engine/uk/vat/vat-calculator';
import { vatRatePercent } from '@taxatlas/tax-engine/uk/vat/vat';
import { useIntl } from 'react-intl';
import { formatMoney } from '../../lib/format';
import { useVatT } from './use-vat-t';
import { VatBars } from './vat-bars';

type Registration = NonNullable<UkVatCalculatorResult['registration']>;
type FlatRate = NonNullable<UkVatCalculatorResult['flatRateScheme']>;

function useDates() {
  const intl = useIntl();
  return {
    day: (date: string) => intl.formatDate(`${date}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }),
    month: (month: string) => intl.formatDate(`${month}-15T12:00:00Z`, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
  };
}

function RegistrationTest({ registration, money }: { registration: Registration; money: (amount: number) => string }) {
  const t = useVatT();
  const dates = useDates();
  const threshold = registration.months.at(-1)?.threshold ?? 0;
  return (
    <section className="vat-facts-section" data-testid="vat-registration">
      <h3>{t('ukVat.registration.title')}</h3>
      <p data-testid="vat-registration-outcome">
        {registration.thresholdExceededIn && registration.notifyBy && registration.effectiveDateOfRegistration
          ? t('ukVat.registration.exceeded', {
              month: dates.month(registration.thresholdExceededIn),
              notifyBy: dates.day(registration.notifyBy),
              effective: dates.day(registration.effectiveDateOfRegistration),
            })
          : t('ukVat.registration.notExceeded')}
      </p>
      <VatBars
        testId="vat-registration-chart"
        title={t('ukVat.registration.chart')}
        bars={registration.months.map((month) => ({
          key: month.month,
          label: dates.month(month.month),
          value: month.rollingTotal,
          text: money(month.rollingTotal),
          highlight: month.exceeded,
        }))}
        marker={{ key: 'threshold', label: t('ukVat.registration.threshold'), value: threshold, text: money(threshold) }}
      />
      <div className="vat-facts-table-wrap">
        <table className="vat-facts-table">
          <thead>
            <tr>
              <th scope="col">{t('ukVat.registration.month')}</th>
              <th scope="col">{t('ukVat.registration.rolling')}</th>
              <th scope="col">{t('ukVat.registration.threshold')}</th>
              <th scope="col">{t('ukVat.registration.over')}</th>
            </tr>
          </thead>
          <tbody>
            {registration.months.map((month) => (
              <tr key={month.month}>
                <td>{dates.month(month.month)}</td>
                <td>{money(month.rollingTotal)}</td>
                <td>{money(month.threshold)}</td>
                <td>{t(month.exceeded ? 'ukVat.registration.yes' : 'ukVat.registration.no')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="vat-facts-source">{t('ukVat.facts.source', { reference: registration.reference })}</p>
    </section>
  );
}

function FlatRateComparison({ scheme, money }: { scheme: FlatRate; money: (amount: number) => string }) {
  const t = useVatT();
  // The rate before the first-year reduction: the limited cost rate or the sector's.
  const baseRate = scheme.flatRatePercent + scheme.firstYearReduction;
  return (
    <section className="vat-facts-section" data-testid="vat-flat-rate">
      <h3>{t('ukVat.frs.title')}</h3>
      <dl className="calculator-facts">
        <div>
          <dt>{t('ukVat.frs.sector')}</dt>
          <dd lang="en">{scheme.sectorName}</dd>
        </div>
        <div>
          <dt>{t('ukVat.frs.limitedCost')}</dt>
          <dd data-testid="vat-limited-cost">
            {t(scheme.limitedCostBusiness ? 'ukVat.frs.limitedCostYes' : 'ukVat.frs.limitedCostNo', {
              limit: money(scheme.limitedCostGoodsLimit),
              rate: baseRate,
            })}
          </dd>
        </div>
        <div>
          <dt>{t('ukVat.frs.flatRate')}</dt>
          <dd data-testid="vat-flat-rate-percent">
            {t('ukVat.frs.flatRateValue', { rate: scheme.flatRatePercent, turnover: money(scheme.turnoverIncludingVat) })}
            {scheme.firstYearReduction > 0 ? ` (${t('ukVat.frs.firstYear', { points: scheme.firstYearReduction })})` : null}
          </dd>
        </div>
        <div>
          <dt>{t('ukVat.frs.flatRateVat')}</dt>
          <dd data-testid="vat-flat-rate-vat">{money(scheme.flatRateVat)}</dd>
        </div>
        <div>
          <dt>{t('ukVat.frs.standardVat')}</dt>
          <dd data-testid="vat-standard-vat">
            {t('ukVat.frs.standardVatValue', {
              output: money(scheme.outputVat),
              input: money(scheme.inputVat),
              net: money(scheme.standardAccountingVat),
            })}
          </dd>
        </div>
        <div>
          <dt>{t(scheme.saving >= 0 ? 'ukVat.frs.saving' : 'ukVat.frs.costs')}</dt>
          <dd data-testid="vat-flat-rate-saving">{money(Math.abs(scheme.saving))}</dd>
        </div>
        <div>
          <dt>{t('ukVat.frs.joining')}</dt>
          <dd>{t(scheme.withinJoiningLimit ? 'ukVat.frs.withinJoining' : 'ukVat.frs.overJoining')}</dd>
        </div>
      </dl>
      <VatBars
        testId="vat-flat-rate-chart"
        title={t('ukVat.frs.chart')}
        bars={[
          {
            key: 'standard',
            label: t('ukVat.frs.chartStandard'),
            value: Math.max(0, scheme.standardAccountingVat),
            text: money(scheme.standardAccountingVat),
          },
          { key: 'flat', label: t('ukVat.frs.chartFlat'), value: scheme.flatRateVat, text: money(scheme.flatRateVat), highlight: true },
        ]}
      />
      <p className="vat-facts-source">{t('ukVat.frs.sources')}:</p>
      <ul className="vat-facts-source">
        {scheme.references.map((reference) => (
          <li key={reference}>{reference}</li>
        ))}
      </ul>
    </section>
  );
}

/** What the result adds to the panel: the rates and thresholds on the date, the registration test, the scheme. */
export default function VatFacts({ result }: { result: UkVatCalculatorResult }) {
  const t = useVatT();
  const dates = useDates();
  const money = (amount: number) => formatMoney(amount, result.currency);
  return (
    <div className="vat-facts" data-testid="vat-facts">
      <dl className="calculator-facts">
        <div>
          <dt>{t('ukVat.facts.rates', { date: dates.day(result.date) })}</dt>
          <dd data-testid="vat-rates">
            {t('ukVat.facts.ratesValue', {
              standard: vatRatePercent('standard', result.date),
              reduced: vatRatePercent('reduced', result.date),
              zero: vatRatePercent('zero', result.date),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('ukVat.facts.thresholds', { date: dates.day(result.date) })}</dt>
          <dd data-testid="vat-thresholds">
            {result.thresholds
              ? t('ukVat.facts.thresholdsValue', {
                  registration: money(result.thresholds.registration),
                  deregistration: money(result.thresholds.deregistration),
                })
              : t('ukVat.facts.thresholdsNone')}
            {result.thresholds ? (
              <span className="vat-facts-source"> {t('ukVat.facts.source', { reference: result.thresholds.reference })}</span>
            ) : null}
          </dd>
        </div>
      </dl>
      {result.registration ? <RegistrationTest registration={result.registration} money={money} /> : null}
      {result.flatRateScheme ? <FlatRateComparison scheme={result.flatRateScheme} money={money} /> : null}
    </div>
  );
}
