import type { UkOtherIncomeHeadlines } from '@taxatlas/tax-engine/uk/headline-figures';
import { maxChildBenefitChildren } from '@taxatlas/tax-engine/uk/income-tax';
import { CalculatorForm } from '../../components/calculator/calculator-form';
import { MoneyInput, SelectField } from '../../components/calculator/form-fields';
import { fieldErrorText } from '../../components/calculator/schema-messages';
import { copyAmount } from '../../lib/tax-year-copy';
import {
  regionOptions,
  studentLoanOptions,
  taxYearOptions,
  type FormFieldError,
  type IncomeTaxFormField,
  type IncomeTaxFormValues,
} from './income-tax-form-state';
import { MoreIncomeFields, type IncomeTaxFieldProps } from './more-income-fields';
import { useIncomeTaxT } from './use-income-tax-t';

type IncomeTaxMessageId = Parameters<ReturnType<typeof useIncomeTaxT>>[0];

const fieldLabels: Record<IncomeTaxFormField, IncomeTaxMessageId> = {
  income: 'ukIncomeTax.form.income',
  taxYear: 'ukIncomeTax.form.taxYear',
  region: 'ukIncomeTax.form.region',
  pension: 'ukIncomeTax.form.pension',
  studentLoan: 'ukIncomeTax.form.studentLoan',
  savings: 'ukIncomeTax.more.savings',
  dividends: 'ukIncomeTax.more.dividends',
  statePensionAge: 'ukIncomeTax.more.statePensionAge',
  marriageAllowance: 'ukIncomeTax.more.marriageAllowance',
  blind: 'ukIncomeTax.more.blind',
  children: 'ukIncomeTax.more.children',
};

export interface IncomeTaxFormProps {
  readonly values: IncomeTaxFormValues;
  readonly errors: readonly FormFieldError[];
  readonly submitting: boolean;
  /** The selected year's figures the extra section's help quotes. */
  readonly otherIncome: UkOtherIncomeHeadlines;
  readonly onChange: (field: IncomeTaxFormField, value: string) => void;
  readonly onSubmit: () => void;
}

export function IncomeTaxForm({ values, errors, submitting, otherIncome, onChange, onSubmit }: IncomeTaxFormProps) {
  const t = useIncomeTaxT();
  const field: IncomeTaxFieldProps = (name) => {
    const label = t(fieldLabels[name]);
    const error = fieldErrorText(t, errors, name, label, (message) =>
      message === 'must not be more than grossIncome'
        ? t('validation.pensionAboveIncome')
        : message.startsWith('must be a whole number from 0 to')
          ? t('ukIncomeTax.more.childrenInvalid', { max: maxChildBenefitChildren })
          : undefined,
    );
    return { id: `uk-income-tax-${name}`, label, error, value: values[name], onChange: (value: string) => onChange(name, value) };
  };

  return (
    <CalculatorForm
      label={t('ukIncomeTax.form.label')}
      submitLabel={t('ukIncomeTax.form.calculate')}
      submitting={submitting}
      onSubmit={onSubmit}
    >
      <MoneyInput {...field('income')} name="income" prefix="£" placeholder={t('ukIncomeTax.form.incomePlaceholder')} />
      <div className="form-row">
        <SelectField
          {...field('taxYear')}
          name="year"
          options={taxYearOptions.map((year) => ({ value: year, label: year.replace('-', '/') }))}
        />
        <SelectField
          {...field('region')}
          name="region"
          options={regionOptions.map((region) => ({ value: region, label: t(`region.${region}`) }))}
        />
      </div>
      <MoneyInput {...field('pension')} name="pension" prefix="£" placeholder="0" help={t('ukIncomeTax.form.pensionHelp')} />
      <SelectField
        {...field('studentLoan')}
        name="loan"
        options={studentLoanOptions.map((plan) => ({ value: plan, label: t(`studentLoan.${plan}`) }))}
      />
      <MoreIncomeFields values={values} field={field} figures={otherIncome} money={(amount) => copyAmount(amount, 'GBP')} />
    </CalculatorForm>
  );
}
