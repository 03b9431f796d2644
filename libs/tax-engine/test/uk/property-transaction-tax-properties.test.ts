/**
 * Property-based tests of the UK property transaction tax calculator (SDLT, LBTT, LTT) with fast-check, over every
 * region, buyer type, residence flag, completion dates across every supported table, and prices to the penny.
 */
import fc from 'fast-check';
import {
  calculateUkPropertyTransactionTax,
  propertyBuyerTypes,
  propertyRegions,
  propertyTaxSupportedFrom,
  type PropertyBuyerType,
  type PropertyRegion,
  type UkPropertyTransactionTaxResult,
} from '../../src/uk/property-transaction-tax';
import { valueAt, type IsoDate } from '../../src/core/parameter';
import { sdltFirstTimeBuyerPriceCap } from '../../params/uk/hmrc/stamp-duty-land-tax/first-time-buyer-relief';

/** Dates on both sides of every change the calculator knows about, plus ordinary days. */
const dates: readonly IsoDate[] = [
  '2021-04-01',
  '2022-09-23',
  '2022-10-10',
  '2022-12-15',
  '2022-12-16',
  '2023-06-30',
  '2024-10-30',
  '2024-10-31',
  '2024-12-04',
  '2024-12-05',
  '2024-12-10',
  '2024-12-11',
  '2025-03-31',
  '2025-04-01',
  '2025-04-06',
  '2026-01-15',
];
const scenario = fc
  .record({
    region: fc.constantFrom(...propertyRegions),
    buyerType: fc.constantFrom(...propertyBuyerTypes),
    nonResident: fc.boolean(),
    date: fc.constantFrom(...dates),
  })
  .filter(({ region, date }) => date >= propertyTaxSupportedFrom(region));
/** Whole pence from £0 to £5,000,000, biased towards band edges by fast-check's integer shrinking. */
const pricePence = fc.oneof(
  fc.integer({ min: 0, max: 500_000_000 }),
  fc.integer({ min: 3_999_000, max: 4_001_000 }),
  fc.integer({ min: 49_999_000, max: 62_600_000 }),
);

interface Scenario {
  readonly region: PropertyRegion;
  readonly buyerType: PropertyBuyerType;
  readonly nonResident: boolean;
  readonly date: IsoDate;
}

function run(s: Scenario, pence: number): UkPropertyTransactionTaxResult {
  return calculateUkPropertyTransactionTax({
    price: pence / 100,
    buyerType: s.buyerType,
    nonResident: s.nonResident,
    completionDate: s.date,
    region: s.region,
  });
}

const cents = (amount: number): number => Math.round(amount * 100);
const hasNoFloatNoise = (amount: number): boolean => Number.isFinite(amount) && Number(amount.toFixed(2)) === amount;

/**
 * The one place tax may fall as the price rises: SDLT first-time buyer relief is lost entirely once the price passes
 * the cap (FA 2003 Sch 6ZA: relief only if the consideration is not more than £625,000 / £500,000) — a cliff, not a
 * taper. A price pair straddling the cap is excluded from monotonicity and checked separately below.
 */
function crossesFirstTimeBuyerCliff(s: Scenario, lowPence: number, highPence: number): boolean {
  if (s.buyerType !== 'first-time-buyer' || (s.region !== 'england' && s.region !== 'northern-ireland')) return false;
  const capPence = valueAt(sdltFirstTimeBuyerPriceCap, s.date) * 100;
  return lowPence <= capPence && highPence > capPence;
}

describe('UK property transaction tax: properties', () => {
  test('tax is never negative, is whole pounds, and no money field carries float noise', () => {
    fc.assert(
      fc.property(scenario, pricePence, (s, pence) => {
        const result = run(s, pence);
        expect(result.tax).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(result.tax)).toBe(true);
        expect(result.totalTax).toBe(result.tax);
        const money = [
          result.tax,
          result.taxBeforeRounding,
          result.inputAmount,
          result.reliefSaving,
          result.surchargeAmount,
          result.effectiveRate,
        ];
        for (const band of result.breakdowns[0]!.data) money.push(band.amount, band.taxableAmount, band.rate);
        for (const stat of result.summary) money.push(stat.value);
        for (const amount of money) expect(hasNoFloatNoise(amount)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  test("the bands (with the rounding line) sum to the total, and the rate bands' taxable amounts sum to the price", () => {
    fc.assert(
      fc.property(scenario, pricePence, (s, pence) => {
        const result = run(s, pence);
        const group = result.breakdowns[0]!;
        expect(group.data.reduce((sum, band) => sum + cents(band.amount), 0)).toBe(cents(result.tax));
        expect(group.totalAmount).toBe(result.tax);
        const rateBands = result.breakdowns[0]!.data.filter((band) => 'kind' in band && band.kind === 'rate-band');
        expect(rateBands.reduce((sum, band) => sum + cents(band.taxableAmount), 0)).toBe(pence);
        // before rounding the bands hold the exact tax to within a penny per band; rounding only ever takes off pence
        expect(cents(result.taxBeforeRounding) - cents(result.tax)).toBeGreaterThanOrEqual(0);
        expect(cents(result.taxBeforeRounding) - cents(result.tax)).toBeLessThan(100);
      }),
      { numRuns: 400 },
    );
  });

  test('tax does not fall as the price rises, except across the first-time buyer cap (named cliff)', () => {
    fc.assert(
      fc.property(scenario, pricePence, pricePence, (s, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        fc.pre(!crossesFirstTimeBuyerCliff(s, low, high));
        expect(run(s, high).tax).toBeGreaterThanOrEqual(run(s, low).tax);
      }),
      { numRuns: 600 },
    );
  });

  test('the first-time buyer cliff is real: a penny over the cap costs more than the relief saved', () => {
    for (const date of ['2024-06-01', '2025-06-01'] as const) {
      const capPence = valueAt(sdltFirstTimeBuyerPriceCap, date) * 100;
      const s: Scenario = { region: 'england', buyerType: 'first-time-buyer', nonResident: false, date };
      expect(run(s, capPence + 1).tax).toBeGreaterThan(run(s, capPence).tax);
      expect(run(s, capPence + 1).reliefApplied).toBe('none');
    }
  });

  test('the effective rate never exceeds the top marginal rate including surcharges', () => {
    fc.assert(
      fc.property(scenario, pricePence, (s, pence) => {
        fc.pre(pence > 0);
        const result = run(s, pence);
        const bands = result.breakdowns[0]!.data.filter((band) => 'kind' in band && band.kind !== 'rounding');
        const rateBands = bands.filter((band) => 'kind' in band && band.kind === 'rate-band');
        const supplement = bands.filter((band) => 'kind' in band && band.kind === 'supplement').reduce((sum, band) => sum + band.rate, 0);
        const topRate = Math.max(...rateBands.map((band) => band.rate)) + supplement;
        // exact comparison: tax x 100 <= price x topRate (pence, percent)
        expect(cents(result.tax) * 100).toBeLessThanOrEqual(pence * topRate);
        expect(result.marginalRate!).toBeLessThanOrEqual(topRate);
      }),
      { numRuns: 400 },
    );
  });
});
