import { ukNationalInsuranceHeadlines } from '@taxatlas/tax-engine/uk/national-insurance';
import { ukTaxYears } from '@taxatlas/tax-engine/uk/tax-year';
import { copyAmount, ukYearLabel, yearOnScreen } from '../../lib/tax-year-copy';
import { CalculatorForm } from '../../components/calculator/calculator-form';
import { CalculatorPage, Explainer } from '../../components/calculator/calculator-page';
import { CalculatorResults } from '../../components/calculator/calculator-results';
import { describedBy, FormField, MoneyInput, SelectField } from '../../components/calculator/form-fields';
import { fieldErrorText } from '../../components/calculator/schema-messages';
import { TaxYearNotice } from '../../components/calculator/tax-year-notice';
import { useQueryForm } from '../../components/calculator/use-query-form';
import { TextInput } from '../../components/form/text-input';
import { CheckboxRow } from '../../components/calculator/checkbox-row';
import type { en } from './messages';
import {
  maxClass3Weeks,
  nationalInsuranceAdapter,
  type NationalInsuranceFormField,
  niCategories,
  niEarningsPeriods,
  taxYearInForce,
} from './national-insurance-form-state';
import { useCalculateUkNationalInsuranceQuery } from './uk-national-insurance-api';
import { useNationalInsuranceT } from './use-national-insurance-t';

type LabelledField = Exclude<NationalInsuranceFormField, 'director' | 'employmentAllowance' | 'voluntaryClass2'>;

const labels: Record<LabelledField, keyof typeof en | 'calc.taxYear'> = {
  earnings: 'ukNi.form.earnings',
  period: 'ukNi.form.period',
  category: 'ukNi.form.category',
  selfEmployedProfits: 'ukNi.form.selfEmployedProfits',
  class3Weeks: 'ukNi.form.class3Weeks',
  taxYear: 'calc.taxYear',
  payDate: 'ukNi.form.payDate',
};

