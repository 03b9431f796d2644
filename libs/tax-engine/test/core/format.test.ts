import fc from 'fast-check';
import { formatMoney } from '../../src/core/format';
import type { CurrencyCode } from '../../src/core/result';

describe('formatMoney', () => {
  it.each([
    [11432, 'GBP', '£11,432.00'],
    [3210.6, 'GBP', '£3,210.60'],
    [0, 'GBP', '£0.00'],
    [999.99, 'USD', 'US$999.99'],
    [1000, 'EUR', '€1,000.00'],
    [-1234.5, 'GBP', '-£1,234.50'],
    [1e12, 'GBP', '£1,000,000,000,000.00'],
  ] as const)('formats %p %s as %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  it('writes exactly what Intl.NumberFormat en-GB writes for any whole-cent amount', () => {
    const intl = (currency: CurrencyCode) => new Intl.NumberFormat('en-GB', { style: 'currency', currency, minimumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -1e14, max: 1e14 }), fc.constantFrom<CurrencyCode>('GBP', 'USD', 'EUR'), (minor, currency) => {
        expect(formatMoney(minor / 100, currency)).toBe(intl(currency).format(minor / 100));
      }),
      { numRuns: 2000 },
    );
  });
});
