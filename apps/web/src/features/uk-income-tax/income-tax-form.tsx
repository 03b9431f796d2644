import type { UkOtherIncomeHeadlines } from '@taxatlas/tax-engine/uk/headline-figures';
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
import type { IncomeTaxFieldProps } from './more-income-fields';
import { MoreIncomeSection } from './more-income-section';
import { useIncomeTaxT } from './use-income-tax-t';

type IncomeTaxMessageId = Parameters<ReturnType<typeof useIncomeTaxT>>[0];

// The folded section's fields are labelled by its own chunk (more-income-fields.tsx), with its messages.
const fieldLabels = {
  income: 'ukIncomeTax.form.income',
  taxYear: 'ukIncomeTax.form.taxYear',
  region: 'ukIncomeTax.form.region',
  pension: 'ukIncomeTax.form.pension',
  studentLoan: 'ukIncomeTax.form.studentLoan',
} as const satisfies Partial<Record<IncomeTaxFormField, IncomeTaxMessageId>>;

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
  const labelledField: IncomeTaxFieldProps = (name, label, special) => {
    const error = fieldErrorText(t, errors, name, label, (message) =>
      message === 'must not be more than grossIncome' ? t('validation.pensionAboveIncome') : special?.(message),
    );
    return { id: `uk-income-tax-${name}`, label, error, value: values[name], onChange: (value: string) => onChange(name, value) };
  };
  const field = (name: keyof typeof fieldLabels) => labelledField(name, t(fieldLabels[name]));

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
      <MoreIncomeSection values={values} field={labelledField} figures={otherIncome} money={(amount) => copyAmount(amount, 'GBP')} />
    </CalculatorForm>
  );
}
