/**
 * The Child Tax Credit, Credit for Other Dependents, Additional Child Tax Credit and Earned Income Credit.
 *
 * Every expected figure is worked by hand, line by line, from the published figures and forms (never copied from
 * the engine):
 * - Schedule 8812 (Form 1040) and its instructions: line 8 = children × credit + other dependents × $500; line 10 =
 *   modified AGI over $400,000 (joint) / $200,000, rounded up to a multiple of $1,000; line 11 = 5% of it; line 14 =
 *   the smaller of line 12 and the tax (Credit Limit Worksheet A); Part II-A: line 16a = line 12 − line 14, line 16b =
 *   children × the refundable cap, line 20 = 15% of earned income over $2,500, line 27 = the smallest; Part II-B
 *   (3 or more children): the larger of line 20 and Social Security and Medicare taxes less the EIC.
 * - Amounts: IRC §24(h); Rev. Proc. 2022-38 / 2023-34 / 2024-40, "Child Tax Credit" (refundable $1,600 / $1,700 / $1,700);
 *   P.L. 119-21 §70104 ($2,200 from 2025); Rev. Proc. 2025-32, "Child Tax Credit" (2026: $2,200, refundable $1,700).
 * - EIC: Rev. Proc. 2022-38 / 2023-34 / 2024-40 / 2025-32, "Earned Income Credit" (the §32(b) table and the
 *   investment income limit). The EIC Table in the Form 1040 instructions (and Pub. 596) gives the credit for $50
 *   rows, figured at the row's midpoint and rounded to whole dollars: credit = min(rate × midpoint, maximum) −
 *   phase-out rate × (midpoint − threshold).
 * - Tax before credits: the rate tables and standard deductions already tested in federal-income-tax.test.ts.
 */
import { calculateUsFederalIncomeTax, type UsFederalIncomeTaxInput } from '../../src/us/federal-income-tax';
import { calculateUsTakeHome } from '../../src/us/take-home';

function federal(input: Partial<UsFederalIncomeTaxInput> & Pick<UsFederalIncomeTaxInput, 'grossIncome' | 'filingStatus' | 'taxYear'>) {
  return calculateUsFederalIncomeTax({ method: 'exact', ...input });
}

