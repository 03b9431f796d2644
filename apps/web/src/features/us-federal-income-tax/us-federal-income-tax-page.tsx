import { usFederalHeadlines } from '@taxatlas/tax-engine/us/headline-figures';
import { usTaxYears } from '@taxatlas/tax-engine/us/tax-year';
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
import {
  federalAdapter,
  filingStatusOptions,
  methodOptions,
  peopleOnReturn,
  taxYearOptions,
  type FederalFormField,
  taxYearInForce,
} from './federal-form-state';
import { useCalculateUsFederalTaxQuery } from './us-federal-tax-api';
import { CreditInputs, useCreditCopy } from '../../components/calculator/us-credit-inputs';

const labels: Record<FederalFormField, MessageId> = {
  income: 'usFederal.form.income',
  filingStatus: 'calc.filingStatus',
  taxYear: 'calc.taxYear',
  itemized: 'usFederal.form.itemized',
  age65: 'usFederal.form.age65',
  blind: 'usFederal.form.blind',
  method: 'usFederal.form.method',
  children: 'usFederal.credits.children',
  dependents: 'usFederal.credits.dependents',
  eitcChildren: 'usFederal.credits.eitcChildren',
};

/** Inputs in the query string: ?income=&status=&year=&itemized=&age65=&blind=&method=&children=&dependents=&eitcChildren= */
export default function UsFederalIncomeTaxPage() {
  const t = useT();
  const form = useQueryForm(federalAdapter);
  const { data, error, isFetching } = useCalculateUsFederalTaxQuery(form.request);
  const { values } = form;
  const field = useFieldProps(form, labels, 'us-federal', (message, label, translate) =>
    message.startsWith('must be 0 or 1 for filing status') ? translate('usFederal.validation.onePerson', { field: label }) : undefined,
  );
  const maxPeople = peopleOnReturn(values.filingStatus);
  // The explanation quotes the figures of the year selected in the form.
  const year = yearOnScreen(usTaxYears, values.taxYear, taxYearInForce.taxYear);
  const figures = usFederalHeadlines(year);
  const table = { tableUpTo: copyAmount(figures.taxTableUpTo, 'USD'), rowWidth: copyAmount(figures.taxTableRowWidth, 'USD') };
  const creditCopy = useCreditCopy(year);
  const peopleOptions = Array.from({ length: maxPeople + 1 }, (_, count) => ({ value: String(count), label: String(count) }));

  return (
    <CalculatorPage
      country="us"
      name={t('calculator.usFederalIncomeTax')}
      title={t('usFederal.title')}
      lead={t('usFederal.lead', { ...supportedYearSpans.us })}
      formHeading={t('calc.formHeading')}
      form={
        <CalculatorForm
          label={t('usFederal.form.label')}
          submitLabel={t('calc.calculate')}
          submitting={isFetching}
          onSubmit={form.onSubmit}
        >
          <MoneyInput
            {...field('income')}
            name="income"
            prefix="$"
            placeholder={t('usFederal.form.incomePlaceholder')}
            help={t('usFederal.form.incomeHelp')}
          />
          <div className="form-row">
            <SelectField
              {...field('filingStatus')}
              name="status"
              options={filingStatusOptions.map((status) => ({ value: status, label: t(`results.value.${status}`) }))}
              onChange={(status) => {
                // A single filer's return has one person: cap the 65+/blind counts.
                const cap = String(Math.min(peopleOnReturn(status), 2));
                form.update(
                  { filingStatus: status, age65: values.age65 > cap ? cap : values.age65, blind: values.blind > cap ? cap : values.blind },
                  ['filingStatus', 'age65', 'blind'],
                );
              }}
            />
            <SelectField
              {...field('taxYear')}
              name="year"
              options={taxYearOptions.map((year) => ({ value: String(year), label: String(year) }))}
            />
          </div>
          <MoneyInput
            {...field('itemized')}
            name="itemized"
            prefix="$"
            placeholder={t('usFederal.form.itemizedPlaceholder')}
            help={t('usFederal.form.itemizedHelp')}
          />
          <div className="form-row">
            <SelectField
              {...field('age65')}
              name="age65"
              options={peopleOptions}
              help={t('usFederal.form.peopleHelp', { max: maxPeople })}
            />
            <SelectField {...field('blind')} name="blind" options={peopleOptions} />
          </div>
          <CreditInputs year={year} children={field('children')} dependents={field('dependents')} eitcChildren={field('eitcChildren')} />
          <SelectField
            {...field('method')}
            name="method"
            options={methodOptions.map((method) => ({ value: method, label: t(`usFederal.method.${method}`) }))}
            help={t('usFederal.form.methodHelp', table)}
          />
          <TaxYearNotice choice={taxYearInForce} selectedYear={form.values.taxYear} />
        </CalculatorForm>
      }
      results={
        <CalculatorResults
          result={data}
          title={t('calculator.usFederalIncomeTax')}
          isFetching={isFetching}
          error={error}
          placeholder={t('usFederal.placeholder')}
        />
      }
    >
      <Explainer id="us-federal-how" title={t('usFederal.how.title')} disclaimer={t('calc.disclaimer')}>
        <p>
          {t('usFederal.how.brackets', {
            bracketCount: figures.bracketRates.length,
            lowestRate: figures.bracketRates[0],
            highestRate: figures.bracketRates.at(-1),
          })}
        </p>
        <p>
          {t('usFederal.how.deduction', {
            year,
            single: copyAmount(figures.standardDeduction.single, 'USD'),
            joint: copyAmount(figures.standardDeduction.joint, 'USD'),
            headOfHousehold: copyAmount(figures.standardDeduction.headOfHousehold, 'USD'),
          })}
        </p>
        <p>{t('usFederal.how.table', table)}</p>
        <p>{t('usFederal.how.credits', creditCopy)}</p>
        <p>{t('usFederal.how.scope')}</p>
      </Explainer>
    </CalculatorPage>
  );
}
