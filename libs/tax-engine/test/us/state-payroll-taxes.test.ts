/**
 * The states' employee payroll contributions, against the agencies' own worked figures where they publish them
 * (a maximum contribution at the wage base, a minimum-wage example) and by hand from the published rate otherwise.
 */
import { statePayrollContributions } from '../../params/us/state-payroll';
import type { StatePayrollRule } from '../../params/us/state-payroll/types';
import { valueAt, type Parameter, type Reference } from '../../src/core/parameter';
import { calculateUsStatePayrollTaxes, type StatePayrollContributionId } from '../../src/us/state-payroll-taxes';
import type { UsStateCode } from '../../src/us/states';
import type { UsTaxYear } from '../../src/us/tax-year';
import { describeWellFormedParameters, type NamedParameters } from '../support/parameter-checks';

const S = {
  riDlt2025: {
    title: 'RI DLT, 2025 tax rates for UI and TDI: 1.3% to $89,200, maximum $1,159.60 ($1,044 in 2024); $15 × 2,080 hours pays $405.60',
    href: 'https://dlt.ri.gov/press-releases/2025-tax-rates-unemployment-insurance-and-temporary-disability-insurance',
  },
  riDlt2026: {
    title: 'RI DLT, 2026 tax rates for UI and TDI: 1.1% to $100,000, maximum $1,100; $16 × 2,080 hours pays $366.08',
    href: 'https://dlt.ri.gov/press-releases/2026-tax-rates-unemployment-insurance-and-temporary-disability-insurance',
  },
  nysif2025: {
    title:
      'NY Paid Family Leave 2025 (DFS figures, as NYSIF states them): 0.388% of wages, annual maximum $354.53 (NYSAWW $1,757.19 a week)',
    href: 'https://paidfamilyleave.ny.gov/2025',
  },
  nyPfl2026: {
    title: 'NY Paid Family Leave 2026: 0.432%, annual maximum $411.91 (0.432% of the NYSAWW $1,833.63 × 52)',
    href: 'https://paidfamilyleave.ny.gov/2026',
  },
  nyWcb: {
    title: 'NY WCB Disability Benefits: employee contribution 0.5% of wages, at most $0.60 a week',
    href: 'https://www.wcb.ny.gov/content/main/DisabilityBenefits/employee-disability-benefits.jsp',
  },
  waUpdates2026: {
    title: 'WA ESD Paid Leave updates 2026: 1.13%, employees 71.43%, wages up to the Social Security cap $184,500',
    href: 'https://paidleave.wa.gov/updates/',
  },
  waCares: { title: 'WA Cares Fund employers: 0.58% of all wages', href: 'https://wacaresfund.wa.gov/employers' },
  njTdiFli2025: {
    title:
      'NJ TDI/FLI 2025 worker rates: TDI 0.23% and FLI 0.33% of the first $165,400, maxima $380.42 and $545.82; FLI 2024 0.09%, maximum $145.26',
    href: 'https://www.nj.gov/labor/ea/rates/',
  },
  caEdd: {
    title: 'California EDD rates and withholding: SDI 1.3% in 2026 (1.2% 2025, 1.1% 2024), no taxable wage limit since 2024',
    href: 'https://edd.ca.gov/en/payroll_taxes/rates_and_withholding/',
  },
  ma: {
    title: 'Mass.gov PFML contribution rates: employee 0.28% medical + 0.18% family, up to the Social Security cap',
    href: 'https://www.mass.gov/info-details/paid-family-and-medical-leave-employer-contribution-rates-and-calculator',
  },
  mn: {
    title: 'Minnesota Paid Leave premiums: 2026 rate 0.88%, employee at most 0.44%',
    href: 'https://info.paidleave.mn.gov/employers/premiums/index.jsp',
  },
  pa: {
    title: 'PA DLI employee withholding: 0.07% of total gross wages',
    href: 'https://www.pa.gov/agencies/dli/resources/for-employers-and-educators/how-to-file/uc-tax/employee-withholding',
  },
} as const satisfies Record<string, Reference>;

