import { useState, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { SessionSync } from '../lib/auth/session-sync-effect';
import { ErrorBoundary } from './error-boundary';
import { I18nProvider } from '../lib/i18n/i18n-provider';
import type { Language } from '../lib/i18n/language';
import { SearchIndexContext } from '../lib/search-index';
import { searchIndexOf } from './calculators';
import { createStore, type AppStore } from './store';

const searchIndex = searchIndexOf();

/**
 * Store (with the session, which SessionSync keeps in step with browser storage), language and the global error
 * boundary. antd's theme is not here: pages that use antd wrap themselves in components/antd-scope.tsx, so the first
 * load of the site shell carries no antd code.
 */
export function AppProviders({ children, store, initialLanguage }: { children: ReactNode; store?: AppStore; initialLanguage?: Language }) {
  const [appStore] = useState(() => store ?? createStore());
  return (
    <ReduxProvider store={appStore}>
      <SessionSync />
      <I18nProvider initialLanguage={initialLanguage}>
        <SearchIndexContext.Provider value={searchIndex}>
          <ErrorBoundary>{children}</ErrorBoundary>
        </SearchIndexContext.Provider>
      </I18nProvider>
    </ReduxProvider>
  );
}
