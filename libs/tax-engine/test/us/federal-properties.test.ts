/**
 * Property-based tests (fast-check) over the US federal calculators: never negative, bands sum to the totals to
 * the cent, taxable amounts sum to the base, monotone in income, effective rate ≤ top marginal rate, no float noise.
 */
import fc from 'fast-check';
import { calculateUsCapitalGains } from '../../src/us/capital-gains';
import { calculateUsFederalIncomeTax, usFederalTaxMethods } from '../../src/us/federal-income-tax';
import { usFilingStatuses } from '../../src/us/filing-status';
import { calculateUsPayrollTaxes } from '../../src/us/payroll-taxes';
import { usTaxYears } from '../../src/us/tax-year';
import type { BreakdownGroup } from '../../src/core/result';

const cents = (amount: number) => Math.round(amount * 100);
const isCentExact = (x: number) => x === Math.round(x * 100) / 100;
const money = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((minor) => minor / 100);
const status = fc.constantFrom(...usFilingStatuses);
const year = fc.constantFrom(...usTaxYears);
const method = fc.constantFrom(...usFederalTaxMethods);
const TOP_ORDINARY_RATE = 37;

function expectGroupSums(group: BreakdownGroup): void {
  expect(group.data.reduce((sum, band) => sum + cents(band.amount), 0)).toBe(cents(group.totalAmount));
  for (const band of group.data) {
    expect(isCentExact(band.amount)).toBe(true);
    expect(isCentExact(band.taxableAmount)).toBe(true);
  }
}

