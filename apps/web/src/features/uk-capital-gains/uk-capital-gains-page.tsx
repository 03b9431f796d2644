import { ukCapitalGainsHeadlines } from '@taxatlas/tax-engine/uk/capital-gains';
import { ukTaxYears } from '@taxatlas/tax-engine/uk/tax-year';
import { copyAmount, ukYearLabel, yearOnScreen } from '../../lib/tax-year-copy';
import { CalculatorForm } from '../../components/calculator/calculator-form';
import { CalculatorPage, Explainer } from '../../components/calculator/calculator-page';
import { CalculatorResults } from '../../components/calculator/calculator-results';
import { CheckboxRow } from '../../components/calculator/checkbox-row';
import { MoneyInput, SelectField } from '../../components/calculator/form-fields';
import { fieldErrorText } from '../../components/calculator/schema-messages';
import { TaxYearNotice } from '../../components/calculator/tax-year-notice';
import { useQueryForm } from '../../components/calculator/use-query-form';
import {
  blankDisposal,
  capitalGainsAdapter,
  type CapitalGainsScalarField,
  type DisposalField,
  MAX_CGT_DISPOSALS,
  taxYearInForce,
} from './capital-gains-form-state';
import { DisposalFields } from './disposal-fields';
import { DisposalsTable } from './disposals-table';
import type { en } from './messages';
import { useCalculateUkCapitalGainsQuery } from './uk-capital-gains-api';
import { useCapitalGainsT } from './use-capital-gains-t';

type LabelledField = Exclude<CapitalGainsScalarField, 'scottishTaxpayer'>;

const labels: Record<LabelledField, keyof typeof en | 'calc.taxYear'> = {
  taxableIncome: 'ukCgt.form.taxableIncome',
  taxYear: 'calc.taxYear',
  lossesBroughtForward: 'ukCgt.form.lossesBroughtForward',
  badrLifetimeUsed: 'ukCgt.form.badrLifetimeUsed',
  investorsReliefLifetimeUsed: 'ukCgt.form.investorsReliefLifetimeUsed',
};