/** A date of the parameters as a Date the message formats; midday, so no time zone moves it to another day. */
const middayOf = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/** Inputs in the query string: ?earnings=&period=&category=&director=&ea=&profits=&class2=&class3=&year=&paid= */
export default function UkNationalInsurancePage() {
  const t = useNationalInsuranceT();
  const form = useQueryForm(nationalInsuranceAdapter);
  const { data, error, isFetching } = useCalculateUkNationalInsuranceQuery(form.request);
  const { values } = form;
  // The copy quotes the figures of the year selected in the form.
  const year = yearOnScreen(ukTaxYears, values.taxYear, taxYearInForce.taxYear);
  const figures = ukNationalInsuranceHeadlines(year);
  const annual = figures.thresholds.annual;

  // The schema's own wording for the fields whose rule is the calculator's own.
  const special = (name: LabelledField) => (message: string, label: string) => {
    if (name === 'class3Weeks' && message.startsWith('must be a whole number'))
      return t('ukNi.validation.class3Weeks', { field: label, max: maxClass3Weeks });
    if (name === 'payDate' && message.startsWith('must')) return t('ukNi.validation.payDate', { field: label });
    return undefined;
  };
  const field = (name: LabelledField) => {
    const label = t(labels[name]);
    return {
      id: `uk-national-insurance-${name}`,
      label,
      error: fieldErrorText(t, form.errors, name, label, (message) => special(name)(message, label)),
    };
  };
  const directorError = form.errors.some((candidate) => candidate.field === 'director') ? t('ukNi.validation.director') : undefined;
  const class3 = field('class3Weeks');
  const payDate = field('payDate');
  const class3Help = t('ukNi.form.class3WeeksHelp', { max: maxClass3Weeks, weeklyRate: copyAmount(figures.class3WeeklyRate, 'GBP') });
  const payDateHelp = figures.inYearChange ? t('ukNi.form.payDateHelp', { changeDate: middayOf(figures.inYearChange.from) }) : undefined;
  const director = values.director === 'true';

  return (
    <CalculatorPage
      country="uk"
      name={t('ukNi.name')}
      title={t('ukNi.title')}
      lead={t('ukNi.lead')}
      formHeading={t('calc.formHeading')}
      form={
        <CalculatorForm label={t('ukNi.form.label')} submitLabel={t('calc.calculate')} submitting={isFetching} onSubmit={form.onSubmit}>
          <MoneyInput
            {...field('earnings')}
            name="earnings"
            prefix="£"
            placeholder="0"
            help={t('ukNi.form.earningsHelp')}
            value={values.earnings}
            onChange={(value) => form.onChange('earnings', value)}
          />
          <div className="form-row">
            <SelectField
              {...field('period')}
              name="period"
              value={values.period}
              disabled={director}
              help={director ? t('ukNi.form.periodHelpDirector') : undefined}
              options={niEarningsPeriods.map((period) => ({ value: period, label: t(`ukNi.period.${period}`) }))}
              onChange={(value) => form.onChange('period', value)}
            />
            <SelectField
              {...field('taxYear')}
              name="year"
              value={values.taxYear}
              options={ukTaxYears.map((taxYear) => ({ value: taxYear, label: ukYearLabel(taxYear) }))}
              // A pay date only means something inside its own tax year.
              onChange={(value) => form.update({ taxYear: value, payDate: '' })}
            />
          </div>
          <TaxYearNotice choice={taxYearInForce} selectedYear={values.taxYear} />
          <SelectField
            {...field('category')}
            name="category"
            value={values.category}
            help={t('ukNi.form.categoryHelp')}
            options={niCategories.map((category) => ({ value: category, label: t(`ukNi.category.${category}`) }))}
            onChange={(value) => form.onChange('category', value)}
          />
          {payDateHelp ? (
            <FormField {...payDate} help={payDateHelp}>
              <TextInput
                id={payDate.id}
                name="paid"
                type="date"
                value={values.payDate}
                invalid={Boolean(payDate.error)}
                aria-describedby={describedBy(payDate.id, payDate.error, payDateHelp)}
                onChange={(event) => form.onChange('payDate', event.target.value)}
              />
            </FormField>
          ) : null}
          <fieldset className="form-field form-fieldset">
            <legend className="form-field-label">{t('ukNi.form.employerHeading')}</legend>
            <CheckboxRow
              id="uk-national-insurance-director"
              name="director"
              label={t('ukNi.form.director')}
              checked={director}
              // A director's NICs are always worked out on an annual earnings period.
              onChange={(checked) =>
                form.update(checked ? { director: 'true', period: 'annual' } : { director: '' }, ['director', 'period'])
              }
            />
            <CheckboxRow
              id="uk-national-insurance-employmentAllowance"
              name="ea"
              label={t('ukNi.form.employmentAllowance', { amount: copyAmount(figures.employmentAllowance, 'GBP') })}
              checked={values.employmentAllowance === 'true'}
              onChange={(checked) => form.onChange('employmentAllowance', checked ? 'true' : '')}
            />
            {directorError ? (
              <p className="form-field-error" id="uk-national-insurance-director-error">
                {directorError}
              </p>
            ) : null}
          </fieldset>
          <fieldset className="form-field form-fieldset">
            <legend className="form-field-label">{t('ukNi.form.selfEmployedHeading')}</legend>
            <MoneyInput
              {...field('selfEmployedProfits')}
              name="profits"
              prefix="£"
              placeholder="0"
              help={t('ukNi.form.selfEmployedProfitsHelp', { lowerProfitsLimit: copyAmount(figures.class4.lowerProfitsLimit, 'GBP') })}
              value={values.selfEmployedProfits}
              onChange={(value) => form.onChange('selfEmployedProfits', value)}
            />
            <CheckboxRow
              id="uk-national-insurance-voluntaryClass2"
              name="class2"
              label={t('ukNi.form.voluntaryClass2', { smallProfitsThreshold: copyAmount(figures.smallProfitsThreshold, 'GBP') })}
              checked={values.voluntaryClass2 === 'true'}
              onChange={(checked) => form.onChange('voluntaryClass2', checked ? 'true' : '')}
            />
            <FormField {...class3} help={class3Help}>
              <TextInput
                id={class3.id}
                name="class3"
                inputMode="numeric"
                autoComplete="off"
                placeholder="0"
                value={values.class3Weeks}
                invalid={Boolean(class3.error)}
                aria-describedby={describedBy(class3.id, class3.error, class3Help)}
                onChange={(event) => form.onChange('class3Weeks', event.target.value)}
              />
            </FormField>
          </fieldset>
        </CalculatorForm>
      }
      results={
        <CalculatorResults result={data} title={t('ukNi.name')} isFetching={isFetching} error={error} placeholder={t('ukNi.placeholder')} />
      }
    >
      <Explainer id="uk-national-insurance-how" title={t('ukNi.how.title')} disclaimer={t('calc.disclaimer')}>
        <p>
          {t('ukNi.how.class1', {
            year: ukYearLabel(year),
            mainRate: figures.mainRate,
            additionalRate: figures.additionalRate,
            employerRate: figures.employerRate,
            primaryThreshold: copyAmount(annual.primaryThreshold, 'GBP'),
            upperEarningsLimit: copyAmount(annual.upperEarningsLimit, 'GBP'),
            secondaryThreshold: copyAmount(annual.secondaryThreshold, 'GBP'),
          })}
        </p>
        {figures.inYearChange ? (
          <p>{t('ukNi.how.inYearChange', { mainRate: figures.inYearChange.mainRate, changeDate: middayOf(figures.inYearChange.from) })}</p>
        ) : null}
        <p>{t('ukNi.how.categories')}</p>
        <p>{t('ukNi.how.allowance', { amount: copyAmount(figures.employmentAllowance, 'GBP') })}</p>
        <p>
          {t('ukNi.how.selfEmployed', {
            class4MainRate: figures.class4.mainRate,
            class4AdditionalRate: figures.class4.additionalRate,
            lowerProfitsLimit: copyAmount(figures.class4.lowerProfitsLimit, 'GBP'),
            upperProfitsLimit: copyAmount(figures.class4.upperProfitsLimit, 'GBP'),
            class2WeeklyRate: copyAmount(figures.class2WeeklyRate, 'GBP'),
            smallProfitsThreshold: copyAmount(figures.smallProfitsThreshold, 'GBP'),
            class3WeeklyRate: copyAmount(figures.class3WeeklyRate, 'GBP'),
          })}
        </p>
      </Explainer>
    </CalculatorPage>
  );
}
