import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { IsoDate } from '@taxatlas/tax-engine/core/parameter';
import { sdltHeadlines, type SdltHeadlines } from '@taxatlas/tax-engine/uk/stamp-duty-headlines';
import { propertyTaxSupportedFrom } from '@taxatlas/tax-engine/uk/property-transaction-tax';
import { ukTaxYears, ukTaxYearStart } from '@taxatlas/tax-engine/uk/tax-year';
import type { MessageId } from '../../lib/i18n/catalogues';
import { useT, type Translate } from '../../lib/i18n/use-t';
import { copyAmount } from '../../lib/tax-year-copy';
import { usePrerender } from '../../lib/prerender-context';
import { CalculatorForm } from '../../components/calculator/calculator-form';
import { CalculatorPage, Explainer } from '../../components/calculator/calculator-page';
import { CalculatorResults } from '../../components/calculator/calculator-results';
import { describedBy, FormField, MoneyInput, SelectField } from '../../components/calculator/form-fields';
import { fieldErrorText } from '../../components/calculator/schema-messages';
import { useQueryForm } from '../../components/calculator/use-query-form';
import { TextInput } from '../../components/form/text-input';
import { buyerTypeOptions, regionOptions, stampDutyAdapter, ukTaxYearOfDate, type StampDutyFormField } from './stamp-duty-form-state';
import { useCalculateUkStampDutyQuery } from './uk-stamp-duty-api';

// Shown with a result only, and it brings the engine's label catalogue (result-labels.ts): not in the first load.
const StampDutyFacts = lazy(() => import('./stamp-duty-facts'));

const labels: Record<StampDutyFormField, MessageId> = {
  price: 'stampDuty.form.price',
  region: 'stampDuty.form.region',
  buyerType: 'stampDuty.form.buyerType',
  nonResident: 'stampDuty.form.nonResident',
  completionDate: 'stampDuty.form.completionDate',
};

/** Inputs in the query string: ?price=&region=&buyer=&nonresident=&date= */
/**
 * The date whose SDLT rates the explanation quotes: the completion date when the engine has rates for it, else the
 * start of the latest tax year it has (a pre-rendered page has no date; a typed one may be malformed or too early).
 */
function ratesDate(completionDate: string): IsoDate {
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(completionDate) && completionDate >= propertyTaxSupportedFrom('england');
  return valid ? (completionDate as IsoDate) : ukTaxYearStart(ukTaxYears.at(-1)!);
}

/** "0% up to £125,000, 2% to £250,000, … and 12% above", from the residential bands in force. */
function bandList(bands: SdltHeadlines['bands'], t: Translate, list: (items: string[]) => string): string {
  return list(
    bands.map((band, index) => {
      const next = bands[index + 1];
      if (!next) return t('stampDuty.how.bandAbove', { rate: band.rate });
      return t(index === 0 ? 'stampDuty.how.bandUpTo' : 'stampDuty.how.bandTo', {
        rate: band.rate,
        limit: copyAmount(next.threshold, 'GBP'),
      });
    }),
  );
}

