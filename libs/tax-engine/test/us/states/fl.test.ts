/** Florida levies no individual income tax on wages (https://www.flsenate.gov/Laws/Constitution#A7S05): every case owes 0. */
import { calculateUsStateIncomeTax } from '../../../src/us/state-income-tax';

describe('Florida state income tax', () => {
  test.each([
    [2024, 'single', 60_000],
    [2024, 'married-joint', 250_000],
    [2025, 'head-of-household', 1_000_000],
    [2026, 'married-joint', 150_000],
  ] as const)('%i %s, wages %d: no state income tax', (taxYear, filingStatus, income) => {
    const result = calculateUsStateIncomeTax({ state: 'FL', taxYear, income, filingStatus });
    expect(result.kind).toBe('none');
    expect(result.tax).toBe(0);
    expect(result.taxableIncome).toBe(0);
    expect(result.incomeBase).toMatch(/^Florida has no individual income tax on wages/);
  });
});
