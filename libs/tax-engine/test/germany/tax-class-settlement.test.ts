/**
 * The married couple's tax-class comparison with the year's settlement: what the four combinations withhold against
 * what the joint assessment sets. Worked by hand for 2026, A 5,000 € and B 2,500 € a month, statutory health with no
 * Zusatzbeitrag and a child for care (so the BMF reference rows apply: KVZ 0, PVZ 0):
 *
 * Withheld a month, the BMF's reference calculator for 2026 (test/germany/wage-tax/bmf-interface-2026.ts, LZZ 2):
 *   RE4 500000 STKL 3 → 428.50, STKL 4 → 817.41, STKL 5 → 1,323.33; RE4 250000 STKL 4 → 200.50, STKL 5 → 487.16,
 *   STKL 3 → 0. A year: III/V (428.50 + 487.16) × 12 = 10,987.92; IV/IV (817.41 + 200.50) × 12 = 12,214.92;
 *   V/III 1,323.33 × 12 = 15,879.96.
 *
 * Assessed (Zusammenveranlagung):
 *   Arbeitnehmer-Pauschbetrag § 9a Nr. 1a EStG: 60,000 − 1,230 + 30,000 − 1,230 = 87,540.
 *   Vorsorge § 10 EStG: A pension 9.3 % = 5,580; health 7.3 % = 4,380 less 4 % (Abs. 1 Nr. 3a Satz 4) = 4,204.80; care
 *   1.8 % = 1,080; 4,204.80 + 1,080 = 5,284.80 exceeds the 1,900 cap of Abs. 4, so it counts in full (Satz 4) and the
 *   unemployment 780 does not: 10,864.80. B: 2,790 + 2,102.40 + 540 = 5,432.40. Together 16,297.20.
 *   Sonderausgaben-Pauschbetrag § 10c: 72. zvE 87,540 − 16,297.20 − 72 = 71,170.80 → 71,170.
 *   § 32a (5): half 35,585, zone 3 of the 2026 tariff: z = (35,585 − 17,799) / 10,000 = 1.7786;
 *   (173.10 · 1.7786 + 2,397) · 1.7786 + 1,034.87 = 5,845.76 → 5,845; × 2 = 11,690. Soli: 11,690 ≤ 40,700 (joint
 *   Freigrenze, § 3 Abs. 3 SolZG) → 0.
 *   Settlement: III/V 11,690 − 10,987.92 = +702.08 (back-payment); IV/IV −524.92; V/III −4,189.96 (refunds).
 */
import { assessJointly } from '../../src/germany/joint-assessment';
import { calculateGermanTaxClassChoice, compareGermanTaxClassChoices } from '../../src/germany/tax-class-choice';

const bmfDefaults = { healthAddOnRate: 0, childrenForCare: 1 };
const couple = {
  taxYear: 2026,
  period: 'month',
  partners: [
    { grossWage: 5_000, ...bmfDefaults },
    { grossWage: 2_500, ...bmfDefaults },
  ],
} as const;

describe('tax-class comparison: the annual settlement', () => {
  const result = calculateGermanTaxClassChoice(couple);
  const byName = Object.fromEntries(result.combinations.map((choice) => [choice.combination, choice]));

  test('the joint assessment worked by hand from § 9a, § 10, § 10c and § 32a (5) EStG', () => {
    expect(result.assessment).toEqual({
      employmentIncome: 87_540,
      provisionalExpenses: 16_297.2,
      specialExpensesLumpSum: 72,
      taxableIncome: 71_170,
      incomeTax: 11_690,
      solidaritySurcharge: 0,
      churchTax: 0,
      total: 11_690,
    });
  });

  test('withheld over the year: the BMF reference calculator’s monthly Lohnsteuer × 12', () => {
    expect(byName['III/V']!.annual.withheld).toBe(10_987.92);
    expect(byName['IV/IV']!.annual.withheld).toBe(12_214.92);
    expect(byName['V/III']!.annual.withheld).toBe(15_879.96);
  });

  test('III/V pays the most each month and is followed by a back-payment; IV/IV and V/III by a refund', () => {
    expect(byName['III/V']!.annual.settlement).toBe(702.08);
    expect(byName['IV/IV']!.annual.settlement).toBe(-524.92);
    expect(byName['V/III']!.annual.settlement).toBe(-4_189.96);
    const nets = result.combinations.map((choice) => choice.totalNet);
    expect(byName['III/V']!.totalNet).toBe(Math.max(...nets));
  });

  test('withheld + settlement = assessed, the same assessed tax for every combination', () => {
    for (const choice of result.combinations) {
      expect(choice.annual.assessed).toBe(11_690);
      expect(Math.round((choice.annual.withheld + choice.annual.settlement) * 100)).toBe(Math.round(choice.annual.assessed * 100));
    }
  });

  test('IV/IV with factor (§ 39f EStG) withholds close to the assessed tax', () => {
    const factorChoice = byName['IV/IV with factor']!;
    expect(factorChoice.factor).toBeLessThan(1);
    expect(Math.abs(factorChoice.annual.settlement)).toBeLessThan(0.01 * factorChoice.annual.assessed);
    for (const other of ['III/V', 'V/III', 'IV/IV']) {
      expect(Math.abs(factorChoice.annual.settlement)).toBeLessThan(Math.abs(byName[other]!.annual.settlement));
    }
  });

  test('a yearly comparison settles the same assessment (a year given as the year)', () => {
    const yearly = compareGermanTaxClassChoices({
      ...couple,
      period: 'year',
      partners: [
        { grossWage: 60_000, ...bmfDefaults },
        { grossWage: 30_000, ...bmfDefaults },
      ],
    });
    expect(yearly.map((choice) => choice.annual.assessed)).toEqual([11_690, 11_690, 11_690, 11_690]);
  });
});

