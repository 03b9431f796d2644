/**
 * The US payroll tax calculator (src/us/payroll-tax.ts) against the IRS's own examples and the published tables, with
 * the arithmetic worked by hand in each comment. Sources:
 * - IRS, Questions and answers for the Additional Medicare Tax (examples of withholding and of Form 8959 Part II):
 *   https://www.irs.gov/businesses/small-businesses-self-employed/questions-and-answers-for-the-additional-medicare-tax
 * - IRS Instructions for Form 8959: https://www.irs.gov/instructions/i8959
 * - IRS Instructions for Schedule SE (Form 1040): https://www.irs.gov/instructions/i1040sse
 * - IRS Publication 15 (Circular E), section 14 (FUTA: 6.0% less the 5.4% credit on the first $7,000):
 *   https://www.irs.gov/publications/p15
 * - Department of Labor, FUTA credit reductions (2024: 89 FR 99282, https://www.federalregister.gov/d/2024-28880;
 *   2025: the DOL's Historical FUTA Credit Reductions 2010-2025,
 *   https://oui.doleta.gov/unemploy/docs/reduced_credit_states_2010-2025.xlsx, and Schedule A (Form 940) for 2025)
 * - IRS Publication 15-T (2024 and 2025), Worksheet 1A and the Annual Percentage Method tables:
 *   https://www.irs.gov/pub/irs-prior/p15t--2024.pdf, https://www.irs.gov/pub/irs-prior/p15t--2025.pdf
 */
import type { UsFilingStatus } from '../../src/us/filing-status';
import { calculateUsPayrollTax, type UsPayrollTaxInput } from '../../src/us/payroll-tax';
import { percentageMethodTable } from '../../src/us/payroll/withholding';
import { scheduleSe } from '../../src/us/payroll/self-employment';
import { usTaxYearStart, type UsTaxYear } from '../../src/us/tax-year';

function payroll(overrides: Partial<UsPayrollTaxInput> & Pick<UsPayrollTaxInput, 'wages'>) {
  return calculateUsPayrollTax({ taxYear: 2025, filingStatus: 'single', payPeriods: 1, ...overrides });
}

describe('FICA on wages, at the wage base of each year', () => {
  // SSA fact sheets: 2024 $168,600, 2025 $176,100, 2026 $184,500. Social Security 6.2% of wages up to the base,
  // Medicare 1.45% of all wages (IRC §3101, §3111; Pub. 15 section 9); the employer pays the same again.
  test.each([
    [2024, 168_600, 10_453.2],
    [2025, 176_100, 10_918.2],
    [2026, 184_500, 11_439],
  ] as const)('%i: base $%i → Social Security %d at, and not above, the base', (taxYear, base, maximum) => {
    const atBase = payroll({ taxYear, wages: base });
    expect(atBase.socialSecurity).toBe(maximum);
    expect(atBase.employerSocialSecurity).toBe(maximum);
    const above = payroll({ taxYear, wages: base + 10_000 });
    expect(above.socialSecurity).toBe(maximum);
    // 1.45% × (base + 10,000), e.g. 2024: 1.45% × 178,600 = 2,589.70.
    expect(above.medicare).toBe(Math.round((base + 10_000) * 1.45) / 100);
    const below = payroll({ taxYear, wages: base - 1 });
    // One dollar under the base: 6.2 cents less, to the cent.
    expect(below.socialSecurity).toBe(Math.round((maximum - 0.062) * 100) / 100);
  });

  test('$50,000 of wages: 6.2% = $3,100 and 1.45% = $725 for each of the employee and the employer', () => {
    const result = payroll({ wages: 50_000 });
    expect([result.socialSecurity, result.medicare, result.employerSocialSecurity, result.employerMedicare]).toEqual([
      3_100, 725, 3_100, 725,
    ]);
    expect(result.employeeTotal).toBe(3_825);
  });
});

