import { usFilingStatuses } from '@taxatlas/tax-engine/us/filing-status';
import { usCapitalGainsHeadlines } from '@taxatlas/tax-engine/us/headline-figures';
import { usTaxYears } from '@taxatlas/tax-engine/us/tax-year';
import type { MessageId } from '../../lib/i18n/catalogues';
import { useT } from '../../lib/i18n/use-t';
import { copyAmount, yearOnScreen } from '../../lib/tax-year-copy';
import { CalculatorForm } from '../../components/calculator/calculator-form';
import { CalculatorPage, Explainer } from '../../components/calculator/calculator-page';
import { CalculatorResults } from '../../components/calculator/calculator-results';
import { MoneyInput, SelectField } from '../../components/calculator/form-fields';
import { useFieldProps } from '../../components/calculator/use-field-props';
import { TaxYearNotice } from '../../components/calculator/tax-year-notice';
import { useQueryForm } from '../../components/calculator/use-query-form';
import { capitalGainsAdapter, type CapitalGainsFormField, taxYearInForce } from './capital-gains-form-state';
import { useCalculateUsCapitalGainsQuery } from './us-capital-gains-api';

const labels: Record<CapitalGainsFormField, MessageId> = {
  income: 'capitalGains.form.income',
  shortTerm: 'capitalGains.form.shortTerm',
  longTerm: 'capitalGains.form.longTerm',
  filingStatus: 'calc.filingStatus',
  taxYear: 'calc.taxYear',
};

/** Inputs in the query string: ?income=&short=&long=&status=&year= */
export default function UsCapitalGainsPage() {
  const t = useT();
  const form = useQueryForm(capitalGainsAdapter);
  const { data, error, isFetching } = useCalculateUsCapitalGainsQuery(form.request);
  const field = useFieldProps(form, labels, 'us-capital-gains');
  // The explanation quotes the figures of the year selected in the form.
  const year = yearOnScreen(usTaxYears, form.values.taxYear, taxYearInForce.taxYear);
  const figures = usCapitalGainsHeadlines(year);

  return (
    <CalculatorPage
      country="us"
      name={t('calculator.usCapitalGains')}
      title={t('capitalGains.title')}
      lead={t('capitalGains.lead', { niitRate: figures.niitRate })}
      formHeading={t('calc.formHeading')}
      form={
        <CalculatorForm
          label={t('capitalGains.form.label')}
          submitLabel={t('calc.calculate')}
          submitting={isFetching}
          onSubmit={form.onSubmit}
        >
          <MoneyInput
            {...field('income')}
            name="income"
            prefix="$"
            placeholder={t('capitalGains.form.incomePlaceholder')}
            help={t('capitalGains.form.incomeHelp')}
          />
          <div className="form-row">
            <MoneyInput {...field('shortTerm')} name="short" prefix="$" placeholder="0" help={t('capitalGains.form.shortTermHelp')} />
            <MoneyInput {...field('longTerm')} name="long" prefix="$" placeholder="0" help={t('capitalGains.form.longTermHelp')} />
          </div>
          <div className="form-row">
            <SelectField
              {...field('filingStatus')}
              name="status"
              options={usFilingStatuses.map((status) => ({ value: status, label: t(`results.value.${status}`) }))}
            />
            <SelectField
              {...field('taxYear')}
              name="year"
              options={usTaxYears.map((year) => ({ value: String(year), label: String(year) }))}
            />
          </div>
          <TaxYearNotice choice={taxYearInForce} selectedYear={form.values.taxYear} />
        </CalculatorForm>
      }
      results={
        <CalculatorResults
          result={data}
          title={t('calculator.usCapitalGains')}
          isFetching={isFetching}
          error={error}
          placeholder={t('capitalGains.placeholder')}
        />
      }
    >
      <Explainer id="us-capital-gains-how" title={t('capitalGains.how.title')} disclaimer={t('calc.disclaimer')}>
        <p>{t('capitalGains.how.shortLong')}</p>
        <p>
          {t('capitalGains.how.rates', {
            year,
            lowRate: figures.longTermRates[0],
            middleRate: figures.longTermRates[1],
            highRate: figures.longTermRates[2],
            single: copyAmount(figures.zeroRateLimit.single, 'USD'),
            joint: copyAmount(figures.zeroRateLimit.joint, 'USD'),
          })}
        </p>
        <p>
          {t('capitalGains.how.niit', {
            niitRate: figures.niitRate,
            single: copyAmount(figures.niitThreshold.single, 'USD'),
            joint: copyAmount(figures.niitThreshold.joint, 'USD'),
          })}
        </p>
        <p>{t('capitalGains.how.scope')}</p>
      </Explainer>
    </CalculatorPage>
  );
}
