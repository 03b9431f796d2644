/**
 * TCGA 1992 s.4B lets losses and the annual exempt amount go wherever they save most. The engine tries every order of
 * its rate classes; this checks it against an independent brute force: every split of the deductions between the
 * disposals in tenths, each taxed by hand from the 2024-25 rules (10%/20% before 30 October 2024, 18%/24% after and
 * for residential property, BADR 10% using the basic rate band first). The engine must never cost more than the best
 * split found (a penny per disposal allowed for its per-piece rounding).
 */
import fc from 'fast-check';
import { calculateUkCapitalGains, type CgtAssetType } from '../../src/uk/capital-gains';

interface Disposal {
  readonly gain: number;
  readonly assetType: Exclude<CgtAssetType, 'investors-relief'>;
  readonly disposalDate: '2024-09-01' | '2024-12-01';
}

const BASIC_RATE_LIMIT = 37_700;
const AEA_2024 = 3_000;

function ratesOf(disposal: Disposal): { relief?: number; lower: number; higher: number } {
  if (disposal.assetType === 'business-asset-disposal-relief') return { relief: 10, lower: 10, higher: 10 };
  if (disposal.assetType === 'other' && disposal.disposalDate === '2024-09-01') return { lower: 10, higher: 20 };
  return { lower: 18, higher: 24 };
}

/** Tax in pounds on the given net gains, the band given to the main-rate gains with the widest rate gap first. */
function taxOf(disposals: readonly Disposal[], nets: readonly number[], taxableIncome: number): number {
  let band = Math.max(0, BASIC_RATE_LIMIT - taxableIncome);
  let tax = 0;
  disposals.forEach((disposal, index) => {
    const rates = ratesOf(disposal);
    if (rates.relief !== undefined) {
      tax += (nets[index]! * rates.relief) / 100;
      band = Math.max(0, band - nets[index]!);
    }
  });
  const main = disposals
    .map((disposal, index) => ({ rates: ratesOf(disposal), net: nets[index]! }))
    .filter((entry) => entry.rates.relief === undefined)
    .sort((a, b) => b.rates.higher - b.rates.lower - (a.rates.higher - a.rates.lower));
  for (const { rates, net } of main) {
    const lower = Math.min(net, band);
    band -= lower;
    tax += (lower * rates.lower + (net - lower) * rates.higher) / 100;
  }
  return tax;
}

function* splits(parts: number, total: number): Generator<number[]> {
  if (parts === 1) {
    yield [total];
    return;
  }
  for (let first = 0; first <= total; first += 1) for (const rest of splits(parts - 1, total - first)) yield [first, ...rest];
}

function bruteForceTax(disposals: readonly Disposal[], deductions: number, taxableIncome: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (const tenths of splits(disposals.length, 10)) {
    const shares = tenths.map((tenth) => (deductions * tenth) / 10);
    if (shares.some((share, index) => share > disposals[index]!.gain)) continue;
    best = Math.min(
      best,
      taxOf(
        disposals,
        disposals.map((disposal, index) => disposal.gain - shares[index]!),
        taxableIncome,
      ),
    );
  }
  return best;
}

const disposal: fc.Arbitrary<Disposal> = fc.record({
  gain: fc.integer({ min: 1, max: 60_000 }),
  assetType: fc.constantFrom('residential-property', 'other', 'business-asset-disposal-relief') as fc.Arbitrary<Disposal['assetType']>,
  disposalDate: fc.constantFrom('2024-09-01', '2024-12-01') as fc.Arbitrary<Disposal['disposalDate']>,
});

describe('UK CGT: losses and the AEA go where they save most (s.4B)', () => {
  it('never costs more than the best split of the deductions a brute force finds', () => {
    fc.assert(
      fc.property(
        fc.array(disposal, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 60_000 }),
        (disposals, loss, taxableIncome) => {
          const totalGains = disposals.reduce((sum, entry) => sum + entry.gain, 0);
          const lossUsed = Math.min(loss, totalGains);
          const deductions = lossUsed + Math.min(AEA_2024, totalGains - lossUsed);
          const result = calculateUkCapitalGains({
            taxYear: '2024-25',
            taxableIncome,
            scottishTaxpayer: false,
            disposals: [...disposals, ...(loss > 0 ? [{ gain: -loss, assetType: 'other' as const, disposalDate: '2024-06-01' }] : [])],
            lossesBroughtForward: 0,
            badrLifetimeUsed: 0,
            investorsReliefLifetimeUsed: 0,
          });
          const best = bruteForceTax(disposals, deductions, taxableIncome);
          expect(Math.round(result.capitalGainsTax * 100)).toBeLessThanOrEqual(Math.round(best * 100) + disposals.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
