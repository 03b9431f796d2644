import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { IsoDate } from '@taxatlas/tax-engine/core/parameter';
import { ukTaxYears, ukTaxYearStart } from '@taxatlas/tax-engine/uk/tax-year';
import { flatRateSchemeHeadlines, flatRateSchemeSupportedFrom, flatRateSectors } from '@taxatlas/tax-engine/uk/vat/flat-rate-scheme';
import { vatThresholdsOn, vatThresholdsSupportedFrom } from '@taxatlas/tax-engine/uk/vat/registration';
import { vatRatePercent, vatSupportedFrom, type VatRateType } from '@taxatlas/tax-engine/uk/vat/vat';
import { copyAmount } from '../../lib/tax-year-copy';
import { usePrerender } from '../../lib/prerender-context';
import { CalculatorForm } from '../../components/calculator/calculator-form';
import { CalculatorPage, Explainer } from '../../components/calculator/calculator-page';
import { CalculatorResults } from '../../components/calculator/calculator-results';
import { describedBy, FormField, MoneyInput, SelectField } from '../../components/calculator/form-fields';
import { fieldErrorText } from '../../components/calculator/schema-messages';
import { useQueryForm } from '../../components/calculator/use-query-form';
import { TextInput } from '../../components/form/text-input';
import { useCalculateUkVatQuery } from './uk-vat-api';
import { useVatT } from './use-vat-t';
import {
  directionOptions,
  formatLines,
  formatTurnover,
  parseLines,
  parseTurnover,
  periodMonthOptions,
  rateOptions,
  turnoverMonths,
  vatAdapter,
  type VatFormField,
} from './vat-form-state';
import './uk-vat.css';

// Shown with a result only: not in the page's first load.
const VatFacts = lazy(() => import('./vat-facts'));

/** The most invoice lines the form offers (the API takes more). */
const MAX_FORM_LINES = 10;

/**
 * The date whose rates and thresholds the page quotes: the supply's date when every figure is known for it, else the
 * start of the latest tax year the engine has (a pre-rendered page has no date; a typed one may be malformed).
 */
function figuresDate(date: string): IsoDate {
  const earliest = [vatSupportedFrom, vatThresholdsSupportedFrom, flatRateSchemeSupportedFrom].reduce((a, b) => (a > b ? a : b));
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= earliest ? (date as IsoDate) : ukTaxYearStart(ukTaxYears.at(-1)!);
}

