import { CalculatorOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import type { FormEvent } from 'react';
import type { MessageId } from '../../app/i18n/catalogues';
import { useT, type Translate } from '../../app/i18n/use-t';
import { NativeSelect } from '../../components/form/native-select';
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

/** The shared schema speaks English; known messages are shown in the UI language, others as they are. */
export function translateSchemaMessage(t: Translate, field: IncomeTaxFormField, message: string): string {
  const label = t(fieldLabels[field]);
  if (message === 'is required') return t('validation.required', { field: label });
  if (message === 'must be zero or more') return t('validation.nonNegative', { field: label });
  if (message.startsWith('must be a number') || message === 'must be a finite number') return t('validation.number', { field: label });
  if (message.startsWith('must be at most')) return t('validation.max', { field: label });
  if (message === 'must not be more than grossIncome') return t('validation.pensionAboveIncome');
  if (message.startsWith('must be one of'))
    return t('validation.oneOf', { field: label, values: message.replace(/^must be one of:\s*/, '') });
  return `${label} ${message}`;
}

export interface IncomeTaxFormProps {
  readonly values: IncomeTaxFormValues;
  readonly errors: readonly FormFieldError[];
  readonly submitting: boolean;
  readonly onChange: (field: IncomeTaxFormField, value: string) => void;
  readonly onSubmit: () => void;
}

export function IncomeTaxForm({ values, errors, submitting, onChange, onSubmit }: IncomeTaxFormProps) {
  const t = useT();
  const errorFor = (field: IncomeTaxFormField) => {
    const error = errors.find((candidate) => candidate.field === field);
    return error ? translateSchemaMessage(t, field, error.message) : undefined;
  };
  const itemProps = (field: IncomeTaxFormField, extra?: string) => {
    const error = errorFor(field);
    return {
      label: t(fieldLabels[field]),
      htmlFor: `uk-income-tax-${field}`,
      validateStatus: error ? ('error' as const) : undefined,
      help: error ? <span id={`uk-income-tax-${field}-error`}>{error}</span> : extra,
    };
  };
  const describedBy = (field: IncomeTaxFormField) => (errorFor(field) ? `uk-income-tax-${field}-error` : undefined);

  return (
    <Form layout="vertical" component={false} requiredMark={false}>
      <form
        className="calculator-form"
        noValidate
        aria-label={t('ukIncomeTax.form.label')}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Form.Item {...itemProps('income')}>
          <Input
            id="uk-income-tax-income"
            name="income"
            size="large"
            prefix="£"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('ukIncomeTax.form.incomePlaceholder')}
            value={values.income}
            aria-invalid={errorFor('income') ? true : undefined}
            aria-describedby={describedBy('income')}
            onChange={(event) => onChange('income', event.target.value)}
          />
        </Form.Item>

        <div className="form-row">
          <Form.Item {...itemProps('taxYear')}>
            <NativeSelect
              id="uk-income-tax-taxYear"
              name="year"
              value={values.taxYear}
              invalid={Boolean(errorFor('taxYear'))}
              aria-describedby={describedBy('taxYear')}
              onChange={(event) => onChange('taxYear', event.target.value)}
            >
              {taxYearOptions.map((year) => (
                <option key={year} value={year}>
                  {year.replace('-', '/')}
                </option>
              ))}
            </NativeSelect>
          </Form.Item>
          <Form.Item {...itemProps('region')}>
            <NativeSelect
              id="uk-income-tax-region"
              name="region"
              value={values.region}
              invalid={Boolean(errorFor('region'))}
              aria-describedby={describedBy('region')}
              onChange={(event) => onChange('region', event.target.value)}
            >
              {regionOptions.map((region) => (
                <option key={region} value={region}>
                  {t(`region.${region}`)}
                </option>
              ))}
            </NativeSelect>
          </Form.Item>
        </div>

        <Form.Item {...itemProps('pension', t('ukIncomeTax.form.pensionHelp'))}>
          <Input
            id="uk-income-tax-pension"
            name="pension"
            size="large"
            prefix="£"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={values.pension}
            aria-invalid={errorFor('pension') ? true : undefined}
            aria-describedby={describedBy('pension')}
            onChange={(event) => onChange('pension', event.target.value)}
          />
        </Form.Item>

        <Form.Item {...itemProps('studentLoan')}>
          <NativeSelect
            id="uk-income-tax-studentLoan"
            name="loan"
            value={values.studentLoan}
            invalid={Boolean(errorFor('studentLoan'))}
            aria-describedby={describedBy('studentLoan')}
            onChange={(event) => onChange('studentLoan', event.target.value)}
          >
            {studentLoanOptions.map((plan) => (
              <option key={plan} value={plan}>
                {t(`studentLoan.${plan}`)}
              </option>
            ))}
          </NativeSelect>
        </Form.Item>

        <Button type="primary" htmlType="submit" size="large" block icon={<CalculatorOutlined />} loading={submitting}>
          {t('ukIncomeTax.form.calculate')}
        </Button>
      </form>
    </Form>
  );
}
