import { catalogueFrom } from '../src/calculator-catalogue';
import { calculator as ukIncomeTax } from '../src/calculators/uk-income-tax';
import { calculator as ukVat } from '../src/calculators/uk-vat';
import { calculator as usStateTax } from '../src/calculators/us-state-tax';
import { buildWrongFigureTrackingData, reproducibleCalculationUrl } from '../src/wrong-figure-report';

// Two available calculators and one coming soon (VAT, declared so here whatever its real status): only an available
// calculator's page is trusted.
const catalogue = catalogueFrom([ukIncomeTax, usStateTax, { ...ukVat, status: 'coming-soon' }]);

const result = {
  calculationType: 'UK Income Tax',
  taxYear: '2026-27',
  currency: 'GBP',
  inputAmount: 50_000,
  totalTax: 7_486,
  netAmount: 39_514,
  effectiveRate: 14.97,
};

describe('wrong-figure tracking data', () => {
  it('carries the calculator, its inputs from the query string, the tax year and the result', () => {
    const data = buildWrongFigureTrackingData('/uk/income-tax/', '?income=50000&region=scotland', result, catalogue);
    expect(data).toEqual({
      kind: 'wrong-figure',
      calculator: 'uk-income-tax',
      calculatorName: 'Income Tax & National Insurance',
      url: '/uk/income-tax?income=50000&region=scotland',
      taxYear: '2026-27',
      inputs: { income: '50000', region: 'scotland' },
      result: {
        calculationType: 'UK Income Tax',
        currency: 'GBP',
        inputAmount: 50_000,
        totalTax: 7_486,
        netAmount: 39_514,
        effectiveRate: 14.97,
      },
    });
    expect(reproducibleCalculationUrl(data, catalogue)).toBe('/uk/income-tax?income=50000&region=scotland');
  });

  it('is absent on a page that is not an available calculator', () => {
    expect(buildWrongFigureTrackingData('/about', '', result, catalogue)).toBeUndefined();
    expect(buildWrongFigureTrackingData('/uk/vat', '?amount=1', result, catalogue)).toBeUndefined();
  });

  it.each([
    [null],
    ['/uk/income-tax'],
    [{ url: 'https://evil.example/uk/income-tax?income=1' }],
    [{ url: '//evil.example/uk/income-tax' }],
    [{ url: '/\\evil.example/uk/income-tax' }],
    [{ url: 'javascript:alert(1)//uk/income-tax' }],
    [{ url: '/admin/dashboard/users' }],
    [{ url: 42 }],
  ])('reproduces nothing from untrusted tracking data %j', (trackingData) => {
    expect(reproducibleCalculationUrl(trackingData, catalogue)).toBeNull();
  });

  it('rebuilds the query string so nothing but parameters reaches the address', () => {
    expect(reproducibleCalculationUrl({ url: '/us/state-tax?state=CA&income=80000#x"><script>' }, catalogue)).toBe(
      '/us/state-tax?state=CA&income=80000',
    );
  });
});