describe('Additional Medicare Tax: withheld above $200,000, owed by filing status (IRS Q&A, Form 8959)', () => {
  // IRS Q&A: the employer withholds 0.9% on wages above $200,000 whatever the filing status; a married employee filing
  // jointly with $220,000 of wages has $180 withheld (0.9% × 20,000) but owes nothing on Form 8959 (threshold $250,000).
  test('married filing jointly, $220,000 of wages: $180 withheld, $0 owed', () => {
    const result = payroll({ wages: 220_000, filingStatus: 'married-joint' });
    expect(result.additionalMedicareWithheld).toBe(180);
    expect(result.additionalMedicareOwed).toBe(0);
    // 6.2% × 176,100 + 1.45% × 220,000 + 180 = 10,918.20 + 3,190 + 180.
    expect(result.employeeTotal).toBe(14_288.2);
  });

  // Married filing separately: threshold $125,000. $150,000 of wages: nothing withheld, 0.9% × 25,000 = $225 owed.
  test('married filing separately, $150,000 of wages: $0 withheld, $225 owed', () => {
    const result = payroll({ wages: 150_000, filingStatus: 'married-separate' });
    expect([result.additionalMedicareWithheld, result.additionalMedicareOwed]).toEqual([0, 225]);
  });

  test.each<[UsFilingStatus, number]>([
    ['single', 200_000],
    ['head-of-household', 200_000],
    ['qualifying-surviving-spouse', 200_000],
    ['married-joint', 250_000],
    ['married-separate', 125_000],
  ])('%s: nothing owed at the $%i threshold, 0.9 cents per dollar above it', (filingStatus, threshold) => {
    expect(payroll({ wages: threshold, filingStatus }).additionalMedicareOwed).toBe(0);
    expect(payroll({ wages: threshold + 1_000, filingStatus }).additionalMedicareOwed).toBe(9);
  });

  // IRS Q&A (and Form 8959 Part II): C, single, $130,000 of wages and $145,000 of self-employment income. The $200,000
  // threshold less the wages leaves $70,000; C owes 0.9% on 145,000 − 70,000 = 75,000, i.e. $675. A profit of
  // $157,011.37 gives self-employment income 157,011.37 × 92.35% = 144,999.997 → $145,000.00 (Schedule SE line 6).
  test('C: single, $130,000 of wages and $145,000 of self-employment income owes $675', () => {
    const result = payroll({ wages: 130_000, selfEmploymentProfit: 157_011.37 });
    expect(result.additionalMedicareWithheld).toBe(0);
    expect(result.additionalMedicareOwed).toBe(675);
  });

  // IRS Q&A: H and W, married filing jointly; H has $150,000 of wages, W $175,000 of self-employment income. The
  // $250,000 threshold less H's wages leaves $100,000: 0.9% × (175,000 − 100,000) = $675. 189,496.48 × 92.35% =
  // 174,999.999... → $175,000.00.
  test('H and W: joint, $150,000 of wages and $175,000 of self-employment income owe $675', () => {
    expect(payroll({ wages: 150_000, filingStatus: 'married-joint', selfEmploymentProfit: 189_496.48 }).additionalMedicareOwed).toBe(675);
  });
});

describe('Self-employment tax (Schedule SE Part I)', () => {
  const date = usTaxYearStart(2025);

  // Profit $50,000: line 4a 50,000 × 92.35% = 46,175; line 10 12.4% × 46,175 = 5,725.70; line 11 2.9% × 46,175 =
  // 1,339.075 → 1,339.08; line 12 = 7,064.78; line 13 half = 3,532.39.
  test('$50,000 of profit and no wages', () => {
    const result = payroll({ wages: 0, selfEmploymentProfit: 50_000 });
    expect(result.selfEmploymentTax).toBe(7_064.78);
    expect(result.selfEmploymentTaxDeduction).toBe(3_532.39);
    expect(result.employeeTotal).toBe(0);
  });

  // Line 9: the wage base less W-2 Social Security wages. 2024, wages $160,000, profit $20,000: line 4a 18,470;
  // line 9 168,600 − 160,000 = 8,600; line 10 12.4% × 8,600 = 1,066.40; line 11 2.9% × 18,470 = 535.63;
  // line 12 1,602.03; line 13 801.015 → 801.02.
  test('2024: wages of $160,000 leave $8,600 of the wage base for self-employment income', () => {
    const result = payroll({ taxYear: 2024, wages: 160_000, selfEmploymentProfit: 20_000 });
    expect([result.selfEmploymentTax, result.selfEmploymentTaxDeduction]).toEqual([1_602.03, 801.02]);
  });

  test.each([
    [2024, 168_600],
    [2025, 176_100],
    [2026, 184_500],
  ] as const)('%i: wages at the $%i base leave only the 2.9% Medicare part', (taxYear, base) => {
    // Profit 10,000: line 4a 9,235; line 9 = 0 so line 10 = 0; line 11 2.9% × 9,235 = 267.815 → 267.82.
    expect(payroll({ taxYear, wages: base, selfEmploymentProfit: 10_000 }).selfEmploymentTax).toBe(267.82);
  });

  // The $400 minimum (line 4c): $433 of profit gives 399.88 (433 × 92.35% = 399.8755), no tax; $434 gives 400.80
  // (400.799), taxed: 12.4% × 400.80 = 49.70 (49.6992) and 2.9% × 400.80 = 11.62 (11.6232), together 61.32.
  test('no self-employment tax below $400 of net earnings', () => {
    const below = payroll({ wages: 0, selfEmploymentProfit: 433 });
    expect(below.selfEmploymentTax).toBe(0);
    expect(below.noteLabels.map((note) => note.key)).toEqual(['us.payrollTax.note.seBelowMinimum']);
    expect(payroll({ wages: 0, selfEmploymentProfit: 434 }).selfEmploymentTax).toBe(61.32);
    expect(scheduleSe(43_300, 0, date).belowMinimum).toBe(true);
  });
});

