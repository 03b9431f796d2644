import { usEstateTaxYears } from '@taxatlas/tax-engine/us/estate-tax';
import { usEstateTaxHeadlines } from '@taxatlas/tax-engine/us/estate-tax-headlines';
import { usStateName, usStates, type UsStateCode } from '@taxatlas/tax-engine/us/states';
import { useIntl } from 'react-intl';
import { copyAmount, yearOnScreen } from '../../lib/tax-year-copy';
import { CalculatorForm } from '../../components/calculator/calculator-form';
import { CalculatorPage, Explainer } from '../../components/calculator/calculator-page';
import { CalculatorResults } from '../../components/calculator/calculator-results';
import { MoneyInput, SelectField } from '../../components/calculator/form-fields';
import { useFieldProps } from '../../components/calculator/use-field-props';
import { TaxYearNotice } from '../../components/calculator/tax-year-notice';
import { useQueryForm } from '../../components/calculator/use-query-form';
import { estateAmountKinds, estateTaxAdapter, type EstateTaxFormField, taxYearInForce } from './estate-tax-form-state';
import { useCalculateUsEstateTaxQuery } from './us-estate-tax-api';
import { type EstateTaxT, useEstateTaxT } from './use-estate-tax-t';

function EstateExplainer({ t, year }: { readonly t: EstateTaxT; readonly year: number }) {
  const figures = usEstateTaxHeadlines(year);
  const intl = useIntl();
  const names = (codes: readonly UsStateCode[]) => intl.formatList(codes.map(usStateName), { type: 'conjunction' });
  return (
    <Explainer id="us-estate-tax-how" title={t('usEstateTax.how.title')} disclaimer={t('calc.disclaimer')}>
      <p>{t('usEstateTax.how.exclusion', { year, exclusion: copyAmount(figures.basicExclusionAmount, 'USD') })}</p>
      <p>
        {t('usEstateTax.how.rates', {
          lowestRate: figures.lowestRate,
          topRate: figures.topRate,
          topRateFrom: copyAmount(figures.topRateFrom, 'USD'),
        })}
      </p>
      <p>
        {t('usEstateTax.how.states', {
          estateStates: names(figures.estateTaxStates),
          inheritanceStates: names(figures.inheritanceTaxStates),
        })}
      </p>
      <p>{t('usEstateTax.how.scope')}</p>
    </Explainer>
  );
}

/** Inputs in the query string: ?kind=&estate=&marital=&charity=&debts=&gifts=&gifttax=&dsue=&year=&state= */
export default function UsEstateTaxPage() {
  const t = useEstateTaxT();
  const form = useQueryForm(estateTaxAdapter);
  const { data, error, isFetching } = useCalculateUsEstateTaxQuery(form.request);
  const gross = form.values.kind === 'gross';
  const labels: Record<EstateTaxFormField, Parameters<EstateTaxT>[0]> = {
    kind: 'usEstateTax.form.kind',
    estate: gross ? 'usEstateTax.form.estate.gross' : 'usEstateTax.form.estate.taxable',
    maritalDeduction: 'usEstateTax.form.maritalDeduction',
    charitableDeduction: 'usEstateTax.form.charitableDeduction',
    debtsAndExpenses: 'usEstateTax.form.debtsAndExpenses',
    adjustedTaxableGifts: 'usEstateTax.form.adjustedTaxableGifts',
    giftTaxPayable: 'usEstateTax.form.giftTaxPayable',
    deceasedSpouseUnusedExclusion: 'usEstateTax.form.deceasedSpouseUnusedExclusion',
    taxYear: 'usEstateTax.form.taxYear',
    state: 'usEstateTax.form.state',
  };
  const field = useFieldProps(form, labels, 'us-estate-tax');
  // The explanation quotes the figures of the year selected in the form.
  const year = yearOnScreen(usEstateTaxYears, form.values.taxYear, taxYearInForce.taxYear);

  return (
    <CalculatorPage
      country="us"
      name={t('usEstateTax.name')}
      title={t('usEstateTax.title')}
      lead={t('usEstateTax.lead')}
      formHeading={t('calc.formHeading')}
      form={
        <CalculatorForm
          label={t('usEstateTax.form.label')}
          submitLabel={t('calc.calculate')}
          submitting={isFetching}
          onSubmit={form.onSubmit}
        >
          <SelectField
            {...field('kind')}
            name="kind"
            options={estateAmountKinds.map((kind) => ({ value: kind, label: t(`usEstateTax.form.kind.${kind}`) }))}
          />
          <MoneyInput {...field('estate')} name="estate" prefix="$" placeholder={t('usEstateTax.form.estatePlaceholder')} />
          {gross ? (
            <>
              <div className="form-row">
                <MoneyInput {...field('maritalDeduction')} name="marital" prefix="$" placeholder="0" />
                <MoneyInput {...field('charitableDeduction')} name="charity" prefix="$" placeholder="0" />
              </div>
              <MoneyInput {...field('debtsAndExpenses')} name="debts" prefix="$" placeholder="0" />
            </>
          ) : null}
          <MoneyInput
            {...field('adjustedTaxableGifts')}
            name="gifts"
            prefix="$"
            placeholder="0"
            help={t('usEstateTax.form.adjustedTaxableGiftsHelp')}
          />
          <MoneyInput {...field('giftTaxPayable')} name="gifttax" prefix="$" placeholder="0" />
          <MoneyInput
            {...field('deceasedSpouseUnusedExclusion')}
            name="dsue"
            prefix="$"
            placeholder="0"
            help={t('usEstateTax.form.deceasedSpouseUnusedExclusionHelp')}
          />
          <div className="form-row">
            <SelectField
              {...field('taxYear')}
              name="year"
              options={usEstateTaxYears.map((taxYear) => ({ value: String(taxYear), label: String(taxYear) }))}
            />
            <SelectField
              {...field('state')}
              name="state"
              help={t('usEstateTax.form.stateHelp')}
              options={[
                { value: '', label: t('usEstateTax.form.noState') },
                ...usStates.map((state) => ({ value: state.code, label: state.name })),
              ]}
            />
          </div>
          <TaxYearNotice choice={taxYearInForce} selectedYear={form.values.taxYear} />
        </CalculatorForm>
      }
      results={
        <CalculatorResults
          result={data}
          title={t('usEstateTax.name')}
          isFetching={isFetching}
          error={error}
          placeholder={t('usEstateTax.placeholder')}
        />
      }
    >
      <EstateExplainer t={t} year={year} />
    </CalculatorPage>
  );
}