const middayOf = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/** Inputs in the query string: ?income=&year=&scottish=&losses=&badr=&ir=&gain1=&type1=&date1=&completion1=&gain2=… */
export default function UkCapitalGainsPage() {
  const t = useCapitalGainsT();
  const form = useQueryForm(capitalGainsAdapter);
  const { data, error, isFetching } = useCalculateUkCapitalGainsQuery(form.request);
  const { values } = form;
  // The copy quotes the figures of the year selected in the form.
  const year = yearOnScreen(ukTaxYears, values.taxYear, taxYearInForce.taxYear);
  const figures = ukCapitalGainsHeadlines(year);

  const field = (name: LabelledField) => {
    const label = t(labels[name]);
    return {
      id: `uk-capital-gains-${name}`,
      label,
      value: values[name],
      onChange: (value: string) => form.onChange(name, value),
      error: fieldErrorText(t, form.errors, name, label),
    };
  };
  const listError = form.errors.some((candidate) => candidate.field === 'disposals') ? t('ukCgt.validation.disposals') : undefined;
  const rows = values.disposals;
  const changeRow = (index: number, name: DisposalField, value: string) =>
    form.update({ disposals: rows.map((row, position) => (position === index ? { ...row, [name]: value } : row)) }, [
      `disposals.${index}.${name}`,
      'disposals',
    ]);
  // Removing a row renumbers the ones after it: their messages would point at the wrong row, so all row messages go.
  const removeRow = (index: number) =>
    form.update(
      { disposals: rows.filter((_row, position) => position !== index) },
      rows.flatMap((_row, position) =>
        (['gain', 'assetType', 'disposalDate', 'completionDate'] as const).map((name) => `disposals.${position}.${name}` as const),
      ),
    );
  const lifetimeHelp = (limit: number) => t('ukCgt.form.lifetimeHelp', { limit: copyAmount(limit, 'GBP') });

  return (
    <CalculatorPage
      country="uk"
      name={t('ukCgt.name')}
      title={t('ukCgt.title')}
      lead={t('ukCgt.lead')}
      formHeading={t('calc.formHeading')}
      form={
        <CalculatorForm label={t('ukCgt.form.label')} submitLabel={t('calc.calculate')} submitting={isFetching} onSubmit={form.onSubmit}>
          <div className="form-row">
            <MoneyInput
              {...field('taxableIncome')}
              name="income"
              prefix="£"
              placeholder="0"
              help={t('ukCgt.form.taxableIncomeHelp', { basicRateBand: copyAmount(figures.basicRateBand, 'GBP') })}
            />
            <SelectField
              {...field('taxYear')}
              name="year"
              options={ukTaxYears.map((taxYear) => ({ value: taxYear, label: ukYearLabel(taxYear) }))}
            />
          </div>
          <TaxYearNotice choice={taxYearInForce} selectedYear={values.taxYear} />
          <CheckboxRow
            id="uk-capital-gains-scottishTaxpayer"
            name="scottish"
            label={t('ukCgt.form.scottishTaxpayer')}
            checked={values.scottishTaxpayer === 'true'}
            onChange={(checked) => form.onChange('scottishTaxpayer', checked ? 'true' : '')}
          />
          <section className="calculator-disposals-form" aria-labelledby="uk-capital-gains-disposals">
            <h3 id="uk-capital-gains-disposals" className="form-field-label">
              {t('ukCgt.form.disposalsHeading')}
            </h3>
            {rows.map((row, index) => (
              <DisposalFields
                // Rows have no identity of their own: a removed row's successors take its place.
                key={index}
                index={index}
                row={row}
                errors={form.errors}
                propertyReturnDays={figures.propertyReturnDays}
                onChange={(name, value) => changeRow(index, name, value)}
                onRemove={rows.length > 1 ? () => removeRow(index) : undefined}
              />
            ))}
            {listError ? (
              <p className="form-field-error" id="uk-capital-gains-disposals-error">
                {listError}
              </p>
            ) : null}
            {rows.length < MAX_CGT_DISPOSALS ? (
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => form.update({ disposals: [...rows, blankDisposal] }, ['disposals'])}
              >
                {t('ukCgt.form.addDisposal')}
              </button>
            ) : null}
          </section>
          <fieldset className="form-field form-fieldset">
            <legend className="form-field-label">{t('ukCgt.form.reliefsHeading')}</legend>
            <MoneyInput
              {...field('lossesBroughtForward')}
              name="losses"
              prefix="£"
              placeholder="0"
              help={t('ukCgt.form.lossesBroughtForwardHelp')}
            />
            <div className="form-row">
              <MoneyInput
                {...field('badrLifetimeUsed')}
                name="badr"
                prefix="£"
                placeholder="0"
                help={lifetimeHelp(figures.reliefLifetimeLimits.businessAssetDisposalRelief)}
              />
              <MoneyInput
                {...field('investorsReliefLifetimeUsed')}
                name="ir"
                prefix="£"
                placeholder="0"
                help={lifetimeHelp(figures.reliefLifetimeLimits.investorsRelief)}
              />
            </div>
          </fieldset>
        </CalculatorForm>
      }
      results={
        <CalculatorResults
          result={data}
          title={t('ukCgt.name')}
          isFetching={isFetching}
          error={error}
          placeholder={t('ukCgt.placeholder')}
          notice={data ? <DisposalsTable result={data} /> : null}
        />
      }
    >
      <Explainer id="uk-capital-gains-how" title={t('ukCgt.how.title')} disclaimer={t('calc.disclaimer')}>
        <p>{t('ukCgt.how.allowance', { year: ukYearLabel(year), annualExemptAmount: copyAmount(figures.annualExemptAmount, 'GBP') })}</p>
        <p>
          {t('ukCgt.how.rates', {
            lowerRate: figures.mainRates.other.lowerRate,
            higherRate: figures.mainRates.other.higherRate,
            propertyLowerRate: figures.mainRates.residentialProperty.lowerRate,
            propertyHigherRate: figures.mainRates.residentialProperty.higherRate,
          })}
        </p>
        {figures.mainRatesChangedOn ? <p>{t('ukCgt.how.ratesChanged', { date: middayOf(figures.mainRatesChangedOn) })}</p> : null}
        <p>
          {t('ukCgt.how.reliefs', {
            badrRate: figures.reliefRates.businessAssetDisposalRelief,
            badrLimit: copyAmount(figures.reliefLifetimeLimits.businessAssetDisposalRelief, 'GBP'),
            investorsRate: figures.reliefRates.investorsRelief,
            investorsLimit: copyAmount(figures.reliefLifetimeLimits.investorsRelief, 'GBP'),
          })}
        </p>
        <p>{t('ukCgt.how.property', { days: figures.propertyReturnDays })}</p>
      </Explainer>
    </CalculatorPage>
  );
}
