/**
 * German VAT (src/germany/vat/vat.ts) and the small-business check (src/germany/vat/small-business.ts).
 * Rates: § 12 Abs. 1 and 2 UStG, https://www.gesetze-im-internet.de/ustg_1980/__12.html (19 % of the
 * Bemessungsgrundlage, 7 % for the listed supplies). Limits: § 19 Abs. 1 UStG,
 * https://www.gesetze-im-internet.de/ustg_1980/__19.html.
 */
import { CalculatorInputError } from '../../src/core/input-error';
import { checkGermanSmallBusiness } from '../../src/germany/vat/small-business';
import { calculateGermanVat, germanVatRatePercent } from '../../src/germany/vat/vat';
import { calculateGermanVatWithSmallBusinessCheck } from '../../src/germany/vat/vat-with-small-business';

describe('calculateGermanVat', () => {
  test('adds 19 % to a net amount: 100 € net → 19 € VAT → 119 € gross (§ 12 Abs. 1 UStG)', () => {
    const result = calculateGermanVat({ amount: 100, direction: 'add', rate: 'standard', date: '2025-03-01' });
    expect([result.net, result.vat, result.gross, result.ratePercent]).toEqual([100, 19, 119, 19]);
    expect(result.totalTax).toBe(19);
  });

  test('adds 7 % to a net amount: 250 € × 7 % = 17.50 € (§ 12 Abs. 2 UStG)', () => {
    const result = calculateGermanVat({ amount: 250, direction: 'add', rate: 'reduced', date: '2024-07-01' });
    expect([result.net, result.vat, result.gross, result.ratePercent]).toEqual([250, 17.5, 267.5, 7]);
  });

  test('takes 19/119 out of a gross price: 59.50 € × 19/119 = 9.50 €, net 50 €', () => {
    const result = calculateGermanVat({ amount: 59.5, direction: 'remove', rate: 'standard', date: '2026-01-01' });
    expect([result.net, result.vat, result.gross]).toEqual([50, 9.5, 59.5]);
    expect(result.noteLabels).toEqual([{ key: 'de.vat.note.vatFraction' }]);
  });

  test('takes 7/107 out of 10 €: 0.6542… → 0.65 €, net 9.35 €', () => {
    const result = calculateGermanVat({ amount: 10, direction: 'remove', rate: 'reduced', date: '2026-01-01' });
    expect([result.net, result.vat]).toEqual([9.35, 0.65]);
  });

  test('rounds half a cent up: 0.50 € × 19 % = 0.095 € → 0.10 €; 0.02 € × 19 % = 0.0038 € → 0.00 €', () => {
    expect(calculateGermanVat({ amount: 0.5, direction: 'add', rate: 'standard', date: '2025-01-01' }).vat).toBe(0.1);
    expect(calculateGermanVat({ amount: 0.02, direction: 'add', rate: 'standard', date: '2025-01-01' }).vat).toBe(0);
  });

  test('adding then removing the VAT gives the net amount back', () => {
    for (const rate of ['standard', 'reduced'] as const)
      for (const amount of [0.01, 1, 33.33, 999.99, 123_456.78]) {
        const added = calculateGermanVat({ amount, direction: 'add', rate, date: '2025-01-01' });
        const removed = calculateGermanVat({ amount: added.gross, direction: 'remove', rate, date: '2025-01-01' });
        expect(removed.net).toBe(amount);
      }
  });

  test('the rates are 19 % and 7 % in every supported year', () => {
    for (const date of ['2021-01-01', '2024-01-01', '2025-06-30', '2026-12-31'] as const) {
      expect(germanVatRatePercent('standard', date)).toBe(19);
      expect(germanVatRatePercent('reduced', date)).toBe(7);
    }
  });

  test('dates before 1 January 2021 (the 16 %/5 % half-year of 2020 and earlier) and impossible dates are a field error', () => {
    expect(() => calculateGermanVat({ amount: 1, direction: 'add', rate: 'standard', date: '2020-12-31' })).toThrow(CalculatorInputError);
    expect(() => calculateGermanVat({ amount: 1, direction: 'add', rate: 'standard', date: '2025-02-29' })).toThrow(/^date /);
    expect(() => calculateGermanVat({ amount: -1, direction: 'add', rate: 'standard', date: '2025-02-28' })).toThrow(/^amount /);
  });
});

