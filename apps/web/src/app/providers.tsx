import { ConfigProvider } from 'antd';
import deDE from 'antd/locale/de_DE';
import enGB from 'antd/locale/en_GB';
import { useState, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { ErrorBoundary } from './error-boundary';
import { I18nProvider, useLanguage } from './i18n/i18n-provider';
import type { Language } from './i18n/language';
import { createStore, type AppStore } from './store';
import { theme } from './theme';

function ThemedAntd({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  return (
    <ConfigProvider theme={theme} locale={language === 'de' ? deDE : enGB}>
      {children}
    </ConfigProvider>
  );
}

export function AppProviders({ children, store, initialLanguage }: { children: ReactNode; store?: AppStore; initialLanguage?: Language }) {
  const [appStore] = useState(() => store ?? createStore());
  return (
    <ReduxProvider store={appStore}>
      <I18nProvider initialLanguage={initialLanguage}>
        <ThemedAntd>
          <ErrorBoundary>{children}</ErrorBoundary>
        </ThemedAntd>
      </I18nProvider>
    </ReduxProvider>
  );
}
