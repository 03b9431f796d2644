import { germanInheritanceTaxHeadlines } from '@taxatlas/tax-engine/germany/inheritance-tax-headlines';
import {
  inheritanceRelationships,
  inheritanceTaxClass,
  inheritanceTransfers,
  type InheritanceRelationship,
  type InheritanceTransfer,
} from '@taxatlas/tax-engine/germany/inheritance-tax';
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
import { useCalculateDeInheritanceTaxQuery } from './de-inheritance-tax-api';
import { DeInheritanceTaxMoreFields } from './de-inheritance-tax-more-fields';
import { deInheritanceTaxAdapter, type DeInheritanceTaxFormField, taxYearInForce } from './de-inheritance-tax-form-state';
import type { DeInheritanceTaxMessageId } from './messages';
import { useDeInheritanceTaxT } from './use-de-inheritance-tax-t';

const labels: Record<DeInheritanceTaxFormField, DeInheritanceTaxMessageId | MessageId> = {
  acquisition: 'deInheritanceTax.form.acquisition',
  relationship: 'deInheritanceTax.form.relationship',
  transfer: 'deInheritanceTax.form.transfer',
  priorGifts: 'deInheritanceTax.form.priorGifts',
  taxYear: 'calc.taxYear',
  familyHomeValue: 'deInheritanceTax.more.familyHomeValue',
  familyHomeLivingArea: 'deInheritanceTax.more.familyHomeLivingArea',
  pensionAllowance: 'deInheritanceTax.more.pensionAllowance',
  childAge: 'deInheritanceTax.more.childAge',
  survivorPensionValue: 'deInheritanceTax.more.survivorPensionValue',
};

/** The tax class the form's choices give (§ 15 ErbStG), as the engine derives it; undefined for a value it lacks. */
function classOf(relationship: string, transfer: string) {
  const known =
    (inheritanceRelationships as readonly string[]).includes(relationship) &&
    (inheritanceTransfers as readonly string[]).includes(transfer);
  return known ? inheritanceTaxClass(relationship as InheritanceRelationship, transfer as InheritanceTransfer) : undefined;
}

/** Inputs in the query string: ?amount=&relationship=&transfer=&prior=&year=&home=&area=&pension=&age=&pensionvalue= */
export default function DeInheritanceTaxPage() {
  const t = useDeInheritanceTaxT();
  const form = useQueryForm(deInheritanceTaxAdapter);
  const { data, error, isFetching } = useCalculateDeInheritanceTaxQuery(form.request);
  const { values } = form;
  const field = useFieldProps(form, labels, 'de-inheritance-tax');
  // The explanation quotes the figures of the year selected in the form.
  const year = yearOnScreen(germanTaxYears, values.taxYear, taxYearInForce.taxYear);
  const figures = germanInheritanceTaxHeadlines(year);
  const taxClass = classOf(values.relationship, values.transfer);
  const { I, II, III } = figures.rateRanges;
  // § 17 Abs. 2 ErbStG: the steps fall with age, the first the youngest; the last ends at the 27th birthday.
  const childSteps = figures.pensionAllowances.children;
  const name = t('catalogue.de-inheritance-tax.name');

  return (
    <CalculatorPage
      country="germany"
      name={name}
      title={t('deInheritanceTax.title')}
      lead={t('deInheritanceTax.lead', { ...supportedYearSpans.germany })}
      formHeading={t('calc.formHeading')}
      form={
        <CalculatorForm
          label={t('deInheritanceTax.form.label')}
          submitLabel={t('calc.calculate')}
          submitting={isFetching}
          onSubmit={form.onSubmit}
        >
          <MoneyInput {...field('acquisition')} name="amount" prefix="€" help={t('deInheritanceTax.form.acquisitionHelp')} />
          <div className="form-row">
            <SelectField
              {...field('relationship')}
              name="relationship"
              help={taxClass ? t('deInheritanceTax.form.relationshipHelp', { taxClass }) : undefined}
              options={inheritanceRelationships.map((relationship) => ({
                value: relationship,
                label: t(`deInheritanceTax.relationship.${relationship}`),
              }))}
            />
            <SelectField
              {...field('transfer')}
              name="transfer"
              options={inheritanceTransfers.map((transfer) => ({ value: transfer, label: t(`deInheritanceTax.transfer.${transfer}`) }))}
            />
          </div>
          <div className="form-row">
            <MoneyInput {...field('priorGifts')} name="prior" prefix="€" placeholder="0" help={t('deInheritanceTax.form.priorGiftsHelp')} />
            <SelectField
              {...field('taxYear')}
              name="year"
              options={germanTaxYears.map((taxYear) => ({ value: String(taxYear), label: String(taxYear) }))}
            />
          </div>
          <DeInheritanceTaxMoreFields
            values={values}
            field={field}
            areaLimit={figures.familyHomeLivingAreaLimit}
            spousePension={copyAmount(figures.pensionAllowances.spouse, 'EUR')}
            childPensionRange={{
              high: copyAmount(childSteps[0]?.amount ?? 0, 'EUR'),
              low: copyAmount(childSteps.at(-1)?.amount ?? 0, 'EUR'),
              youngAge: childSteps[0]?.upToAge ?? 0,
              lastBirthday: (childSteps.at(-1)?.upToAge ?? 0) + 1,
            }}
          />
          <TaxYearNotice choice={taxYearInForce} selectedYear={values.taxYear} />
        </CalculatorForm>
      }
      results={
        <CalculatorResults
          result={data}
          title={name}
          isFetching={isFetching}
          error={error}
          placeholder={t('deInheritanceTax.placeholder')}
        />
      }
    >
      <Explainer id="de-inheritance-tax-how" title={t('deInheritanceTax.how.title')} disclaimer={t('calc.disclaimer')}>
        <p>
          {t('deInheritanceTax.how.classes', {
            year,
            spouse: copyAmount(figures.allowances.spouse, 'EUR'),
            child: copyAmount(figures.allowances.child, 'EUR'),
            grandchild: copyAmount(figures.allowances.grandchild, 'EUR'),
            otherClassI: copyAmount(figures.allowances.otherClassI, 'EUR'),
            classIIAndIII: copyAmount(figures.allowances.classIIAndIII, 'EUR'),
          })}
        </p>
        <p>
          {t('deInheritanceTax.how.rates', {
            lowI: I.low,
            highI: I.high,
            lowII: II.low,
            highII: II.high,
            lowIII: III.low,
            highIII: III.high,
          })}
        </p>
        <p>{t('deInheritanceTax.how.hardship', { ...figures.hardshipRelief })}</p>
        <p>{t('deInheritanceTax.how.priorGifts')}</p>
        <p>{t('deInheritanceTax.how.familyHome', { limit: figures.familyHomeLivingAreaLimit })}</p>
        <p>
          {t('deInheritanceTax.how.pension', {
            spouse: copyAmount(figures.pensionAllowances.spouse, 'EUR'),
            children: childSteps.map((step) => copyAmount(step.amount, 'EUR')).join(', '),
            lastBirthday: (childSteps.at(-1)?.upToAge ?? 0) + 1,
          })}
        </p>
        <p>{t('deInheritanceTax.how.scope')}</p>
      </Explainer>
    </CalculatorPage>
  );
}
