import { useEffect, type InputHTMLAttributes, type ReactNode, type RefObject } from 'react';
import { describedBy, FormField } from '../../components/calculator/form-fields';
import { TextInput } from '../../components/form/text-input';
import { ErrorAlert } from '../../components/ui/error-alert';

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

/** The form's error box; it takes the focus when nothing on a field does (useFocusOnError). */
export function FormAlert({ title, text, testId }: { title: string; text: string | undefined; testId: string }) {
  if (!text) return null;
  return (
    <div className="account-form-alert" tabIndex={-1} data-form-alert="">
      <ErrorAlert title={title} description={text} testId={testId} />
    </div>
  );
}

/**
 * After a failed submit (`attempt` counts them), moves the focus to the first invalid field, or else to the form's
 * error box, so that keyboard and screen-reader users land on what needs attention.
 */
export function useFocusOnError(form: RefObject<HTMLFormElement | null>, attempt: number): void {
  useEffect(() => {
    if (attempt === 0 || !form.current) return;
    const target =
      form.current.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.current.querySelector<HTMLElement>('[data-form-alert]');
    target?.focus();
  }, [attempt, form]);
}
