/**
 * A director-shareholder's salary or dividends. Each figure below is worked by hand from the published rates:
 * - employer NI: rate × (salary − Secondary Threshold) (13.8% above £9,100 in 2023-24 and 2024-25; 15% above £5,000
 *   from 2025-26; HMRC "Rates and thresholds for employers" https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2025-to-2026);
 * - Corporation Tax at 19% on profits to £50,000 (CTA 2010 s.18A; https://www.gov.uk/corporation-tax-rates), to the penny
 *   rounded half up as the Corporation Tax engine does;
 * - the dividend is what is left; dividend tax by the UK bands after the £12,570 Personal Allowance and the dividend
 *   allowance (£1,000 in 2023-24, £500 after), at 8.75% (10.75% from 2026-27), to the penny below
 *   (https://www.gov.uk/tax-on-dividends).
 * The well-known answer for a one-director company with no Employment Allowance and profits in the small profits band:
 * pay up to the Primary Threshold (£12,570, also the Personal Allowance), because each pound of salary up to there costs
 * the company at most 1.15 less 19% Corporation Tax ≈ 0.93 of a dividend, which would be worth less after dividend tax,
 * and above it employee NI and Income Tax (28% and more) take more than the dividend would lose.
 */
import fc from 'fast-check';
import {
  calculateUkDirectorPay,
  directorPayAt,
  directorPayAtByFullCalculators,
  directorPayChartSteps,
  type UkDirectorPayInput,
} from '../../src/uk/director-pay';
import { ukRegions } from '../../src/uk/income-tax';
import { ukTaxYears } from '../../src/uk/tax-year';

describe('hand-checked: £50,000 of profit, no other income, no Employment Allowance', () => {
  it.each([
    // 2023-24: employer NI (12,570 − 9,100) × 13.8% = 478.86; profit left 50,000 − 12,570 − 478.86 = 36,951.14;
    // CT 19% = 7,020.7166 → 7,020.72; dividend 29,930.42; dividend tax (29,930.42 − 1,000) × 8.75% = 2,531.41175 → 2,531.41;
    // take-home 12,570 + 29,930.42 − 2,531.41 = 39,969.01. Employee NI and Income Tax: none at £12,570.
    ['2023-24', 478.86, 7_020.72, 29_930.42, 2_531.41, 39_969.01],
    // 2024-25: company as 2023-24; dividend tax (29,930.42 − 500) × 8.75% = 2,575.16175 → 2,575.16;
    // take-home 12,570 + 29,930.42 − 2,575.16 = 39,925.26.
    ['2024-25', 478.86, 7_020.72, 29_930.42, 2_575.16, 39_925.26],
    // 2025-26: employer NI (12,570 − 5,000) × 15% = 1,135.50; profit left 36,294.50; CT 19% = 6,895.955 → 6,895.96;
    // dividend 29,398.54; dividend tax 28,898.54 × 8.75% = 2,528.62225 → 2,528.62; take-home 39,439.92.
    ['2025-26', 1_135.5, 6_895.96, 29_398.54, 2_528.62, 39_439.92],
    // 2026-27: company as 2025-26; dividend tax 28,898.54 × 10.75% = 3,106.59305 → 3,106.59; take-home 38,861.95.
    ['2026-27', 1_135.5, 6_895.96, 29_398.54, 3_106.59, 38_861.95],
  ] as const)(
    '%s: the best salary is the Primary Threshold, £12,570',
    (taxYear, employerNi, corporationTax, dividend, dividendTax, takeHome) => {
      const result = calculateUkDirectorPay({ taxYear, companyProfit: 50_000 });
      expect(result.optimalSalary).toBe(12_570);
      expect(result.optimumAt).toEqual(expect.arrayContaining(['primary-threshold', 'personal-allowance']));
      expect(result).toMatchObject({
        employerNi,
        corporationTax,
        optimalDividend: dividend,
        dividendTax,
        takeHome,
        employeeNi: 0,
        incomeTax: 0,
      });
    },
  );

  // 2025-26 at the Secondary Threshold (£5,000): no employer NI; CT 45,000 × 19% = 8,550; dividend 36,450. The
  // allowance left after the salary, 7,570, covers dividends; then 500 at 0% and 28,380 × 8.75% = 2,483.25.
  // Take-home 5,000 + 36,450 − 2,483.25 = 38,966.75: £473.17 less than at £12,570.
  it('2025-26: the Secondary Threshold is on the curve, and worse', () => {
    const result = calculateUkDirectorPay({ taxYear: '2025-26', companyProfit: 50_000 });
    const atSecondary = result.curve.find((point) => point.kinds.includes('secondary-threshold'))!;
    expect(atSecondary).toMatchObject({
      salary: 5_000,
      employerNi: 0,
      corporationTax: 8_550,
      dividend: 36_450,
      dividendTax: 2_483.25,
      takeHome: 38_966.75,
    });
  });
});

