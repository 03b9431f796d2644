/** Property-based checks of the German income tax calculator (fast-check). */
import fc from 'fast-check';
import { calculateGermanIncomeTax, churchTaxOptions, germanAssessments, type GermanIncomeTaxInput } from '../../src/germany/income-tax';
import { germanTaxYears } from '../../src/germany/tax-year';

const toCents = (amount: number) => Math.round(amount * 100);
/** No float noise: the number is exactly the double nearest to some whole number of cents (e.g. not 5010.320000000001). */
const hasAtMostTwoDecimals = (amount: number) => Math.round(amount * 100) / 100 === amount && Number(amount.toFixed(2)) === amount;

/** zvE in cents up to 2,000,000 €, biased towards the zone limits by mixing in whole-euro values. */
const zveArbitrary = fc.oneof(
  fc.integer({ min: 0, max: 200_000_000 }).map((cents) => cents / 100),
  fc.integer({ min: 0, max: 400_000 }),
  fc.integer({ min: 0, max: 1_000_000_000 }),
);
const inputArbitrary: fc.Arbitrary<GermanIncomeTaxInput> = fc.record({
  taxYear: fc.constantFrom(...germanTaxYears),
  taxableIncome: zveArbitrary,
  assessment: fc.constantFrom(...germanAssessments),
  churchTax: fc.constantFrom(...churchTaxOptions),
});

describe('German income tax properties', () => {
  test('no tax is negative and every money figure is exact to the cent', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const result = calculateGermanIncomeTax(input);
        for (const value of [result.incomeTax, result.solidaritySurcharge, result.churchTax, result.totalTax])
          expect(value).toBeGreaterThanOrEqual(0);
        const money = [
          result.incomeTax,
          result.solidaritySurcharge,
          result.churchTax,
          result.totalTax,
          result.netAmount,
          result.inputAmount,
        ];
        for (const group of result.breakdowns) {
          money.push(group.totalAmount);
          for (const band of group.data) money.push(band.amount, band.taxableAmount);
        }
        for (const value of money) expect(hasAtMostTwoDecimals(value)).toBe(true);
        expect(Number.isInteger(result.incomeTax)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  test('bands sum to their group total and the totals add up, to the cent', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const result = calculateGermanIncomeTax(input);
        for (const group of result.breakdowns) {
          expect(group.data.reduce((sum, band) => sum + toCents(band.amount), 0)).toBe(toCents(group.totalAmount));
          for (const band of group.data) expect(band.amount).toBeGreaterThanOrEqual(0);
        }
        const [incomeTaxGroup, soliGroup] = result.breakdowns;
        expect(incomeTaxGroup!.totalAmount).toBe(result.incomeTax);
        expect(soliGroup!.totalAmount).toBe(result.solidaritySurcharge);
        expect(toCents(result.incomeTax) + toCents(result.solidaritySurcharge) + toCents(result.churchTax)).toBe(toCents(result.totalTax));
        expect(toCents(result.inputAmount) - toCents(result.totalTax)).toBe(toCents(result.netAmount));
      }),
      { numRuns: 2000 },
    );
  });

  test("the income tax bands' taxable amounts sum to the zvE entered; the Soli bands' to the income tax", () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const result = calculateGermanIncomeTax(input);
        const [incomeTaxGroup, soliGroup] = result.breakdowns;
        expect(incomeTaxGroup!.data.reduce((sum, band) => sum + toCents(band.taxableAmount), 0)).toBe(toCents(input.taxableIncome));
        expect(soliGroup!.data.reduce((sum, band) => sum + toCents(band.taxableAmount), 0)).toBe(toCents(result.incomeTax));
      }),
      { numRuns: 2000 },
    );
  });

  test('tax never falls as income rises (income tax, Soli, church tax and the total)', () => {
    fc.assert(
      fc.property(inputArbitrary, fc.integer({ min: 0, max: 5_000_000 }), (input, raiseCents) => {
        const lower = calculateGermanIncomeTax(input);
        const higher = calculateGermanIncomeTax({ ...input, taxableIncome: (toCents(input.taxableIncome) + raiseCents) / 100 });
        expect(higher.incomeTax).toBeGreaterThanOrEqual(lower.incomeTax);
        expect(higher.solidaritySurcharge).toBeGreaterThanOrEqual(lower.solidaritySurcharge);
        expect(higher.churchTax).toBeGreaterThanOrEqual(lower.churchTax);
        expect(higher.totalTax).toBeGreaterThanOrEqual(lower.totalTax);
      }),
      { numRuns: 2000 },
    );
  });

  test('tax is non-decreasing euro by euro across every zone limit (±3 € around each)', () => {
    for (const taxYear of germanTaxYears) {
      for (const assessment of germanAssessments) {
        const factor = assessment === 'joint' ? 2 : 1;
        const limits = {
          2024: [11_784, 17_005, 66_760, 277_825],
          2025: [12_096, 17_443, 68_480, 277_825],
          2026: [12_348, 17_799, 69_878, 277_825],
        }[taxYear];
        for (const limit of limits) {
          let previous = -1;
          for (let zve = (limit - 3) * factor; zve <= (limit + 3) * factor; zve += 1) {
            const tax = calculateGermanIncomeTax({ taxYear, taxableIncome: zve, assessment, churchTax: '9' }).totalTax;
            expect(tax).toBeGreaterThanOrEqual(previous);
            previous = tax;
          }
        }
      }
    }
  });

  test('the effective rate is at most 45 % plus the Soli and church tax on it', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const result = calculateGermanIncomeTax(input);
        const ceiling = 45 * (1 + 0.055 + (input.churchTax === 'none' ? 0 : Number(input.churchTax) / 100));
        expect(result.effectiveRate).toBeLessThanOrEqual(ceiling + 0.005);
        expect(result.effectiveRate).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 2000 },
    );
  });

  test('splitting: joint tax is twice the single tax on half, and never more than single', () => {
    fc.assert(
      fc.property(fc.constantFrom(...germanTaxYears), fc.integer({ min: 0, max: 3_000_000 }), (taxYear, zve) => {
        const joint = calculateGermanIncomeTax({ taxYear, taxableIncome: zve, assessment: 'joint', churchTax: 'none' });
        const halfSingle = calculateGermanIncomeTax({
          taxYear,
          taxableIncome: Math.floor(zve / 2),
          assessment: 'single',
          churchTax: 'none',
        });
        const single = calculateGermanIncomeTax({ taxYear, taxableIncome: zve, assessment: 'single', churchTax: 'none' });
        expect(joint.incomeTax).toBe(2 * halfSingle.incomeTax);
        expect(joint.incomeTax).toBeLessThanOrEqual(single.incomeTax);
      }),
      { numRuns: 1000 },
    );
  });

  test('large amounts up to 1e12 stay exact', () => {
    const result = calculateGermanIncomeTax({ taxYear: 2025, taxableIncome: 1e12, assessment: 'single', churchTax: '9' });
    // 0.45 × 1,000,000,000,000 − 19,246.67 = 449,999,980,753.33 → 449,999,980,753
    expect(result.incomeTax).toBe(449_999_980_753);
    // 5.5 % × 449,999,980,753 = 24,749,998,941.415 → 24,749,998,941.41
    expect(result.solidaritySurcharge).toBe(24_749_998_941.41);
    // 9 % × 449,999,980,753 = 40,499,998,267.77
    expect(result.churchTax).toBe(40_499_998_267.77);
  });
});
