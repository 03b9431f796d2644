import { applyRate, floorToWholeUnits, fromMinor, percentOf, sumMinor, toMinor, type Rounding } from '../../src/core/money';

type Row = readonly [amountMinor: number, percent: number, exact: string, expected: Record<Rounding, number>];

describe('applyRate', () => {
  // amount x percent / 100, worked by hand; `exact` is the unrounded result in minor units.
  const rows: readonly Row[] = [
    [100, 20, '20', { down: 20, up: 20, 'half-up': 20, 'half-down': 20 }],
    [5, 10, '0.5', { down: 0, up: 1, 'half-up': 1, 'half-down': 0 }],
    [15, 10, '1.5', { down: 1, up: 2, 'half-up': 2, 'half-down': 1 }],
    [14, 10, '1.4', { down: 1, up: 2, 'half-up': 1, 'half-down': 1 }],
    [16, 10, '1.6', { down: 1, up: 2, 'half-up': 2, 'half-down': 2 }],
    // 2023-24 NI main rate on 1p and on £1: 0.115p and 11.5p.
    [1, 11.5, '0.115', { down: 0, up: 1, 'half-up': 0, 'half-down': 0 }],
    [100, 11.5, '11.5', { down: 11, up: 12, 'half-up': 12, 'half-down': 11 }],
    // Three-decimal rate (Idaho 5.695%): 1,000 x 5.695% = 56.95.
    [1_000, 5.695, '56.95', { down: 56, up: 57, 'half-up': 57, 'half-down': 57 }],
    [0, 45, '0', { down: 0, up: 0, 'half-up': 0, 'half-down': 0 }],
    [123_456, 0, '0', { down: 0, up: 0, 'half-up': 0, 'half-down': 0 }],
    // Huge amounts: amount x 1000 x rate overflows 2^53, so the BigInt path is taken; results stay exact.
    // 1e14 x 45% = 45,000,000,000,000 exactly.
    [1e14, 45, '45000000000000', { down: 45e12, up: 45e12, 'half-up': 45e12, 'half-down': 45e12 }],
    // 99,999,999,999,995 x 10% = 9,999,999,999,999.5 (an exact half at the top of the range).
    [
      99_999_999_999_995,
      10,
      '9999999999999.5',
      { down: 9_999_999_999_999, up: 10_000_000_000_000, 'half-up': 10_000_000_000_000, 'half-down': 9_999_999_999_999 },
    ],
    // 99,999,999,999,999 x 45% = 44,999,999,999,999.55.
    [
      99_999_999_999_999,
      45,
      '44999999999999.55',
      { down: 44_999_999_999_999, up: 45_000_000_000_000, 'half-up': 45_000_000_000_000, 'half-down': 45_000_000_000_000 },
    ],
    // 99,999,999,999,999 x 11.5% = 11,499,999,999,999.885.
    [
      99_999_999_999_999,
      11.5,
      '11499999999999.885',
      { down: 11_499_999_999_999, up: 11_500_000_000_000, 'half-up': 11_500_000_000_000, 'half-down': 11_500_000_000_000 },
    ],
  ];

  test.each(rows)('%d x %d%% = %s', (amount, percent, _exact, expected) => {
    for (const rounding of ['down', 'up', 'half-up', 'half-down'] as const) {
      const result = applyRate(amount, percent, rounding);
      expect([rounding, result]).toEqual([rounding, expected[rounding]]);
      expect(Number.isSafeInteger(result)).toBe(true);
    }
  });

  test('the huge-amount path agrees with exact BigInt arithmetic', () => {
    for (const amount of [9_007_199_254_740_991, 123_456_789_012_345, 99_999_999_999_999]) {
      for (const [percent, scaled] of [
        [45, 45_000n],
        [2, 2_000n],
        [11.5, 11_500n],
        [48, 48_000n],
      ] as const) {
        const exactDown = (BigInt(amount) * scaled) / 100_000n;
        expect(applyRate(amount, percent, 'down')).toBe(Number(exactDown));
      }
    }
  });

  test.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, -0.01])(
    'rejects amount %p (not a non-negative integer of minor units)',
    (amount) => {
      expect(() => applyRate(amount, 20, 'down')).toThrow(RangeError);
    },
  );

  test.each([5.6955, 0.0001, 12.12345])('rejects rate %p%% (more than three decimals)', (percent) => {
    expect(() => applyRate(100, percent, 'down')).toThrow(/more than three decimals/);
  });
});

describe('toMinor / fromMinor', () => {
  test.each([
    [1.005, 101], // 100.5p: the Number.EPSILON nudge keeps the binary 1.00499999... from becoming 100
    [0.1 + 0.2, 30], // 0.30000000000000004
    [12_570.03, 1_257_003],
    [1.1, 110],
    [0, 0],
    [1e12, 1e14],
    [999_999_999_999.99, 99_999_999_999_999],
    [-1.005, -101],
  ])('toMinor(%p) = %p', (amount, minor) => {
    expect(toMinor(amount)).toBe(minor);
  });

  test('toMinor(-0) is 0, not -0', () => {
    expect(Object.is(toMinor(-0), 0)).toBe(true);
  });

  test('fromMinor gives exactly two decimals', () => {
    expect(fromMinor(1_257_003)).toBe(12_570.03);
    expect(fromMinor(30)).toBe(0.3);
    expect(fromMinor(99_999_999_999_999)).toBe(999_999_999_999.99);
  });
});

describe('helpers', () => {
  test('floorToWholeUnits drops the pence', () => {
    expect(floorToWholeUnits(12_345)).toBe(12_300);
    expect(floorToWholeUnits(12_300)).toBe(12_300);
    expect(floorToWholeUnits(99)).toBe(0);
  });

  test('sumMinor adds integers exactly', () => {
    expect(sumMinor([])).toBe(0);
    expect(sumMinor([10, 20, 30])).toBe(60);
  });

  test('percentOf has two decimals and is 0 for a nil whole', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(1, 3)).toBe(33.33);
    expect(percentOf(2, 3)).toBe(66.67);
    expect(percentOf(1_464_260, 6_000_000)).toBe(24.4); // 14,642.60 / 60,000 = 24.4043%
  });
});
