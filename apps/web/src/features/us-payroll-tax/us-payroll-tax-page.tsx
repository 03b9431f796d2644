import { usFilingStatuses } from '@taxatlas/tax-engine/us/filing-status';
import { usPayPeriods, usPayrollTaxYears, usW4FilingStatuses } from '@taxatlas/tax-engine/us/payroll-tax';
import { usPayrollTaxHeadlines } from '@taxatlas/tax-engine/us/payroll-tax-headlines';
import { usStates } from '@taxatlas/tax-engine/us/states';
import { lazy, Suspense } from 'react';
import { copyAmount, yearOnScreen } from '../../lib/tax-year-copy';
import { CalculatorForm } from '../../components/calculator/calculator-form';
import { CalculatorPage, Explainer } from '../../components/calculator/calculator-page';
import { CalculatorResults } from '../../components/calculator/calculator-results';
import { MoneyInput, SelectField } from '../../components/calculator/form-fields';
import { useFieldProps } from '../../components/calculator/use-field-props';
import { TaxYearNotice } from '../../components/calculator/tax-year-notice';
import { useQueryForm } from '../../components/calculator/use-query-form';
import { Card } from '../../components/ui/card';
import { payrollTaxAdapter, type PayrollTaxFormField, taxYearInForce } from './payroll-tax-form-state';
import { PayrollPerPeriod } from './payroll-per-period';
import { useCalculateUsPayrollTaxQuery } from './us-payroll-tax-api';
import { type PayrollTaxT, usePayrollTaxT } from './use-payroll-tax-t';

const PayrollShareChart = lazy(() => import('./payroll-share-chart'));

const labels: Record<PayrollTaxFormField, Parameters<PayrollTaxT>[0]> = {
  wages: 'usPayrollTax.form.wages',
  payPeriods: 'usPayrollTax.form.payPeriods',
  filingStatus: 'calc.filingStatus',
  taxYear: 'calc.taxYear',
  state: 'usPayrollTax.form.state',
  selfEmploymentProfit: 'usPayrollTax.form.selfEmploymentProfit',
  w4Status: 'usPayrollTax.form.w4Status',
  w4MultipleJobs: 'usPayrollTax.form.w4MultipleJobs',
  w4Dependents: 'usPayrollTax.form.w4Dependents',
  w4OtherIncome: 'usPayrollTax.form.w4OtherIncome',
  w4Deductions: 'usPayrollTax.form.w4Deductions',
  w4ExtraWithholding: 'usPayrollTax.form.w4ExtraWithholding',
};

// PR and VI are FUTA jurisdictions but not states in the engine's list.
const futaPlaces = [
  ...usStates.map((state) => ({ value: state.code, label: state.name })),
  { value: 'PR', label: 'Puerto Rico' },
  { value: 'VI', label: 'U.S. Virgin Islands' },
];

function PayrollExplainer({ t, year }: { readonly t: PayrollTaxT; readonly year: number }) {
  const figures = usPayrollTaxHeadlines(year);
  return (
    <Explainer id="us-payroll-tax-how" title={t('usPayrollTax.how.title')} disclaimer={t('calc.disclaimer')}>
      <p>
        {t('usPayrollTax.how.fica', {
          year,
          socialSecurityRate: figures.socialSecurityRate,
          wageBase: copyAmount(figures.socialSecurityWageBase, 'USD'),
          medicareRate: figures.medicareRate,
        })}
      </p>
      <p>
        {t('usPayrollTax.how.additionalMedicare', {
          additionalMedicareRate: figures.additionalMedicareRate,
          withholdingThreshold: copyAmount(figures.additionalMedicareWithholdingThreshold, 'USD'),
          single: copyAmount(figures.additionalMedicareThreshold.single, 'USD'),
          joint: copyAmount(figures.additionalMedicareThreshold.joint, 'USD'),
        })}
      </p>
      <p>
        {t('usPayrollTax.how.futa', {
          futaRate: figures.futaRate,
          futaWageBase: copyAmount(figures.futaWageBase, 'USD'),
          futaCredit: figures.futaCredit,
          futaNetRate: figures.futaNetRate,
        })}
      </p>
      <p>
        {t('usPayrollTax.how.selfEmployment', {
          netEarningsPercent: figures.selfEmploymentNetEarningsPercent,
          seSocialSecurityRate: figures.selfEmploymentSocialSecurityRate,
          seMedicareRate: figures.selfEmploymentMedicareRate,
        })}
      </p>
      <p>{t('usPayrollTax.how.withholding')}</p>
      <p>{t('usPayrollTax.how.scope')}</p>
    </Explainer>
  );
}

