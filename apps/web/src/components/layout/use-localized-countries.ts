import type { CalculatorEntry } from '@taxatlas/contracts/calculator-catalogue';
import { useMemo } from 'react';
import { useOptionalT, useT } from '../../lib/i18n/use-t';
import { calculatorDescriptionId, calculatorNameId, countries, type Country } from '../../lib/country-catalogue';
import type { MenuCalculator, MenuCountry } from '../../lib/countries-menu';

export interface LocalizedCountry extends MenuCountry {
  readonly source: Country;
}

/** A calculator's name in the visitor's language; a calculator the catalogue does not know keeps its API name. */
export function useCalculatorText() {
  const optionalT = useOptionalT();
  return useMemo(
    () => ({
      name: (entry: Pick<CalculatorEntry, 'id' | 'name'>) => optionalT(calculatorNameId(entry.id)) ?? entry.name,
      description: (entry: Pick<CalculatorEntry, 'id'>) => optionalT(calculatorDescriptionId(entry.id)) ?? '',
    }),
    [optionalT],
  );
}

/** The country catalogue with translated texts, as the mega-menu and the mobile menu filter it. */
export function useLocalizedCountries(list: readonly Country[] = countries): LocalizedCountry[] {
  const t = useT();
  const calculatorText = useCalculatorText();
  return useMemo(
    () =>
      list.map((country) => ({
        id: country.id,
        name: t(country.name),
        description: t(country.description),
        source: country,
        calculators: country.calculators.map((entry): MenuCalculator => ({
          id: entry.id,
          name: calculatorText.name(entry),
          url: entry.url,
          status: entry.status,
        })),
      })),
    [list, t, calculatorText],
  );
}