describe('FUTA: 6.0% less the 5.4% credit on the first $7,000, and credit reduction states', () => {
  // Pub. 15 section 14: 0.6% × 7,000 = $42 per employee.
  test('$42 on $7,000 or more; 0.6% below it', () => {
    expect(payroll({ wages: 50_000 }).futa).toBe(42);
    expect(payroll({ wages: 7_000 }).futa).toBe(42);
    expect(payroll({ wages: 5_000 }).futa).toBe(30);
  });

  // DOL: 2024 California and New York 0.9% → 1.5% × 7,000 = $105; US Virgin Islands 4.2% → 4.8% × 7,000 = $336.
  // 2025 California 1.2% → 1.8% × 7,000 = $126; US Virgin Islands 4.5% → 5.1% × 7,000 = $357; New York none.
  test.each<[UsTaxYear, string, number, number]>([
    [2024, 'CA', 105, 1.5],
    [2024, 'NY', 105, 1.5],
    [2024, 'VI', 336, 4.8],
    [2024, 'TX', 42, 0.6],
    [2025, 'CA', 126, 1.8],
    [2025, 'VI', 357, 5.1],
    [2025, 'NY', 42, 0.6],
  ])('%i %s: $%d at %d%%', (taxYear, state, futa, rate) => {
    const result = payroll({ taxYear, wages: 60_000, state });
    expect([result.futa, result.futaRate]).toEqual([futa, rate]);
  });

  test('2026: no final list read, so no reduction and a note saying so', () => {
    const result = payroll({ taxYear: 2026, wages: 60_000, state: 'CA' });
    expect(result.futa).toBe(42);
    expect(result.noteLabels.map((note) => note.key)).toEqual(['us.payrollTax.note.futaListNotFinal']);
  });
});

describe('Pub. 15-T Annual Percentage Method tables, as printed', () => {
  // 2024 Pub. 15-T, Single or Married Filing Separately, STANDARD: rows from $0, $6,000, $17,600, $53,150, $106,525,
  // $197,950, $249,725, $615,350 (14,600 − 8,600 = 6,000, then the 2024 brackets moved up by 6,000).
  test('2024 single STANDARD table', () => {
    const table = percentageMethodTable('single', 'standard', usTaxYearStart(2024));
    expect(table.map((row) => [row.threshold, row.rate])).toEqual([
      [0, 0],
      [6_000, 10],
      [17_600, 12],
      [53_150, 22],
      [106_525, 24],
      [197_950, 32],
      [249_725, 35],
      [615_350, 37],
    ]);
  });

  // 2024 married filing jointly STANDARD: 29,200 − 12,900 = 16,300, then 39,500, 110,600, 217,350, 400,200,
  // 503,750, 747,500.
  test('2024 married filing jointly STANDARD table', () => {
    const table = percentageMethodTable('married-joint', 'standard', usTaxYearStart(2024));
    expect(table.map((row) => row.threshold)).toEqual([0, 16_300, 39_500, 110_600, 217_350, 400_200, 503_750, 747_500]);
  });

  // 2024 single, Step 2 checkbox: half the standard deduction (7,300) and half of each bracket: 7,300 + 5,800 =
  // 13,100; + 23,575 = 30,875; + 50,262.50 = 57,562.50 (printed rounded, $57,563).
  test('2024 single Step 2 checkbox table', () => {
    const table = percentageMethodTable('single', 'step2-checkbox', usTaxYearStart(2024));
    expect(table.slice(0, 5).map((row) => row.threshold)).toEqual([0, 7_300, 13_100, 30_875, 57_562.5]);
  });

  // 2025 tables were built on Rev. Proc. 2024-40 (15,000 single), not on P.L. 119-21's $15,750: 15,000 − 8,600 =
  // 6,400, then 11,925 + 6,400 = 18,325 and 48,475 + 6,400 = 54,875.
  test('2025 single STANDARD table starts at $6,400', () => {
    const table = percentageMethodTable('single', 'standard', usTaxYearStart(2025));
    expect(table.slice(0, 4).map((row) => row.threshold)).toEqual([0, 6_400, 18_325, 54_875]);
  });
});

