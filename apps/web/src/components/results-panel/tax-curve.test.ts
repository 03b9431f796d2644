import { deIncomeTaxRequestSchema } from '@taxatlas/contracts/de-income-tax';
import { ukIncomeTaxRequestSchema, type UkIncomeTaxRequest } from '@taxatlas/contracts/uk-income-tax';
import { usFederalTaxRequestSchema } from '@taxatlas/contracts/us-federal-tax';
import { usTakeHomeRequestSchema } from '@taxatlas/contracts/us-take-home';
import { calculateGermanIncomeTax } from '@taxatlas/tax-engine/germany/income-tax';
import { calculateUkIncomeTax } from '@taxatlas/tax-engine/uk/income-tax';
import { calculateUsFederalIncomeTax } from '@taxatlas/tax-engine/us/federal-income-tax';
import { calculateUsTakeHome } from '@taxatlas/tax-engine/us/take-home';
import { deIncomeTaxSampler } from './income-curves/de-income-tax-curve';
import { ukIncomeTaxSampler } from './income-curves/uk-income-tax-curve';
import { usFederalTaxSampler } from './income-curves/us-federal-tax-curve';
import { usTakeHomeSampler } from './income-curves/us-take-home-curve';
import { requestOfResult } from './income-curve-source';
import {
  bandOfPoint,
  highestBand,
  incomeIndex,
  marginalBands,
  TAX_CURVE_INTERVALS,
  tableIndexes,
  taxCurve,
  type IncomeSampler,
  type TaxCurve,
} from './tax-curve';

// The requests are parsed by the contracts' schemas, as the API parses them, and the results come from the engine
// functions the API calls with them: the curve must give the same answers at the same incomes.
function ukCurve(income: number, request: Partial<UkIncomeTaxRequest> = {}): TaxCurve {
  const parsed = ukIncomeTaxRequestSchema.parse({ grossIncome: income, taxYear: '2024-25', region: 'england', ...request });
  const result = calculateUkIncomeTax({ ...parsed, taxYear: '2024-25' });
  return taxCurve(ukIncomeTaxSampler(parsed, result), result.inputAmount);
}

const indexOfIncome = (curve: TaxCurve, income: number) => curve.points.findIndex((point) => point.income === income);

function expectTakeHomeNeverFalls(curve: TaxCurve): void {
  const falls = curve.points.filter((point, index) => index > 0 && point.takeHome < curve.points[index - 1]!.takeHome);
  expect(falls).toEqual([]);
}

describe('taxCurve', () => {
  const flatTwentyPercent: IncomeSampler = (income) => {
    const tax = Math.round(income * 20) / 100;
    return { tax, takeHome: Math.round((income - tax) * 100) / 100 };
  };

  it('has 505 points from 0 to 3 × the income, the income itself among them', () => {
    const curve = taxCurve(flatTwentyPercent, 60000);
    expect(curve.points.length).toBeGreaterThanOrEqual(500);
    expect(curve.points).toHaveLength(TAX_CURVE_INTERVALS + 1);
    expect(curve.points[0]!.income).toBe(0);
    expect(curve.points.at(-1)!.income).toBe(180000);
    expect(curve.top).toBe(180000);
    expect(curve.points[168]!.income).toBe(60000);
    expect(incomeIndex(curve)).toBe(168);
    expect(curve.points.every((point, index) => index === 0 || point.income > curve.points[index - 1]!.income)).toBe(true);
  });

  it('puts every quarter of an income in whole cents on the grid, and the table shows those 13 points', () => {
    const curve = taxCurve(flatTwentyPercent, 12345.67);
    expect(tableIndexes(curve).map((index) => curve.points[index]!.income)).toEqual([
      0, 3086.42, 6172.84, 9259.25, 12345.67, 15432.09, 18518.51, 21604.92, 24691.34, 27777.76, 30864.18, 33950.59, 37037.01,
    ]);
    expect(curve.points.every((point) => Number.isInteger(Math.round(point.income * 100)))).toBe(true);
  });

  it('gives the rate of change of the tax between neighbouring points, in percent', () => {
    const curve = taxCurve(flatTwentyPercent, 60000);
    expect(new Set(curve.points.map((point) => point.marginalRate))).toEqual(new Set([20]));
    expect(marginalBands(curve)).toEqual([{ from: 0, to: 180000, rate: 20, first: 0, last: 504 }]);
  });

  it('spans 0 to 3,000 for an income below 1,000, so the range is never a few pence', () => {
    const curve = taxCurve(flatTwentyPercent, 0);
    expect(curve.points.at(-1)!.income).toBe(3000);
    expect(curve.income).toBe(0);
  });

  it('needs a multiple of 12 intervals', () => {
    expect(() => taxCurve(flatTwentyPercent, 60000, 500)).toThrow(RangeError);
  });
});

