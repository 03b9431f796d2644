import {
  usMaxPropertyTaxRate,
  usMedianPropertyTaxRate,
  usMedianPropertyTaxRates,
  usPropertyTaxSurveyYear,
} from '@taxatlas/tax-engine/us/property-tax';
import { isUsStateCode, usStateName, usStates } from '@taxatlas/tax-engine/us/states';
import { CalculatorForm } from '../../components/calculator/calculator-form';
import { CalculatorPage, Explainer } from '../../components/calculator/calculator-page';
import { CalculatorResults } from '../../components/calculator/calculator-results';
import { describedBy, FormField, MoneyInput, SelectField } from '../../components/calculator/form-fields';
import { fieldErrorText } from '../../components/calculator/schema-messages';
import { useQueryForm } from '../../components/calculator/use-query-form';
import { TextInput } from '../../components/form/text-input';
import { propertyTaxAdapter, type PropertyTaxFormField } from './property-tax-form-state';
import { StateRatesChart } from './state-rates-chart';
import { useCalculateUsPropertyTaxQuery } from './us-property-tax-api';
import { usePropertyTaxT, type PropertyTaxT } from './use-property-tax-t';

const labels: Record<PropertyTaxFormField, Parameters<PropertyTaxT>[0]> = {
  homeValue: 'usPropertyTax.form.homeValue',
  state: 'usPropertyTax.form.state',
  rate: 'usPropertyTax.form.rate',
  assessmentRatio: 'usPropertyTax.form.assessmentRatio',
  exemption: 'usPropertyTax.form.exemption',
};

/** A rate as a bill states it: up to three decimals, no trailing zeros. */
const rateText = (percent: number): string => `${Number(percent.toFixed(3))}%`;

export default function UsPropertyTaxPage() {
  const t = usePropertyTaxT();
  const form = useQueryForm(propertyTaxAdapter);
  const { data, error, isFetching } = useCalculateUsPropertyTaxQuery(form.request);
  const { values } = form;
  const field = (name: PropertyTaxFormField) => {
    const label = t(labels[name]);
    return { id: `us-property-tax-${name}`, label, error: fieldErrorText(t, form.errors, name, label) };
  };
  const stateCode = isUsStateCode(values.state) ? values.state : 'TX';
  const rateField = field('rate');
  const rateHelp = t('usPropertyTax.form.rateHelp', { state: usStateName(stateCode), rate: rateText(usMedianPropertyTaxRate(stateCode)) });
  const ratioField = field('assessmentRatio');
  const ratioHelp = t('usPropertyTax.form.assessmentRatioHelp');
  const ranked = usMedianPropertyTaxRates();
  const [highest, lowest] = [ranked[0]!, ranked.at(-1)!];

  return (
    <CalculatorPage
      country="us"
      name={t('catalogue.us-property-tax.name')}
      title={t('usPropertyTax.title')}
      lead={t('usPropertyTax.lead')}
      formHeading={t('calc.formHeading')}
      form={
        <CalculatorForm
          label={t('usPropertyTax.form.label')}
          submitLabel={t('calc.calculate')}
          submitting={isFetching}
          onSubmit={form.onSubmit}
        >
          <MoneyInput
            {...field('homeValue')}
            name="value"
            prefix="$"
            placeholder={t('usPropertyTax.form.homeValuePlaceholder')}
            value={values.homeValue}
            onChange={(value) => form.onChange('homeValue', value)}
          />
          <SelectField
            {...field('state')}
            name="state"
            value={values.state}
            options={usStates.map((state) => ({ value: state.code, label: state.name }))}
            onChange={(value) => form.onChange('state', value)}
          />
          <div className="form-row">
            <FormField {...rateField} help={rateHelp}>
              <TextInput
                id={rateField.id}
                name="rate"
                inputMode="decimal"
                maxLength={String(usMaxPropertyTaxRate).length + 4}
                placeholder={t('usPropertyTax.form.ratePlaceholder')}
                value={values.rate}
                invalid={Boolean(rateField.error)}
                aria-describedby={describedBy(rateField.id, rateField.error, rateHelp)}
                onChange={(event) => form.onChange('rate', event.target.value)}
              />
            </FormField>
            <FormField {...ratioField} help={ratioHelp}>
              <TextInput
                id={ratioField.id}
                name="ratio"
                inputMode="decimal"
                placeholder="100"
                value={values.assessmentRatio}
                invalid={Boolean(ratioField.error)}
                aria-describedby={describedBy(ratioField.id, ratioField.error, ratioHelp)}
                onChange={(event) => form.onChange('assessmentRatio', event.target.value)}
              />
            </FormField>
          </div>
          <MoneyInput
            {...field('exemption')}
            name="exemption"
            prefix="$"
            placeholder={t('usPropertyTax.form.exemptionPlaceholder')}
            value={values.exemption}
            onChange={(value) => form.onChange('exemption', value)}
          />
        </CalculatorForm>
      }
      results={
        <CalculatorResults
          result={data}
          title={t('catalogue.us-property-tax.name')}
          isFetching={isFetching}
          error={error}
          placeholder={t('usPropertyTax.placeholder')}
          notice={data ? <StateRatesChart state={data.state} t={t} rateText={rateText} /> : null}
        />
      }
    >
      <Explainer id="us-property-tax-how" title={t('usPropertyTax.how.title')} disclaimer={t('calc.disclaimer')}>
        <p>{t('usPropertyTax.how.formula')}</p>
        <p>
          {t('usPropertyTax.how.median', {
            year: String(usPropertyTaxSurveyYear),
            lowRate: rateText(lowest.rate),
            lowState: usStateName(lowest.state),
            highRate: rateText(highest.rate),
            highState: usStateName(highest.state),
          })}
        </p>
        <p>{t('usPropertyTax.how.local')}</p>
      </Explainer>
    </CalculatorPage>
  );
}
