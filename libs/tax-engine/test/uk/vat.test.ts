/**
 * UK VAT: the amount calculator, thresholds and the rolling/forward-look registration tests, and the Flat Rate Scheme.
 * Expected figures are worked by hand (arithmetic in each comment) from the law and HMRC guidance; none is copied from
 * the engine. Rules used:
 * - Rates: standard 20% from 4 January 2011 (VATA 1994 s.2), reduced 5% (s.29A), zero 0% (s.30).
 * - Rounding (VAT Notice 700 section 16; VATREC12030): VAT per line to the nearest penny, half a penny up; the invoice
 *   total is the sum of the lines. VAT in a VAT-inclusive price: price × rate / (100 + rate) (1/6 at 20%).
 * - Thresholds: register above £85,000 / deregister at £83,000 to 31 March 2024; £90,000 / £88,000 from 1 April 2024.
 * - Backward look: notify within 30 days of the end of the month; registered from the first day of the second month
 *   after it. Forward look: notify within 30 days of the day the expectation arose; registered from that day
 *   (HMRC VATREG18300, both with the manual's 22 April examples).
 * - Flat Rate Scheme (VAT Notice 733; reg. 55A, 55JB, 55K): flat rate × VAT-inclusive turnover; limited cost business
 *   (goods < 2% of VAT-inclusive turnover, or < £1,000 a year) 16.5%; 1 point off in the first year.
 */
import { CalculatorInputError } from '../../src/core/input-error';
import { compareFlatRateScheme, flatRateSectors } from '../../src/uk/vat/flat-rate-scheme';
import { vatForwardLookTest, vatRollingTurnoverTest, vatThresholdsOn } from '../../src/uk/vat/registration';
import { calculateUkVat, type UkVatInput } from '../../src/uk/vat/vat';

const vat = (request: Partial<UkVatInput>) => calculateUkVat({ direction: 'add', rate: 'standard', date: '2025-06-01', ...request });

function fieldOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof CalculatorInputError) return error.field;
    throw error;
  }
  return undefined;
}

describe('VAT on an amount', () => {
  test.each([
    // £100 net at 20%: VAT £20, gross £120.
    ['£100 + 20%', { amount: 100 }, { net: 100, vat: 20, gross: 120, ratePercent: 20 }],
    // £120 gross at 20%: VAT = 120 × 20/120 = £20 (the 1/6 VAT fraction), net £100.
    ['£120 including 20%', { amount: 120, direction: 'remove' as const }, { net: 100, vat: 20, gross: 120, ratePercent: 20 }],
    // £105 gross at 5%: VAT = 105 × 5/105 = £5, net £100.
    [
      '£105 including 5%',
      { amount: 105, direction: 'remove' as const, rate: 'reduced' as const },
      { net: 100, vat: 5, gross: 105, ratePercent: 5 },
    ],
    // Zero rate: no VAT.
    ['£100 zero-rated', { amount: 100, rate: 'zero' as const }, { net: 100, vat: 0, gross: 100, ratePercent: 0 }],
    // £0.99 × 20% = 19.8p → 20p (nearest penny).
    ['19.8p rounds up to 20p', { amount: 0.99 }, { net: 0.99, vat: 0.2, gross: 1.19, ratePercent: 20 }],
    // £10.02 × 5% = 50.1p → 50p.
    ['50.1p rounds down to 50p', { amount: 10.02, rate: 'reduced' as const }, { net: 10.02, vat: 0.5, gross: 10.52, ratePercent: 5 }],
    // £10.10 × 5% = 50.5p → 51p (half a penny rounds up, VATREC12030).
    ['50.5p rounds up to 51p', { amount: 10.1, rate: 'reduced' as const }, { net: 10.1, vat: 0.51, gross: 10.61, ratePercent: 5 }],
    // £10 including 20%: 10 / 6 = 166.67p → £1.67, net £8.33.
    ['£10 including 20%', { amount: 10, direction: 'remove' as const }, { net: 8.33, vat: 1.67, gross: 10, ratePercent: 20 }],
  ])('%s', (_name, request, expected) => {
    const result = vat(request);
    expect({ net: result.net, vat: result.vat, gross: result.gross, ratePercent: result.ratePercent }).toEqual(expected);
    expect(result.breakdowns[0]!.totalAmount).toBe(result.vat);
  });

  test('invoice lines are rounded one by one and added up (VAT Notice 700 section 16)', () => {
    // Two lines of £0.13 at 5%: 0.65p → 1p each, 2p in all (on the £0.26 total it would be 1.3p → 1p).
    // A third line of £50 at 20%: £10. Net £50.26, VAT £10.02, gross £60.28.
    const result = vat({
      lines: [
        { amount: 0.13, rate: 'reduced' },
        { amount: 0.13, rate: 'reduced' },
        { amount: 50, rate: 'standard' },
      ],
    });
    expect(result.lines.map((line) => line.vat)).toEqual([0.01, 0.01, 10]);
    expect({ net: result.net, vat: result.vat, gross: result.gross }).toEqual({ net: 50.26, vat: 10.02, gross: 60.28 });
    // Mixed rates: the VAT as a percent of the net, 10.02 / 50.26 = 19.94%.
    expect(result.ratePercent).toBe(19.94);
    expect(result.noteLabels.map((note) => note.key)).toContain('uk.vat.note.perLineRounding');
  });

  test('dates before 4 January 2011, or not real dates, are rejected naming `date`', () => {
    expect(fieldOf(() => vat({ amount: 100, date: '2011-01-03' }))).toBe('date');
    expect(fieldOf(() => vat({ amount: 100, date: '2025-02-30' }))).toBe('date');
    expect(vat({ amount: 100, date: '2011-01-04' }).vat).toBe(20);
  });
});

