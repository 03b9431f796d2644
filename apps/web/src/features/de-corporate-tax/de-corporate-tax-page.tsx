import { germanLegalForms, germanMunicipalHebesaetze } from '@taxatlas/tax-engine/germany/corporate-tax';
import { germanBusinessTaxHeadlines } from '@taxatlas/tax-engine/germany/business-tax-headlines';
import { germanTaxYears } from '@taxatlas/tax-engine/germany/tax-year';
import { copyAmount, supportedYearSpans, yearOnScreen } from '../../lib/tax-year-copy';
import { CalculatorForm } from '../../components/calculator/calculator-form';
import { CalculatorPage, Explainer } from '../../components/calculator/calculator-page';
import { CalculatorResults } from '../../components/calculator/calculator-results';
import { describedBy, FormField, MoneyInput, SelectField } from '../../components/calculator/form-fields';
import { TaxYearNotice } from '../../components/calculator/tax-year-notice';
import { useFieldProps } from '../../components/calculator/use-field-props';
import { useQueryForm } from '../../components/calculator/use-query-form';
import { TextInput } from '../../components/form/text-input';
import type { MessageId } from '../../lib/i18n/catalogues';
import { useCalculateDeCorporateTaxQuery } from './de-corporate-tax-api';
import {
  customMunicipality,
  deCorporateTaxAdapter,
  type DeCorporateTaxFormField,
  hebesatzOf,
  taxYearInForce,
} from './de-corporate-tax-form-state';
import type { DeCorporateTaxMessageId } from './messages';
import { useDeCorporateTaxT } from './use-de-corporate-tax-t';

const labels: Record<DeCorporateTaxFormField, DeCorporateTaxMessageId | MessageId> = {
  profit: 'deCorporateTax.form.profit',
  legalForm: 'deCorporateTax.form.legalForm',
  municipality: 'deCorporateTax.form.municipality',
  hebesatz: 'deCorporateTax.form.hebesatz',
  taxYear: 'calc.taxYear',
};

/** Inputs in the query string: ?profit=&form=&city=&hebesatz=&year= */
export default function DeCorporateTaxPage() {
  const t = useDeCorporateTaxT();
  const form = useQueryForm(deCorporateTaxAdapter);
  const { data, error, isFetching } = useCalculateDeCorporateTaxQuery(form.request);
  const { values } = form;
  // The explanation and the city list quote the figures of the year selected in the form.
  const year = yearOnScreen(germanTaxYears, values.taxYear, taxYearInForce.taxYear);
  const figures = germanBusinessTaxHeadlines(year);
  const field = useFieldProps(form, labels, 'de-corporate-tax', (message, label) =>
    message.startsWith('must be at least')
      ? t('deCorporateTax.validation.hebesatzMinimum', { field: label, minimum: figures.minimumHebesatz })
      : undefined,
  );
  const hebesatz = field('hebesatz');
  const hebesatzHelp = t('deCorporateTax.form.hebesatzHelp', { minimum: figures.minimumHebesatz });
  const name = t('catalogue.de-corporate-tax.name');

  const chooseMunicipality = (municipality: string) => {
    const rate = hebesatzOf(municipality, year);
    form.update(rate === undefined ? { municipality } : { municipality, hebesatz: String(rate) }, ['municipality', 'hebesatz']);
  };

  return (
    <CalculatorPage
      country="germany"
      name={name}
      title={t('deCorporateTax.title')}
      lead={t('deCorporateTax.lead', { ...supportedYearSpans.germany })}
      formHeading={t('calc.formHeading')}
      form={
        <CalculatorForm
          label={t('deCorporateTax.form.label')}
          submitLabel={t('calc.calculate')}
          submitting={isFetching}
          onSubmit={form.onSubmit}
        >
          <MoneyInput {...field('profit')} name="profit" prefix="€" help={t('deCorporateTax.form.profitHelp')} />
          <div className="form-row">
            <SelectField
              {...field('legalForm')}
              name="form"
              options={germanLegalForms.map((legalForm) => ({ value: legalForm, label: t(`deCorporateTax.legalForm.${legalForm}`) }))}
            />
            <SelectField
              {...field('taxYear')}
              name="year"
              options={germanTaxYears.map((taxYear) => ({ value: String(taxYear), label: String(taxYear) }))}
            />
          </div>
          <div className="form-row">
            <SelectField
              {...field('municipality')}
              name="city"
              onChange={chooseMunicipality}
              options={[
                ...germanMunicipalHebesaetze(year).map((city) => ({
                  value: city.municipality,
                  label: t('deCorporateTax.municipality.option', city),
                })),
                { value: customMunicipality, label: t('deCorporateTax.municipality.custom') },
              ]}
            />
            <FormField {...hebesatz} help={hebesatzHelp}>
              <TextInput
                id={hebesatz.id}
                name="hebesatz"
                inputMode="numeric"
                autoComplete="off"
                value={hebesatz.value}
                invalid={Boolean(hebesatz.error)}
                aria-describedby={describedBy(hebesatz.id, hebesatz.error, hebesatzHelp)}
                onChange={(event) =>
                  form.update({ hebesatz: event.target.value, municipality: customMunicipality }, ['hebesatz', 'municipality'])
                }
              />
            </FormField>
          </div>
          <TaxYearNotice choice={taxYearInForce} selectedYear={values.taxYear} />
        </CalculatorForm>
      }
      results={
        <CalculatorResults result={data} title={name} isFetching={isFetching} error={error} placeholder={t('deCorporateTax.placeholder')} />
      }
    >
      <Explainer id="de-corporate-tax-how" title={t('deCorporateTax.how.title')} disclaimer={t('calc.disclaimer')}>
        <p>
          {t('deCorporateTax.how.corporate', { year, corporateRate: figures.corporateTaxRate, solidarityRate: figures.solidarityRate })}
        </p>
        <p>{t('deCorporateTax.how.trade', { baseRate: figures.tradeTaxBaseRate, minimum: figures.minimumHebesatz })}</p>
        <p>
          {t('deCorporateTax.how.allowance', {
            allowance: copyAmount(figures.tradeTaxAllowance, 'EUR'),
            factor: figures.tradeTaxCreditFactor,
          })}
        </p>
        <p>{t('deCorporateTax.how.scope')}</p>
      </Explainer>
    </CalculatorPage>
  );
}
