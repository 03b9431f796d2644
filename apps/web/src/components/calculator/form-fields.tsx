import type { ReactNode } from 'react';
import { NativeSelect } from '../form/native-select';
import { TextInput } from '../form/text-input';

export interface FieldProps {
  /** The control's id; its error text gets `${id}-error`. */
  readonly id: string;
  readonly label: string;
  /** Translated error text, if any. */
  readonly error?: string;
  readonly help?: ReactNode;
}

/** A labelled form row whose error replaces its help text and is announced with the control (aria-describedby). */
export function FormField({
  id,
  label,
  error,
  help,
  errorTestId,
  children,
}: FieldProps & { readonly children: ReactNode; readonly errorTestId?: string }) {
  return (
    <div className={`form-field${error ? ' form-field-invalid' : ''}`}>
      <label className="form-field-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p className="form-field-error" id={`${id}-error`} data-testid={errorTestId}>
          {error}
        </p>
      ) : help ? (
        <p className="form-field-help" id={`${id}-help`}>
          {help}
        </p>
      ) : null}
    </div>
  );
}

/** The id of the text under a control that screen readers announce with it: its error, else its help. */
export const describedBy = (id: string, error: string | undefined, help?: ReactNode) =>
  error ? `${id}-error` : help ? `${id}-help` : undefined;

export interface MoneyInputProps extends FieldProps {
  readonly name: string;
  readonly value: string;
  /** Currency sign shown before the amount: £, $ or €. */
  readonly prefix: string;
  readonly placeholder?: string;
  readonly maxLength?: number;
  readonly testId?: string;
  readonly onChange: (value: string) => void;
}

/** An amount typed freely (separators allowed); the form strips them before the URL and the API see it. */
export function MoneyInput({ id, label, error, help, name, value, prefix, placeholder, maxLength, testId, onChange }: MoneyInputProps) {
  return (
    <FormField id={id} label={label} error={error} help={help}>
      <TextInput
        id={id}
        name={name}
        prefix={prefix}
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        data-testid={testId}
        invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, help)}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps extends FieldProps {
  readonly name: string;
  readonly value: string;
  readonly options: readonly SelectOption[];
  readonly testId?: string;
  readonly disabled?: boolean;
  readonly onChange: (value: string) => void;
}

/** A native <select>: light, accessible, mobile-friendly and easy to drive from end-to-end tests. */
export function SelectField({ id, label, error, help, name, value, options, testId, disabled, onChange }: SelectFieldProps) {
  return (
    <FormField id={id} label={label} error={error} help={help}>
      <NativeSelect
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        data-testid={testId}
        invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, help)}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
