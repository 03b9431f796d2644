import { germanWageHeadlines } from '@taxatlas/tax-engine/germany/headline-figures';
import { germanStateInfo, type GermanState } from '@taxatlas/tax-engine/germany/states';
import { germanTaxYears } from '@taxatlas/tax-engine/germany/tax-year';
import { CalculatorForm } from '../../../components/calculator/calculator-form';
import { CalculatorPage, Explainer } from '../../../components/calculator/calculator-page';
import { CalculatorResults } from '../../../components/calculator/calculator-results';
import { MoneyInput, SelectField } from '../../../components/calculator/form-fields';
import { TaxYearNotice } from '../../../components/calculator/tax-year-notice';
import { useFieldProps } from '../../../components/calculator/use-field-props';
import { useQueryForm } from '../../../components/calculator/use-query-form';
import type { MessageId } from '../../../lib/i18n/catalogues';
import { copyAmount, supportedYearSpans, yearOnScreen } from '../../../lib/tax-year-copy';
import { romanClasses } from '../assessment-mode';
import { ModeSwitch } from '../mode-switch';
import { useCalculateDeWageTaxQuery } from './wage-tax-api';
import {
  careChildrenChoices,
  childAllowanceChoices,
  periodOptions,
  stateOptions,
  taxClassOptions,
  taxYearInForce,
  taxYearOptions,
  wageTaxAdapter,
  type WageTaxFormField,
} from './wage-tax-form-state';
import { useWageTaxT } from './use-wage-tax-t';

// The feature's ids are registered with the shared catalogue when this chunk loads; the shared hook reads them.
const labels = {
  gross: 'deWageTax.form.gross',
  period: 'deWageTax.form.period',
  taxClass: 'deWageTax.form.taxClass',
  factor: 'deWageTax.form.factor',
  childAllowances: 'deWageTax.form.childAllowances',
  church: 'deWageTax.form.church',
  state: 'deWageTax.form.state',
  healthAddOn: 'deWageTax.form.healthAddOn',
  privateHealth: 'deWageTax.form.privateHealth',
  premium: 'deWageTax.form.premium',
  subsidy: 'deWageTax.form.subsidy',
  pensionInsured: 'deWageTax.form.pensionInsured',
  childrenForCare: 'deWageTax.form.childrenForCare',
  taxYear: 'calc.taxYear',
} as unknown as Record<WageTaxFormField, MessageId>;

