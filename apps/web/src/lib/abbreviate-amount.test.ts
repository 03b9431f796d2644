import { abbreviateAmount } from './abbreviate-amount';

describe('abbreviateAmount (K at 1e3, M at 1e6, B at 1e9, T at 1e12, truncated to 2 decimals)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [999.999, '999.99'],
    [1000, '1K'],
    [1150, '1.15K'],
    [60000, '60K'],
    [999999, '999.99K'],
    [1_000_000, '1M'],
    [1_239_999, '1.23M'],
    [1_999_999, '1.99M'],
    [2_500_000_000, '2.5B'],
    [1e12, '1T'],
    [4.567e12, '4.56T'],
    [-1500, '-1.5K'],
  ])('%p → %p', (value, expected) => {
    expect(abbreviateAmount(value)).toBe(expected);
  });
});
