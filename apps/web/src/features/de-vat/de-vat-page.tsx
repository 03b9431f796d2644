import type { IsoDate } from '@taxatlas/tax-engine/core/parameter';
import { germanSmallBusinessLimits } from '@taxatlas/tax-engine/germany/vat/small-business';
import {
  germanVatRatePercent,
  germanVatRateTypes,
  germanVatSupportedFrom,
  germanVatDirections,
} from '@taxatlas/tax-engine/germany/vat/vat';
import { germanTaxYears } from '@taxatlas/tax-engine/germany/tax-year';
import { copyAmount } from '../../lib/tax-year-copy';
import { usePrerender } from '../../lib/prerender-context';
import { CalculatorForm } from '../../components/calculator/calculator-form';
import { CalculatorPage, Explainer } from '../../components/calculator/calculator-page';
import { CalculatorResults } from '../../components/calculator/calculator-results';
import { describedBy, FormField, MoneyInput, SelectField } from '../../components/calculator/form-fields';
import { useFieldProps } from '../../components/calculator/use-field-props';
import { useQueryForm } from '../../components/calculator/use-query-form';
import { TextInput } from '../../components/form/text-input';
import { useCalculateDeVatQuery } from './de-vat-api';
import { deVatAdapter, type DeVatFormField } from './de-vat-form-state';
import type { DeVatMessageId } from './messages';
import { SmallBusinessNotice } from './small-business-notice';
import { useDeVatT } from './use-de-vat-t';

const labels: Record<DeVatFormField, DeVatMessageId> = {
  amount: 'deVat.form.amount',
  direction: 'deVat.form.direction',
  rate: 'deVat.form.rate',
  date: 'deVat.form.date',
  previousTurnover: 'deVat.form.previousTurnover',
  currentTurnover: 'deVat.form.currentTurnover',
};

/**
 * The date whose rates and limits the copy quotes: the supply date when the engine has it, else the start of the
 * latest year the German calculators cover (a pre-rendered page has no date; a typed one may be malformed).
 */
function figuresDate(date: string): IsoDate {
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= germanVatSupportedFrom;
  return valid ? (date as IsoDate) : `${germanTaxYears.at(-1)!}-01-01`;
}

/** Inputs in the query string: ?amount=&direction=&rate=&date=&prev=&current= */
export default function DeVatPage() {
  const t = useDeVatT();
  const form = useQueryForm(deVatAdapter);
  const { data, error, isFetching } = useCalculateDeVatQuery(form.request);
  const { values } = form;
  const field = useFieldProps(form, labels, 'de-vat');
  // The default date is today: in pre-rendered HTML that would be the day of the build.
  const prerendering = usePrerender() !== undefined;
  const date = prerendering ? '' : values.date;
  const on = figuresDate(date);
  const year = Number(on.slice(0, 4));
  const rates = { standardRate: germanVatRatePercent('standard', on), reducedRate: germanVatRatePercent('reduced', on) };
  const limits = germanSmallBusinessLimits(year);
  const dateField = field('date');

  return (
    <CalculatorPage
      country="germany"
      name={t('catalogue.de-vat.name')}
      title={t('deVat.title')}
      lead={t('deVat.lead')}
      formHeading={t('calc.formHeading')}
      form={
        <CalculatorForm label={t('deVat.form.label')} submitLabel={t('calc.calculate')} submitting={isFetching} onSubmit={form.onSubmit}>
          <MoneyInput
            {...field('amount')}
            name="amount"
            prefix="€"
            help={t(`deVat.form.amountHelp.${values.direction === 'remove' ? 'remove' : 'add'}`)}
          />
          <div className="form-row">
            <SelectField
              {...field('direction')}
              name="direction"
              options={germanVatDirections.map((direction) => ({ value: direction, label: t(`deVat.direction.${direction}`) }))}
            />
            <SelectField
              {...field('rate')}
              name="rate"
              options={germanVatRateTypes.map((rate) => ({
                value: rate,
                label: t(`deVat.rate.${rate}`, { rate: germanVatRatePercent(rate, on) }),
              }))}
            />
          </div>
          <FormField {...dateField} help={t('deVat.form.dateHelp')}>
            <TextInput
              id={dateField.id}
              name="date"
              type="date"
              value={date}
              invalid={Boolean(dateField.error)}
              aria-describedby={describedBy(dateField.id, dateField.error, t('deVat.form.dateHelp'))}
              onChange={(event) => form.onChange('date', event.target.value)}
            />
          </FormField>
          <fieldset className="form-field form-fieldset">
            <legend className="form-field-label">{t('deVat.form.smallBusiness')}</legend>
            <div className="form-row">
              <MoneyInput {...field('previousTurnover')} name="prev" prefix="€" placeholder="0" />
              <MoneyInput
                {...field('currentTurnover')}
                name="current"
                prefix="€"
                placeholder="0"
                help={t(`deVat.form.currentTurnoverHelp.${limits.currentYearTest}`)}
              />
            </div>
          </fieldset>
        </CalculatorForm>
      }
      results={
        <CalculatorResults
          result={data}
          title={t('catalogue.de-vat.name')}
          isFetching={isFetching}
          error={error}
          placeholder={t('deVat.placeholder')}
          notice={data?.smallBusiness ? <SmallBusinessNotice check={data.smallBusiness} /> : null}
        />
      }
    >
      <Explainer id="de-vat-how" title={t('deVat.how.title')} disclaimer={t('calc.disclaimer')}>
        <p>{t('deVat.how.rates', rates)}</p>
        <p>{t('deVat.how.remove', { ...rates, standardGross: 100 + rates.standardRate, reducedGross: 100 + rates.reducedRate })}</p>
        <p>
          {t('deVat.how.smallBusiness', {
            year,
            previousLimit: copyAmount(limits.previousYear, 'EUR'),
            currentLimit: copyAmount(limits.currentYear, 'EUR'),
          })}{' '}
          {t(`deVat.how.smallBusiness.${limits.currentYearTest}`)}
        </p>
      </Explainer>
    </CalculatorPage>
  );
}
