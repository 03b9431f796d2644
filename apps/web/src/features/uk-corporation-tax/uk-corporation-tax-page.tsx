import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import {
  corporationTaxFinancialYears,
  corporationTaxHeadlines,
  corporationTaxSupportedPeriod,
} from '@taxatlas/tax-engine/uk/corporation-tax';
import { copyAmount } from '../../lib/tax-year-copy';
import { usePrerender } from '../../lib/prerender-context';
import { CalculatorForm } from '../../components/calculator/calculator-form';
import { CalculatorPage, Explainer } from '../../components/calculator/calculator-page';
import { CalculatorResults } from '../../components/calculator/calculator-results';
import { describedBy, FormField, MoneyInput } from '../../components/calculator/form-fields';
import { fieldErrorText } from '../../components/calculator/schema-messages';
import { useQueryForm } from '../../components/calculator/use-query-form';
import { TextInput } from '../../components/form/text-input';
import { corporationTaxAdapter, financialYearOf, type CorporationTaxFormField } from './ct-form-state';
import { useCalculateUkCorporationTaxQuery } from './uk-corporation-tax-api';
import { useCorporationTaxT } from './use-ct-t';
import './uk-corporation-tax.css';

// Shown with a result only: not in the page's first load.
const CorporationTaxFacts = lazy(() => import('./ct-facts'));

/** The financial year the explanation quotes: the period's first, when the engine has it, else the latest it has. */
function explainedYear(periodStart: string): number {
  const years = corporationTaxFinancialYears();
  const year = /^\d{4}-\d{2}-\d{2}$/.test(periodStart) ? financialYearOf(periodStart) : Number.NaN;
  return years.includes(year) ? year : years.at(-1)!;
}

export default function UkCorporationTaxPage() {
  const t = useCorporationTaxT();
  const intl = useIntl();
  const form = useQueryForm(corporationTaxAdapter);
  const { data, error, isFetching } = useCalculateUkCorporationTaxQuery(form.request);
  const { values } = form;
  // The default period is the financial year in force today: in pre-rendered HTML that would be the build's.
  const prerendering = usePrerender() !== undefined;
  const periodStart = prerendering ? '' : values.periodStart;
  const periodEnd = prerendering ? '' : values.periodEnd;
  const year = explainedYear(periodStart);
  const figures = corporationTaxHeadlines(year);
  const supported = corporationTaxSupportedPeriod();
  const day = (date: string) => intl.formatDate(`${date}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  const periodHelp = t('ukCt.form.periodHelp', { from: day(supported.from), to: day(supported.to) });
  const field = (name: CorporationTaxFormField, label: string) => ({
    id: `uk-corporation-tax-${name}`,
    label,
    error: fieldErrorText(t, form.errors, name, label),
  });
  const start = field('periodStart', t('ukCt.form.periodStart'));
  const end = field('periodEnd', t('ukCt.form.periodEnd'));
  const associated = field('associated', t('ukCt.form.associated'));

  return (
    <CalculatorPage
      country="uk"
      name={t('ukCt.name')}
      title={t('ukCt.title')}
      lead={t('ukCt.lead')}
      formHeading={t('calc.formHeading')}
      form={
        <CalculatorForm label={t('ukCt.form.label')} submitLabel={t('calc.calculate')} submitting={isFetching} onSubmit={form.onSubmit}>
          <MoneyInput
            {...field('profits', t('ukCt.form.profits'))}
            name="profits"
            prefix="£"
            placeholder={t('ukCt.form.profitsPlaceholder')}
            value={values.profits}
            onChange={(value) => form.onChange('profits', value)}
          />
          <MoneyInput
            {...field('augmented', t('ukCt.form.augmented'))}
            help={t('ukCt.form.augmentedHelp')}
            name="augmented"
            prefix="£"
            value={values.augmented}
            onChange={(value) => form.onChange('augmented', value)}
          />
          <FormField {...associated} help={t('ukCt.form.associatedHelp')}>
            <TextInput
              id={associated.id}
              name="associated"
              inputMode="numeric"
              autoComplete="off"
              value={values.associated}
              invalid={Boolean(associated.error)}
              aria-describedby={describedBy(associated.id, associated.error, t('ukCt.form.associatedHelp'))}
              onChange={(event) => form.onChange('associated', event.target.value)}
            />
          </FormField>
          <div className="form-row">
            <FormField {...start} help={periodHelp}>
              <TextInput
                id={start.id}
                name="start"
                type="date"
                value={periodStart}
                invalid={Boolean(start.error)}
                aria-describedby={describedBy(start.id, start.error, periodHelp)}
                onChange={(event) => form.onChange('periodStart', event.target.value)}
              />
            </FormField>
            <FormField {...end}>
              <TextInput
                id={end.id}
                name="end"
                type="date"
                value={periodEnd}
                invalid={Boolean(end.error)}
                aria-describedby={describedBy(end.id, end.error)}
                onChange={(event) => form.onChange('periodEnd', event.target.value)}
              />
            </FormField>
          </div>
        </CalculatorForm>
      }
      results={
        <CalculatorResults
          result={data}
          title={t('ukCt.name')}
          isFetching={isFetching}
          error={error}
          placeholder={t('ukCt.placeholder')}
          notice={
            data ? (
              <Suspense fallback={null}>
                <CorporationTaxFacts result={data} />
              </Suspense>
            ) : null
          }
        />
      }
    >
      <Explainer id="uk-corporation-tax-how" title={t('ukCt.how.title')} disclaimer={t('calc.disclaimer')}>
        <p>
          {t('ukCt.how.rates', {
            year: String(year),
            mainRate: figures.mainRate,
            smallRate: figures.smallProfitsRate,
            lower: copyAmount(figures.lowerLimit, 'GBP'),
            upper: copyAmount(figures.upperLimit, 'GBP'),
            numerator: figures.marginalReliefFraction.numerator,
            denominator: figures.marginalReliefFraction.denominator,
          })}
        </p>
        <p>{t('ukCt.how.limits')}</p>
        <p>{t('ukCt.how.split')}</p>
        <p>
          {t('ukCt.how.payment', {
            large: copyAmount(figures.largeCompanyProfits, 'GBP'),
            veryLarge: copyAmount(figures.veryLargeCompanyProfits, 'GBP'),
          })}
        </p>
      </Explainer>
    </CalculatorPage>
  );
}
