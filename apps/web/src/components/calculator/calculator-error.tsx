import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiErrorText } from '../../lib/api';
import { useT } from '../../lib/i18n/use-t';
import { ErrorAlert } from '../ui/error-alert';

/** The red error box of a calculator: the API's `error`, else its `message`, else 'Request failed'. */
export function CalculatorError({ title, text }: { readonly title: string; readonly text: string }) {
  return <ErrorAlert testId="calculation-error" title={title} description={text} />;
}

/** The text of a failed RTK Query call, in the UI language when the server gave none. */
export function useRequestErrorText(error: FetchBaseQueryError | SerializedError | undefined): string | undefined {
  const t = useT();
  if (!error) return undefined;
  return apiErrorText(error) ?? t('error.requestFailed');
}