describe('joint assessment of two employees', () => {
  const noContributions = { pension: 0, unemployment: 0, health: 0, care: 0 };
  const partner = (wage: number, churchTax: 'none' | '9' = 'none', childAllowances = 0) => ({
    wage: wage * 100,
    contributions: noContributions,
    privateHealth: false,
    childAllowances,
    churchTax,
  });

  test('the Arbeitnehmer-Pauschbetrag makes no loss (§ 9a Satz 2) and a zero wage is no income', () => {
    expect(assessJointly(2026, [partner(1_000), partner(0)]).employmentIncome).toBe(0);
  });

  test('the Soli Freigrenze for joint assessment: 40,700 € of income tax in 2026 (§ 3 Abs. 3 Nr. 1 SolZG)', () => {
    // zvE 2 × 101,266 − 2 × 1,230 − 72 = 200,000 → half 100,000, zone 4: 42 % · 100,000 − 11,135.63 = 30,864.37 → 30,864;
    // × 2 = 61,728. 5.5 % = 3,395.04; 11.9 % of (61,728 − 40,700) = 2,502.33: the lower, 2,502.33.
    const assessment = assessJointly(2026, [partner(101_266), partner(101_266)]);
    expect(assessment.taxableIncome).toBe(200_000);
    expect(assessment.incomeTax).toBe(61_728);
    expect(assessment.solidaritySurcharge).toBe(2_502.33);
  });

  test('church tax: each member’s rate on the share their income bears; child allowances lower its base only', () => {
    const both = assessJointly(2026, [partner(51_266, '9'), partner(51_266, '9')]);
    const one = assessJointly(2026, [partner(51_266, '9'), partner(51_266)]);
    // zvE 100,000, half 50,000 in zone 3: z = 3.2201; (173.10 · 3.2201 + 2,397) · 3.2201 + 1,034.87 = 10,548.33 → 10,548; × 2 = 21,096.
    expect(both.incomeTax).toBe(21_096);
    expect(both.churchTax).toBe(1_898.64);
    expect(one.churchTax).toBe(949.32);
    const withChild = assessJointly(2026, [partner(51_266, '9', 1), partner(51_266, '9', 1)]);
    expect(withChild.incomeTax).toBe(21_096);
    expect(withChild.churchTax).toBeLessThan(both.churchTax);
  });

  test('2024: the child allowances of the retroactive Existenzminimum 2024 act (2 × 3,306 + 2,928 = 9,540 €) lower the church tax base', () => {
    // § 32 Abs. 6 Satz 1 EStG as amended retroactively for VZ 2024 by the Gesetz zur steuerlichen Freistellung des
    // Existenzminimums 2024 (BGBl. 2024 I Nr. 386): Kinderfreibetrag 3,306 € (was 3,192 €), BEA-Freibetrag 1,464 €, both
    // doubled for the couple. zvE 2 × 31,266 − 2 × 1,230 − 72 = 60,000. Base for church tax (§ 51a Abs. 2 EStG):
    // 60,000 − 9,540 = 50,460, half 25,230 in zone 3 of the 2024 tariff: z = 0.8225;
    // (181.19 · 0.8225 + 2,397) · 0.8225 + 991.21 = 3,085.32 → 3,085; × 2 = 6,170; 9 % = 555.30 (9,312 € would give 560.88).
    const assessment = assessJointly(2024, [partner(31_266, '9', 1), partner(31_266, '9', 1)]);
    expect(assessment.taxableIncome).toBe(60_000);
    expect(assessment.churchTax).toBe(555.3);
  });
});

describe('the comparison as a calculation result (docs/api.md, "Results shape")', () => {
  test('input both wages for the year, tax the assessed total, the assessment as the breakdown', () => {
    const result = calculateGermanTaxClassChoice(couple);
    expect(result).toMatchObject({ inputAmount: 90_000, totalTax: 11_690, currency: 'EUR', taxYear: '2026' });
    expect(result.summary).toHaveLength(3);
    expect(result.breakdowns[0]!.data.reduce((sum, band) => sum + band.amount, 0)).toBe(result.breakdowns[0]!.totalAmount);
    expect(result.noteLabels).toHaveLength(result.notes.length);
  });
});

describe('across wages, years and church tax', () => {
  const wages = [
    [5_000, 2_500],
    [12_000, 3_000],
    [4_000, 4_000],
    [7_000, 0],
    [3_000, 1_200],
  ] as const;
  test.each([2024, 2025, 2026] as const)('%d: one assessment for all four combinations, withheld + settlement = assessed', (taxYear) => {
    for (const [a, b] of wages) {
      for (const churchTax of ['none', '9'] as const) {
        const choices = compareGermanTaxClassChoices({
          taxYear,
          period: 'month',
          partners: [
            { grossWage: a, churchTax },
            { grossWage: b, churchTax },
          ],
        });
        const assessed = choices[0]!.annual.assessed;
        for (const choice of choices) {
          expect(choice.annual.assessed).toBe(assessed);
          expect(Math.round((choice.annual.withheld + choice.annual.settlement) * 100)).toBe(Math.round(assessed * 100));
        }
      }
    }
  });
});