describe('US federal credits (Schedule 8812, EIC Table)', () => {
  it('a married couple filing jointly with 2 children and $60,000 of wages in 2025', () => {
    // Taxable 60,000 − 31,500 = 28,500; tax 10% × 23,850 + 12% × 4,650 = 2,385 + 558 = 2,943.
    // 8812: line 8 = 2 × 2,200 = 4,400; no phase-out; line 14 = 2,943; 16a = 1,457; 16b = 2 × 1,700 = 3,400;
    // line 20 = 15% × 57,500 = 8,625 → ACTC 1,457.
    // EIC (2 children, joint): row 60,000-60,050, midpoint 60,025: 7,152 − 21.06% × (60,025 − 30,470) = 927.72 → 928.
    const result = federal({ grossIncome: 60_000, filingStatus: 'married-joint', taxYear: 2025, qualifyingChildren: 2 });
    expect(result).toMatchObject({
      taxBeforeCredits: 2_943,
      childTaxCredit: 2_943,
      otherDependentsCredit: 0,
      tax: 0,
      additionalChildTaxCredit: 1_457,
      earnedIncomeCredit: 928,
      taxAfterCredits: -2_385,
      eicTableRow: { atLeast: 60_000, lessThan: 60_050, midpoint: 60_025 },
    });
    expect(result.totalTax).toBe(0);
    expect(result.breakdowns.map((group) => group.totalAmount)).toEqual([0, 2_385]);
  });

  it('head of household, 1 child, $30,000 in 2023', () => {
    // Taxable 30,000 − 20,800 = 9,200; tax 920. Line 14 = 920; 16a = 1,080 < 16b 1,600 and line 20 4,125 → ACTC 1,080.
    // EIC (1 child): midpoint 30,025: 3,995 − 15.98% × (30,025 − 21,560) = 2,642.29 → 2,642.
    const result = federal({ grossIncome: 30_000, filingStatus: 'head-of-household', taxYear: 2023, qualifyingChildren: 1 });
    expect(result).toMatchObject({
      taxBeforeCredits: 920,
      childTaxCredit: 920,
      tax: 0,
      additionalChildTaxCredit: 1_080,
      earnedIncomeCredit: 2_642,
    });
    expect(result.taxAfterCredits).toBe(-3_722);
  });

  it('2023: the refundable part is capped at $1,600 a child (Rev. Proc. 2022-38)', () => {
    // Joint, 2 children, $27,000: no tax (deduction 27,700); 16a = 4,000; 16b = 3,200; line 20 = 3,675 → 3,200.
    // EIC: midpoint 27,025 × 40% = 10,810, capped at 6,604; below the joint threshold 28,120 → 6,604.
    const result = federal({ grossIncome: 27_000, filingStatus: 'married-joint', taxYear: 2023, qualifyingChildren: 2 });
    expect(result).toMatchObject({ tax: 0, additionalChildTaxCredit: 3_200, earnedIncomeCredit: 6_604, taxAfterCredits: -9_804 });
  });

  it('2024: the refundable part is 15% of earned income over $2,500 when that is smaller', () => {
    // Head of household, 1 child, $10,000: no tax (deduction 21,900); line 20 = 15% × 7,500 = 1,125 < 1,700.
    const result = federal({ grossIncome: 10_000, filingStatus: 'head-of-household', taxYear: 2024, qualifyingChildren: 1 });
    expect(result.additionalChildTaxCredit).toBe(1_125);
  });

  it('2026, 3 children: Part II-B compares the payroll taxes less the EIC with line 20', () => {
    // Joint, $25,000: no tax (deduction 32,200). 16a = 6,600; 16b = 5,100; line 20 = 3,375.
    // EIC (3 children): midpoint 25,025 × 45% = 11,261.25, capped at 8,231 (below 31,160) → 8,231.
    // Part II-B: 7.65% × 25,000 = 1,912.50 − 8,231 < 0, so line 20 stands → ACTC 3,375.
    const result = federal({ grossIncome: 25_000, filingStatus: 'married-joint', taxYear: 2026, qualifyingChildren: 3 });
    expect(result).toMatchObject({ additionalChildTaxCredit: 3_375, earnedIncomeCredit: 8_231, taxAfterCredits: -11_606 });
  });

  it('Part II-B pays the payroll taxes when there is no EIC and they exceed line 20', () => {
    // Married filing separately (no EIC), 3 children, $4,000 in 2025: line 20 = 15% × 1,500 = 225;
    // Social Security and Medicare 7.65% × 4,000 = 306 → ACTC 306.
    const result = federal({ grossIncome: 4_000, filingStatus: 'married-separate', taxYear: 2025, qualifyingChildren: 3 });
    expect(result).toMatchObject({ additionalChildTaxCredit: 306, earnedIncomeCredit: 0, eicIneligibility: 'married-separate' });
  });

  it('the Credit for Other Dependents is limited by the tax and is not refundable', () => {
    // 2023 joint, 1 other dependent, $30,000: taxable 2,300, tax 230 → credit 230, nothing refundable.
    // EIC claimed without children: 30,000 is above the joint completed phase-out 24,210 → none.
    const result = federal({
      grossIncome: 30_000,
      filingStatus: 'married-joint',
      taxYear: 2023,
      otherDependents: 1,
      eitcQualifyingChildren: 0,
    });
    expect(result).toMatchObject({
      otherDependentsCredit: 230,
      childTaxCredit: 0,
      tax: 0,
      additionalChildTaxCredit: 0,
      earnedIncomeCredit: 0,
    });
    expect(result.eicIneligibility).toBe('income-too-high');
  });

  it('line 14 is shown other dependents first, so the refundable rest is child credit', () => {
    // 2025 head of household, 1 child + 1 other dependent, $30,000: taxable 30,000 − 23,625 = 6,375, tax 637.50.
    // Line 8 = 2,200 + 500 = 2,700; line 14 = 637.50 (500 other dependents + 137.50 child); 16a = 2,062.50,
    // 16b = 1,700, line 20 = 4,125 → ACTC 1,700. Child credit in all: 137.50 + 1,700 ≤ 2,200.
    const result = federal({
      grossIncome: 30_000,
      filingStatus: 'head-of-household',
      taxYear: 2025,
      qualifyingChildren: 1,
      otherDependents: 1,
    });
    expect(result).toMatchObject({ otherDependentsCredit: 500, childTaxCredit: 137.5, tax: 0, additionalChildTaxCredit: 1_700 });
  });

  describe('phase-out: $50 for each $1,000 or part of it above the threshold (IRC §24(b), §24(h)(3))', () => {
    it.each([
      // 2024 single, 1 child: the tax far exceeds the credit at these incomes.
      [2024, 'single', 1, 200_000, 2_000],
      [2024, 'single', 1, 200_001, 1_950],
      [2024, 'single', 1, 201_000, 1_950],
      [2024, 'single', 1, 201_001, 1_900],
      // 2023 joint, 2 children: 440,000 − 400,000 = 40 steps → 4,000 − 2,000.
      [2023, 'married-joint', 2, 440_000, 2_000],
      // 2025 joint, 2 children: 4,400 − 40 × 50 = 2,400.
      [2025, 'married-joint', 2, 440_000, 2_400],
      // 2025 single, 1 child: 43 steps → 2,200 − 2,150 = 50; 44 steps → 0.
      [2025, 'single', 1, 243_000, 50],
      [2025, 'single', 1, 243_001, 0],
      // 2026 head of household, 1 child: 2,200 − 10 × 50.
      [2026, 'head-of-household', 1, 210_000, 1_700],
    ] as const)('%i %s, %i child(ren), $%i → %i', (taxYear, filingStatus, qualifyingChildren, grossIncome, credit) => {
      const result = federal({ grossIncome, filingStatus, taxYear, qualifyingChildren });
      expect(result.childTaxCredit).toBe(credit);
      expect(result.additionalChildTaxCredit).toBe(0);
      expect(result.earnedIncomeCredit).toBe(0);
    });
  });

  describe('Earned Income Credit from the EIC Table (row midpoint, whole dollars)', () => {
    it.each([
      // The table's first row, "at least $1 but less than $50": midpoint 25.50.
      // 7.65% → 1.95 → 2; 34% → 8.67 → 9; 40% → 10.20 → 10; 45% → 11.48 → 11.
      [2025, 'single', 0, 20, 2],
      [2025, 'single', 1, 20, 9],
      [2025, 'single', 2, 20, 10],
      [2025, 'single', 3, 20, 11],
      // 2024 single, no child, $10,000: midpoint 10,025 × 7.65% = 766.91, capped at 632 (threshold 10,330 not reached).
      [2024, 'single', 0, 10_000, 632],
      // 2024 single, no child, $15,000: 632 − 7.65% × (15,025 − 10,330) = 272.83 → 273.
      [2024, 'single', 0, 15_000, 273],
      // 2025 single, 1 child, $50,433: row 50,400-50,450, 4,328 − 15.98% × (50,425 − 23,350) = 1.42 → 1.
      [2025, 'single', 1, 50_433, 1],
      // ... and none at the completed phase-out amount, $50,434.
      [2025, 'single', 1, 50_434, 0],
      // 2026 joint, 2 children, $40,000: 7,316 − 21.06% × (40,025 − 31,160) = 5,449.03 → 5,449.
      [2026, 'married-joint', 2, 40_000, 5_449],
      // 2023 single, 3 children, $16,000: midpoint 16,025 × 45% = 7,211.25 → 7,211 (below the maximum 7,430).
      [2023, 'single', 3, 16_000, 7_211],
      // No earned income, no credit.
      [2025, 'single', 2, 0, 0],
    ] as const)('%i %s, %i child(ren), $%i → %i', (taxYear, filingStatus, children, grossIncome, credit) => {
      const result = federal({ grossIncome, filingStatus, taxYear, eitcQualifyingChildren: children });
      expect(result.earnedIncomeCredit).toBe(credit);
    });

    it('is claimed with children or when the EIC children are named; a request naming neither gets none', () => {
      // 2024 single, $15,000: the childless credit is 273 (above) when claimed with eitcQualifyingChildren: 0.
      const unclaimed = federal({ grossIncome: 15_000, filingStatus: 'single', taxYear: 2024 });
      expect(unclaimed).toMatchObject({ earnedIncomeCredit: 0, eicIneligibility: 'not-claimed' });
      expect(unclaimed.taxAfterCredits).toBe(unclaimed.tax);
      expect(federal({ grossIncome: 15_000, filingStatus: 'single', taxYear: 2024, qualifyingChildren: 0 }).earnedIncomeCredit).toBe(0);
      expect(federal({ grossIncome: 15_000, filingStatus: 'single', taxYear: 2024, eitcQualifyingChildren: 0 }).earnedIncomeCredit).toBe(
        273,
      );
    });

    it('counts four or more children as three', () => {
      const three = federal({ grossIncome: 30_000, filingStatus: 'single', taxYear: 2025, eitcQualifyingChildren: 3 });
      const five = federal({ grossIncome: 30_000, filingStatus: 'single', taxYear: 2025, eitcQualifyingChildren: 5 });
      // 8,046 − 21.06% × (30,025 − 23,350) = 6,640.25 → 6,640.
      expect([three.earnedIncomeCredit, five.earnedIncomeCredit]).toEqual([6_640, 6_640]);
    });

    it('defaults the EIC children to the CTC children', () => {
      const result = federal({ grossIncome: 30_000, filingStatus: 'single', taxYear: 2025, qualifyingChildren: 3 });
      expect(result.earnedIncomeCredit).toBe(6_640);
    });

    it('allows no credit above the investment income limit ($11,950 in 2025, Rev. Proc. 2024-40)', () => {
      const base = { grossIncome: 30_000, filingStatus: 'single', taxYear: 2025, eitcQualifyingChildren: 3 } as const;
      expect(federal({ ...base, investmentIncome: 11_950 }).earnedIncomeCredit).toBe(6_640);
      expect(federal({ ...base, investmentIncome: 11_950.01 })).toMatchObject({
        earnedIncomeCredit: 0,
        eicIneligibility: 'investment-income',
      });
    });

    it('allows no credit on a married filing separately return (the §32(d)(2) exception is not modelled)', () => {
      const result = federal({ grossIncome: 20_000, filingStatus: 'married-separate', taxYear: 2025, qualifyingChildren: 2 });
      expect(result.earnedIncomeCredit).toBe(0);
    });
  });

  it('rejects a count that is not a whole number from 0 to 20', () => {
    expect(() => federal({ grossIncome: 1, filingStatus: 'single', taxYear: 2025, qualifyingChildren: 1.5 })).toThrow(/qualifyingChildren/);
    expect(() => federal({ grossIncome: 1, filingStatus: 'single', taxYear: 2025, otherDependents: 21 })).toThrow(/otherDependents/);
    expect(() => federal({ grossIncome: 1, filingStatus: 'single', taxYear: 2025, investmentIncome: -1 })).toThrow(/investmentIncome/);
  });

  it('take-home pay counts the credits', () => {
    // The 2025 family above: federal tax after credits −2,385; payroll 7.65% × 60,000 = 4,590; no state.
    const result = calculateUsTakeHome({ grossIncome: 60_000, filingStatus: 'married-joint', taxYear: 2025, qualifyingChildren: 2 });
    expect(result).toMatchObject({ federalTax: -2_385, federalIncomeTax: 0, additionalChildTaxCredit: 1_457, earnedIncomeCredit: 928 });
    expect(result.totalTax).toBe(-2_385 + 4_590);
    expect(result.takeHome).toBe(60_000 - 2_205);
  });
});

