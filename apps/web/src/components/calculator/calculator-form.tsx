import { CalculatorOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import type { FormEvent, ReactNode } from 'react';

export interface CalculatorFormProps {
  /** Accessible name of the form, e.g. "UK stamp duty calculator". */
  readonly label: string;
  readonly submitLabel: string;
  readonly submitting: boolean;
  readonly onSubmit: () => void;
  readonly children: ReactNode;
}

/** The form element of a calculator page: vertical antd layout, native validation off (the shared schema validates). */
export function CalculatorForm({ label, submitLabel, submitting, onSubmit, children }: CalculatorFormProps) {
  return (
    <Form layout="vertical" component={false} requiredMark={false}>
      <form
        className="calculator-form"
        noValidate
        aria-label={label}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <Button type="primary" htmlType="submit" size="large" block icon={<CalculatorOutlined />} loading={submitting}>
          {submitLabel}
        </Button>
      </form>
    </Form>
  );
}