describe('Pub. 15-T Worksheet 1A (automated payroll, Form W-4 from 2020 or later)', () => {
  // 2024, single, biweekly $2,000, no other entries. 1c 2,000 × 26 = 52,000; 1g 8,600; 1i 43,400. STANDARD row
  // $17,600-$53,150: $1,160 + 12% × (43,400 − 17,600) = 1,160 + 3,096 = 4,256 (2g); 2h 4,256 / 26 = 163.69.
  test('single, biweekly $2,000: $163.69 a period', () => {
    const result = payroll({ taxYear: 2024, wages: 52_000, payPeriods: 26 });
    expect(result.withholding).toMatchObject({ adjustedAnnualWageAmount: 43_400, tentativeAnnualWithholding: 4_256, perPeriod: 163.69 });
    expect(result.federalIncomeTaxWithholding).toBe(163.69 * 26);
    // Per period: 6.2% and 1.45% of 2,000 = 124 and 29; net 2,000 − 124 − 29 − 163.69 = 1,683.31.
    expect(result.perPeriod).toEqual({
      wages: 2_000,
      socialSecurity: 124,
      medicare: 29,
      additionalMedicareWithheld: 0,
      federalIncomeTaxWithholding: 163.69,
      netPay: 1_683.31,
    });
  });

  // Same with Step 3 $2,000 and Step 4(c) $10: 3b 2,000 / 26 = 76.92; 3c 163.69 − 76.92 = 86.77; 4b 96.77.
  test('Step 3 credits and Step 4(c) extra withholding', () => {
    const w4 = {
      filingStatus: 'single',
      multipleJobs: false,
      dependentsAmount: 2_000,
      otherIncome: 0,
      deductions: 0,
      extraWithholding: 10,
    } as const;
    const result = payroll({ taxYear: 2024, wages: 52_000, payPeriods: 26, w4 });
    expect([result.withholding.creditsPerPeriod, result.withholding.perPeriod]).toEqual([76.92, 96.77]);
  });

  // Step 2 box checked: line 1g is 0, so 1i = 52,000; checkbox row $30,875-$57,563: $2,713 + 22% × (52,000 −
  // 30,875) = 2,713 + 4,647.50 = 7,360.50; / 26 = 283.096 → 283.10.
  test('Step 2 box checked: the checkbox table and no line 1g', () => {
    const w4 = {
      filingStatus: 'single',
      multipleJobs: true,
      dependentsAmount: 0,
      otherIncome: 0,
      deductions: 0,
      extraWithholding: 0,
    } as const;
    const result = payroll({ taxYear: 2024, wages: 52_000, payPeriods: 26, w4 });
    expect(result.withholding).toMatchObject({
      table: 'step2-checkbox',
      adjustedAnnualWageAmount: 52_000,
      tentativeAnnualWithholding: 7_360.5,
    });
    expect(result.withholding.perPeriod).toBe(283.1);
  });

  // 2025, married filing jointly, monthly $10,000, Step 4(a) $6,000, Step 4(b) $12,000. 1c 120,000; 1e 126,000;
  // 1h 12,000 + 12,900 = 24,900; 1i 101,100. STANDARD row $40,950-$114,050 (30,000 − 12,900 = 17,100; + 23,850;
  // + 96,950): $2,385 + 12% × (101,100 − 40,950) = 2,385 + 7,218 = 9,603; / 12 = 800.25.
  test('married filing jointly, monthly, with Step 4(a) and 4(b)', () => {
    const w4 = {
      filingStatus: 'married-joint',
      multipleJobs: false,
      dependentsAmount: 0,
      otherIncome: 6_000,
      deductions: 12_000,
      extraWithholding: 0,
    } as const;
    const result = payroll({ wages: 120_000, payPeriods: 12, filingStatus: 'married-joint', w4 });
    expect(result.withholding).toMatchObject({ adjustedAnnualWageAmount: 101_100, tentativeAnnualWithholding: 9_603, perPeriod: 800.25 });
  });

  test('wages under the untaxed first row: no withholding', () => {
    // 2024 single: 6,000 + 8,600 = 14,600 of annual wages are withheld on at 0%.
    expect(payroll({ taxYear: 2024, wages: 14_600 }).federalIncomeTaxWithholding).toBe(0);
    expect(payroll({ taxYear: 2024, wages: 14_610 }).federalIncomeTaxWithholding).toBe(1);
  });

  test('without a W-4 the return status picks the table: married filing separately is withheld as single', () => {
    const separate = payroll({ wages: 80_000, filingStatus: 'married-separate' });
    const single = payroll({ wages: 80_000 });
    expect(separate.federalIncomeTaxWithholding).toBe(single.federalIncomeTaxWithholding);
  });
});