describe('IRS Publication 596 (2025), Table 1 "Earned Income Credit in a Nutshell", rule 1', () => {
  // "Your adjusted gross income (AGI) must be less than: $61,555 ($68,675 for married filing jointly) if you have three
  // or more qualifying children …, $57,310 ($64,430) … two …, $50,434 ($57,554) … one …, or $19,104 ($26,214) if you
  // don't have a qualifying child", and rule 6: "Your investment income must be $11,950 or less."
  // https://www.irs.gov/publications/p596. Just under a limit the table row's midpoint can lie past it (a joint filer
  // with one child at $57,553 is in the $57,550-$57,600 row, whose midpoint gives nothing), so the row below is used.
  const limits = [
    [3, 61_555, 68_675],
    [2, 57_310, 64_430],
    [1, 50_434, 57_554],
    [0, 19_104, 26_214],
  ] as const;

  it.each(limits)(
    '%i child(ren): a credit in the $50 table row below the AGI limit, none at it ($%i single, $%i joint)',
    (children, single, joint) => {
      for (const [filingStatus, limit] of [
        ['single', single],
        ['married-joint', joint],
      ] as const) {
        const below = federal({ grossIncome: limit - 50, filingStatus, taxYear: 2025, eitcQualifyingChildren: children });
        const at = federal({ grossIncome: limit, filingStatus, taxYear: 2025, eitcQualifyingChildren: children });
        expect({ filingStatus, below: below.earnedIncomeCredit > 0, at: at.earnedIncomeCredit }).toEqual({
          filingStatus,
          below: true,
          at: 0,
        });
      }
    },
  );

  it('allows investment income of $11,950 and not a dollar more', () => {
    const input = { grossIncome: 20_000, filingStatus: 'single', taxYear: 2025, eitcQualifyingChildren: 1 } as const;
    expect(federal({ ...input, investmentIncome: 11_950 }).earnedIncomeCredit).toBeGreaterThan(0);
    expect(federal({ ...input, investmentIncome: 11_951 })).toMatchObject({ earnedIncomeCredit: 0, eicIneligibility: 'investment-income' });
  });
});