export default function UkStampDutyPage() {
  const t = useT();
  const intl = useIntl();
  const form = useQueryForm(stampDutyAdapter);
  const { data, error, isFetching } = useCalculateUkStampDutyQuery(form.request);
  const { values } = form;
  const field = (name: StampDutyFormField) => {
    const label = t(labels[name]);
    return { id: `uk-stamp-duty-${name}`, label, error: fieldErrorText(t, form.errors, name, label) };
  };
  const date = field('completionDate');
  // The default completion date is today: in pre-rendered HTML that would be the day of the build.
  const prerendering = usePrerender() !== undefined;
  const completionDate = prerendering ? '' : values.completionDate;
  const taxYear = ukTaxYearOfDate(completionDate);
  const dateHelp = taxYear ? t('stampDuty.form.completionDateHelp', { year: taxYear }) : undefined;
  const figures = sdltHeadlines(ratesDate(completionDate));
  const taxFor = values.region === 'scotland' ? 'LBTT' : values.region === 'wales' ? 'LTT' : 'SDLT';

  return (
    <CalculatorPage
      country="uk"
      name={t('calculator.ukStampDuty')}
      title={t('stampDuty.title')}
      lead={t('stampDuty.lead')}
      formHeading={t('calc.formHeading')}
      form={
        <CalculatorForm
          label={t('stampDuty.form.label')}
          submitLabel={t('calc.calculate')}
          submitting={isFetching}
          onSubmit={form.onSubmit}
        >
          <MoneyInput
            {...field('price')}
            name="price"
            prefix="£"
            placeholder={t('stampDuty.form.pricePlaceholder')}
            value={values.price}
            onChange={(value) => form.onChange('price', value)}
          />
          <div className="form-row">
            <SelectField
              {...field('region')}
              name="region"
              value={values.region}
              options={regionOptions.map((region) => ({ value: region, label: t(`stampDuty.region.${region}`) }))}
              onChange={(value) => form.onChange('region', value)}
            />
            <SelectField
              {...field('buyerType')}
              name="buyer"
              value={values.buyerType}
              options={buyerTypeOptions.map((type) => ({ value: type, label: t(`stampDuty.buyer.${type}`) }))}
              onChange={(value) => form.onChange('buyerType', value)}
            />
          </div>
          <FormField {...date} help={dateHelp}>
            <TextInput
              id={date.id}
              name="date"
              type="date"
              value={completionDate}
              invalid={Boolean(date.error)}
              aria-describedby={describedBy(date.id, date.error, dateHelp)}
              onChange={(event) => form.onChange('completionDate', event.target.value)}
            />
          </FormField>
          <fieldset className="form-field form-fieldset">
            <legend className="form-field-label">{t('stampDuty.form.nonResidentHeading')}</legend>
            <label className="checkbox-field">
              <input
                type="checkbox"
                id="uk-stamp-duty-nonResident"
                name="nonresident"
                aria-describedby="uk-stamp-duty-nonResident-help"
                checked={values.nonResident === 'true'}
                onChange={(event) => form.onChange('nonResident', event.target.checked ? 'true' : 'false')}
              />
              <span>{t('stampDuty.form.nonResident')}</span>
            </label>
            <p className="form-field-help" id="uk-stamp-duty-nonResident-help">
              {t('stampDuty.form.nonResidentHelp', { tax: taxFor, nonResidentRate: figures.nonResidentRate })}
            </p>
          </fieldset>
        </CalculatorForm>
      }
      results={
        <CalculatorResults
          result={data}
          title={t('calculator.ukStampDuty')}
          isFetching={isFetching}
          error={error}
          placeholder={t('stampDuty.placeholder')}
          notice={
            data ? (
              <Suspense fallback={null}>
                <StampDutyFacts result={data} />
              </Suspense>
            ) : null
          }
        />
      }
    >
      <Explainer id="uk-stamp-duty-how" title={t('stampDuty.how.title')} disclaimer={t('calc.disclaimer')}>
        <p>{t('stampDuty.how.sdlt', { bands: bandList(figures.bands, t, (items) => intl.formatList(items, { type: 'conjunction' })) })}</p>
        <p>
          {t('stampDuty.how.ftb', {
            nilRateLimit: copyAmount(figures.firstTimeBuyerNilRateLimit, 'GBP'),
            rate: figures.firstTimeBuyerRate,
            priceCap: copyAmount(figures.firstTimeBuyerPriceCap, 'GBP'),
          })}
        </p>
        <p>{t('stampDuty.how.surcharges', { points: figures.higherRatesPoints, nonResidentRate: figures.nonResidentRate })}</p>
        <p>{t('stampDuty.how.devolved')}</p>
        <p>{t('stampDuty.how.date')}</p>
      </Explainer>
    </CalculatorPage>
  );
}
