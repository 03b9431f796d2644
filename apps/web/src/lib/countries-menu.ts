/**
 * Rules of the Countries mega-menu (docs/product.md, "Countries menu"): what the search box keeps, the counts it
 * shows, the badge of a calculator status, the key features and arrow-key movement. Works on translated texts.
 */

export interface MenuCalculator {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly status: string;
}

export interface MenuCountry {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly calculators: readonly MenuCalculator[];
}

export interface MenuCountryMatch<C extends MenuCountry = MenuCountry> {
  readonly country: C;
  /** The country's calculators that match the search (all of them when the country itself matches or nothing is typed). */
  readonly calculators: readonly MenuCalculator[];
}

export interface MenuFilterResult<C extends MenuCountry = MenuCountry> {
  /** True while the search box holds more than blanks. */
  readonly searching: boolean;
  readonly matches: ReadonlyArray<MenuCountryMatch<C>>;
  readonly countryCount: number;
  readonly calculatorCount: number;
}

const includesText = (text: string, needle: string) => text.toLocaleLowerCase().includes(needle);

/**
 * Keeps the countries whose name or description holds the search text (with all their calculators) and the
 * countries with a calculator whose name holds it (with those calculators). Case-insensitive; blanks around the
 * text are ignored.
 */
export function filterCountriesMenu<C extends MenuCountry>(list: readonly C[], search: string): MenuFilterResult<C> {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') {
    const matches = list.map((country) => ({ country, calculators: country.calculators }));
    return { searching: false, matches, countryCount: list.length, calculatorCount: countCalculators(matches) };
  }
  const matches: Array<MenuCountryMatch<C>> = [];
  for (const country of list) {
    const countryMatches = includesText(country.name, needle) || includesText(country.description, needle);
    const calculators = countryMatches
      ? country.calculators
      : country.calculators.filter((calculator) => includesText(calculator.name, needle));
    if (countryMatches || calculators.length > 0) matches.push({ country, calculators });
  }
  return { searching: true, matches, countryCount: matches.length, calculatorCount: countCalculators(matches) };
}

function countCalculators(matches: ReadonlyArray<MenuCountryMatch>): number {
  return matches.reduce((sum, match) => sum + match.calculators.length, 0);
}

/** The calculators the right column shows for the selected country ([] when it is filtered out). */
export function calculatorsOfSelection(result: MenuFilterResult, selectedId: string | undefined): readonly MenuCalculator[] | undefined {
  if (selectedId === undefined) return undefined;
  return result.matches.find((match) => match.country.id === selectedId)?.calculators ?? [];
}

export type CalculatorBadge = 'available' | 'coming-soon' | 'beta' | 'unknown';

/** Available, Coming Soon or Beta; any other status (a newer API, a typo) shows as Unknown. */
export function calculatorBadge(status: string): CalculatorBadge {
  return status === 'available' || status === 'coming-soon' || status === 'beta' ? status : 'unknown';
}

/** The first three features of the selected country, or the default set when none is selected. */
export function keyFeatures<T>(selectedFeatures: readonly T[] | undefined, defaults: readonly T[]): readonly T[] {
  return (selectedFeatures ?? defaults).slice(0, 3);
}

/** Where focus goes in the country list for a key: arrows wrap around, Home and End jump. */
export function nextCountryIndex(current: number, key: string, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
