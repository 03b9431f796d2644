import { detectLanguage, isLanguage, LANGUAGE_STORAGE_KEY, storeLanguage } from './language';

describe('language detection', () => {
  afterEach(() => window.localStorage.clear());

  it('accepts only en and de', () => {
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('de')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage('DE')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('prefers the stored language', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(detectLanguage('en-US')).toBe('de');
    storeLanguage('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(detectLanguage('de-DE')).toBe('en');
  });

  it('ignores a stored value that is not en or de', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(detectLanguage('fr-FR')).toBe('en');
    expect(detectLanguage('de-AT')).toBe('de');
  });

  it('otherwise uses German for a browser language starting with de, else English', () => {
    expect(detectLanguage('de')).toBe('de');
    expect(detectLanguage('de-CH')).toBe('de');
    expect(detectLanguage('DE-de')).toBe('de');
    expect(detectLanguage('en-GB')).toBe('en');
    expect(detectLanguage('nl')).toBe('en');
    expect(detectLanguage(undefined)).toBe('en');
  });
});
