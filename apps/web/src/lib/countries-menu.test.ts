import {
  calculatorBadge,
  calculatorsOfSelection,
  filterCountriesMenu,
  keyFeatures,
  nextCountryIndex,
  type MenuCountry,
} from './countries-menu';

const list: MenuCountry[] = [
  {
    id: 'uk',
    name: 'United Kingdom',
    description: 'Income Tax, National Insurance and Stamp Duty',
    calculators: [
      { id: 'uk-income-tax', name: 'Income Tax & National Insurance', url: '/uk/income-tax', status: 'available' },
      { id: 'uk-stamp-duty', name: 'Stamp Duty', url: '/uk/stamp-duty', status: 'available' },
      { id: 'uk-vat', name: 'VAT', url: '/uk/vat', status: 'coming-soon' },
    ],
  },
  {
    id: 'us',
    name: 'United States',
    description: 'Federal and state taxes',
    calculators: [
      { id: 'us-federal-tax', name: 'Federal Income Tax', url: '/us/federal-income-tax', status: 'available' },
      { id: 'us-sales-tax', name: 'Sales Tax', url: '/us/sales-tax', status: 'coming-soon' },
    ],
  },
  {
    id: 'germany',
    name: 'Germany',
    description: 'Einkommensteuer and more',
    calculators: [
      { id: 'de-income-tax', name: 'Einkommensteuer (Income Tax)', url: '/germany/income-tax', status: 'available' },
      { id: 'de-vat', name: 'Umsatzsteuer (VAT)', url: '/germany/vat', status: 'coming-soon' },
    ],
  },
];

describe('filterCountriesMenu', () => {
  it('keeps everything while the box is empty or blank', () => {
    for (const search of ['', '   ']) {
      const result = filterCountriesMenu(list, search);
      expect(result.searching).toBe(false);
      expect(result.countryCount).toBe(3);
      expect(result.calculatorCount).toBe(7);
    }
  });

  it('matches calculator names case-insensitively and counts what it found', () => {
    const result = filterCountriesMenu(list, 'vAt');
    expect(result.searching).toBe(true);
    expect(result.matches.map((match) => match.country.id)).toEqual(['uk', 'germany']);
    expect(result.matches.map((match) => match.calculators.map((calculator) => calculator.id))).toEqual([['uk-vat'], ['de-vat']]);
    expect(result.countryCount).toBe(2);
    expect(result.calculatorCount).toBe(2);
  });

  it('keeps all calculators of a country whose name or description matches', () => {
    const result = filterCountriesMenu(list, ' germany ');
    expect(result.countryCount).toBe(1);
    expect(result.calculatorCount).toBe(2);
    expect(filterCountriesMenu(list, 'federal and').matches[0]?.calculators).toHaveLength(2);
  });

  it('finds nothing for unknown text', () => {
    const result = filterCountriesMenu(list, 'zzz');
    expect(result).toMatchObject({ searching: true, countryCount: 0, calculatorCount: 0, matches: [] });
  });

  it('gives the selected country its filtered calculators, [] when filtered out, undefined without selection', () => {
    const result = filterCountriesMenu(list, 'income');
    expect(calculatorsOfSelection(result, 'us')?.map((calculator) => calculator.id)).toEqual(['us-federal-tax']);
    expect(calculatorsOfSelection(filterCountriesMenu(list, 'stamp'), 'us')).toEqual([]);
    expect(calculatorsOfSelection(result, undefined)).toBeUndefined();
  });
});

describe('calculatorBadge', () => {
  it('knows the three statuses and shows anything else as unknown', () => {
    expect(calculatorBadge('available')).toBe('available');
    expect(calculatorBadge('coming-soon')).toBe('coming-soon');
    expect(calculatorBadge('beta')).toBe('beta');
    expect(calculatorBadge('retired')).toBe('unknown');
    expect(calculatorBadge('')).toBe('unknown');
  });
});

describe('keyFeatures', () => {
  it('takes the first three features of the selection, or the defaults', () => {
    expect(keyFeatures(['a', 'b', 'c', 'd'], ['x', 'y', 'z', 'w'])).toEqual(['a', 'b', 'c']);
    expect(keyFeatures(undefined, ['x', 'y', 'z', 'w'])).toEqual(['x', 'y', 'z']);
  });
});

describe('nextCountryIndex', () => {
  it('moves with the arrows, wrapping, and jumps with Home and End', () => {
    expect(nextCountryIndex(0, 'ArrowDown', 3)).toBe(1);
    expect(nextCountryIndex(2, 'ArrowDown', 3)).toBe(0);
    expect(nextCountryIndex(0, 'ArrowUp', 3)).toBe(2);
    expect(nextCountryIndex(-1, 'ArrowDown', 3)).toBe(0);
    expect(nextCountryIndex(-1, 'ArrowUp', 3)).toBe(2);
    expect(nextCountryIndex(1, 'Home', 3)).toBe(0);
    expect(nextCountryIndex(1, 'End', 3)).toBe(2);
    expect(nextCountryIndex(1, 'a', 3)).toBeUndefined();
    expect(nextCountryIndex(0, 'ArrowDown', 0)).toBeUndefined();
  });
});
