/** Language preference (docs/product.md, "Language"; "Validation rules"). */
export const supportedLanguages = ['en', 'de'] as const;
export type Language = (typeof supportedLanguages)[number];

export const LANGUAGE_STORAGE_KEY = 'preferred-language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

function readStoredLanguage(): Language | undefined {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    // Storage can be blocked (private mode, sandboxed frames): fall back to the browser language.
    return undefined;
  }
}

/** A stored 'en' or 'de' wins; otherwise German when the browser language starts with "de", else English. */
export function detectLanguage(browserLanguage: string | undefined = globalThis.navigator?.language): Language {
  return readStoredLanguage() ?? (browserLanguage?.toLowerCase().startsWith('de') ? 'de' : 'en');
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not persisted; the choice still applies for this visit.
  }
}
