/**
 * Property-based tests over every state in the registry that has values, for every year it supports and every
 * filing status (fast-check).
 */
import fc from 'fast-check';
import { calculateUsStateIncomeTax, supportedStateTaxYears, type UsStateIncomeTaxResult } from '../../src/us/state-income-tax';
import { usFilingStatuses } from '../../src/us/filing-status';
import { stateIncomeTaxRules } from '../../src/us/state-rules-registry';
import type { StateIncomeTaxRules } from '../../src/us/state-tax-rules';
import { usStates, type UsStateCode } from '../../src/us/states';

/**
 * States whose law has a cliff (tax can fall as income rises) are excluded from the monotonicity property, each with
 * the reason. The modelled rules have none: phase-outs, benefit recapture and tables by income only ever raise the
 * tax as income rises (in steps, which the no-jumps property below allows for).
 */
const cliffStates: Partial<Record<UsStateCode, string>> = {};

/** Rules under which tax can jump where income crosses a step or a table row. */
function hasIncomeSteps(rules: StateIncomeTaxRules): boolean {
  return Boolean(
    rules.phaseOuts?.length ||
    rules.benefitRecapture ||
    rules.taxAdditions?.length ||
    rules.personalTaxCredit ||
    rules.federalTaxDeduction?.percent ||
    rules.federalTaxDeduction?.maximum,
  );
}

const combinations = usStates.flatMap(({ code }) => supportedStateTaxYears(code).map((year) => ({ state: code, year })));
const stateYear = fc.constantFrom(...combinations);
const filingStatus = fc.constantFrom(...usFilingStatuses);
/** Whole cents from 0 to $5,000,000. */
const incomeCents = fc.integer({ min: 0, max: 500_000_000 });

function run(state: UsStateCode, year: number, status: (typeof usFilingStatuses)[number], cents: number): UsStateIncomeTaxResult {
  return calculateUsStateIncomeTax({ state, taxYear: year, income: cents / 100, filingStatus: status });
}

const cents = (amount: number): number => Math.round(amount * 100);
const hasNoFloatNoise = (amount: number): boolean =>
  Number.isFinite(amount) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6 && Number(amount.toFixed(2)) === amount;

describe('state income tax properties', () => {
  test('there is at least one state with values', () => {
    expect(combinations.length).toBeGreaterThan(0);
  });

  test('tax is never negative and never more than the income', () => {
    fc.assert(
      fc.property(stateYear, filingStatus, incomeCents, ({ state, year }, status, income) => {
        const result = run(state, year, status, income);
        expect(result.tax).toBeGreaterThanOrEqual(0);
        expect(cents(result.tax)).toBeLessThanOrEqual(income);
      }),
      { numRuns: 2_000 },
    );
  });

  test('breakdown bands sum to the tax to the cent, in `breakdown` and in the breakdown group', () => {
    fc.assert(
      fc.property(stateYear, filingStatus, incomeCents, ({ state, year }, status, income) => {
        const result = run(state, year, status, income);
        const sum = (bands: readonly { amount: number }[]) => bands.reduce((total, band) => total + cents(band.amount), 0);
        expect(sum(result.breakdown)).toBe(cents(result.tax));
        const group = result.breakdowns[0]!;
        expect(sum(group.data)).toBe(cents(result.tax));
        expect(cents(group.totalAmount)).toBe(cents(result.tax));
      }),
      { numRuns: 2_000 },
    );
  });

  test('taxable amounts of the group sum to the income; of `breakdown`, to the taxable income', () => {
    fc.assert(
      fc.property(stateYear, filingStatus, incomeCents, ({ state, year }, status, income) => {
        const result = run(state, year, status, income);
        const sum = (bands: readonly { taxableAmount: number }[]) => bands.reduce((total, band) => total + cents(band.taxableAmount), 0);
        expect(sum(result.breakdowns[0]!.data)).toBe(income);
        expect(sum(result.breakdown)).toBe(cents(result.taxableIncome));
      }),
      { numRuns: 2_000 },
    );
  });

  test('tax does not decrease as income rises (no cliffs in the modelled rules)', () => {
    fc.assert(
      fc.property(
        stateYear,
        filingStatus,
        incomeCents,
        fc.integer({ min: 0, max: 20_000_000 }),
        ({ state, year }, status, income, raise) => {
          fc.pre(cliffStates[state] === undefined);
          const lower = run(state, year, status, income);
          const higher = run(state, year, status, income + raise);
          expect(higher.tax).toBeGreaterThanOrEqual(lower.tax);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  test('without income steps, a cent more income never costs more than a cent of tax (no jumps)', () => {
    fc.assert(
      fc.property(stateYear, filingStatus, incomeCents, ({ state, year }, status, income) => {
        // Step phase-outs (e.g. Connecticut's exemption falls $1,000 per $1,000 of AGI), recapture, tax added in steps
        // and tables by income (Missouri's share of federal tax, Oregon's limit) make tax rise in steps.
        const rules = stateIncomeTaxRules[state].values.find((entry) => entry.from === `${year}-01-01`)?.value;
        fc.pre(rules !== undefined && !hasIncomeSteps(rules));
        const lower = run(state, year, status, income);
        const higher = run(state, year, status, income + 1);
        expect(cents(higher.tax) - cents(lower.tax)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 2_000 },
    );
  });

  test('effective rate is at most the top marginal rate (exactly in cents; as a rounded percent from $10,000)', () => {
    fc.assert(
      fc.property(stateYear, filingStatus, incomeCents, ({ state, year }, status, income) => {
        const result = run(state, year, status, income);
        const topRate = Math.max(0, ...result.breakdown.map((band) => band.rate));
        // Each bracket's tax is rounded half up, so at most half a cent per bracket above the exact product.
        expect(cents(result.tax)).toBeLessThanOrEqual((topRate / 100) * income + 0.5 * result.breakdown.length + 1e-9);
        if (income >= 1_000_000) expect(result.effectiveRate).toBeLessThanOrEqual(topRate);
        expect(result.marginalRate ?? 0).toBeLessThanOrEqual(topRate);
      }),
      { numRuns: 2_000 },
    );
  });

  test('every money figure has at most two decimals (no float noise)', () => {
    fc.assert(
      fc.property(stateYear, filingStatus, incomeCents, ({ state, year }, status, income) => {
        const result = run(state, year, status, income);
        const figures = [
          result.tax,
          result.totalTax,
          result.inputAmount,
          result.taxableIncome,
          result.deduction,
          result.standardDeduction,
          result.personalExemption,
          result.exemptionCredit,
          result.taxBeforeCredits,
          result.effectiveRate,
          ...result.breakdowns.flatMap((group) => [group.totalAmount, ...group.data.flatMap((band) => [band.amount, band.taxableAmount])]),
          ...result.summary.map((stat) => stat.value),
        ];
        for (const figure of figures) expect({ figure, clean: hasNoFloatNoise(figure) }).toEqual({ figure, clean: true });
      }),
      { numRuns: 1_000 },
    );
  });

  test('the cliff exclusion list names only registry states and gives reasons', () => {
    for (const [state, reason] of Object.entries(cliffStates)) {
      expect(usStates.some(({ code }) => code === state)).toBe(true);
      expect(reason.length).toBeGreaterThan(10);
    }
  });
});
