import { abbreviateNumber, formatMoney, formatMoneyChange, formatPercent, formatRate, humanizeKey, isoDate } from './format';

describe('formatMoney', () => {
  it('shows en-GB currency with two decimals', () => {
    expect(formatMoney(11432, 'GBP')).toBe('£11,432.00');
    expect(formatMoney(3210.6, 'GBP')).toBe('£3,210.60');
    expect(formatMoney(0, 'GBP')).toBe('£0.00');
    expect(formatMoney(1234.5, 'USD')).toBe('US$1,234.50');
    expect(formatMoney(99.999, 'EUR')).toBe('€100.00');
  });

  it('signs changes', () => {
    expect(formatMoneyChange(-2000, 'GBP')).toBe('-£2,000.00');
    expect(formatMoneyChange(150, 'GBP')).toBe('+£150.00');
    expect(formatMoneyChange(0, 'GBP')).toBe('£0.00');
  });
});

describe('percentages and rates', () => {
  it('uses one decimal for stats and two for the effective rate', () => {
    expect(formatPercent(19.052, 1)).toBe('19.1%');
    expect(formatPercent(24.39, 2)).toBe('24.39%');
    expect(formatPercent(5)).toBe('5.0%');
  });

  it('prints band rates without trailing zeros', () => {
    expect(formatRate(20)).toBe('20%');
    expect(formatRate(13.25)).toBe('13.25%');
    expect(formatRate(0)).toBe('0%');
  });
});

describe('abbreviateNumber', () => {
  it('abbreviates and truncates to 2 decimals', () => {
    expect(abbreviateNumber(60000)).toBe('60K');
    expect(abbreviateNumber(1239999)).toBe('1.23M');
    expect(abbreviateNumber(2_500_000_000)).toBe('2.5B');
    expect(abbreviateNumber(1e12)).toBe('1T');
    expect(abbreviateNumber(999)).toBe('999');
    expect(abbreviateNumber(-1500)).toBe('-1.5K');
  });
});

describe('misc', () => {
  it('formats a local date as YYYY-MM-DD', () => {
    expect(isoDate(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
  });

  it('humanizes camelCase keys', () => {
    expect(humanizeKey('takeHomeMonthly')).toBe('Take home monthly');
    expect(humanizeKey('region')).toBe('Region');
  });
});