describe('UK income tax across incomes (2024-25, England, with NI)', () => {
  // £40,000 gives points at every £10,000 from 0 to £120,000.
  const curve = ukCurve(40000);

  it('takes the engine answer at each income, to the penny', () => {
    for (const index of tableIndexes(curve)) {
      const point = curve.points[index]!;
      const engine = calculateUkIncomeTax({
        grossIncome: point.income,
        taxYear: '2024-25',
        region: 'england',
        pensionContribution: 0,
        studentLoanPlan: 'none',
        includeNationalInsurance: true,
      });
      expect([point.income, point.takeHome, point.tax]).toEqual([point.income, engine.takeHome, engine.totalTax]);
    }
    // GOV.UK rates: £60,000 → tax 37,700 × 20% + 9,730 × 40% = 11,432; NI 37,700 × 8% + 9,730 × 2% = 3,210.60.
    expect(curve.points[indexOfIncome(curve, 60000)]!.takeHome).toBe(45357.4);
    // £110,000 → allowance 12,570 − 5,000 = 7,570; tax 37,700 × 20% + 64,730 × 40% = 33,432; NI 4,210.60.
    expect(curve.points[indexOfIncome(curve, 110000)]!.takeHome).toBe(72357.4);
  });

  it('shows the Personal Allowance taper from £100,000 to £125,140 as a 62% band (60% tax + 2% NI)', () => {
    const wide = ukCurve(60000);
    const inTaper = wide.points.filter((point, index) => point.income >= 100000 && (wide.points[index + 1]?.income ?? Infinity) <= 125140);
    expect(inTaper.length).toBeGreaterThan(60);
    // Between two points the rate is 61.93% to 62.05%: the allowance is lost in whole pounds.
    for (const point of inTaper) expect(Math.abs(point.marginalRate - 62)).toBeLessThanOrEqual(0.1);
    const highest = highestBand(marginalBands(wide));
    expect(highest.rate).toBe(62);
    expect(highest.from).toBeGreaterThanOrEqual(100000);
    expect(highest.from).toBeLessThan(100000 + 360);
    expect(highest.to).toBeGreaterThan(125140 - 360);
    expect(highest.to).toBeLessThanOrEqual(125140 + 360);
    // Either side: 40% + 2% below, 45% + 2% above.
    expect(bandOfPoint(marginalBands(wide), indexOfIncome(wide, 90000)).rate).toBe(42);
    expect(bandOfPoint(marginalBands(wide), wide.points.length - 1).rate).toBe(47);
  });

  it('shows the taper as 60% in Income Tax alone', () => {
    const incomeTaxOnly = ukCurve(60000, { includeNationalInsurance: false });
    expect(highestBand(marginalBands(incomeTaxOnly))).toMatchObject({ rate: 60 });
  });

  it('counts a student loan repayment in the marginal rate (Plan 2: 9% more in the taper)', () => {
    const withLoan = ukCurve(60000, { studentLoanPlan: 'plan2' });
    expect(highestBand(marginalBands(withLoan))).toMatchObject({ rate: 71 });
    const point = withLoan.points[indexOfIncome(withLoan, 60000)]!;
    const engine = calculateUkIncomeTax({
      grossIncome: 60000,
      taxYear: '2024-25',
      region: 'england',
      pensionContribution: 0,
      studentLoanPlan: 'plan2',
      includeNationalInsurance: true,
    });
    expect([point.takeHome, point.tax]).toEqual([engine.takeHome, engine.totalDeductions]);
  });

  it('never lowers take-home pay as income rises (no cliff in the UK rules)', () => {
    expectTakeHomeNeverFalls(ukCurve(60000));
    expectTakeHomeNeverFalls(ukCurve(60000, { region: 'scotland', studentLoanPlan: 'plan1' }));
  });

  it('uses the tax year the result was calculated on when the request named none', () => {
    const parsed = ukIncomeTaxRequestSchema.parse({ grossIncome: 50000 });
    expect(parsed.taxYear).toBeUndefined();
    const result = calculateUkIncomeTax({ ...parsed, taxYear: '2025-26' });
    const curve = taxCurve(ukIncomeTaxSampler(parsed, result), 50000);
    expect(curve.points[168]!.takeHome).toBe(result.takeHome);
  });

  it('varies the salary only, savings and dividends held as entered: the point at the salary is the result', () => {
    const parsed = ukIncomeTaxRequestSchema.parse({
      grossIncome: 45000,
      taxYear: '2024-25',
      savingsIncome: 3000,
      dividendIncome: 8000,
      childBenefitChildren: 1,
    });
    const result = calculateUkIncomeTax({ ...parsed, taxYear: '2024-25' });
    const sample = ukIncomeTaxSampler(parsed, result);
    // The result's inputAmount counts all three incomes; the curve's axis is the salary the visitor entered.
    expect(result.inputAmount).toBe(56000);
    expect(sample.enteredIncome).toBe(45000);
    const curve = taxCurve(sample, sample.enteredIncome ?? result.inputAmount);
    expect(curve.points[168]).toMatchObject({ income: 45000, takeHome: result.takeHome, tax: result.totalDeductions });
    // With no salary the savings and dividends are still there, less their own tax.
    expect(curve.points[0]!.takeHome).toBe(calculateUkIncomeTax({ ...parsed, taxYear: '2024-25', grossIncome: 0 }).takeHome);
    expect(curve.points[0]!.takeHome).toBeGreaterThan(10000);
  });
});