/** Inputs in the query string: ?wages=&periods=&status=&year=&state=&se=&w4=&w4jobs=&w4dep=&w4other=&w4ded=&w4extra= */
export default function UsPayrollTaxPage() {
  const t = usePayrollTaxT();
  const form = useQueryForm(payrollTaxAdapter);
  const { data, error, isFetching } = useCalculateUsPayrollTaxQuery(form.request);
  const field = useFieldProps(form, labels, 'us-payroll-tax');
  // The explanation quotes the figures of the year selected in the form.
  const year = yearOnScreen(usPayrollTaxYears, form.values.taxYear, taxYearInForce.taxYear);
  const shown = error ? undefined : data;

  return (
    <CalculatorPage
      country="us"
      name={t('usPayrollTax.name')}
      title={t('usPayrollTax.title')}
      lead={t('usPayrollTax.lead')}
      formHeading={t('calc.formHeading')}
      form={
        <CalculatorForm
          label={t('usPayrollTax.form.label')}
          submitLabel={t('calc.calculate')}
          submitting={isFetching}
          onSubmit={form.onSubmit}
        >
          <MoneyInput {...field('wages')} name="wages" prefix="$" placeholder={t('usPayrollTax.form.wagesPlaceholder')} />
          <div className="form-row">
            <SelectField
              {...field('payPeriods')}
              name="periods"
              options={usPayPeriods.map((periods) => ({ value: String(periods), label: t(`usPayrollTax.form.period.${periods}`) }))}
            />
            <SelectField
              {...field('taxYear')}
              name="year"
              options={usPayrollTaxYears.map((taxYear) => ({ value: String(taxYear), label: String(taxYear) }))}
            />
          </div>
          <SelectField
            {...field('filingStatus')}
            name="status"
            help={t('usPayrollTax.form.filingStatusHelp')}
            options={usFilingStatuses.map((status) => ({ value: status, label: t(`results.value.${status}`) }))}
          />
          <SelectField
            {...field('state')}
            name="state"
            help={t('usPayrollTax.form.stateHelp')}
            options={[{ value: '', label: t('usPayrollTax.form.noState') }, ...futaPlaces]}
          />
          <MoneyInput
            {...field('selfEmploymentProfit')}
            name="se"
            prefix="$"
            placeholder="0"
            help={t('usPayrollTax.form.selfEmploymentProfitHelp')}
          />
          <fieldset className="form-fieldset">
            <legend>{t('usPayrollTax.form.w4Legend')}</legend>
            <SelectField
              {...field('w4Status')}
              name="w4"
              options={[
                { value: '', label: t('usPayrollTax.form.w4None') },
                ...usW4FilingStatuses.map((status) => ({ value: status, label: t(`results.value.${status}`) })),
              ]}
            />
            {form.values.w4Status === '' ? null : (
              <>
                <SelectField
                  {...field('w4MultipleJobs')}
                  name="w4jobs"
                  options={[
                    { value: '', label: t('usPayrollTax.form.no') },
                    { value: 'yes', label: t('usPayrollTax.form.yes') },
                  ]}
                />
                <div className="form-row">
                  <MoneyInput {...field('w4Dependents')} name="w4dep" prefix="$" placeholder="0" />
                  <MoneyInput {...field('w4OtherIncome')} name="w4other" prefix="$" placeholder="0" />
                </div>
                <div className="form-row">
                  <MoneyInput {...field('w4Deductions')} name="w4ded" prefix="$" placeholder="0" />
                  <MoneyInput {...field('w4ExtraWithholding')} name="w4extra" prefix="$" placeholder="0" />
                </div>
              </>
            )}
          </fieldset>
          <TaxYearNotice choice={taxYearInForce} selectedYear={form.values.taxYear} />
        </CalculatorForm>
      }
      results={
        <>
          <CalculatorResults
            result={data}
            title={t('usPayrollTax.name')}
            isFetching={isFetching}
            error={error}
            placeholder={t('usPayrollTax.placeholder')}
          />
          {shown ? (
            <>
              <PayrollPerPeriod result={shown} t={t} />
              <Card className="payroll-share">
                <Suspense fallback={null}>
                  <PayrollShareChart result={shown} />
                </Suspense>
              </Card>
            </>
          ) : null}
        </>
      }
    >
      <PayrollExplainer t={t} year={year} />
    </CalculatorPage>
  );
}
