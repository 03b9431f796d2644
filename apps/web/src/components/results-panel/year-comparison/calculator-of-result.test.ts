import { calculatorOfResult } from './previous-year-api';

// The previous year is asked of the calculator that answered: on /germany/income-tax the wage tax (gross to net) and
// the assessment on a zvE share the page, and each has its own endpoint.
describe('calculatorOfResult', () => {
  it('picks the mode of the page whose id the result names', () => {
    expect(calculatorOfResult('/germany/income-tax', { calculationType: 'de-wage-tax' })?.endpoint).toBe('/api/calculators/de-wage-tax');
    expect(calculatorOfResult('/germany/income-tax', { calculationType: 'de-income-tax' })?.endpoint).toBe(
      '/api/calculators/de-income-tax',
    );
  });

  it("falls back to the page's calculator when the result names another type, and knows no page off the catalogue", () => {
    expect(calculatorOfResult('/us/take-home', { calculationType: 'us-income-tax' })?.id).toBe('us-take-home');
    expect(calculatorOfResult('/germany/income-tax/', { calculationType: 'uk-vat' })?.id).toBe('de-income-tax');
    expect(calculatorOfResult('/blog', { calculationType: 'de-wage-tax' })).toBeUndefined();
  });
});
