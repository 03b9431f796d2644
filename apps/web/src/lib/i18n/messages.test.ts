import { en } from './catalogues';
import { de } from './german-catalogue';
import { taxCurveDe, taxCurveEn } from './public-catalogue/tax-curve';

const catalogues: Record<string, Record<string, string>> = { en, de };

/** ICU argument names used by a message ("{field} is required" → ["field"]). */
function argumentNames(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((match) => match[1] ?? '').sort();
}

describe('message catalogues', () => {
  const englishKeys = Object.keys(en).sort();

  it.each(Object.keys(catalogues))('%s has exactly the English keys', (language) => {
    const keys = Object.keys(catalogues[language] ?? {}).sort();
    expect(keys.filter((key) => !englishKeys.includes(key))).toEqual([]);
    expect(englishKeys.filter((key) => !keys.includes(key))).toEqual([]);
  });

  it.each(Object.keys(catalogues))('%s has no empty message', (language) => {
    const empty = Object.entries(catalogues[language] ?? {})
      .filter(([, message]) => typeof message !== 'string' || message.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('German messages use the same ICU arguments as English', () => {
    const mismatched = englishKeys.filter((key) => {
      const german = (de as Record<string, string>)[key];
      return german !== undefined && argumentNames(german).join() !== argumentNames((en as Record<string, string>)[key] ?? '').join();
    });
    expect(mismatched).toEqual([]);
  });

  // Areas that load with their chunk rather than with the app (public-catalogue/tax-curve.ts).
  describe.each([['tax-curve', taxCurveEn, taxCurveDe]] as const)('the lazily loaded %s area', (_area, areaEn, areaDe) => {
    const areaKeys = Object.keys(areaEn).sort();

    it('has the same keys in German, none empty, with the same ICU arguments', () => {
      expect(Object.keys(areaDe).sort()).toEqual(areaKeys);
      const german = areaDe as Record<string, string>;
      const english = areaEn as Record<string, string>;
      expect(areaKeys.filter((key) => !german[key]?.trim() || !english[key]?.trim())).toEqual([]);
      expect(areaKeys.filter((key) => argumentNames(german[key] ?? '').join() !== argumentNames(english[key] ?? '').join())).toEqual([]);
    });

    it('shares no id with the catalogues the app loads first', () => {
      expect(areaKeys.filter((key) => englishKeys.includes(key))).toEqual([]);
    });
  });

  it('keeps the texts the product specification quotes', () => {
    expect(en['error.boundary.title']).toBe('Something went wrong');
    expect(en['error.boundary.message']).toBe('Sorry, an unexpected error occurred. Please refresh the page or try again later.');
    expect(en['error.route.title']).toBe('Unexpected Application Error!');
    expect(en['cookies.text']).toBe('We use cookies to enhance your experience. By continuing, you agree to our cookies policy.');
    expect(en['results.allowance.reducedMore']).toBe('Reduced due to threshold click to see more details');
    expect(en['results.toast.sharedDescription']).toBe('Calculation copied to clipboard');
    expect(en['results.toast.saved']).toBe('Calculation saved!');
    expect(en['results.toast.exported']).toBe('Results exported!');
    expect(en['footer.trust']).toBe('Trusted by 2,500+ professionals');
    expect(en['menu.searchPlaceholder']).toBe('Search countries or calculators...');
    expect(en['menu.selectCountry']).toBe('Select a Country');
    expect(en['menu.mostPopular']).toBe('Most Popular');
    expect(en['search.placeholder']).toBe('Search calculators, articles...');
    expect(de['search.placeholder']).toBe('Suchen...');
    expect(en['search.noResults']).toBe('No results found');
    expect(en['search.searching']).toBe('Searching...');
    expect(en['calc.calculating']).toBe('Calculating...');
    expect(en['stateTax.form.incomePlaceholder']).toBe('e.g. 60,000');
    expect(en['stateTax.error.failed']).toBe('Calculation failed.');
    expect(en['stateTax.how.title']).toBe('How US State Income Tax Works');
  });
});

describe('the German catalogue loads on demand', () => {
  it('hands out the German messages once loaded', async () => {
    const { loadCatalogue, loadedCatalogue } = await import('./catalogues');
    expect(await loadCatalogue('de')).toBe(de);
    expect(loadedCatalogue('de')?.['search.placeholder']).toBe('Suchen...');
  });
});
