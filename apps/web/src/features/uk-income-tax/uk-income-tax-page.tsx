import { ukIncomeTaxHeadlines, ukOtherIncomeHeadlines } from '@taxatlas/tax-engine/uk/headline-figures';
import { ukTaxYears } from '@taxatlas/tax-engine/uk/tax-year';
import { copyAmount, supportedYearSpans, yearOnScreen } from '../../lib/tax-year-copy';
import { CalculatorPage, Explainer } from '../../components/calculator/calculator-page';
import { CalculatorResults } from '../../components/calculator/calculator-results';
import { TaxYearNotice } from '../../components/calculator/tax-year-notice';
import { useQueryForm, type QueryFormAdapter } from '../../components/calculator/use-query-form';
import type { UkIncomeTaxParsedRequest } from '@taxatlas/contracts/uk-income-tax';
import {
  defaultFormValues,
  formValuesFromQuery,
  incomeTaxSchema,
  queryFromFormValues,
  validateFormValues,
  type IncomeTaxFormField,
  type IncomeTaxFormValues,
  taxYearInForce,
} from './income-tax-form-state';
import { IncomeTaxForm } from './income-tax-form';
import { useCalculateUkIncomeTaxQuery } from './uk-income-tax-api';
import { useIncomeTaxT } from './use-income-tax-t';

const adapter: QueryFormAdapter<IncomeTaxFormValues, IncomeTaxFormField, UkIncomeTaxParsedRequest> = {
  defaults: defaultFormValues,
  fromQuery: formValuesFromQuery,
  toQuery: queryFromFormValues,
  validate: validateFormValues,
  validator: incomeTaxSchema,
};

/** Inputs in the query string (income, year, region, pension, loan): a reload or a shared link shows the same result. */
export default function UkIncomeTaxPage() {
  const t = useIncomeTaxT();
  const form = useQueryForm(adapter);
  const { data, error, isFetching } = useCalculateUkIncomeTaxQuery(form.request);
  // The explanation quotes the figures of the year selected in the form.
  const yearShown = yearOnScreen(ukTaxYears, form.values.taxYear, taxYearInForce.taxYear);
  const figures = ukIncomeTaxHeadlines(yearShown);
  const other = ukOtherIncomeHeadlines(yearShown);
  const money = (amount: number) => copyAmount(amount, 'GBP');

  return (
    <CalculatorPage
      country="uk"
      name={t('calculator.ukIncomeTax')}
      title={t('ukIncomeTax.title')}
      lead={t('ukIncomeTax.lead', { ...supportedYearSpans.uk })}
      formHeading={t('ukIncomeTax.form.heading')}
      form={
        <>
          <IncomeTaxForm
            values={form.values}
            errors={form.errors}
            submitting={isFetching}
            otherIncome={other}
            onChange={form.onChange}
            onSubmit={form.onSubmit}
          />
          <TaxYearNotice choice={taxYearInForce} selectedYear={form.values.taxYear} />
        </>
      }
      results={
        <CalculatorResults
          result={data}
          title={t('calculator.ukIncomeTax')}
          isFetching={isFetching}
          error={error}
          placeholder={t('ukIncomeTax.placeholder')}
          errorTitle={t('ukIncomeTax.error.title')}
          calculatingText={t('ukIncomeTax.calculating')}
        />
      }
    >
      <Explainer id="uk-income-tax-how" title={t('ukIncomeTax.how.title')} disclaimer={t('ukIncomeTax.how.disclaimer')}>
        <p>
          {t('ukIncomeTax.how.allowance', {
            allowance: copyAmount(figures.personalAllowance, 'GBP'),
            taperLimit: copyAmount(figures.taperIncomeLimit, 'GBP'),
            allowanceGoneAt: copyAmount(figures.allowanceGoneAt, 'GBP'),
          })}
        </p>
        <p>
          {t('ukIncomeTax.how.bands', {
            basicRate: figures.basicRate,
            higherRate: figures.higherRate,
            additionalRate: figures.additionalRate,
            scottishBandCount: figures.scottishBandCount,
            scottishLowestRate: figures.scottishLowestRate,
            scottishHighestRate: figures.scottishHighestRate,
          })}
        </p>
        <p>{t('ukIncomeTax.how.ni', { niMainRate: figures.niMainRate, niAdditionalRate: figures.niAdditionalRate })}</p>
        <p>
          {t('ukIncomeTax.how.otherIncome', {
            startingLimit: money(other.savingsStartingLimit),
            startingRate: other.savingsStartingRate,
            basicAllowance: money(other.savingsAllowanceBasic),
            higherAllowance: money(other.savingsAllowanceHigher),
            dividendAllowance: money(other.dividendAllowance),
            dividendOrdinaryRate: other.dividendOrdinaryRate,
            dividendUpperRate: other.dividendUpperRate,
            dividendAdditionalRate: other.dividendAdditionalRate,
          })}
        </p>
        <p>
          {t('ukIncomeTax.how.allowances', {
            marriagePercent: other.marriageAllowancePercent,
            marriageReliefRate: other.marriageAllowanceReliefRate,
            blindAmount: money(other.blindPersonsAllowance),
          })}
        </p>
        <p>
          {t('ukIncomeTax.how.childBenefit', {
            threshold: money(other.childBenefitChargeThreshold),
            step: money(other.childBenefitChargeStep),
          })}
        </p>
      </Explainer>
    </CalculatorPage>
  );
}
