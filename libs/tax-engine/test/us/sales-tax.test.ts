import { CalculatorInputError } from '../../src/core/input-error';
import { calculateUsSalesTax, usSalesTaxRatesOn, usStateSalesTaxRate } from '../../src/us/sales-tax';
import { usStateCodes } from '../../src/us/states';

/*
 * Worked examples from the sources the parameters cite (docs/tax-parameters.md, "US sales tax"):
 * - Louisiana raised its state rate from 4.45 % to 5 % on 1 January 2025: "an item that costs $100 will now incur $5 in
 *   sales tax instead of $4.45" (Louisiana Department of Revenue notice, as reported by R&R CPA).
 * - The Tax Foundation's combined rate for Louisiana on 1 January 2025 is 10.12 % (state 5 % + average local 5.12 %).
 */
describe('US sales tax', () => {
  it('charges Louisiana $4.45 on $100 in 2024 and $5 from 1 January 2025 (state rate only)', () => {
    const before = calculateUsSalesTax({ state: 'LA', price: 100, localRate: 0, direction: 'add', date: '2024-12-31' });
    const after = calculateUsSalesTax({ state: 'LA', price: 100, localRate: 0, direction: 'add', date: '2025-01-01' });
    expect(before).toMatchObject({ stateRate: 4.45, tax: 4.45, total: 104.45, localRateSource: 'given' });
    expect(after).toMatchObject({ stateRate: 5, tax: 5, total: 105 });
  });

  it("adds Louisiana's average local rate by default: the Tax Foundation's 10.12 % combined rate", () => {
    const result = calculateUsSalesTax({ state: 'LA', price: 100, direction: 'add', date: '2025-03-01' });
    expect(result).toMatchObject({
      stateRate: 5,
      localRate: 5.12,
      totalRate: 10.12,
      tax: 10.12,
      total: 110.12,
      localRateSource: 'average',
    });
    expect(result.breakdowns[0]!.data.map((band) => band.amount)).toEqual([5, 5.12]);
    expect(result.breakdowns[0]!.data.every((band) => (band.reference ?? '').length > 0)).toBe(true);
  });

  it('rounds half a cent up and splits the tax so the lines add up', () => {
    // $19.99 at 6.875 % (Minnesota) = $1.37431… → $1.37; at 6.875 % + 2.5 % = $1.87406… → $1.87.
    expect(calculateUsSalesTax({ state: 'MN', price: 19.99, localRate: 0, direction: 'add', date: '2025-06-01' }).tax).toBe(1.37);
    const result = calculateUsSalesTax({ state: 'MN', price: 19.99, localRate: 2.5, direction: 'add', date: '2025-06-01' });
    expect(result).toMatchObject({ totalRate: 9.375, tax: 1.87, stateTax: 1.37, localTax: 0.5 });
  });

  it('takes the tax out of a price that includes it', () => {
    // $110.12 with Louisiana's 10.12 %: 110.12 × 10.12 / 110.12 = $10.12 exactly.
    const result = calculateUsSalesTax({ state: 'LA', price: 110.12, direction: 'remove', date: '2025-03-01' });
    expect(result).toMatchObject({ price: 100, tax: 10.12, total: 110.12 });
  });

  it('charges nothing in a state without a sales tax and says so', () => {
    const result = calculateUsSalesTax({ state: 'OR', price: 500, direction: 'add', date: '2026-01-01' });
    expect(result).toMatchObject({ stateRate: 0, localRate: 0, tax: 0, total: 500 });
    expect(result.noteLabels.map((note) => note.key)).toEqual(
      expect.arrayContaining(['us.salesTax.note.noStateTax', 'us.salesTax.note.noLocalTax']),
    );
  });

  it('uses the 2026 table for a state the 2025 table lacks, and dates the note by the table used', () => {
    // Texas: Tax Foundation 1 January 2026, statewide 6.25 % + average local 1.95 % = 8.20 % combined.
    const result = calculateUsSalesTax({ state: 'TX', price: 100, direction: 'add', date: '2025-06-01' });
    expect(result).toMatchObject({ stateRate: 6.25, localRate: 1.95, localRateSource: 'average', localRateAsOf: '2026-01-01', tax: 8.2 });
    expect(result.noteLabels).toContainEqual({
      key: 'us.salesTax.note.averageLocal',
      values: { state: 'Texas', rate: 1.95, date: '2026-01-01' },
    });
    // Louisiana in 2025 keeps the 2025 table's 5.12 % (above); from 2026 the 2026 table's 5.11 %.
    expect(calculateUsSalesTax({ state: 'LA', price: 100, direction: 'add', date: '2026-03-01' })).toMatchObject({
      localRate: 5.11,
      localRateAsOf: '2026-01-01',
      totalRate: 10.11,
    });
  });

  it("matches every combined rate of the Tax Foundation's 2026 table (statewide rate + average local rate, 1 January 2026)", () => {
    // Tax Foundation, State and Local Sales Tax Rates, 2026, "Combined Tax Rate" column. New Jersey's −0.02 average
    // (Salem County's half rate) is entered as 0, so its combined rate here is the statewide 6.625 %, not 6.60 %. Where
    // the statewide rate has three decimals (MN, MO, NM) the table prints the sum rounded to two (8.14, 8.44, 7.67);
    // the exact sum of its two columns is used.
    const combined2026: Record<string, number> = {
      AL: 9.46,
      AK: 1.82,
      AZ: 8.52,
      AR: 9.46,
      CA: 8.99,
      CO: 7.89,
      CT: 6.35,
      DE: 0,
      FL: 6.98,
      GA: 7.49,
      HI: 4.5,
      ID: 6.03,
      IL: 8.96,
      IN: 7,
      IA: 6.94,
      KS: 8.69,
      KY: 6,
      LA: 10.11,
      ME: 5.5,
      MD: 6,
      MA: 6.25,
      MI: 6,
      MN: 8.135,
      MS: 7.06,
      MO: 8.445,
      MT: 0,
      NE: 6.98,
      NV: 8.24,
      NH: 0,
      NJ: 6.625,
      NM: 7.665,
      NY: 8.54,
      NC: 7,
      ND: 7.09,
      OH: 7.29,
      OK: 9.06,
      OR: 0,
      PA: 6.34,
      RI: 7,
      SC: 7.49,
      SD: 6.11,
      TN: 9.61,
      TX: 8.2,
      UT: 7.42,
      VT: 6.39,
      VA: 5.77,
      WA: 9.51,
      WV: 6.59,
      WI: 5.72,
      WY: 5.56,
      DC: 6,
    };
    for (const state of usStateCodes) {
      const result = calculateUsSalesTax({ state, price: 100, direction: 'add', date: '2026-01-01' });
      expect({ state, totalRate: result.totalRate }).toEqual({ state, totalRate: combined2026[state] });
    }
  });

  it('follows the District of Columbia: 6 % through September 2026, 7 % scheduled from 1 October 2026', () => {
    expect(usStateSalesTaxRate('DC', '2025-10-01')).toBe(6);
    expect(usStateSalesTaxRate('DC', '2026-09-30')).toBe(6);
    expect(usStateSalesTaxRate('DC', '2026-10-01')).toBe(7);
  });

  it('has a rate for every state on every date from 2024 and five states without a statewide sales tax', () => {
    for (const date of ['2024-01-01', '2025-07-01', '2026-12-31'] as const) {
      const rates = usSalesTaxRatesOn(date);
      expect(rates).toHaveLength(usStateCodes.length);
      expect(rates.filter((rate) => rate.stateRate === 0).map((rate) => rate.state)).toEqual(['AK', 'DE', 'MT', 'NH', 'OR']);
    }
  });

  it('rejects a bad state, date, price or local rate naming the field', () => {
    const base = { state: 'CA', price: 10, direction: 'add', date: '2025-01-01' } as const;
    const fieldOf = (input: Parameters<typeof calculateUsSalesTax>[0]) => {
      try {
        calculateUsSalesTax(input);
      } catch (error) {
        return error instanceof CalculatorInputError ? error.field : 'other';
      }
      return 'none';
    };
    expect(fieldOf({ ...base, state: 'XX' })).toBe('state');
    expect(fieldOf({ ...base, date: '2023-12-31' })).toBe('date');
    expect(fieldOf({ ...base, date: '2025-02-30' })).toBe('date');
    expect(fieldOf({ ...base, price: -1 })).toBe('price');
    expect(fieldOf({ ...base, localRate: 16 })).toBe('localRate');
  });
  describe('notes on groceries and clothing, per state and date (params/us/sales-tax/common-exemptions.ts)', () => {
    const notesOf = (state: string, date: string) =>
      calculateUsSalesTax({ state, price: 100, direction: 'add', date }).noteLabels.filter(
        (note) => note.key.includes('groceries') || note.key.includes('clothing'),
      );

    it('Arkansas: 0.125 % on groceries through 2025, exempt from 1 January 2026 (Act 1008 of 2025)', () => {
      expect(notesOf('AR', '2025-12-31')).toEqual([
        { key: 'us.salesTax.note.groceriesReduced', values: { state: 'Arkansas', rate: 0.125 } },
      ]);
      expect(notesOf('AR', '2026-01-01')).toEqual([{ key: 'us.salesTax.note.groceriesExempt', values: { state: 'Arkansas' } }]);
    });

    it('Mississippi: groceries at the full 7 % until 30 June 2025, 5 % from 1 July 2025 (HB 1 of 2025)', () => {
      expect(notesOf('MS', '2025-06-30').map((note) => note.key)).toEqual(['us.salesTax.note.groceriesGeneral']);
      expect(notesOf('MS', '2025-07-01')).toEqual([
        { key: 'us.salesTax.note.groceriesReduced', values: { state: 'Mississippi', rate: 5 } },
      ]);
    });

    it('Alabama: 3 % on food until 31 August 2025, 2 % from 1 September 2025', () => {
      expect(notesOf('AL', '2025-08-31')[0]).toEqual({ key: 'us.salesTax.note.groceriesReduced', values: { state: 'Alabama', rate: 3 } });
      expect(notesOf('AL', '2025-09-01')[0]).toEqual({ key: 'us.salesTax.note.groceriesReduced', values: { state: 'Alabama', rate: 2 } });
    });

    it('clothing: exempt in Pennsylvania, below $110 in New York, the first $175 in Massachusetts and $250 in Rhode Island', () => {
      expect(notesOf('PA', '2026-03-01').map((note) => note.key)).toContain('us.salesTax.note.clothingExempt');
      expect(notesOf('NY', '2026-03-01')).toContainEqual({
        key: 'us.salesTax.note.clothingExemptBelow',
        values: { state: 'New York', amount: 110 },
      });
      expect(notesOf('MA', '2026-03-01')).toContainEqual({
        key: 'us.salesTax.note.clothingFirstAmountExempt',
        values: { state: 'Massachusetts', amount: 175 },
      });
      expect(notesOf('RI', '2026-03-01')).toContainEqual({
        key: 'us.salesTax.note.clothingFirstAmountExempt',
        values: { state: 'Rhode Island', amount: 250 },
      });
    });

    it('gives every state with a statewide sales tax a grocery note, and none to the states without one', () => {
      for (const state of usStateCodes) {
        const hasStateTax = usStateSalesTaxRate(state, '2026-06-01') > 0;
        const groceryNotes = notesOf(state, '2026-06-01').filter((note) => note.key.includes('groceries'));
        expect({ state, groceryNotes: groceryNotes.length }).toEqual({ state, groceryNotes: hasStateTax ? 1 : 0 });
      }
    });
  });
});
