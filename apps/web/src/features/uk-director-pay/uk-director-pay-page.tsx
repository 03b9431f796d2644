import { ukDirectorPayHeadlines } from '@taxatlas/tax-engine/uk/headline-figures';
import { ukTaxYears } from '@taxatlas/tax-engine/uk/tax-year';
import { CalculatorForm } from '../../components/calculator/calculator-form';
import { CalculatorPage, Explainer } from '../../components/calculator/calculator-page';
import { CalculatorResults } from '../../components/calculator/calculator-results';
import { MoneyInput, SelectField } from '../../components/calculator/form-fields';
import { fieldErrorText } from '../../components/calculator/schema-messages';
import { TaxYearNotice } from '../../components/calculator/tax-year-notice';
import { useQueryForm } from '../../components/calculator/use-query-form';
import { copyAmount, supportedYearSpans, ukYearLabel, yearOnScreen } from '../../lib/tax-year-copy';
import { directorPayAdapter, regionOptions, taxYearInForce, taxYearOptions, type DirectorPayFormField } from './director-pay-form-state';
import { useCalculateUkDirectorPayQuery } from './uk-director-pay-api';
import { useDirectorPayT } from './use-director-pay-t';

type DirectorPayMessageId = Parameters<ReturnType<typeof useDirectorPayT>>[0];

const labels: Record<DirectorPayFormField, DirectorPayMessageId> = {
  profit: 'directorPay.form.profit',
  taxYear: 'directorPay.form.taxYear',
  otherIncome: 'directorPay.form.otherIncome',
  region: 'directorPay.form.region',
  employmentAllowance: 'directorPay.form.employmentAllowance',
};

/** Inputs in the query string (?profit=&year=&other=&region=&ea=): a reload or a shared link shows the same result. */
export default function UkDirectorPayPage() {
  const t = useDirectorPayT();
  const form = useQueryForm(directorPayAdapter);
  const { values } = form;
  const { data, error, isFetching } = useCalculateUkDirectorPayQuery(form.request);
  const figures = ukDirectorPayHeadlines(yearOnScreen(ukTaxYears, values.taxYear, taxYearInForce.taxYear));
  const money = (amount: number) => copyAmount(amount, 'GBP');
  const field = (name: DirectorPayFormField) => {
    const label = t(labels[name]);
    return {
      id: `uk-director-pay-${name}`,
      label,
      error: fieldErrorText(t, form.errors, name, label),
      value: values[name],
      onChange: (value: string) => form.onChange(name, value),
    };
  };
  const allowance = field('employmentAllowance');

  return (
    <CalculatorPage
      country="uk"
      name={t('directorPay.name')}
      title={t('directorPay.title')}
      lead={t('directorPay.lead', { ...supportedYearSpans.uk })}
      formHeading={t('calc.formHeading')}
      form={
        <>
          <CalculatorForm
            label={t('directorPay.form.label')}
            submitLabel={t('directorPay.form.calculate')}
            submitting={isFetching}
            onSubmit={form.onSubmit}
          >
            <MoneyInput
              {...field('profit')}
              name="profit"
              prefix="£"
              placeholder={t('directorPay.form.profitPlaceholder')}
              help={t('directorPay.form.profitHelp')}
            />
            <div className="form-row">
              <SelectField
                {...field('taxYear')}
                name="year"
                options={taxYearOptions.map((year) => ({ value: year, label: ukYearLabel(year) }))}
              />
              <SelectField
                {...field('region')}
                name="region"
                options={regionOptions.map((region) => ({ value: region, label: t(`region.${region}`) }))}
              />
            </div>
            <MoneyInput {...field('otherIncome')} name="other" prefix="£" placeholder="0" help={t('directorPay.form.otherIncomeHelp')} />
            <div className="form-field">
              <label className="checkbox-field">
                <input
                  type="checkbox"
                  id={allowance.id}
                  name="ea"
                  aria-describedby={`${allowance.id}-help`}
                  checked={values.employmentAllowance === 'true'}
                  onChange={(event) => allowance.onChange(event.target.checked ? 'true' : 'false')}
                />
                <span>{allowance.label}</span>
              </label>
              <p className="form-field-help" id={`${allowance.id}-help`}>
                {t('directorPay.form.employmentAllowanceHelp')}
              </p>
            </div>
          </CalculatorForm>
          <TaxYearNotice choice={taxYearInForce} selectedYear={values.taxYear} />
        </>
      }
      results={
        <CalculatorResults
          result={data}
          title={t('directorPay.name')}
          isFetching={isFetching}
          error={error}
          placeholder={t('directorPay.placeholder')}
          calculatingText={t('directorPay.calculating')}
        />
      }
    >
      <Explainer id="uk-director-pay-how" title={t('directorPay.how.title')} disclaimer={t('directorPay.how.disclaimer')}>
        <p>
          {t('directorPay.how.salary', {
            employerRate: figures.employerRate,
            secondaryThreshold: money(figures.secondaryThreshold),
            employeeRate: figures.employeeRate,
            primaryThreshold: money(figures.primaryThreshold),
            personalAllowance: money(figures.personalAllowance),
          })}
        </p>
        <p>
          {t('directorPay.how.dividends', {
            smallProfitsRate: figures.smallProfitsRate,
            lowerLimit: money(figures.lowerLimit),
            mainRate: figures.mainRate,
            upperLimit: money(figures.upperLimit),
            dividendAllowance: money(figures.dividendAllowance),
            dividendOrdinaryRate: figures.dividendOrdinaryRate,
            dividendUpperRate: figures.dividendUpperRate,
          })}
        </p>
        <p>{t('directorPay.how.search')}</p>
      </Explainer>
    </CalculatorPage>
  );
}
