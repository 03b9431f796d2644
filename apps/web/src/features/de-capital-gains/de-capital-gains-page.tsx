import { churchTaxOptions, germanFundTypes } from '@taxatlas/tax-engine/germany/capital-income-tax';
import { germanCapitalIncomeHeadlines } from '@taxatlas/tax-engine/germany/capital-income-headlines';
import { germanTaxYears } from '@taxatlas/tax-engine/germany/tax-year';
import { copyAmount, supportedYearSpans, yearOnScreen } from '../../lib/tax-year-copy';
import { CalculatorForm } from '../../components/calculator/calculator-form';
import { CalculatorPage, Explainer } from '../../components/calculator/calculator-page';
import { CalculatorResults } from '../../components/calculator/calculator-results';
import { MoneyInput, SelectField } from '../../components/calculator/form-fields';
import { TaxYearNotice } from '../../components/calculator/tax-year-notice';
import { useFieldProps } from '../../components/calculator/use-field-props';
import { useQueryForm } from '../../components/calculator/use-query-form';
import type { MessageId } from '../../lib/i18n/catalogues';
import { useCalculateDeCapitalGainsQuery } from './de-capital-gains-api';
import { DeCapitalGainsMoreFields } from './de-capital-gains-more-fields';
import { capitalAssessments, deCapitalGainsAdapter, type DeCapitalGainsFormField, taxYearInForce } from './de-capital-gains-form-state';
import type { DeCapitalGainsMessageId } from './messages';
import { useDeCapitalGainsT } from './use-de-capital-gains-t';

const labels: Record<DeCapitalGainsFormField, DeCapitalGainsMessageId | MessageId> = {
  income: 'deCapitalGains.form.income',
  assessment: 'deCapitalGains.form.assessment',
  churchTax: 'deCapitalGains.form.churchTax',
  fundType: 'deCapitalGains.form.fundType',
  taxYear: 'calc.taxYear',
  shareGains: 'deCapitalGains.more.shareGains',
  shareLosses: 'deCapitalGains.more.shareLosses',
  otherLosses: 'deCapitalGains.more.otherLosses',
  personalIncome: 'deCapitalGains.more.personalIncome',
};

const exemptionKey = { equity: 'equity', mixed: 'mixed', 'real-estate': 'realEstate', 'foreign-real-estate': 'foreignRealEstate' } as const;

/** Inputs in the query string: ?income=&assessment=&church=&fund=&year=&sharegains=&sharelosses=&otherlosses=&zve= */
export default function DeCapitalGainsPage() {
  const t = useDeCapitalGainsT();
  const form = useQueryForm(deCapitalGainsAdapter);
  const { data, error, isFetching } = useCalculateDeCapitalGainsQuery(form.request);
  const field = useFieldProps(form, labels, 'de-capital-gains');
  // The explanation and the options quote the figures of the year selected in the form.
  const year = yearOnScreen(germanTaxYears, form.values.taxYear, taxYearInForce.taxYear);
  const figures = germanCapitalIncomeHeadlines(year);
  const name = t('catalogue.de-capital-gains.name');

  return (
    <CalculatorPage
      country="germany"
      name={name}
      title={t('deCapitalGains.title')}
      lead={t('deCapitalGains.lead', { ...supportedYearSpans.germany })}
      formHeading={t('calc.formHeading')}
      form={
        <CalculatorForm
          label={t('deCapitalGains.form.label')}
          submitLabel={t('calc.calculate')}
          submitting={isFetching}
          onSubmit={form.onSubmit}
        >
          <MoneyInput {...field('income')} name="income" prefix="€" help={t('deCapitalGains.form.incomeHelp')} />
          <div className="form-row">
            <SelectField
              {...field('assessment')}
              name="assessment"
              options={capitalAssessments.map((assessment) => ({
                value: assessment,
                label: t(`deCapitalGains.assessment.${assessment}`, { allowance: copyAmount(figures.saverAllowance[assessment], 'EUR') }),
              }))}
            />
            <SelectField
              {...field('taxYear')}
              name="year"
              options={germanTaxYears.map((taxYear) => ({ value: String(taxYear), label: String(taxYear) }))}
            />
          </div>
          <div className="form-row">
            <SelectField
              {...field('churchTax')}
              name="church"
              options={churchTaxOptions.map((option) => ({ value: option, label: t(`deIncomeTax.church.${option}`) }))}
            />
            <SelectField
              {...field('fundType')}
              name="fund"
              options={germanFundTypes.map((fund) => ({
                value: fund,
                label:
                  fund === 'none'
                    ? t('deCapitalGains.fund.none')
                    : t(`deCapitalGains.fund.${fund}`, { rate: figures.partialExemptions[exemptionKey[fund]] }),
              }))}
            />
          </div>
          <DeCapitalGainsMoreFields values={form.values} field={field} />
          <TaxYearNotice choice={taxYearInForce} selectedYear={form.values.taxYear} />
        </CalculatorForm>
      }
      results={
        <CalculatorResults result={data} title={name} isFetching={isFetching} error={error} placeholder={t('deCapitalGains.placeholder')} />
      }
    >
      <Explainer id="de-capital-gains-how" title={t('deCapitalGains.how.title')} disclaimer={t('calc.disclaimer')}>
        <p>
          {t('deCapitalGains.how.flat', {
            year,
            flatRate: figures.flatRate,
            single: copyAmount(figures.saverAllowance.single, 'EUR'),
            joint: copyAmount(figures.saverAllowance.joint, 'EUR'),
          })}
        </p>
        <p>
          {t('deCapitalGains.how.surcharges', {
            solidarityRate: figures.solidarityRate,
            churchLow: figures.churchRates.low,
            churchHigh: figures.churchRates.high,
          })}
        </p>
        <p>{t('deCapitalGains.how.funds', { ...figures.partialExemptions })}</p>
        <p>{t('deCapitalGains.how.losses')}</p>
        <p>{t('deCapitalGains.how.favourable', { flatRate: figures.flatRate })}</p>
        <p>{t('deCapitalGains.how.scope')}</p>
      </Explainer>
    </CalculatorPage>
  );
}