describe('hand-checked: Employment Allowance', () => {
  // 2025-26, £100,000 of profit, Employment Allowance £10,500: employer NI is covered up to 5,000 + 10,500 / 15% = 75,000.
  // At £75,000: employer NI 70,000 × 15% = 10,500 − 10,500 = 0; profit left 25,000; CT 4,750; dividend 20,250.
  // Employee NI (50,270 − 12,570) × 8% = 3,016 + (75,000 − 50,270) × 2% = 494.60 → 3,510.60.
  // Income Tax: 37,700 × 20% = 7,540 + (62,430 − 37,700) × 40% = 9,892 → 17,432.
  // Dividends above £87,430 of taxable income: 500 at 0%, 19,750 × 33.75% = 6,665.625 → 6,665.62.
  // Take-home 75,000 + 20,250 − 3,510.60 − 17,432 − 6,665.62 = 67,641.78.
  it('2025-26, £100,000: the best salary is where the allowance is used up', () => {
    const result = calculateUkDirectorPay({ taxYear: '2025-26', companyProfit: 100_000, employmentAllowance: true });
    expect(result.optimalSalary).toBe(75_000);
    expect(result.optimumAt).toContain('employment-allowance');
    expect(result).toMatchObject({
      employerNi: 0,
      corporationTax: 4_750,
      optimalDividend: 20_250,
      employeeNi: 3_510.6,
      incomeTax: 17_432,
      dividendTax: 6_665.62,
      takeHome: 67_641.78,
    });
  });
});

describe('the curve', () => {
  const input: UkDirectorPayInput = { taxYear: '2024-25', companyProfit: 80_000 };
  const result = calculateUkDirectorPay(input);

  it('runs from no salary to the largest the profit pays, with every threshold exactly', () => {
    const salaries = result.curve.map((point) => point.salary);
    expect(salaries[0]).toBe(0);
    expect(salaries.at(-1)).toBe(result.maximumSalary);
    expect([...salaries].sort((a, b) => a - b)).toEqual(salaries);
    // About a hundred points for the chart, plus the thresholds and the optimum.
    expect(result.curve.length).toBeGreaterThanOrEqual(directorPayChartSteps);
    expect(result.curve.length).toBeLessThanOrEqual(directorPayChartSteps + 12);
    expect(result.curve).toContainEqual(expect.objectContaining({ salary: result.optimalSalary, takeHome: result.takeHome }));
    // 2024-25 thresholds: LEL £6,396, ST £9,100, PT and Personal Allowance £12,570, higher rate £50,270.
    for (const [kind, salary] of [
      ['lower-earnings-limit', 6_396],
      ['secondary-threshold', 9_100],
      ['primary-threshold', 12_570],
      ['personal-allowance', 12_570],
      ['higher-rate-threshold', 50_270],
    ] as const)
      expect(result.curve.find((point) => point.kinds.includes(kind))?.salary).toBe(salary);
  });

  it('adds up: salary, employer NI, Corporation Tax and dividend spend the profit', () => {
    for (const point of result.curve) {
      const spent = Math.round((point.salary + point.employerNi + point.corporationTax + point.dividend) * 100);
      expect(spent).toBe(8_000_000);
    }
  });

  // At the largest salary nothing is left: (S − 9,100) × 13.8% + S = 80,000 → S = (80,000 + 1,255.80) / 1.138 = 71,402.28.
  it('the largest salary leaves nothing for a dividend', () => {
    expect(result.maximumSalary).toBeCloseTo(71_402.28, 1);
    expect(result.curve.at(-1)!.dividend).toBeLessThan(0.02);
  });
});

describe('the fast rules agree with the full calculators to the penny', () => {
  // The search evaluates hundreds of salaries per request with director-pay-evaluator.ts; each figure must be the one
  // the National Insurance, Corporation Tax and Income Tax calculators give for the same salary.
  it('at any salary, year, region, other income and Employment Allowance', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ukTaxYears),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.constantFrom(0, 5_000, 30_000, 110_000),
        fc.constantFrom(...ukRegions),
        fc.boolean(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (taxYear, companyProfit, otherIncome, region, employmentAllowance, fraction) => {
          const input = { taxYear, companyProfit, otherIncome, region, employmentAllowance };
          const salary = Math.round(companyProfit * fraction * 100) / 100;
          expect(directorPayAt(input, salary)).toEqual(directorPayAtByFullCalculators(input, salary));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('at every threshold and every kink of Corporation Tax (2025-26, £300,000, Scotland)', () => {
    const input: UkDirectorPayInput = { taxYear: '2025-26', companyProfit: 300_000, otherIncome: 0, region: 'scotland' };
    const result = calculateUkDirectorPay(input);
    for (const point of result.curve) expect(directorPayAtByFullCalculators(input, point.salary)).toEqual({ ...point, kinds: [] });
  });
});

describe('properties', () => {
  it('the take-home at the optimum is at least that of every point of the curve and of any other salary', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ukTaxYears),
        fc.integer({ min: 0, max: 400_000 }),
        fc.constantFrom(0, 5_000, 30_000),
        fc.constantFrom(...ukRegions),
        fc.boolean(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (taxYear, companyProfit, otherIncome, region, employmentAllowance, fraction) => {
          const input = { taxYear, companyProfit, otherIncome, region, employmentAllowance };
          const result = calculateUkDirectorPay(input);
          for (const point of result.curve) expect(result.takeHome).toBeGreaterThanOrEqual(point.takeHome);
          const other = directorPayAt(input, Math.round(result.maximumSalary * fraction));
          // Refined to the pound: a salary between the points can beat the optimum by less than a pound's worth.
          expect(result.takeHome).toBeGreaterThanOrEqual(other.takeHome - 1);
        },
      ),
      { numRuns: 12 },
    );
  });
});