describe('VAT registration thresholds', () => {
  test.each([
    ['2024-03-31', 85_000, 83_000],
    ['2024-04-01', 90_000, 88_000],
    ['2026-11-27', 90_000, 88_000],
  ])('on %s: register above £%d, deregister at £%d', (date, registration, deregistration) => {
    expect(vatThresholdsOn(date)).toMatchObject({ registration, deregistration });
  });

  test('VATREG18300 backward look: over the threshold in April → notify by 30 May, registered from 1 June', () => {
    // 11 months of £7,500 (May 2024 – March 2025) = £82,500; April 2025 £8,000 → £90,500 > £90,000 at the end of April.
    const months = [
      ...['2024-05', '2024-06', '2024-07', '2024-08', '2024-09', '2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03'].map(
        (month) => ({ month, turnover: 7_500 }),
      ),
      { month: '2025-04', turnover: 8_000 },
    ];
    const result = vatRollingTurnoverTest(months);
    expect(result.thresholdExceededIn).toBe('2025-04');
    expect(result.notifyBy).toBe('2025-05-30');
    expect(result.effectiveDateOfRegistration).toBe('2025-06-01');
  });

  test('the 12 months roll: a month drops out after a year; exactly the threshold is not over it', () => {
    // Jan 2023 £80,000 (< £85,000); by Jan 2024 the window is Feb 2023 – Jan 2024 and holds only £20,000.
    const rolled = vatRollingTurnoverTest([
      { month: '2023-01', turnover: 80_000 },
      { month: '2024-01', turnover: 20_000 },
    ]);
    expect(rolled.months.map((month) => month.rollingTotal)).toEqual([80_000, 20_000]);
    expect(rolled.thresholdExceededIn).toBeNull();
    // £90,000 in a single month of 2025 is not more than £90,000; £90,000.01 is.
    expect(vatRollingTurnoverTest([{ month: '2025-05', turnover: 90_000 }]).thresholdExceededIn).toBeNull();
    const over = vatRollingTurnoverTest([{ month: '2025-05', turnover: 90_000.01 }]);
    // End of May 2025 + 30 days = 30 June; registered from 1 July.
    expect({ notifyBy: over.notifyBy, effective: over.effectiveDateOfRegistration }).toEqual({
      notifyBy: '2025-06-30',
      effective: '2025-07-01',
    });
  });

  test('the threshold in force at the end of each month: March 2024 £85,000, April 2024 £90,000', () => {
    const result = vatRollingTurnoverTest([
      { month: '2024-03', turnover: 86_000 },
      { month: '2024-04', turnover: 3_000 },
    ]);
    expect(result.months.map((month) => month.threshold)).toEqual([85_000, 90_000]);
    expect(result.thresholdExceededIn).toBe('2024-03');
    // 31 March 2024 + 30 days = 30 April 2024; registered from 1 May 2024.
    expect(result.notifyBy).toBe('2024-04-30');
    expect(result.effectiveDateOfRegistration).toBe('2024-05-01');
  });

  test('VATREG18300 forward look: expectation on 22 April → notify by 22 May, registered from 22 April', () => {
    expect(vatForwardLookTest('2025-04-22', 95_000)).toMatchObject({
      liable: true,
      notifyBy: '2025-05-22',
      effectiveDateOfRegistration: '2025-04-22',
    });
    expect(vatForwardLookTest('2025-04-22', 90_000)).toMatchObject({ liable: false, notifyBy: null });
  });

  test('a bad month is rejected naming its field', () => {
    expect(fieldOf(() => vatRollingTurnoverTest([{ month: '2025-13', turnover: 1 }]))).toBe('months.0.month');
    expect(fieldOf(() => vatRollingTurnoverTest([{ month: '2025-01', turnover: -1 }]))).toBe('months.0.turnover');
  });
});

