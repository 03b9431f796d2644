import type { InputHTMLAttributes, ReactNode } from 'react';
import { describedBy, FormField } from '../../components/calculator/form-fields';
import { TextInput } from '../../components/form/text-input';

/** A labelled text box of the account forms: its error (or help) is announced with it. */
export function AccountTextField({
  id,
  label,
  error,
  help,
  ...input
}: { id: string; label: string; error?: string; help?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'>) {
  return (
    <FormField id={id} label={label} error={error} help={help}>
      <TextInput id={id} name={id} invalid={Boolean(error)} aria-describedby={describedBy(id, error, help)} {...input} />
    </FormField>
  );
}
