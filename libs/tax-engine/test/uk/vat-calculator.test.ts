/**
 * The VAT page's calculator: VAT on the amount plus the thresholds on the same date, the rolling registration test
 * and the Flat Rate Scheme when asked for. Figures: GOV.UK "VAT Flat Rate Scheme: how much you pay" (a photographer,
 * £1,000 + 20% = £1,200, pays 11% = £132); thresholds £90,000 / £88,000 from 1 April 2024 (SI 2024/308).
 */
import { CalculatorInputError } from '../../src/core/input-error';
import { calculateUkVatWithSchemes } from '../../src/uk/vat/vat-calculator';

const base = { amount: 1000, direction: 'add' as const, rate: 'standard' as const, date: '2025-06-01' };

function fieldOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof CalculatorInputError) return error.field;
    throw error;
  }
  return undefined;
}

describe('calculateUkVatWithSchemes', () => {
  test('VAT on the amount with the thresholds in force on the date; no test or scheme unless asked', () => {
    const result = calculateUkVatWithSchemes(base);
    expect({ net: result.net, vat: result.vat, gross: result.gross }).toEqual({ net: 1000, vat: 200, gross: 1200 });
    expect(result.thresholds).toMatchObject({ registration: 90_000, deregistration: 88_000 });
    expect({ registration: result.registration, flatRateScheme: result.flatRateScheme }).toEqual({
      registration: null,
      flatRateScheme: null,
    });
  });

  test('no thresholds before the first one known (1 April 2017); VAT still worked out', () => {
    const result = calculateUkVatWithSchemes({ ...base, date: '2015-06-01' });
    expect(result.thresholds).toBeNull();
    expect(result.vat).toBe(200);
  });

  test('GOV.UK’s photographer: 11% of £1,200 = £132 on the scheme, against £200 with standard accounting', () => {
    const result = calculateUkVatWithSchemes({
      ...base,
      flatRateScheme: {
        sector: 'photography',
        turnoverExcludingVat: 1000,
        standardRatedCostsExcludingVat: 0,
        relevantGoodsIncludingVat: 1000,
        periodMonths: 12,
        firstYearOfRegistration: true,
      },
    });
    // First year: 11 − 1 = 10% of £1,200 = £120.
    expect(result.flatRateScheme).toMatchObject({
      flatRatePercent: 10,
      firstYearReduction: 1,
      flatRateVat: 120,
      standardAccountingVat: 200,
    });
  });

  test('input errors name the request’s fields', () => {
    expect(fieldOf(() => calculateUkVatWithSchemes({ ...base, monthlyTurnover: [{ month: '2025-01', turnover: -1 }] }))).toBe(
      'monthlyTurnover.0.turnover',
    );
    const scheme = {
      sector: 'photography' as const,
      turnoverExcludingVat: 1,
      standardRatedCostsExcludingVat: 0,
      relevantGoodsIncludingVat: 0,
      periodMonths: 0,
      firstYearOfRegistration: false,
    };
    expect(fieldOf(() => calculateUkVatWithSchemes({ ...base, flatRateScheme: scheme }))).toBe('flatRateScheme.periodMonths');
    expect(fieldOf(() => calculateUkVatWithSchemes({ ...base, date: '2016-01-01', flatRateScheme: { ...scheme, periodMonths: 12 } }))).toBe(
      'date',
    );
  });
});
