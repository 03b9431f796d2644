import { usFilingStatuses } from '@taxatlas/tax-engine/us/filing-status';
import { usStates } from '@taxatlas/tax-engine/us/states';
import { usFederalHeadlines, usPayrollHeadlines } from '@taxatlas/tax-engine/us/headline-figures';
import { usTaxYears } from '@taxatlas/tax-engine/us/tax-year';
import type { MessageId } from '../../lib/i18n/catalogues';
import { useT } from '../../lib/i18n/use-t';
import { copyAmount, supportedYearSpans, yearOnScreen } from '../../lib/tax-year-copy';
import { CalculatorForm } from '../../components/calculator/calculator-form';
import { CalculatorPage, Explainer } from '../../components/calculator/calculator-page';
import { CalculatorResults } from '../../components/calculator/calculator-results';
import { MoneyInput, SelectField } from '../../components/calculator/form-fields';
import { useFieldProps } from '../../components/calculator/use-field-props';
import { TaxYearNotice } from '../../components/calculator/tax-year-notice';
import { useQueryForm } from '../../components/calculator/use-query-form';
import { takeHomeAdapter, type TakeHomeFormField, taxYearInForce } from './take-home-form-state';
import { useCalculateUsTakeHomeQuery } from './us-take-home-api';
import { CreditInputs, useCreditCopy } from '../../components/calculator/us-credit-inputs';

const labels: Record<TakeHomeFormField, MessageId> = {
  income: 'takeHome.form.income',
  filingStatus: 'calc.filingStatus',
  taxYear: 'calc.taxYear',
  state: 'takeHome.form.state',
  children: 'usFederal.credits.children',
  dependents: 'usFederal.credits.dependents',
  eitcChildren: 'usFederal.credits.eitcChildren',
};

/** Inputs in the query string: ?income=&status=&year=&state=&children=&dependents=&eitcChildren= */
export default function UsTakeHomePage() {
  const t = useT();
  const form = useQueryForm(takeHomeAdapter);
  const { data, error, isFetching } = useCalculateUsTakeHomeQuery(form.request);
  const field = useFieldProps(form, labels, 'us-take-home');
  // The explanation quotes the figures of the year selected in the form.
  const year = yearOnScreen(usTaxYears, form.values.taxYear, taxYearInForce.taxYear);
  const { bracketRates } = usFederalHeadlines(year);
  const payroll = usPayrollHeadlines(year);
  const creditCopy = useCreditCopy(year);

  return (
    <CalculatorPage
      country="us"
      name={t('takeHome.name')}
      title={t('takeHome.title')}
      lead={t('takeHome.lead')}
      formHeading={t('calc.formHeading')}
      form={
        <CalculatorForm label={t('takeHome.form.label')} submitLabel={t('calc.calculate')} submitting={isFetching} onSubmit={form.onSubmit}>
          <MoneyInput {...field('income')} name="income" prefix="$" placeholder={t('takeHome.form.incomePlaceholder')} />
          <div className="form-row">
            <SelectField
              {...field('filingStatus')}
              name="status"
              options={usFilingStatuses.map((status) => ({ value: status, label: t(`results.value.${status}`) }))}
            />
            <SelectField
              {...field('taxYear')}
              name="year"
              options={usTaxYears.map((year) => ({ value: String(year), label: String(year) }))}
            />
          </div>
          <SelectField
            {...field('state')}
            name="state"
            help={t('takeHome.form.stateHelp', { ...supportedYearSpans.usStates })}
            options={[
              { value: '', label: t('takeHome.form.noState') },
              ...usStates.map((state) => ({ value: state.code, label: state.name })),
            ]}
          />
          <CreditInputs year={year} children={field('children')} dependents={field('dependents')} eitcChildren={field('eitcChildren')} />
          <TaxYearNotice choice={taxYearInForce} selectedYear={form.values.taxYear} />
        </CalculatorForm>
      }
      results={
        <CalculatorResults
          result={data}
          title={t('takeHome.name')}
          isFetching={isFetching}
          error={error}
          placeholder={t('takeHome.placeholder')}
        />
      }
    >
      <Explainer id="us-take-home-how" title={t('takeHome.how.title')} disclaimer={t('calc.disclaimer')}>
        <p>
          {t('takeHome.how.federal', { bracketCount: bracketRates.length, lowestRate: bracketRates[0], highestRate: bracketRates.at(-1) })}
        </p>
        <p>{t('takeHome.how.credits', { childTaxCredit: creditCopy.childTaxCredit })}</p>
        <p>
          {t('takeHome.how.fica', {
            year,
            socialSecurityRate: payroll.socialSecurityRate,
            wageBase: copyAmount(payroll.socialSecurityWageBase, 'USD'),
            medicareRate: payroll.medicareRate,
            additionalMedicareRate: payroll.additionalMedicareRate,
            single: copyAmount(payroll.additionalMedicareThreshold.single, 'USD'),
            joint: copyAmount(payroll.additionalMedicareThreshold.joint, 'USD'),
          })}
        </p>
        <p>{t('takeHome.how.state')}</p>
        <p>{t('takeHome.how.statePayroll')}</p>
      </Explainer>
    </CalculatorPage>
  );
}
