import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** "6 April 2024" / "6. April 2024": article dates in the interface language. */
export function useArticleDate(): (iso: string) => string {
  const intl = useIntl();
  return useCallback((iso) => intl.formatDate(iso, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }), [intl]);
}
