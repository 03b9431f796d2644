import { useEffect, type RefObject } from 'react';
import { ErrorAlert } from '../ui/error-alert';

/** A form's error box above its fields; it takes the focus when nothing on a field does (useFocusOnError). */
export function FormAlert({ title, text, testId }: { title: string; text: string | undefined; testId: string }) {
  if (!text) return null;
  return (
    <div className="form-alert" tabIndex={-1} data-form-alert="">
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
