import { useIntl } from 'react-intl';
import type { IsoDate } from '@taxatlas/tax-engine/core/parameter';
import {
  usAverageLocalRatesAsOf,
  usAverageLocalSalesTaxRate,
  usSalesTaxDirections,
  usSalesTaxSupportedFrom,
  type UsSalesTaxResult,
} from '@taxatlas/tax-engine/us/sales-tax';
import { isUsStateCode, usStates } from '@taxatlas/tax-engine/us/states';
import { usePrerender } from '../../lib/prerender-context';
import { CalculatorForm } from '../../components/calculator/calculator-form';
import { CalculatorPage, Explainer } from '../../components/calculator/calculator-page';
import { CalculatorResults } from '../../components/calculator/calculator-results';
import { describedBy, FormField, MoneyInput, SelectField } from '../../components/calculator/form-fields';
import { fieldErrorText } from '../../components/calculator/schema-messages';
import { useQueryForm } from '../../components/calculator/use-query-form';
import { TextInput } from '../../components/form/text-input';
import { rateText, statewideRateRange } from './rates-copy';
import { salesTaxAdapter, type SalesTaxFormField } from './sales-tax-form-state';
import { useCalculateUsSalesTaxQuery } from './us-sales-tax-api';
import { useSalesTaxT, type SalesTaxT } from './use-sales-tax-t';

type FieldLabelId = Parameters<SalesTaxT>[0];

const labels: Record<SalesTaxFormField, FieldLabelId> = {
  price: 'usSalesTax.form.price',
  state: 'usSalesTax.form.state',
  localRate: 'usSalesTax.form.localRate',
  direction: 'usSalesTax.form.direction',
  date: 'usSalesTax.form.date',
};

/** The date whose rates the explanation quotes: the form's date when the engine has rates for it, else the tables' date. */
function ratesDate(date: string): IsoDate {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= usSalesTaxSupportedFrom ? (date as IsoDate) : usAverageLocalRatesAsOf;
}

function SalesTaxFacts({ result, t, formatDate }: { result: UsSalesTaxResult; t: SalesTaxT; formatDate: (date: string) => string }) {
  const source =
    result.localRateSource === 'average'
      ? t('usSalesTax.facts.localSource.average', { date: formatDate(result.localRateAsOf ?? usAverageLocalRatesAsOf) })
      : t(`usSalesTax.facts.localSource.${result.localRateSource}`);
  return (
    <dl className="calculator-facts" data-testid="sales-tax-facts">
      <div>
        <dt>{t('usSalesTax.facts.rates')}</dt>
        <dd data-testid="sales-tax-rates">
          {t('usSalesTax.facts.ratesValue', {
            stateRate: rateText(result.stateRate),
            localRate: rateText(result.localRate),
            totalRate: rateText(result.totalRate),
          })}
        </dd>
      </div>
      <div>
        <dt>{t('usSalesTax.facts.localSource')}</dt>
        <dd data-testid="sales-tax-local-source">{source}</dd>
      </div>
    </dl>
  );
}

export default function UsSalesTaxPage() {
  const t = useSalesTaxT();
  const intl = useIntl();
  const form = useQueryForm(salesTaxAdapter);
  const { data, error, isFetching } = useCalculateUsSalesTaxQuery(form.request);
  const { values } = form;
  const field = (name: SalesTaxFormField) => {
    const label = t(labels[name]);
    return { id: `us-sales-tax-${name}`, label, error: fieldErrorText(t, form.errors, name, label) };
  };
  const formatDate = (date: string) => intl.formatDate(`${date}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  const list = (items: readonly string[]) => intl.formatList(items, { type: 'conjunction' });
  // The default date is today: in pre-rendered HTML that would be the day of the build.
  const prerendering = usePrerender() !== undefined;
  const date = prerendering ? '' : values.date;
  const shownDate = ratesDate(date);
  const range = statewideRateRange(shownDate);
  const average = isUsStateCode(values.state) ? usAverageLocalSalesTaxRate(values.state, shownDate) : undefined;
  const stateName = usStates.find((state) => state.code === values.state)?.name ?? values.state;
  const localRateField = field('localRate');
  const localRateHelp = t('usSalesTax.form.localRateHelp', {
    state: stateName,
    average: average === undefined ? t('usSalesTax.form.localRateNoAverage') : rateText(average),
  });
  const dateField = field('date');

  return (
    <CalculatorPage
      country="us"
      name={t('catalogue.us-sales-tax.name')}
      title={t('usSalesTax.title')}
      lead={t('usSalesTax.lead')}
      formHeading={t('calc.formHeading')}
      form={
        <CalculatorForm
          label={t('usSalesTax.form.label')}
          submitLabel={t('calc.calculate')}
          submitting={isFetching}
          onSubmit={form.onSubmit}
        >
          <MoneyInput
            {...field('price')}
            name="price"
            prefix="$"
            placeholder={t('usSalesTax.form.pricePlaceholder')}
            value={values.price}
            onChange={(value) => form.onChange('price', value)}
          />
          <div className="form-row">
            <SelectField
              {...field('state')}
              name="state"
              value={values.state}
              options={usStates.map((state) => ({ value: state.code, label: state.name }))}
              onChange={(value) => form.onChange('state', value)}
            />
            <SelectField
              {...field('direction')}
              name="direction"
              value={values.direction}
              options={usSalesTaxDirections.map((direction) => ({ value: direction, label: t(`usSalesTax.direction.${direction}`) }))}
              onChange={(value) => form.onChange('direction', value)}
            />
          </div>
          <FormField {...localRateField} help={localRateHelp}>
            <TextInput
              id={localRateField.id}
              name="local"
              inputMode="decimal"
              placeholder={t('usSalesTax.form.localRatePlaceholder')}
              value={values.localRate}
              invalid={Boolean(localRateField.error)}
              aria-describedby={describedBy(localRateField.id, localRateField.error, localRateHelp)}
              onChange={(event) => form.onChange('localRate', event.target.value)}
            />
          </FormField>
          <FormField {...dateField}>
            <TextInput
              id={dateField.id}
              name="date"
              type="date"
              min={usSalesTaxSupportedFrom}
              value={date}
              invalid={Boolean(dateField.error)}
              aria-describedby={describedBy(dateField.id, dateField.error)}
              onChange={(event) => form.onChange('date', event.target.value)}
            />
          </FormField>
        </CalculatorForm>
      }
      results={
        <CalculatorResults
          result={data}
          title={t('catalogue.us-sales-tax.name')}
          isFetching={isFetching}
          error={error}
          placeholder={t('usSalesTax.placeholder')}
          notice={data ? <SalesTaxFacts result={data} t={t} formatDate={formatDate} /> : null}
        />
      }
    >
      <Explainer id="us-sales-tax-how" title={t('usSalesTax.how.title')} disclaimer={t('calc.disclaimer')}>
        <p>
          {t('usSalesTax.how.state', {
            minRate: rateText(range.minRate),
            minStates: list(range.minStates),
            maxRate: rateText(range.maxRate),
            maxStates: list(range.maxStates),
            date: formatDate(shownDate),
            noTaxStates: list(range.noTaxStates),
          })}
        </p>
        <p>{t('usSalesTax.how.local', { date: formatDate(usAverageLocalRatesAsOf) })}</p>
        <p>{t('usSalesTax.how.rounding')}</p>
        <p>{t('usSalesTax.how.exemptions')}</p>
      </Explainer>
    </CalculatorPage>
  );
}
