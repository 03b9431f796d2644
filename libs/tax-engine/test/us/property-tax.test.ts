import { CalculatorInputError } from '../../src/core/input-error';
import { calculateUsPropertyTax, usMedianPropertyTaxRates } from '../../src/us/property-tax';

/*
 * The Tax Foundation's 2025 table (American Community Survey 2023, docs/tax-parameters.md, "US property tax"):
 * New Jersey's median effective rate is 2.23 % of market value; its median home value $427,600 and median tax bill
 * $9,541 (9,541 / 427,600 = 2.231 %). At the state median rate a $427,600 home pays 427,600 × 2.23 % = $9,535.48.
 */
describe('US property tax', () => {
  it("charges New Jersey's median home at the state median rate", () => {
    const result = calculateUsPropertyTax({ state: 'NJ', homeValue: 427_600 });
    expect(result).toMatchObject({ rate: 2.23, rateSource: 'state-median', tax: 9535.48, effectiveRate: 2.23, taxableValue: 427_600 });
    expect(result.breakdowns[0]!.data[0]!.reference).toContain('Tax Foundation');
  });

  it('applies an own rate to the assessed value less the exemption', () => {
    // $300,000 assessed at 40 % = $120,000; less a $25,000 homestead exemption = $95,000; at 1.8 % = $1,710.
    const result = calculateUsPropertyTax({ state: 'TX', homeValue: 300_000, rate: 1.8, assessmentRatio: 40, exemption: 25_000 });
    expect(result).toMatchObject({ assessedValue: 120_000, taxableValue: 95_000, tax: 1710, effectiveRate: 0.57, rateSource: 'given' });
  });

  it('never taxes below zero when the exemption exceeds the assessed value', () => {
    expect(calculateUsPropertyTax({ state: 'FL', homeValue: 40_000, exemption: 50_000 })).toMatchObject({ taxableValue: 0, tax: 0 });
  });

  it('has every state and DC, New Jersey highest and Hawaii lowest', () => {
    const rates = usMedianPropertyTaxRates();
    expect(rates).toHaveLength(51);
    expect(rates[0]).toEqual({ state: 'NJ', rate: 2.23 });
    expect(rates.at(-1)).toEqual({ state: 'HI', rate: 0.27 });
  });

  it('rejects bad input naming the field', () => {
    const fieldOf = (input: Parameters<typeof calculateUsPropertyTax>[0]) => {
      try {
        calculateUsPropertyTax(input);
      } catch (error) {
        return error instanceof CalculatorInputError ? error.field : 'other';
      }
      return 'none';
    };
    expect(fieldOf({ state: 'XX', homeValue: 1 })).toBe('state');
    expect(fieldOf({ state: 'CA', homeValue: -1 })).toBe('homeValue');
    expect(fieldOf({ state: 'CA', homeValue: 1, rate: 11 })).toBe('rate');
    expect(fieldOf({ state: 'CA', homeValue: 1, assessmentRatio: 101 })).toBe('assessmentRatio');
    expect(fieldOf({ state: 'CA', homeValue: 1, exemption: -5 })).toBe('exemption');
  });
});
