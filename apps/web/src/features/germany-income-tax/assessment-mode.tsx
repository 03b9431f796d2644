import { germanIncomeTaxHeadlines } from '@taxatlas/tax-engine/germany/headline-figures';
import { germanTaxYears } from '@taxatlas/tax-engine/germany/tax-year';
import type { MessageId } from '../../lib/i18n/catalogues';
import { copyAmount, supportedYearSpans, yearOnScreen } from '../../lib/tax-year-copy';
import { useT } from '../../lib/i18n/use-t';
import { CalculatorForm } from '../../components/calculator/calculator-form';
import { CalculatorPage, Explainer } from '../../components/calculator/calculator-page';
import { CalculatorResults } from '../../components/calculator/calculator-results';
import { MoneyInput, SelectField } from '../../components/calculator/form-fields';
import { useFieldProps } from '../../components/calculator/use-field-props';
import { TaxYearNotice } from '../../components/calculator/tax-year-notice';
import { useQueryForm } from '../../components/calculator/use-query-form';
import { useLabelText } from '../../components/results-panel/result-labels';
import { useCalculateDeIncomeTaxQuery } from './de-income-tax-api';
import { withMode } from './income-tax-mode';
import { ModeSwitch } from './mode-switch';
import {
  assessmentForClass,
  assessmentOptions,
  churchTaxChoices,
  deIncomeTaxAdapter,
  singleAssessmentAllowed,
  taxClassOptions,
  taxYearOptions,
  type DeIncomeTaxFormField,
  taxYearInForce,
} from './de-income-tax-form-state';

const labels: Record<DeIncomeTaxFormField, MessageId> = {
  income: 'deIncomeTax.form.income',
  taxClass: 'deIncomeTax.form.taxClass',
  churchTax: 'deIncomeTax.form.churchTax',
  assessment: 'deIncomeTax.form.assessment',
  taxYear: 'calc.taxYear',
};

export const romanClasses = ['I', 'II', 'III', 'IV', 'V', 'VI'] as const;

// The assessment's inputs keep ?mode=zve beside them, so a submitted form stays in this mode.
const assessmentAdapter = {
  ...deIncomeTaxAdapter,
  toQuery: (values: Parameters<typeof deIncomeTaxAdapter.toQuery>[0]) => withMode(deIncomeTaxAdapter.toQuery(values), 'zve'),
};

/** Inputs in the query string: ?mode=zve&income=&class=&church=&assessment=&year= */
export function AssessmentMode() {
  const t = useT();
  const labelText = useLabelText('EUR');
  const form = useQueryForm(assessmentAdapter);
  const { data, error, isFetching } = useCalculateDeIncomeTaxQuery(form.request);
  const { values } = form;
  // The explanation quotes the figures of the year selected in the form.
  const year = yearOnScreen(germanTaxYears, values.taxYear, taxYearInForce.taxYear);
  const figures = germanIncomeTaxHeadlines(year);
  const field = useFieldProps(form, labels, 'de-income-tax', (message, _label, translate) =>
    message.startsWith('must be "joint"') ? translate('deIncomeTax.validation.class3Joint') : undefined,
  );

  return (
    <CalculatorPage
      country="germany"
      name={t('calculator.deIncomeTax')}
      title={t('deIncomeTax.title')}
      lead={t('deIncomeTax.lead', { ...supportedYearSpans.germany })}
      formHeading={t('calc.formHeading')}
      form={
        <>
          <ModeSwitch mode="zve" />
          <CalculatorForm
            label={t('deIncomeTax.form.label')}
            submitLabel={t('calc.calculate')}
            submitting={isFetching}
            onSubmit={form.onSubmit}
          >
            <MoneyInput
              {...field('income')}
              name="income"
              prefix="€"
              placeholder={t('deIncomeTax.form.incomePlaceholder')}
              help={t('deIncomeTax.form.incomeHelp')}
            />
            <div className="form-row">
              <SelectField
                {...field('taxClass')}
                name="class"
                options={taxClassOptions.map((taxClass) => ({
                  value: String(taxClass),
                  label: `${romanClasses[taxClass - 1]} – ${t(`deIncomeTax.class.${taxClass}`)}`,
                }))}
                onChange={(taxClass) => form.update({ taxClass, assessment: assessmentForClass(taxClass) }, ['taxClass', 'assessment'])}
              />
              <SelectField
                {...field('taxYear')}
                name="year"
                options={taxYearOptions.map((year) => ({ value: String(year), label: String(year) }))}
              />
            </div>
            <div className="form-row">
              <SelectField
                {...field('churchTax')}
                name="church"
                options={churchTaxChoices.map((option) => ({ value: option, label: t(`deIncomeTax.church.${option}`) }))}
              />
              <SelectField
                {...field('assessment')}
                name="assessment"
                help={values.taxClass === '3' ? t('deIncomeTax.form.assessmentClass3') : t('deIncomeTax.form.assessmentHelp')}
                options={assessmentOptions
                  .filter((option) => option === 'joint' || singleAssessmentAllowed(values.taxClass))
                  .map((option) => ({ value: option, label: t(`deIncomeTax.assessment.${option}`) }))}
              />
            </div>
            <TaxYearNotice choice={taxYearInForce} selectedYear={form.values.taxYear} />
          </CalculatorForm>
        </>
      }
      results={
        <CalculatorResults
          result={data}
          title={t('calculator.deIncomeTax')}
          isFetching={isFetching}
          error={error}
          placeholder={t('deIncomeTax.placeholder')}
          notice={
            data ? (
              <div className="calculator-notice" data-testid="tax-class-note">
                <h3>{t('deIncomeTax.taxClassNoteTitle')}</h3>
                <p>{labelText(data.taxClassNoteLabel, data.taxClassNote)}</p>
              </div>
            ) : null
          }
        />
      }
    >
      <Explainer id="de-income-tax-how" title={t('deIncomeTax.how.title')} disclaimer={t('calc.disclaimer')}>
        <p>{t('deIncomeTax.how.zve')}</p>
        <p>
          {t('deIncomeTax.how.tariff', {
            year,
            basicAllowance: copyAmount(figures.basicAllowance, 'EUR'),
            entryRate: figures.entryRate,
            progressionEndRate: figures.progressionEndRate,
            topRate: figures.topRate,
          })}
        </p>
        <p>{t('deIncomeTax.how.classes')}</p>
        <ul>
          {taxClassOptions.map((taxClass) => (
            <li key={taxClass}>
              <strong>{romanClasses[taxClass - 1]}</strong>: {t(`deIncomeTax.classInfo.${taxClass}`)}
            </li>
          ))}
        </ul>
        <p>
          {t('deIncomeTax.how.surcharges', {
            year,
            solidarityRate: figures.solidarityRate,
            exemptionLimit: copyAmount(figures.solidarityExemptionLimit, 'EUR'),
            churchLow: figures.churchRates.low,
            churchHigh: figures.churchRates.high,
          })}
        </p>
      </Explainer>
    </CalculatorPage>
  );
}