function allNumbers(value: unknown, path = ''): Array<[string, number]> {
  if (typeof value === 'number') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => allNumbers(item, `${path}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => allNumbers(item, `${path}.${key}`));
  return [];
}

describe('federal income tax properties', () => {
  test('tax ≥ 0, bands sum to the tax, taxable amounts sum to the base, no float noise', () => {
    fc.assert(
      fc.property(money(2_000_000), status, year, method, money(100_000), (grossIncome, filingStatus, taxYear, m, itemizedDeductions) => {
        const result = calculateUsFederalIncomeTax({ grossIncome, filingStatus, taxYear, method: m, itemizedDeductions });
        expect(result.tax).toBeGreaterThanOrEqual(0);
        const group = result.breakdowns[0]!;
        expectGroupSums(group);
        expect(cents(group.totalAmount)).toBe(cents(result.tax));
        const base = result.taxTableRow ? result.taxTableRow.midpoint : result.taxableIncome;
        expect(group.data.reduce((sum, band) => sum + cents(band.taxableAmount), 0)).toBe(cents(base));
        expect(cents(result.taxableIncome)).toBe(Math.max(0, cents(grossIncome) - cents(result.deduction)));
        for (const [path, value] of allNumbers(result)) {
          if (path.endsWith('Rate') || path.endsWith('.rate') || path.endsWith('change') || path.endsWith('.value')) continue;
          expect({ path, exact: isCentExact(value) }).toEqual({ path, exact: true });
        }
        expect(result.effectiveRate).toBeLessThanOrEqual(TOP_ORDINARY_RATE);
        // Progressive rates: the average never exceeds the rate on the next dollar (exact method).
        if (result.methodApplied === 'exact') expect(result.effectiveRate).toBeLessThanOrEqual(result.marginalRate!);
      }),
      { numRuns: 400 },
    );
  });

  test('tax is non-decreasing in income (exact and Tax Table methods)', () => {
    fc.assert(
      fc.property(money(1_000_000), money(50_000), status, year, method, (grossIncome, raise, filingStatus, taxYear, m) => {
        const lower = calculateUsFederalIncomeTax({ grossIncome, filingStatus, taxYear, method: m });
        const higher = calculateUsFederalIncomeTax({
          grossIncome: (cents(grossIncome) + cents(raise)) / 100,
          filingStatus,
          taxYear,
          method: m,
        });
        expect(higher.tax).toBeGreaterThanOrEqual(lower.tax);
      }),
      { numRuns: 400 },
    );
  });

  test('the Tax Table differs from the exact tax by at most the rounding and half a row at the marginal rate', () => {
    fc.assert(
      fc.property(money(150_000), status, year, (grossIncome, filingStatus, taxYear) => {
        const exact = calculateUsFederalIncomeTax({ grossIncome, filingStatus, taxYear, method: 'exact' });
        const table = calculateUsFederalIncomeTax({ grossIncome, filingStatus, taxYear, method: 'tax-table' });
        // Half a $50 row at 24% (the highest rate below $100,000 of taxable income) plus 50 cents of rounding.
        expect(Math.abs(cents(table.tax) - cents(exact.tax))).toBeLessThanOrEqual(25 * 24 + 50);
        expect(isCentExact(table.tax) && Number.isInteger(table.methodApplied === 'tax-table' ? table.tax : 0)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('capital gains properties', () => {
  test('every tax ≥ 0, groups sum, total = parts, effective rate ≤ 20% + 3.8% + top ordinary for short-term', () => {
    fc.assert(
      fc.property(
        money(1_500_000),
        money(500_000),
        money(500_000),
        status,
        year,
        (annualIncome, shortTermGain, longTermGain, filingStatus, taxYear) => {
          const result = calculateUsCapitalGains({ annualIncome, shortTermGain, longTermGain, filingStatus, taxYear });
          for (const value of [result.shortTermTax, result.longTermTax, result.netInvestmentIncomeTax])
            expect(value).toBeGreaterThanOrEqual(0);
          for (const group of result.breakdowns) expectGroupSums(group);
          expect(cents(result.capitalGainsTax)).toBe(
            cents(result.shortTermTax) + cents(result.longTermTax) + cents(result.netInvestmentIncomeTax),
          );
          // The long-term group's taxable amounts account for the whole long-term gain; the NIIT group's for all gains.
          expect(result.breakdowns[0]!.data.reduce((sum, band) => sum + cents(band.taxableAmount), 0)).toBe(cents(longTermGain));
          expect(result.breakdowns[2]!.data.reduce((sum, band) => sum + cents(band.taxableAmount), 0)).toBe(
            cents(shortTermGain) + cents(longTermGain),
          );
          // The tax on the gains is at most the top ordinary rate plus NIIT on the gains, give or take the cent each of
          // the three rounded components (short-term difference of two rounded taxes, long-term, NIIT) may add: on a
          // gain of a few cents that cent would otherwise look like a rate above the cap.
          const gainCents = cents(shortTermGain) + cents(longTermGain);
          expect(cents(result.capitalGainsTax)).toBeLessThanOrEqual(Math.ceil((gainCents * (TOP_ORDINARY_RATE + 3.8)) / 100) + 3);
          if (gainCents >= 100_000) expect(result.effectiveRate).toBeLessThanOrEqual(TOP_ORDINARY_RATE + 3.8);
          for (const [path, value] of allNumbers(result)) {
            if (path.endsWith('Rate') || path.endsWith('.rate') || path.endsWith('change') || path.endsWith('.value')) continue;
            expect({ path, exact: isCentExact(value) }).toEqual({ path, exact: true });
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  test('the tax on the gains is non-decreasing in the long-term gain', () => {
    fc.assert(
      fc.property(
        money(800_000),
        money(300_000),
        money(50_000),
        status,
        year,
        (annualIncome, longTermGain, more, filingStatus, taxYear) => {
          const lower = calculateUsCapitalGains({ annualIncome, longTermGain, filingStatus, taxYear });
          const higher = calculateUsCapitalGains({
            annualIncome,
            longTermGain: (cents(longTermGain) + cents(more)) / 100,
            filingStatus,
            taxYear,
          });
          expect(higher.capitalGainsTax).toBeGreaterThanOrEqual(lower.capitalGainsTax);
          // Long-term gains never cost more than 20% + 3.8% of the gain.
          expect(cents(lower.longTermTax + lower.netInvestmentIncomeTax)).toBeLessThanOrEqual(Math.ceil(cents(longTermGain) * 0.238) + 1);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('payroll tax properties', () => {
  test('never negative, bands sum to the total, cent-exact, non-decreasing in wages', () => {
    fc.assert(
      fc.property(money(2_000_000), money(100_000), status, year, (wages, raise, filingStatus, taxYear) => {
        const result = calculateUsPayrollTaxes({ wages, filingStatus, taxYear });
        expectGroupSums(result.bands);
        for (const value of [result.socialSecurity, result.medicare, result.additionalMedicare, result.total]) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(isCentExact(value)).toBe(true);
        }
        expect(result.minor.total).toBe(cents(result.total));
        expect(result.socialSecurity).toBeLessThanOrEqual(Math.round(result.socialSecurityWageBase * 6.2) / 100);
        const higher = calculateUsPayrollTaxes({ wages: (cents(wages) + cents(raise)) / 100, filingStatus, taxYear });
        expect(higher.total).toBeGreaterThanOrEqual(result.total);
        expect(result.total).toBeLessThanOrEqual(Math.ceil(wages * (6.2 + 1.45 + 0.9)) / 100 + 0.03);
      }),
      { numRuns: 300 },
    );
  });
});