describe('checkGermanSmallBusiness (§ 19 UStG)', () => {
  test('until 2024: previous year ≤ 22,000 € and expected current year ≤ 50,000 €', () => {
    expect(checkGermanSmallBusiness({ year: 2024, previousYearTurnover: 22_000, currentYearTurnover: 50_000 })).toMatchObject({
      eligible: true,
      exceedingSupplyTaxed: false,
    });
    expect(checkGermanSmallBusiness({ year: 2024, previousYearTurnover: 22_000.01, currentYearTurnover: 0 }).outcome).toBe(
      'previous-year-exceeded',
    );
    expect(checkGermanSmallBusiness({ year: 2024, previousYearTurnover: 0, currentYearTurnover: 50_000.01 }).outcome).toBe(
      'current-year-exceeded',
    );
    // 2024: 24,000 € the year before is over the old 22,000 € limit although under the 2025 one.
    expect(checkGermanSmallBusiness({ year: 2024, previousYearTurnover: 24_000, currentYearTurnover: 0 }).eligible).toBe(false);
  });

  test('from 2025: previous year ≤ 25,000 € and current year ≤ 100,000 €, the exceeding supply taxed normally', () => {
    expect(checkGermanSmallBusiness({ year: 2025, previousYearTurnover: 25_000, currentYearTurnover: 100_000 })).toMatchObject({
      eligible: true,
      exceedingSupplyTaxed: true,
      limits: { previousYear: 25_000, currentYear: 100_000 },
    });
    expect(checkGermanSmallBusiness({ year: 2026, previousYearTurnover: 25_000.01, currentYearTurnover: 0 }).outcome).toBe(
      'previous-year-exceeded',
    );
    expect(checkGermanSmallBusiness({ year: 2025, previousYearTurnover: 20_000, currentYearTurnover: 100_000.01 }).outcome).toBe(
      'current-year-exceeded',
    );
  });

  test('bad input names the field', () => {
    expect(() => checkGermanSmallBusiness({ year: 2019, previousYearTurnover: 0, currentYearTurnover: 0 })).toThrow(/^year /);
    expect(() => checkGermanSmallBusiness({ year: 2025, previousYearTurnover: -1, currentYearTurnover: 0 })).toThrow(
      /^previousYearTurnover /,
    );
  });
});

describe('calculateGermanVatWithSmallBusinessCheck', () => {
  test('without a turnover there is no check; with one, the limits of the supply’s calendar year apply (§ 19 Abs. 1 UStG)', () => {
    const base = { amount: 100, direction: 'add', rate: 'standard' } as const;
    expect(calculateGermanVatWithSmallBusinessCheck({ ...base, date: '2025-03-01' }).smallBusiness).toBeUndefined();
    // 2024: previous year at most 22,000 €; 2025: at most 25,000 €. A turnover left out counts as none.
    const in2024 = calculateGermanVatWithSmallBusinessCheck({ ...base, date: '2024-12-31', previousYearTurnover: 24_000 });
    expect(in2024.smallBusiness).toMatchObject({ year: 2024, outcome: 'previous-year-exceeded', limits: { previousYear: 22_000 } });
    const in2025 = calculateGermanVatWithSmallBusinessCheck({ ...base, date: '2025-01-01', previousYearTurnover: 24_000 });
    expect(in2025.smallBusiness).toMatchObject({ year: 2025, outcome: 'eligible', exceedingSupplyTaxed: true });
    expect(in2025.smallBusiness?.reference).toContain('§ 19');
    expect(in2025.vat).toBe(19);
  });
});