describe('VAT Flat Rate Scheme', () => {
  const base = {
    sector: 'photography' as const,
    turnoverExcludingVat: 1_000,
    standardRatedCostsExcludingVat: 0,
    relevantGoodsIncludingVat: 1_000,
    periodMonths: 12,
    firstYearOfRegistration: false,
    date: '2025-06-01',
  };

  test('a photographer (11%): £1,000 + £200 VAT = £1,200; 11% of £1,200 = £132', () => {
    // Goods £1,000 ≥ the greater of 2% × £1,200 = £24 and £1,000 a year: not a limited cost business.
    const result = compareFlatRateScheme(base);
    expect(result).toMatchObject({ limitedCostBusiness: false, flatRatePercent: 11, turnoverIncludingVat: 1_200, flatRateVat: 132 });
    // Standard accounting: £200 output VAT − £0 input = £200; the scheme saves £68.
    expect({ standard: result.standardAccountingVat, saving: result.saving }).toEqual({ standard: 200, saving: 68 });
  });

  test('limited cost business: goods under 2% of turnover and under £1,000 a year → 16.5%; first year 15.5%', () => {
    // £60,000 + VAT = £72,000; 2% = £1,440; the limit is the greater, £1,440; goods £500 < £1,440 → limited cost.
    // 16.5% × £72,000 = £11,880; in the first year 15.5% × £72,000 = £11,160.
    const request = {
      ...base,
      sector: 'computer-and-it-consultancy' as const,
      turnoverExcludingVat: 60_000,
      relevantGoodsIncludingVat: 500,
    };
    expect(compareFlatRateScheme(request)).toMatchObject({ limitedCostBusiness: true, flatRatePercent: 16.5, flatRateVat: 11_880 });
    expect(compareFlatRateScheme({ ...request, firstYearOfRegistration: true })).toMatchObject({
      flatRatePercent: 15.5,
      flatRateVat: 11_160,
    });
    // Goods £1,440 (exactly 2%, and over £1,000): not limited cost → the sector's 14.5% × £72,000 = £10,440.
    expect(compareFlatRateScheme({ ...request, relevantGoodsIncludingVat: 1_440 })).toMatchObject({
      limitedCostBusiness: false,
      flatRateVat: 10_440,
    });
  });

  test('goods over 2% but under £1,000 a year (pro rata £250 a quarter) still make a limited cost business', () => {
    // Quarter: £5,000 + VAT = £6,000; 2% = £120; £1,000 × 3/12 = £250; goods £200 < £250 → limited cost.
    const result = compareFlatRateScheme({ ...base, turnoverExcludingVat: 5_000, relevantGoodsIncludingVat: 200, periodMonths: 3 });
    expect(result).toMatchObject({ limitedCostGoodsLimit: 250, limitedCostBusiness: true, flatRatePercent: 16.5, flatRateVat: 990 });
  });

  test('compared with standard accounting: output VAT less input VAT', () => {
    // Catering (12.5%), £100,000 sales, £40,000 standard-rated costs, goods £30,000 (not limited cost).
    // Standard: £20,000 − £8,000 = £12,000. Scheme: 12.5% × £120,000 = £15,000: it costs £3,000 more.
    const result = compareFlatRateScheme({
      ...base,
      sector: 'catering',
      turnoverExcludingVat: 100_000,
      standardRatedCostsExcludingVat: 40_000,
      relevantGoodsIncludingVat: 30_000,
    });
    expect(result).toMatchObject({
      outputVat: 20_000,
      inputVat: 8_000,
      standardAccountingVat: 12_000,
      flatRateVat: 15_000,
      saving: -3_000,
    });
    expect(result.withinJoiningLimit).toBe(true);
  });

  test('every sector has a rate between 4% and 14.5% (the table from 4 January 2011)', () => {
    expect(flatRateSectors.length).toBe(55);
    for (const { id } of flatRateSectors) {
      const { sectorPercent } = compareFlatRateScheme({ ...base, sector: id });
      expect(sectorPercent).toBeGreaterThanOrEqual(4);
      expect(sectorPercent).toBeLessThanOrEqual(14.5);
    }
  });
});
