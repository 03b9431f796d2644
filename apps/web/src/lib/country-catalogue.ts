import type { CalculatorEntry, CountryId } from '@taxatlas/contracts/calculator-catalogue';
import { calculatorCatalogue } from './calculator-catalogue';
import type { MessageId } from './i18n/catalogues';
import { paths } from '../config/paths';

export type CountryStatus = 'active' | 'coming-soon';

/** What the site says about a country; its status and calculators come from the calculator catalogue. */
export interface CountryDefinition {
  readonly id: CountryId;
  readonly name: MessageId;
  /** ISO 3166 code of the flag drawn for the country (components/layout/country-flag.tsx). */
  readonly flag: 'gb' | 'us' | 'de';
  readonly description: MessageId;
  readonly url: string;
  readonly features: readonly [MessageId, MessageId, MessageId, MessageId];
}

export interface Country extends CountryDefinition {
  readonly status: CountryStatus;
  readonly calculators: readonly CalculatorEntry[];
}

export const countryDefinitions: readonly CountryDefinition[] = [
  {
    id: 'uk',
    name: 'country.uk',
    flag: 'gb',
    description: 'countries.uk.description',
    url: paths.uk.hub,
    features: ['countries.uk.feature1', 'countries.uk.feature2', 'countries.uk.feature3', 'countries.uk.feature4'],
  },
  {
    id: 'us',
    name: 'country.us',
    flag: 'us',
    description: 'countries.us.description',
    url: paths.us.hub,
    features: ['countries.us.feature1', 'countries.us.feature2', 'countries.us.feature3', 'countries.us.feature4'],
  },
  {
    id: 'germany',
    name: 'country.germany',
    flag: 'de',
    description: 'countries.germany.description',
    url: paths.germany.hub,
    features: ['countries.germany.feature1', 'countries.germany.feature2', 'countries.germany.feature3', 'countries.germany.feature4'],
  },
];

/** A calculator someone can use today: available or in beta. */
export function isLive(calculator: Pick<CalculatorEntry, 'status'>): boolean {
  return calculator.status === 'available' || calculator.status === 'beta';
}

/** A country is active as soon as one of its calculators is live; otherwise it is coming soon. */
export function countryStatus(calculators: ReadonlyArray<Pick<CalculatorEntry, 'status'>>): CountryStatus {
  return calculators.some(isLive) ? 'active' : 'coming-soon';
}

/** The countries with their calculators and derived status, from a calculator list (the static one by default). */
export function buildCountries(entries: readonly CalculatorEntry[] = calculatorCatalogue): Country[] {
  return countryDefinitions.map((definition) => {
    const calculators = entries.filter((entry) => entry.country === definition.id);
    return { ...definition, status: countryStatus(calculators), calculators };
  });
}

export const countries: readonly Country[] = buildCountries();

export function findCountry(id: CountryId, list: readonly Country[] = countries): Country {
  const country = list.find((candidate) => candidate.id === id);
  if (!country) throw new Error(`Unknown country ${id}`);
  return country;
}

export interface CountryCounts {
  readonly active: number;
  readonly comingSoon: number;
  readonly calculators: number;
  readonly available: number;
}

/** The counts the mobile countries list shows, computed rather than hard-coded. */
export function countCountries(list: readonly Country[] = countries): CountryCounts {
  return {
    active: list.filter((country) => country.status === 'active').length,
    comingSoon: list.filter((country) => country.status === 'coming-soon').length,
    calculators: list.reduce((sum, country) => sum + country.calculators.length, 0),
    available: list.reduce((sum, country) => sum + country.calculators.filter(isLive).length, 0),
  };
}

/** Message ids of a calculator's name and description, derived from its catalogue id. */
export const calculatorNameId = (id: string) => `catalogue.${id}.name`;
export const calculatorDescriptionId = (id: string) => `catalogue.${id}.description`;

/** The live calculators of the same country, for "try these instead" links. */
export function liveCalculatorsOf(country: CountryId, entries: readonly CalculatorEntry[] = calculatorCatalogue): CalculatorEntry[] {
  return entries.filter((entry) => entry.country === country && isLive(entry));
}
