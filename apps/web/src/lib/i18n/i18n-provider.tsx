import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { loadCatalogue, loadedCatalogue, loadedCatalogueCount, subscribeToCatalogues } from './catalogues';
import { detectLanguage, storeLanguage, type Language } from './language';

/** The English and German messages of one lazily loaded area (`src/features/<area>/messages.ts`). */
export interface AreaCatalogue {
  readonly en: Readonly<Record<string, string>>;
  readonly de: Readonly<Record<string, string>>;
}

/**
 * Message catalogues of the areas that load with their routes (docs/contributing.md, "Web": a public visitor never
 * downloads admin messages). The shared and public strings are static (catalogues.ts); a feature's hook module
 * registers its own `messages.ts` through `featureMessages` (feature-messages.ts) when it is evaluated, so the catalogue
 * is merged into the I18nProvider before the feature's first render, and only once its chunk has loaded.
 */
const registered = new Map<string, AreaCatalogue>();
const listeners = new Set<() => void>();
let version = 0;
const merged: Partial<Record<Language, Record<string, string>>> = {};

export function registerAreaMessages(area: string, catalogue: AreaCatalogue): void {
  if (registered.get(area) === catalogue) return;
  registered.set(area, catalogue);
  version += 1;
  delete merged.en;
  delete merged.de;
  for (const listener of [...listeners]) listener();
}

/** Every registered area's messages in one language (the same object until another area registers). */
export function areaMessages(language: Language): Readonly<Record<string, string>> {
  return (merged[language] ??= Object.assign({}, ...[...registered.values()].map((catalogue) => catalogue[language])));
}

export function registeredAreas(): readonly string[] {
  return [...registered.keys()];
}

/** For useSyncExternalStore in the I18nProvider. */
export function subscribeToAreaMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function areaMessagesVersion(): number {
  return version;
}

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
    // The change shows once the language's catalogue is here (at once for English or a catalogue already loaded).
    if (loadedCatalogue(next)) setLanguageState(next);
    else void loadCatalogue(next).then(() => setLanguageState(next));
  }, []);

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  const areasVersion = useSyncExternalStore(subscribeToAreaMessages, areaMessagesVersion, areaMessagesVersion);
  // Renders again when a catalogue arrives.
  useSyncExternalStore(subscribeToCatalogues, loadedCatalogueCount, loadedCatalogueCount);
  // main.tsx loads the visitor's catalogue before the first render; should it still be on its way, English shows until
  // it arrives rather than message ids.
  const catalogue = loadedCatalogue(language);
  useEffect(() => {
    if (!catalogue) void loadCatalogue(language);
  }, [catalogue, language]);
  const messages = useMemo(() => {
    const base = catalogue ?? loadedCatalogue('en')!;
    return areasVersion === 0 ? base : { ...base, ...areaMessages(catalogue ? language : 'en') };
  }, [catalogue, language, areasVersion]);

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
  // docs/product.md, "Error messages": using the language context outside its provider is an error.
  if (!context) throw new Error('useLanguage must be used within an I18nProvider');
  return context;
}
