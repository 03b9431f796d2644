import type { CalculatorEntry } from '@taxatlas/contracts/calculator-catalogue';
import { calculatorCatalogue } from './calculator-catalogue';
import { buildCountries, countCountries, countries, countryStatus, findCountry, liveCalculatorsOf } from './country-catalogue';

describe('country catalogue', () => {
  it('lists the UK, the US and Germany with four features each', () => {
    expect(countries.map((country) => country.id)).toEqual(['uk', 'us', 'germany']);
    for (const country of countries) expect(country.features).toHaveLength(4);
  });

  it('derives each country status from its calculators: Germany has a live income tax calculator', () => {
    expect(findCountry('uk').status).toBe('active');
    expect(findCountry('us').status).toBe('active');
    expect(findCountry('germany').status).toBe('active');
  });

  it('is coming soon while no calculator is live', () => {
    expect(countryStatus([{ status: 'coming-soon' }, { status: 'coming-soon' }])).toBe('coming-soon');
    expect(countryStatus([{ status: 'coming-soon' }, { status: 'beta' }])).toBe('active');
    expect(countryStatus([])).toBe('coming-soon');
  });

  it('counts from the data, not from fixed numbers', () => {
    const counts = countCountries();
    expect(counts.calculators).toBe(calculatorCatalogue.length);
    expect(counts.available).toBe(calculatorCatalogue.filter((entry) => entry.status === 'available').length);
    expect(counts.active + counts.comingSoon).toBe(3);

    const germanyPlanned: CalculatorEntry[] = calculatorCatalogue.map((entry) =>
      entry.country === 'germany' ? { ...entry, status: 'coming-soon' } : entry,
    );
    expect(countCountries(buildCountries(germanyPlanned))).toMatchObject({ active: 2, comingSoon: 1 });
  });

  it('offers only live calculators as alternatives', () => {
    // Two UK calculators taken back to "coming soon": neither is offered, the rest keep the catalogue's order.
    const withTwoPlanned: CalculatorEntry[] = calculatorCatalogue.map((entry) =>
      ['/uk/vat', '/uk/capital-gains'].includes(entry.url) ? { ...entry, status: 'coming-soon' } : entry,
    );
    const live = liveCalculatorsOf('uk', withTwoPlanned);
    expect(live.map((entry) => entry.url)).toEqual([
      '/uk/income-tax',
      '/uk/stamp-duty',
      '/uk/national-insurance',
      '/uk/corporation-tax',
      '/uk/director-pay',
    ]);
    expect(liveCalculatorsOf('uk').map((entry) => entry.url)).toEqual(expect.arrayContaining(['/uk/vat', '/uk/capital-gains']));
  });
});
