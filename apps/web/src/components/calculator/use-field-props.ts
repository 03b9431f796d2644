import type { MessageId } from '../../lib/i18n/catalogues';
import { useT, type Translate } from '../../lib/i18n/use-t';
import { fieldErrorText } from './schema-messages';
import type { QueryForm } from './use-query-form';

/**
 * The props each labelled input of a calculator form takes: id, translated label, value, change handler and the
 * translated validation error. `special` turns a schema message a page words differently into its own text.
 */
export function useFieldProps<V extends Record<F, string>, F extends string, R, Id extends string = MessageId>(
  form: QueryForm<V, F, R>,
  labels: Record<F, Id>,
  idPrefix: string,
  special?: (message: string, label: string, t: Translate) => string | undefined,
) {
  // A feature's labels may be ids of its own catalogue (featureMessages), registered before its page renders.
  const t = useT<Id | MessageId>();
  return (name: F) => {
    const label = t(labels[name]);
    return {
      id: `${idPrefix}-${name}`,
      label,
      value: form.values[name],
      onChange: (value: string) => form.onChange(name, value),
      error: fieldErrorText(t, form.errors, name, label, special && ((message) => special(message, label, t))),
    };
  };
}