describe('US federal income tax across incomes (2024, single)', () => {
  const request = usFederalTaxRequestSchema.parse({ grossIncome: 40000, filingStatus: 'single', taxYear: 2024 });
  const result = calculateUsFederalIncomeTax({ ...request, taxYear: 2024 });
  const curve = taxCurve(usFederalTaxSampler(request, result), 40000);

  it('takes the engine answer at each income, to the cent', () => {
    for (const index of tableIndexes(curve)) {
      const point = curve.points[index]!;
      const engine = calculateUsFederalIncomeTax({ grossIncome: point.income, filingStatus: 'single', taxYear: 2024, method: 'exact' });
      expect([point.takeHome, point.tax]).toEqual([engine.netAmount, engine.totalTax]);
    }
    // IRS 2024: $60,000 − $14,600 standard deduction = $45,400 taxable; 11,600 × 10% + 33,800 × 12% = $5,216.
    expect(curve.points[indexOfIncome(curve, 60000)]!.tax).toBe(5216);
  });

  it('has the brackets as bands and never lowers take-home pay', () => {
    const rates = marginalBands(curve).map((band) => band.rate);
    expect(rates).toEqual(expect.arrayContaining([0, 10, 12, 22]));
    expectTakeHomeNeverFalls(curve);
  });
});

describe('US take-home pay across incomes (2024, single, California)', () => {
  const request = usTakeHomeRequestSchema.parse({ grossIncome: 80000, filingStatus: 'single', taxYear: 2024, state: 'CA' });
  const result = calculateUsTakeHome({ ...request, taxYear: 2024 });
  const curve = taxCurve(usTakeHomeSampler(request, result), 80000);

  it('takes the engine answer at each income, to the cent', () => {
    for (const index of tableIndexes(curve)) {
      const point = curve.points[index]!;
      const engine = calculateUsTakeHome({ grossIncome: point.income, filingStatus: 'single', taxYear: 2024, state: 'CA' });
      expect([point.takeHome, point.tax]).toEqual([engine.takeHome, engine.totalTax]);
    }
    expect(curve.points[168]!.takeHome).toBe(result.takeHome);
  });

  it('never lowers take-home pay', () => {
    expectTakeHomeNeverFalls(curve);
  });
});

describe('German income tax across incomes (2025, single, 9% church tax)', () => {
  const request = deIncomeTaxRequestSchema.parse({ taxableIncome: 60000, churchTax: '9', taxYear: 2025 });
  const result = calculateGermanIncomeTax({ ...request, taxYear: 2025 });
  const curve = taxCurve(deIncomeTaxSampler(request, result), 60000);

  it('takes the engine answer at each income, to the cent', () => {
    for (const index of tableIndexes(curve)) {
      const point = curve.points[index]!;
      const engine = calculateGermanIncomeTax({ taxableIncome: point.income, taxYear: 2025, assessment: 'single', churchTax: '9' });
      expect([point.takeHome, point.tax]).toEqual([engine.netAmount, engine.totalTax]);
    }
  });

  it('is tax-free up to the basic allowance and never lowers take-home pay (the Soli phase-in is no cliff)', () => {
    expect(marginalBands(curve)[0]).toMatchObject({ from: 0, rate: 0 });
    expectTakeHomeNeverFalls(curve);
  });
});

describe('requestOfResult', () => {
  it('finds the request of the cached query that holds this very result', () => {
    const result = calculateUkIncomeTax({
      grossIncome: 1,
      taxYear: '2024-25',
      region: 'england',
      pensionContribution: 0,
      studentLoanPlan: 'none',
      includeNationalInsurance: true,
    });
    const request = { grossIncome: 1 };
    const queries = {
      a: { originalArgs: { grossIncome: 2 }, data: { ...result } },
      b: undefined,
      c: { originalArgs: request, data: result },
    };
    expect(requestOfResult(queries, result)).toBe(request);
    expect(requestOfResult({ a: queries.a }, result)).toBeUndefined();
  });
});