/** Inputs in the query string: ?gross=&period=&class=&factor=&kids=&church=&state=&addon=&pkv=&premium=&subsidy=&rv=&care=&year= */
export function WageTaxMode() {
  const t = useWageTaxT();
  const form = useQueryForm(wageTaxAdapter);
  const { data, error, isFetching } = useCalculateDeWageTaxQuery(form.request);
  const { values } = form;
  const year = yearOnScreen(germanTaxYears, values.taxYear, taxYearInForce.taxYear);
  const figures = germanWageHeadlines(year);
  const field = useFieldProps(form, labels, 'de-wage-tax');
  const stateName = (code: string) => germanStateInfo(code as GermanState).name;
  const churchRate = germanStateInfo(values.state as GermanState).churchTax;

  return (
    <CalculatorPage
      country="germany"
      name={t('calculator.deIncomeTax')}
      title={t('deWageTax.title')}
      lead={t('deWageTax.lead', { ...supportedYearSpans.germany })}
      formHeading={t('calc.formHeading')}
      form={
        <>
          <ModeSwitch mode="wage" />
          <CalculatorForm
            label={t('deWageTax.form.label')}
            submitLabel={t('calc.calculate')}
            submitting={isFetching}
            onSubmit={form.onSubmit}
          >
            <div className="form-row">
              <MoneyInput {...field('gross')} name="gross" prefix="€" placeholder={t('deWageTax.form.grossPlaceholder')} />
              <SelectField
                {...field('period')}
                name="period"
                options={periodOptions.map((period) => ({ value: period, label: t(`deWageTax.period.${period}`) }))}
              />
            </div>
            <div className="form-row">
              <SelectField
                {...field('taxClass')}
                name="class"
                options={taxClassOptions.map((taxClass) => ({
                  value: String(taxClass),
                  label: `${romanClasses[taxClass - 1]} – ${t(`deIncomeTax.class.${taxClass}`)}`,
                }))}
              />
              <SelectField
                {...field('taxYear')}
                name="year"
                options={taxYearOptions.map((option) => ({ value: String(option), label: String(option) }))}
              />
            </div>
            {values.taxClass === '4' ? (
              <MoneyInput {...field('factor')} name="factor" prefix="×" placeholder="0.912" help={t('deWageTax.form.factorHelp')} />
            ) : null}
            <div className="form-row">
              <SelectField
                {...field('childAllowances')}
                name="kids"
                options={childAllowanceChoices.map((count) => ({ value: count, label: count }))}
              />
              <SelectField
                {...field('childrenForCare')}
                name="care"
                help={t('deWageTax.form.childrenForCareHelp', { surcharge: figures.childlessSurcharge })}
                options={careChildrenChoices.map((count) => ({ value: count, label: count }))}
              />
            </div>
            <div className="form-row">
              <SelectField
                {...field('state')}
                name="state"
                options={stateOptions.map((code) => ({ value: code, label: stateName(code) }))}
              />
              <SelectField
                {...field('church')}
                name="church"
                options={[
                  { value: 'no', label: t('deWageTax.church.no') },
                  { value: 'yes', label: t('deWageTax.church.yes', { rate: churchRate, state: stateName(values.state) }) },
                ]}
              />
            </div>
            <div className="form-row">
              <SelectField
                {...field('privateHealth')}
                name="pkv"
                options={(['no', 'yes'] as const).map((option) => ({ value: option, label: t(`deWageTax.privateHealth.${option}`) }))}
              />
              <SelectField
                {...field('pensionInsured')}
                name="rv"
                options={(['yes', 'no'] as const).map((option) => ({ value: option, label: t(`deWageTax.pension.${option}`) }))}
              />
            </div>
            {values.privateHealth === 'yes' ? (
              <div className="form-row">
                <MoneyInput {...field('premium')} name="premium" prefix="€" />
                <MoneyInput {...field('subsidy')} name="subsidy" prefix="€" />
              </div>
            ) : (
              <MoneyInput
                {...field('healthAddOn')}
                name="addon"
                prefix="%"
                placeholder={String(figures.averageHealthAddOnRate)}
                help={t('deWageTax.form.healthAddOnHelp', { year, rate: figures.averageHealthAddOnRate })}
              />
            )}
            <TaxYearNotice choice={taxYearInForce} selectedYear={values.taxYear} />
          </CalculatorForm>
        </>
      }
      results={
        <CalculatorResults
          result={data}
          title={t('deWageTax.mode.wage')}
          isFetching={isFetching}
          error={error}
          placeholder={t('deWageTax.placeholder')}
        />
      }
    >
      <Explainer id="de-wage-tax-how" title={t('deWageTax.how.title')} disclaimer={t('calc.disclaimer')}>
        <p>{t('deWageTax.how.pap', { year })}</p>
        <p>
          {t('deWageTax.how.social', {
            year,
            pensionRate: figures.pensionRate,
            unemploymentRate: figures.unemploymentRate,
            pensionCeiling: copyAmount(figures.pensionCeiling, 'EUR'),
            healthRate: figures.healthRate,
            addOnRate: figures.averageHealthAddOnRate,
            careRate: figures.careRate,
            healthCeiling: copyAmount(figures.healthCeiling, 'EUR'),
            surcharge: figures.childlessSurcharge,
            minijobLimit: copyAmount(figures.minijobLimit, 'EUR'),
          })}
        </p>
        <p>{t('deWageTax.how.classes')}</p>
      </Explainer>
    </CalculatorPage>
  );
}
