import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { areaMessages, areaMessagesVersion, subscribeToAreaMessages } from './area-messages';
import { catalogues } from './catalogues';
import { detectLanguage, storeLanguage, type Language } from './language';

interface LanguageContextValue {
  readonly language: Language;
  readonly setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

/**
 * Holds the chosen language, keeps `<html lang>` in step and feeds react-intl the matching catalogue: the static
 * shared/public one plus the catalogues of the areas whose routes have loaded (area-messages.ts).
 */
export function I18nProvider({ children, initialLanguage }: { children: ReactNode; initialLanguage?: Language }) {
  const [language, setLanguageState] = useState<Language>(() => initialLanguage ?? detectLanguage());

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const setLanguage = useCallback((next: Language) => {
    storeLanguage(next);
    setLanguageState(next);
  }, []);

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  const areasVersion = useSyncExternalStore(subscribeToAreaMessages, areaMessagesVersion, areaMessagesVersion);
  const messages = useMemo(
    () => (areasVersion === 0 ? catalogues[language] : { ...catalogues[language], ...areaMessages(language) }),
    [language, areasVersion],
  );

  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={language === 'de' ? 'de-DE' : 'en-GB'} defaultLocale="en-GB" messages={messages}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageContextValue {
  const context = useContext(LanguageContext);
  // product-spec.md, "Error catalogue": using the language context outside its provider is an error.
  if (!context) throw new Error('useLanguage must be used within an I18nProvider');
  return context;
}
