/**
 * German social insurance contributions, worked from the law. Rates: pension 18.6 % (§ 158 SGB VI), unemployment
 * 2.6 % (§ 341 SGB III), health 14.6 % plus the Zusatzbeitrag (§§ 241, 242 SGB V), each split half and half
 * (§ 249 SGB V, § 168 SGB VI, § 346 SGB III); care 3.4 % (2024) / 3.6 % (2025, 2026) (§ 55 SGB XI), half each, the
 * employee adding 0.6 points if childless and taking 0.25 points off per child from the 2nd to the 5th, and in Saxony
 * paying 0.5 points more than the employer (§ 58 Abs. 3 SGB XI). Ceilings per month (Rechengrößenverordnungen):
 * pension 2024 7,550 € west / 7,450 € east, 2025 8,050 €, 2026 8,450 €; health 2024 5,175 €, 2025 5,512.50 €,
 * 2026 5,812.50 €. Each share rounded to the cent, halves up.
 */
import { calculateGermanSocialSecurity, type GermanSocialSecurityInput } from '../../src/germany/social-security';

function contributions(input: Partial<GermanSocialSecurityInput> & Pick<GermanSocialSecurityInput, 'taxYear' | 'grossWage'>) {
  return calculateGermanSocialSecurity({ period: 'month', ...input });
}

