import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './catalogues';

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;
export type Translate<Id extends string = MessageId> = (id: Id, values?: MessageValues) => string;

/**
 * `t('home.title')` with the message id checked against the English catalogue at compile time. A lazily loaded
 * feature's hook, typed with its own ids too, comes from `featureMessages` (feature-messages.ts).
 */
export function useT<Id extends string = MessageId>(): Translate<Id> {
  const intl = useIntl();
  return useCallback((id: Id, values?: MessageValues) => intl.formatMessage({ id }, values), [intl]);
}

/** For data-driven ids (a band or field name) that may have no message: returns undefined instead of the id. */
export function useOptionalT(): (id: string, values?: MessageValues) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (id, values) => (Object.prototype.hasOwnProperty.call(intl.messages, id) ? intl.formatMessage({ id }, values) : undefined),
    [intl],
  );
}
