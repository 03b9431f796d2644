import { germanWageHeadlines } from '@taxatlas/tax-engine/germany/headline-figures';
import { germanStateInfo, type GermanState } from '@taxatlas/tax-engine/germany/states';
import { germanTaxYears } from '@taxatlas/tax-engine/germany/tax-year';
import { CalculatorForm } from '../../components/calculator/calculator-form';
import { CalculatorPage, Explainer } from '../../components/calculator/calculator-page';
import { CalculatorResults } from '../../components/calculator/calculator-results';
import { MoneyInput, SelectField } from '../../components/calculator/form-fields';
import { TaxYearNotice } from '../../components/calculator/tax-year-notice';
import { useFieldProps } from '../../components/calculator/use-field-props';
import { useQueryForm } from '../../components/calculator/use-query-form';
import type { MessageId } from '../../lib/i18n/catalogues';
import { copyAmount, supportedYearSpans, yearOnScreen } from '../../lib/tax-year-copy';
import { ContributionsTable } from './contributions-table';
import { useCalculateDeSocialSecurityQuery } from './social-security-api';
import {
  careChildrenChoices,
  periodOptions,
  socialSecurityAdapter,
  stateOptions,
  taxYearInForce,
  taxYearOptions,
  type SocialSecurityFormField,
} from './social-security-form-state';
import { useSocialSecurityT } from './use-social-security-t';

// The feature's ids are registered with the shared catalogue when this chunk loads; the shared hook reads them.
const labels = {
  gross: 'deSocial.form.gross',
  period: 'deSocial.form.period',
  state: 'deSocial.form.state',
  healthAddOn: 'deSocial.form.healthAddOn',
  privateHealth: 'deSocial.form.privateHealth',
  premium: 'deSocial.form.premium',
  subsidy: 'deSocial.form.subsidy',
  pensionInsured: 'deSocial.form.pensionInsured',
  childrenForCare: 'deSocial.form.childrenForCare',
  under23: 'deSocial.form.under23',
  taxYear: 'calc.taxYear',
} as unknown as Record<SocialSecurityFormField, MessageId>;

/** Inputs in the query string: ?gross=&period=&state=&addon=&pkv=&premium=&subsidy=&rv=&care=&u23=&year= */
export default function SocialSecurityPage() {
  const t = useSocialSecurityT();
  const form = useQueryForm(socialSecurityAdapter);
  const { data, error, isFetching } = useCalculateDeSocialSecurityQuery(form.request);
  const { values } = form;
  const year = yearOnScreen(germanTaxYears, values.taxYear, taxYearInForce.taxYear);
  const figures = germanWageHeadlines(year);
  const field = useFieldProps(form, labels, 'de-social-security');

  return (
    <CalculatorPage
      country="germany"
      name={t('catalogue.de-social-security.name')}
      title={t('deSocial.title')}
      lead={t('deSocial.lead', { ...supportedYearSpans.germany })}
      formHeading={t('calc.formHeading')}
      form={
        <CalculatorForm label={t('deSocial.form.label')} submitLabel={t('calc.calculate')} submitting={isFetching} onSubmit={form.onSubmit}>
          <div className="form-row">
            <MoneyInput {...field('gross')} name="gross" prefix="€" placeholder={t('deSocial.form.grossPlaceholder')} />
            <SelectField
              {...field('period')}
              name="period"
              options={periodOptions.map((period) => ({ value: period, label: t(`deSocial.period.${period}`) }))}
            />
          </div>
          <div className="form-row">
            <SelectField
              {...field('state')}
              name="state"
              options={stateOptions.map((code) => ({ value: code, label: germanStateInfo(code as GermanState).name }))}
            />
            <SelectField
              {...field('taxYear')}
              name="year"
              options={taxYearOptions.map((option) => ({ value: String(option), label: String(option) }))}
            />
          </div>
          <div className="form-row">
            <SelectField
              {...field('childrenForCare')}
              name="care"
              options={careChildrenChoices.map((count) => ({ value: count, label: count }))}
            />
            <SelectField
              {...field('under23')}
              name="u23"
              options={(['no', 'yes'] as const).map((option) => ({ value: option, label: t(`deSocial.under23.${option}`) }))}
            />
          </div>
          <div className="form-row">
            <SelectField
              {...field('privateHealth')}
              name="pkv"
              options={(['no', 'yes'] as const).map((option) => ({ value: option, label: t(`deSocial.privateHealth.${option}`) }))}
            />
            <SelectField
              {...field('pensionInsured')}
              name="rv"
              options={(['yes', 'no'] as const).map((option) => ({ value: option, label: t(`deSocial.pension.${option}`) }))}
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
              help={t('deSocial.form.healthAddOnHelp', { year, rate: figures.averageHealthAddOnRate })}
            />
          )}
          <TaxYearNotice choice={taxYearInForce} selectedYear={values.taxYear} />
        </CalculatorForm>
      }
      results={
        <CalculatorResults
          result={data}
          title={t('catalogue.de-social-security.name')}
          isFetching={isFetching}
          error={error}
          placeholder={t('deSocial.placeholder')}
          notice={data ? <ContributionsTable result={data} /> : null}
        />
      }
    >
      <Explainer id="de-social-security-how" title={t('deSocial.how.title')} disclaimer={t('calc.disclaimer')}>
        <p>
          {t('deSocial.how.rates', {
            year,
            pensionRate: figures.pensionRate,
            unemploymentRate: figures.unemploymentRate,
            pensionCeiling: copyAmount(figures.pensionCeiling, 'EUR'),
            healthRate: figures.healthRate,
            addOnRate: figures.averageHealthAddOnRate,
            careRate: figures.careRate,
            healthCeiling: copyAmount(figures.healthCeiling, 'EUR'),
          })}
        </p>
        <p>{t('deSocial.how.care', { surcharge: figures.childlessSurcharge })}</p>
        <p>{t('deSocial.how.levies', { minijobLimit: copyAmount(figures.minijobLimit, 'EUR') })}</p>
      </Explainer>
    </CalculatorPage>
  );
}