function amounts(state: UsStateCode, taxYear: UsTaxYear, wages: number): Partial<Record<StatePayrollContributionId, number>> {
  const result = calculateUsStatePayrollTaxes({ state, taxYear, wages });
  return Object.fromEntries(result.contributions.map((line) => [line.id, line.amount]));
}

describe('US state payroll contributions, worked examples', () => {
  test.each([
    // [state, year, wages, expected, source]
    ['RI', 2025, 89_200, { 'ri-tdi': 1_159.6 }, S.riDlt2025], // the published maximum, at the wage base
    ['RI', 2025, 500_000, { 'ri-tdi': 1_159.6 }, S.riDlt2025], // nothing above the wage base
    ['RI', 2025, 15 * 2_080, { 'ri-tdi': 405.6 }, S.riDlt2025],
    ['RI', 2024, 200_000, { 'ri-tdi': 1_044 }, S.riDlt2025], // 2024 maximum, 1.2% × $87,000
    ['RI', 2026, 100_000, { 'ri-tdi': 1_100 }, S.riDlt2026],
    ['RI', 2026, 16 * 2_080, { 'ri-tdi': 366.08 }, S.riDlt2026],
    ['NJ', 2025, 165_400, { 'nj-ui': 184.03, 'nj-tdi': 380.42, 'nj-fli': 545.82 }, S.njTdiFli2025], // UI: 0.425% × $43,300
    ['NJ', 2024, 161_400, { 'nj-ui': 179.78, 'nj-fli': 145.26 }, S.njTdiFli2025], // no worker TDI in 2024; UI 0.425% × $42,300
    ['CA', 2026, 100_000, { 'ca-sdi': 1_300 }, S.caEdd],
    ['CA', 2024, 1_000_000, { 'ca-sdi': 11_000 }, S.caEdd], // no ceiling from 2024
    ['CA', 2025, 50_000, { 'ca-sdi': 600 }, S.caEdd],
    ['WA', 2026, 75_000, { 'wa-cares': 435, 'wa-pfml': 605.37 }, S.waUpdates2026], // $847.50 premium × 71.43%
    ['WA', 2026, 300_000, { 'wa-cares': 1_740, 'wa-pfml': 1_489.21 }, S.waUpdates2026], // PFML on $184,500 only: $2,084.85 × 71.43% = $1,489.208
    ['MA', 2026, 100_000, { 'ma-pfml': 460 }, S.ma],
    ['MN', 2026, 50_000, { 'mn-paid-leave': 220 }, S.mn],
    ['PA', 2026, 27_000, { 'pa-uc': 18.9 }, S.pa],
  ] as const)('%s %i, $%d', (state, taxYear, wages, expected, source) => {
    expect(amounts(state, taxYear, wages)).toEqual(expected);
    expect(source.href).toMatch(/^https:\/\//);
  });

  test('New York 2025: PFL reaches its $354.53 cap at the NYSAWW × 52; DBL its $31.20 (60 cents × 52 weeks)', () => {
    // 0.388% × $91,373.88 = $354.53 (S.nysif2025); 0.5% × $6,240 = $31.20 (S.nyWcb).
    expect(amounts('NY', 2025, 1_757.19 * 52)).toEqual({ 'ny-dbl': 31.2, 'ny-pfl': 354.53 });
    expect(amounts('NY', 2025, 250_000)).toEqual({ 'ny-dbl': 31.2, 'ny-pfl': 354.53 });
    expect(amounts('NY', 2025, 50_000)).toEqual({ 'ny-dbl': 31.2, 'ny-pfl': 194 });
    expect(amounts('NY', 2025, 5_000)).toEqual({ 'ny-dbl': 25, 'ny-pfl': 19.4 });
    expect(amounts('NY', 2026, 1_000_000)).toEqual({ 'ny-dbl': 31.2, 'ny-pfl': 411.91 }); // S.nyPfl2026
  });

  test('Minnesota and New Jersey TDI withhold nothing in the years before their employee contributions start', () => {
    expect(amounts('MN', 2025, 50_000)).toEqual({});
    expect(amounts('NJ', 2024, 50_000)).not.toHaveProperty('nj-tdi');
    expect(S.mn.href).toMatch(/^https:\/\//);
  });

  test('a state without employee contributions has no lines and no breakdown group', () => {
    const result = calculateUsStatePayrollTaxes({ state: 'TX', taxYear: 2026, wages: 100_000 });
    expect(result).toMatchObject({ contributions: [], total: 0, marginalRate: 0, bands: null });
  });
});

describe('wage-base edges', () => {
  test('Washington PFML stops at the Social Security wage base; WA Cares does not', () => {
    const at = calculateUsStatePayrollTaxes({ state: 'WA', taxYear: 2026, wages: 184_500 });
    const above = calculateUsStatePayrollTaxes({ state: 'WA', taxYear: 2026, wages: 184_501 });
    const pfml = (result: typeof at) => result.contributions.find((line) => line.id === 'wa-pfml')!;
    expect(pfml(above).amount).toBe(pfml(at).amount);
    expect(pfml(above).taxableWages).toBe(184_500);
    // On the next dollar above the base only WA Cares (0.58%) is due (S.waCares).
    expect(above.marginalRate).toBe(0.58);
    expect(at.marginalRate).toBeCloseTo(0.58, 6); // at the base the next dollar is above it too
    const below = calculateUsStatePayrollTaxes({ state: 'WA', taxYear: 2026, wages: 184_499 });
    expect(below.marginalRate).toBeCloseTo(0.58 + 1.13 * 0.7143, 6);
  });

  test('New Jersey: UI stops at its own wage base, TDI and FLI at theirs', () => {
    const result = calculateUsStatePayrollTaxes({ state: 'NJ', taxYear: 2026, wages: 100_000 });
    expect(Object.fromEntries(result.contributions.map((line) => [line.id, line.taxableWages]))).toEqual({
      'nj-ui': 44_800,
      'nj-tdi': 100_000,
      'nj-fli': 100_000,
    });
    expect(result.marginalRate).toBeCloseTo(0.19 + 0.23, 6);
  });

  test('the breakdown group totals its lines, each citing its source', () => {
    const result = calculateUsStatePayrollTaxes({ state: 'NJ', taxYear: 2025, wages: 60_000 });
    expect(result.bands?.type).toBe('state-payroll-tax');
    expect(result.bands?.totalAmount).toBe(result.total);
    expect(result.total).toBeCloseTo(184.03 + 138 + 198, 2);
    for (const band of result.bands!.data) expect(band.reference).toMatch(/New Jersey/);
  });

  test('negative wages are refused', () => {
    expect(() => calculateUsStatePayrollTaxes({ state: 'CA', taxYear: 2026, wages: -1 })).toThrow(RangeError);
  });
});

describe('state payroll parameters', () => {
  const named: NamedParameters = Object.values(statePayrollContributions).flatMap((contributions) =>
    contributions!.map((contribution) => [contribution.id, contribution.parameter] as const),
  );

  describeWellFormedParameters(named, { pattern: /^\d{4}-01-01$/, label: '1 January' });

  test.each(named)('%s has a value for 2024, 2025 and 2026, with valid percents', (_id, parameter) => {
    for (const year of [2024, 2025, 2026]) {
      const rule = valueAt(parameter as Parameter<StatePayrollRule>, `${year}-01-01`);
      for (const rate of [rule.rate, rule.employeeShare ?? 0]) {
        expect(rate >= 0 && rate <= 100 && Math.abs(Math.round(rate * 1000) / 1000 - rate) < 1e-9).toBe(true);
      }
    }
  });
});