export default function UkVatPage() {
  const t = useVatT();
  const intl = useIntl();
  const form = useQueryForm(vatAdapter);
  const { data, error, isFetching } = useCalculateUkVatQuery(form.request);
  const { values } = form;
  // The default date is today: in pre-rendered HTML that would be the day of the build.
  const prerendering = usePrerender() !== undefined;
  const date = prerendering ? '' : values.date;
  const figures = figuresDate(date);
  const rates = Object.fromEntries(rateOptions.map((rate) => [rate, vatRatePercent(rate, figures)])) as Record<VatRateType, number>;
  const thresholds = vatThresholdsOn(figures);
  const scheme = flatRateSchemeHeadlines(figures);
  const field = (name: VatFormField, label: string) => ({
    id: `uk-vat-${name}`,
    label,
    error: fieldErrorText(t, form.errors, name, label),
  });
  const rateChoices = rateOptions.map((rate) => ({ value: rate, label: t(`ukVat.rate.${rate}`, { rate: rates[rate] }) }));

  const lines = parseLines(values.lines);
  const setLines = (next: typeof lines) => form.onChange('lines', formatLines(next));
  const linesError = fieldErrorText(t, form.errors, 'lines', t('ukVat.form.lines'));

  const months = turnoverMonths(date);
  const turnover = parseTurnover(values.turnover);
  const monthName = (month: string) => intl.formatDate(`${month}-15T12:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const turnoverError = fieldErrorText(t, form.errors, 'turnover', t('ukVat.form.registration'));

  const dateField = field('date', t('ukVat.form.date'));
  const amount = field('amount', t(values.direction === 'remove' ? 'ukVat.form.amountGross' : 'ukVat.form.amountNet'));
  const frsTurnover = field('frsTurnover', t('ukVat.form.frsTurnover'));

  return (
    <CalculatorPage
      country="uk"
      name={t('ukVat.name')}
      title={t('ukVat.title')}
      lead={t('ukVat.lead')}
      formHeading={t('calc.formHeading')}
      form={
        <CalculatorForm label={t('ukVat.form.label')} submitLabel={t('calc.calculate')} submitting={isFetching} onSubmit={form.onSubmit}>
          <MoneyInput
            {...amount}
            name="amount"
            prefix="£"
            placeholder={t('ukVat.form.amountPlaceholder')}
            value={values.amount}
            onChange={(value) => form.onChange('amount', value)}
          />
          <div className="form-row">
            <SelectField
              {...field('direction', t('ukVat.form.direction'))}
              name="direction"
              value={values.direction}
              options={directionOptions.map((direction) => ({ value: direction, label: t(`ukVat.direction.${direction}`) }))}
              onChange={(value) => form.onChange('direction', value)}
            />
            <SelectField
              {...field('rate', t('ukVat.form.rate'))}
              name="rate"
              value={values.rate}
              options={rateChoices}
              onChange={(value) => form.onChange('rate', value)}
            />
          </div>
          <FormField {...dateField} help={t('ukVat.form.dateHelp')}>
            <TextInput
              id={dateField.id}
              name="date"
              type="date"
              value={date}
              invalid={Boolean(dateField.error)}
              aria-describedby={describedBy(dateField.id, dateField.error, t('ukVat.form.dateHelp'))}
              onChange={(event) => form.onChange('date', event.target.value)}
            />
          </FormField>

          <fieldset className="form-field form-fieldset" data-testid="vat-lines">
            <legend className="form-field-label">{t('ukVat.form.lines')}</legend>
            <div className="vat-lines">
              {lines.map((line, index) => {
                const number = index + 2;
                return (
                  <div className="vat-line" key={index}>
                    <MoneyInput
                      id={`uk-vat-line-${number}-amount`}
                      label={t('ukVat.form.lineAmount', { line: number })}
                      name={`line-${number}-amount`}
                      prefix="£"
                      value={line.amount}
                      onChange={(value) => setLines(lines.map((entry, at) => (at === index ? { ...entry, amount: value } : entry)))}
                    />
                    <SelectField
                      id={`uk-vat-line-${number}-rate`}
                      label={t('ukVat.form.lineRate', { line: number })}
                      name={`line-${number}-rate`}
                      value={line.rate}
                      options={rateChoices}
                      onChange={(value) => setLines(lines.map((entry, at) => (at === index ? { ...entry, rate: value } : entry)))}
                    />
                    <button type="button" className="btn btn-ghost" onClick={() => setLines(lines.filter((_, at) => at !== index))}>
                      {t('ukVat.form.removeLine', { line: number })}
                    </button>
                  </div>
                );
              })}
            </div>
            {linesError ? (
              <p className="form-field-error" id="uk-vat-lines-error">
                {linesError}
              </p>
            ) : (
              <p className="form-field-help">{t('ukVat.form.linesHelp')}</p>
            )}
            {lines.length < MAX_FORM_LINES ? (
              <button
                type="button"
                className="btn btn-outline"
                data-testid="vat-add-line"
                onClick={() => setLines([...lines, { amount: '', rate: 'standard' }])}
              >
                {t('ukVat.form.addLine')}
              </button>
            ) : null}
          </fieldset>

          <details className="vat-optional" open={values.turnover !== '' || undefined} data-testid="vat-registration-inputs">
            <summary>{t('ukVat.form.registration')}</summary>
            {months.length === 0 ? (
              <p className="form-field-help">{t('ukVat.form.registrationNoDate')}</p>
            ) : (
              <>
                <p className="form-field-help">{t('ukVat.form.registrationHelp', { month: monthName(months.at(-1)!) })}</p>
                <div className="vat-months">
                  {months.map((month, index) => (
                    <MoneyInput
                      key={month}
                      id={`uk-vat-turnover-${index}`}
                      label={monthName(month)}
                      name={`turnover-${month}`}
                      // No £ inside the box: the month names the field, and a sign after it would read as "2025£".
                      prefix=""
                      value={turnover[index] ?? ''}
                      onChange={(value) =>
                        form.onChange('turnover', formatTurnover(turnover.map((entry, at) => (at === index ? value : entry))))
                      }
                    />
                  ))}
                </div>
              </>
            )}
            {turnoverError ? <p className="form-field-error">{turnoverError}</p> : null}
          </details>

          <details className="vat-optional" open={values.frsSector !== '' || undefined} data-testid="vat-flat-rate-inputs">
            <summary>{t('ukVat.form.flatRate')}</summary>
            <SelectField
              {...field('frsSector', t('ukVat.form.frsSector'))}
              help={t('ukVat.form.frsSectorHelp')}
              name="frs"
              value={values.frsSector}
              options={[
                { value: '', label: t('ukVat.form.frsSectorNone') },
                ...flatRateSectors.map((sector) => ({ value: sector.id, label: sector.name })),
              ]}
              onChange={(value) => form.onChange('frsSector', value)}
            />
            <MoneyInput
              {...frsTurnover}
              name="frsturnover"
              prefix="£"
              value={values.frsTurnover}
              onChange={(value) => form.onChange('frsTurnover', value)}
            />
            <div className="form-row">
              <MoneyInput
                {...field('frsCosts', t('ukVat.form.frsCosts'))}
                name="frscosts"
                prefix="£"
                value={values.frsCosts}
                onChange={(value) => form.onChange('frsCosts', value)}
              />
              <MoneyInput
                {...field('frsGoods', t('ukVat.form.frsGoods'))}
                help={t('ukVat.form.frsGoodsHelp')}
                name="frsgoods"
                prefix="£"
                value={values.frsGoods}
                onChange={(value) => form.onChange('frsGoods', value)}
              />
            </div>
            <SelectField
              {...field('frsMonths', t('ukVat.form.frsMonths'))}
              name="frsmonths"
              value={values.frsMonths}
              options={periodMonthOptions.map((months) => ({ value: months, label: t(`ukVat.form.frsMonths.${months}`) }))}
              onChange={(value) => form.onChange('frsMonths', value)}
            />
            <label className="checkbox-field">
              <input
                type="checkbox"
                id="uk-vat-frsFirstYear"
                name="frsfirst"
                checked={values.frsFirstYear === 'true'}
                onChange={(event) => form.onChange('frsFirstYear', event.target.checked ? 'true' : 'false')}
              />
              <span>{t('ukVat.form.frsFirstYear')}</span>
            </label>
          </details>
        </CalculatorForm>
      }
      results={
        <CalculatorResults
          result={data}
          title={t('ukVat.name')}
          isFetching={isFetching}
          error={error}
          placeholder={t('ukVat.placeholder')}
          notice={
            data ? (
              <Suspense fallback={null}>
                <VatFacts result={data} />
              </Suspense>
            ) : null
          }
        />
      }
    >
      <Explainer id="uk-vat-how" title={t('ukVat.how.title')} disclaimer={t('calc.disclaimer')}>
        <p>{t('ukVat.how.rates', rates)}</p>
        <p>{t('ukVat.how.fraction', { standard: rates.standard, standardGross: 100 + rates.standard })}</p>
        <p>
          {t('ukVat.how.registration', {
            registration: copyAmount(thresholds.registration, 'GBP'),
            deregistration: copyAmount(thresholds.deregistration, 'GBP'),
          })}
        </p>
        <p>
          {t('ukVat.how.flatRate', {
            joining: copyAmount(scheme.joiningTurnover, 'GBP'),
            share: scheme.goodsShareOfTurnoverPercent,
            goods: copyAmount(scheme.goodsAnnualAmount, 'GBP'),
            limitedCost: scheme.limitedCostPercent,
            points: scheme.firstYearReduction,
          })}
        </p>
      </Explainer>
    </CalculatorPage>
  );
}
