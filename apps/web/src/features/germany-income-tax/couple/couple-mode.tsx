import { germanCoupleHeadlines, germanWageHeadlines } from '@taxatlas/tax-engine/germany/headline-figures';
import { germanStateInfo, type GermanState } from '@taxatlas/tax-engine/germany/states';
import { germanTaxYears } from '@taxatlas/tax-engine/germany/tax-year';
import { CalculatorForm } from '../../../components/calculator/calculator-form';
import { CalculatorPage, Explainer } from '../../../components/calculator/calculator-page';
import { CalculatorResults } from '../../../components/calculator/calculator-results';
import { MoneyInput, SelectField } from '../../../components/calculator/form-fields';
import { TaxYearNotice } from '../../../components/calculator/tax-year-notice';
import { useFieldProps } from '../../../components/calculator/use-field-props';
import { useQueryForm } from '../../../components/calculator/use-query-form';
import type { MessageId } from '../../../lib/i18n/catalogues';
import { copyAmount, supportedYearSpans, yearOnScreen } from '../../../lib/tax-year-copy';
import { ModeSwitch } from '../mode-switch';
import {
  careChildrenChoices,
  childAllowanceChoices,
  periodOptions,
  stateOptions,
  taxYearInForce,
  taxYearOptions,
} from '../wage-tax/wage-tax-form-state';
import { useCalculateDeTaxClassChoiceQuery } from './couple-api';
import { CoupleComparison } from './couple-comparison';
import { coupleAdapter, type CoupleFormField } from './couple-form-state';
import { useCoupleT } from './use-couple-t';

// The feature's ids are registered with the shared catalogue when this chunk loads; the shared hook reads them.
const labels = {
  grossA: 'deCouple.form.grossA',
  grossB: 'deCouple.form.grossB',
  period: 'deCouple.form.period',
  churchA: 'deCouple.form.churchA',
  churchB: 'deCouple.form.churchB',
  state: 'deWageTax.form.state',
  healthAddOnA: 'deCouple.form.healthAddOnA',
  healthAddOnB: 'deCouple.form.healthAddOnB',
  childAllowances: 'deCouple.form.childAllowances',
  childrenForCare: 'deCouple.form.childrenForCare',
  taxYear: 'calc.taxYear',
} as unknown as Record<CoupleFormField, MessageId>;

/** Inputs in the query string: ?mode=couple&a=&b=&period=&ca=&cb=&state=&ha=&hb=&kids=&care=&year= */
export default function CoupleMode() {
  const t = useCoupleT();
  const form = useQueryForm(coupleAdapter);
  const { data, error, isFetching } = useCalculateDeTaxClassChoiceQuery(form.request);
  const { values } = form;
  const year = yearOnScreen(germanTaxYears, values.taxYear, taxYearInForce.taxYear);
  const figures = germanWageHeadlines(year);
  const field = useFieldProps(form, labels, 'de-couple');
  const stateName = (code: string) => germanStateInfo(code as GermanState).name;
  const churchRate = germanStateInfo(values.state as GermanState).churchTax;
  const churchOptions = [
    { value: 'no', label: t('deWageTax.church.no') },
    { value: 'yes', label: t('deWageTax.church.yes', { rate: churchRate, state: stateName(values.state) }) },
  ];
  const addOnHelp = t('deCouple.form.healthAddOnHelp', { year, rate: figures.averageHealthAddOnRate });

  return (
    <CalculatorPage
      country="germany"
      name={t('calculator.deIncomeTax')}
      title={t('deCouple.title')}
      lead={t('deCouple.lead', { ...supportedYearSpans.germany })}
      formHeading={t('calc.formHeading')}
      form={
        <>
          <ModeSwitch mode="couple" />
          <CalculatorForm
            label={t('deCouple.form.label')}
            submitLabel={t('calc.calculate')}
            submitting={isFetching}
            onSubmit={form.onSubmit}
          >
            <div className="form-row">
              <MoneyInput {...field('grossA')} name="a" prefix="€" placeholder={t('deCouple.form.grossPlaceholder')} />
              <MoneyInput {...field('grossB')} name="b" prefix="€" placeholder={t('deCouple.form.grossPlaceholder')} />
            </div>
            <div className="form-row">
              <SelectField
                {...field('period')}
                name="period"
                options={periodOptions.map((period) => ({ value: period, label: t(`deCouple.period.${period}`) }))}
              />
              <SelectField
                {...field('taxYear')}
                name="year"
                options={taxYearOptions.map((option) => ({ value: String(option), label: String(option) }))}
              />
            </div>
            <div className="form-row">
              <SelectField {...field('churchA')} name="ca" options={churchOptions} />
              <SelectField {...field('churchB')} name="cb" options={churchOptions} />
            </div>
            <div className="form-row">
              <MoneyInput
                {...field('healthAddOnA')}
                name="ha"
                prefix="%"
                placeholder={String(figures.averageHealthAddOnRate)}
                help={addOnHelp}
              />
              <MoneyInput
                {...field('healthAddOnB')}
                name="hb"
                prefix="%"
                placeholder={String(figures.averageHealthAddOnRate)}
                help={addOnHelp}
              />
            </div>
            <div className="form-row">
              <SelectField
                {...field('childAllowances')}
                name="kids"
                options={childAllowanceChoices.map((count) => ({ value: count, label: count }))}
              />
              <SelectField
                {...field('childrenForCare')}
                name="care"
                options={careChildrenChoices.map((count) => ({ value: count, label: count }))}
              />
            </div>
            <SelectField {...field('state')} name="state" options={stateOptions.map((code) => ({ value: code, label: stateName(code) }))} />
            <TaxYearNotice choice={taxYearInForce} selectedYear={values.taxYear} />
          </CalculatorForm>
        </>
      }
      results={
        <CalculatorResults
          result={data}
          title={t('deWageTax.mode.couple')}
          isFetching={isFetching}
          error={error}
          placeholder={t('deCouple.placeholder')}
          notice={data ? <CoupleComparison result={data} /> : undefined}
        />
      }
    >
      <Explainer id="de-couple-how" title={t('deCouple.how.title')} disclaimer={t('calc.disclaimer')}>
        <p>{t('deCouple.how.withheld', { year })}</p>
        <p>{t('deCouple.how.assessed', { employeeLumpSum: copyAmount(germanCoupleHeadlines(year).employeeLumpSum, 'EUR') })}</p>
        <p>{t('deCouple.how.simplified')}</p>
      </Explainer>
    </CalculatorPage>
  );
}
