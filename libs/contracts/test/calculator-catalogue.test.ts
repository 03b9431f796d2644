import { catalogueFrom, pageDeclarationsOf, type CalculatorDeclaration } from '../src/calculator-catalogue';
import { calculator as deIncomeTax } from '../src/calculators/de-income-tax';
import { calculator as deWageTax } from '../src/calculators/de-wage-tax';
import { calculator as deVat } from '../src/calculators/de-vat';

// A mode of another calculator's page (the wage tax on the income-tax page) shares its url; nothing else may.
describe('the catalogue of declarations', () => {
  it('lists a mode of another page with that page’s url, after it, and leaves it out of the pages', () => {
    const catalogue = catalogueFrom([deWageTax, deVat, deIncomeTax]);
    expect(catalogue.map((entry) => [entry.id, entry.url, entry.pageOf])).toEqual([
      ['de-income-tax', '/germany/income-tax', undefined],
      ['de-wage-tax', '/germany/income-tax', 'de-income-tax'],
      ['de-vat', '/germany/vat', undefined],
    ]);
    expect(pageDeclarationsOf(catalogue).map((entry) => entry.id)).toEqual(['de-income-tax', 'de-vat']);
    expect(pageDeclarationsOf([deWageTax, deVat, deIncomeTax]).map((entry) => entry.id)).toEqual(['de-vat', 'de-income-tax']);
  });

  it('refuses two pages at one url, and a mode whose host is missing or elsewhere', () => {
    const copy: CalculatorDeclaration = { ...deWageTax, pageOf: undefined };
    expect(() => catalogueFrom([deIncomeTax, copy])).toThrow('Two calculators declare the url /germany/income-tax');
    expect(() => catalogueFrom([deWageTax])).toThrow('de-wage-tax is a mode of de-income-tax');
    expect(() => catalogueFrom([deWageTax, { ...deIncomeTax, url: '/germany/elsewhere' }])).toThrow(
      'de-wage-tax is a mode of de-income-tax',
    );
  });
});
