import type { MessageId } from '../../lib/i18n/catalogues';
import { useT } from '../../lib/i18n/use-t';
import { CalculatorForm } from '../../components/calculator/calculator-form';
import { MoneyInput, SelectField } from '../../components/calculator/form-fields';
import { fieldErrorText } from '../../components/calculator/schema-messages';
import {
  regionOptions,
  studentLoanOptions,
  taxYearOptions,
  type FormFieldError,
  type IncomeTaxFormField,
  type IncomeTaxFormValues,
} from './income-tax-form-state';

const fieldLabels: Record<IncomeTaxFormField, MessageId> = {
  income: 'ukIncomeTax.form.income',
  taxYear: 'ukIncomeTax.form.taxYear',
  region: 'ukIncomeTax.form.region',
  pension: 'ukIncomeTax.form.pension',
  studentLoan: 'ukIncomeTax.form.studentLoan',
};

export interface IncomeTaxFormProps {
  readonly values: IncomeTaxFormValues;
  readonly errors: readonly FormFieldError[];
  readonly submitting: boolean;
  readonly onChange: (field: IncomeTaxFormField, value: string) => void;
  readonly onSubmit: () => void;
}

export function IncomeTaxForm({ values, errors, submitting, onChange, onSubmit }: IncomeTaxFormProps) {
  const t = useT();
  const field = (name: IncomeTaxFormField) => {
    const label = t(fieldLabels[name]);
    const error = fieldErrorText(t, errors, name, label, (message) =>
      message === 'must not be more than grossIncome' ? t('validation.pensionAboveIncome') : undefined,
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
    </CalculatorForm>
  );
}