describe('German social security', () => {
  test('2025, 3,000 € a month, childless, average Zusatzbeitrag 2.5 %', () => {
    // Pension 9.3 % × 3,000 = 279.00; unemployment 1.3 % = 39.00; health (7.3 + 1.25 =) 8.55 % = 256.50;
    // care employee (1.8 + 0.6 =) 2.4 % = 72.00, employer 1.8 % = 54.00. Employee 646.50, employer 628.50.
    // Levies (Minijob-Zentrale 2025: U1 kept at 1.1 %, U2 lowered to 0.22 % on 1 January 2025; § 360 SGB III 0.15 %):
    // U1 1.1 % = 33.00, U2 0.22 % = 6.60, Insolvenzgeldumlage 0.15 % = 4.50.
    const result = contributions({ taxYear: 2025, grossWage: 3_000, state: 'NW' });
    expect(result.employmentType).toBe('regular');
    expect(result.employee).toEqual({ pension: 279, unemployment: 39, health: 256.5, care: 72, total: 646.5 });
    expect(result.employer).toEqual({ pension: 279, unemployment: 39, health: 256.5, care: 54, total: 628.5 });
    expect(result.employerLevies).toEqual({ u1: 33, u2: 6.6, insolvency: 4.5, total: 44.1 });
    expect(result.netAmount).toBe(2_353.5);
  });

  test('2025, 10,000 € a month: both ceilings bite; two children give one discount', () => {
    // Pension base 8,050: 9.3 % = 748.65, 1.3 % = 104.65. Health base 5,512.50: 8.55 % = 471.31875 → 471.32.
    // Care employee 1.8 − 0.25 = 1.55 % × 5,512.50 = 85.44375 → 85.44; employer 1.8 % = 99.225 → 99.23.
    const result = contributions({ taxYear: 2025, grossWage: 10_000, childrenForCare: 2 });
    expect(result.employee).toEqual({ pension: 748.65, unemployment: 104.65, health: 471.32, care: 85.44, total: 1_410.06 });
    expect(result.employer.care).toBe(99.23);
  });

  test('discounts stop at the 5th child (four discounts of 0.25 points)', () => {
    // 2025, 3,000 €, six children: 1.8 − 4 × 0.25 = 0.8 % = 24.00.
    expect(contributions({ taxYear: 2025, grossWage: 3_000, childrenForCare: 6 }).employee.care).toBe(24);
  });

  test('Saxony: the employee pays 0.5 points more of the care rate, the employer 0.5 less', () => {
    // 2025, one child: employee 1.8 + 0.5 = 2.3 % × 3,000 = 69.00; employer 1.8 − 0.5 = 1.3 % = 39.00.
    const result = contributions({ taxYear: 2025, grossWage: 3_000, childrenForCare: 1, state: 'SN' });
    expect([result.employee.care, result.employer.care]).toEqual([69, 39]);
  });

  test('no childless surcharge under 23', () => {
    // 2025, 3,000 €, age 22: 1.8 % = 54.00.
    expect(contributions({ taxYear: 2025, grossWage: 3_000, age: 22 }).employee.care).toBe(54);
  });

  test('2024: the eastern pension ceiling for an eastern Land, the western one elsewhere (Berlin counts as west)', () => {
    // 8,000 € a month: east base 7,450 × 9.3 % = 692.85; west base 7,550 × 9.3 % = 702.15.
    expect(contributions({ taxYear: 2024, grossWage: 8_000, state: 'SN' }).employee.pension).toBe(692.85);
    expect(contributions({ taxYear: 2024, grossWage: 8_000, state: 'BE' }).employee.pension).toBe(702.15);
    expect(contributions({ taxYear: 2024, grossWage: 8_000 }).pensionCeilingArea).toBe('west');
    // 2024 care: 3.4 % → employee childless 1.7 + 0.6 = 2.3 % of the 5,175 € ceiling = 119.025 → 119.03.
    expect(contributions({ taxYear: 2024, grossWage: 8_000 }).employee.care).toBe(119.03);
  });

  test('2026, 60,000 € a year, as twelve months of 5,000 €', () => {
    // Monthly: pension 465.00, unemployment 65.00, health (7.3 + 1.45 =) 8.75 % = 437.50, care 2.4 % = 120.00.
    // × 12: 5,580, 780, 5,250, 1,440 = 13,050.
    const result = contributions({ taxYear: 2026, grossWage: 60_000, period: 'year' });
    expect(result.employee).toEqual({ pension: 5_580, unemployment: 780, health: 5_250, care: 1_440, total: 13_050 });
  });

  test.each([
    [2024, 538],
    [2025, 556],
    [2026, 603],
  ] as const)('%d: a Minijob up to %d €, the employer paying flat rates', (taxYear, limit) => {
    // At the limit: employee pension top-up 18.6 − 15 = 3.6 %; employer pension 15 %, health 13 %, flat tax 2 %.
    const result = contributions({ taxYear, grossWage: limit });
    expect(result.employmentType).toBe('minijob');
    expect(result.employee.total).toBe(Math.round(limit * 3.6) / 100);
    expect([result.employer.pension, result.employer.health, result.employerFlatTax]).toEqual([
      Math.round(limit * 15) / 100,
      Math.round(limit * 13) / 100,
      Math.round(limit * 2) / 100,
    ]);
    expect(contributions({ taxYear, grossWage: limit + 0.01 }).employmentType).toBe('midijob');
  });

  test('2025 Minijob of 500 €: employee 18.00, employer 75.00 + 65.00 + flat tax 10.00', () => {
    const result = contributions({ taxYear: 2025, grossWage: 500 });
    expect([result.employee.pension, result.employer.pension, result.employer.health, result.employerFlatTax]).toEqual([18, 75, 65, 10]);
  });

  test('2025 Midijob of 1,500 €: contributions on the reduced bases of § 20 Abs. 2a SGB IV (F = 0.6683)', () => {
    // G = 556, OG = 2,000, AE = 1,500.
    // BE = 0.6683 × 556 + (2,000/1,444 − 556/1,444 × 0.6683) × 944 = 371.5748 + 1.1277216 × 944 = 1,436.14
    // BE_AN = 2,000/1,444 × 944 = 1,307.48
    // Pension: total 18.6 % × 1,436.14 = 267.12; employee 9.3 % × 1,307.48 = 121.60; employer 145.52.
    // Unemployment: total 2.6 % × 1,436.14 = 37.34; employee 1.3 % × 1,307.48 = 17.00; employer 20.34.
    // Health (14.6 + 2.5 = 17.1 %): total 245.58; employee 8.55 % × 1,307.48 = 111.79; employer 133.79.
    // Care: total 3.6 % × 1,436.14 = 51.70; employee half 1.8 % × 1,307.48 = 23.53 → employer 28.17;
    //   employee childless 2.4 % × 1,307.48 = 31.38.
    const result = contributions({ taxYear: 2025, grossWage: 1_500 });
    expect(result.employmentType).toBe('midijob');
    expect(result.employee).toEqual({ pension: 121.6, unemployment: 17, health: 111.79, care: 31.38, total: 281.77 });
    expect(result.employer).toEqual({ pension: 145.52, unemployment: 20.34, health: 133.79, care: 28.17, total: 327.82 });
    expect(contributions({ taxYear: 2025, grossWage: 2_000 }).employmentType).toBe('midijob');
    expect(contributions({ taxYear: 2025, grossWage: 2_000.01 }).employmentType).toBe('regular');
  });

  test('at the top of the Übergangsbereich the reduced bases meet the full wage', () => {
    // AE = OG: BE = F × G + (OG − G × F) = OG; BE_AN = OG. So 2,000 € pays the regular 9.3 % = 186.00.
    expect(contributions({ taxYear: 2026, grossWage: 2_000 }).employee.pension).toBe(186);
  });

  test('private health insurance: no statutory health or care; the employee bears the premium less the subsidy', () => {
    const result = contributions({ taxYear: 2025, grossWage: 6_000, privateHealth: { premium: 700, employerSubsidy: 350 } });
    expect(result.employee).toEqual({ pension: 558, unemployment: 78, health: 350, care: 0, total: 986 });
    expect([result.employer.health, result.employer.care]).toEqual([350, 0]);
  });

  test('not pension-insured: no pension or unemployment contributions', () => {
    const result = contributions({ taxYear: 2025, grossWage: 3_000, pensionInsured: false });
    expect([result.employee.pension, result.employee.unemployment, result.employer.pension]).toEqual([0, 0, 0]);
  });

  test('a zero wage owes nothing', () => {
    expect(contributions({ taxYear: 2026, grossWage: 0 }).employee.total).toBe(0);
  });
});
