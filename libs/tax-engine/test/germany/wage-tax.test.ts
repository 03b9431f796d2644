/**
 * Gross to net: the PAP's Lohnsteuer plus the employee's social insurance. The Lohnsteuer figures are the BMF
 * reference calculator's answers for 2026 (https://www.bmf-steuerrechner.de/interface/2026Version1.xhtml, see
 * test/germany/wage-tax/bmf-interface-2026.ts); the contributions are worked as in social-security.test.ts.
 */
import { calculateGermanWageTax, type GermanWageTaxInput } from '../../src/germany/wage-tax';
import { compareGermanTaxClassChoices, taxClassFactor } from '../../src/germany/tax-class-choice';

function wageTax(input: Partial<GermanWageTaxInput> & Pick<GermanWageTaxInput, 'taxYear' | 'grossWage' | 'taxClass'>) {
  return calculateGermanWageTax({ period: 'month', ...input });
}

describe('German wage tax, gross to net', () => {
  test('2026, 5,000 € a month, class I, Zusatzbeitrag 2.5 %, childless', () => {
    // BMF: LZZ 2, RE4 500000, STKL 1, KVZ 2.50, PVZ 1 → LSTLZZ 78583 (785.83 €), SOLZLZZ 0.
    // Contributions: pension 9.3 % = 465.00; unemployment 1.3 % = 65.00; health (7.3 + 1.25 =) 8.55 % = 427.50;
    // care (1.8 + 0.6 =) 2.4 % = 120.00; total 1,077.50. Net 5,000 − 785.83 − 1,077.50 = 3,136.67.
    const result = wageTax({ taxYear: 2026, grossWage: 5_000, taxClass: 1, healthAddOnRate: 2.5, state: 'NW' });
    expect(result).toMatchObject({
      lohnsteuer: 785.83,
      solidaritySurcharge: 0,
      churchTax: 0,
      pension: 465,
      unemployment: 65,
      health: 427.5,
      care: 120,
      socialSecurity: 1_077.5,
      net: 3_136.67,
    });
    expect(result.netAmount).toBe(3_136.67);
  });

  test('church tax: the rate on the PAP base BK, which without child allowances is the Lohnsteuer', () => {
    // 9 % × 785.83 = 70.7247 → 70.72; 8 % × 785.83 = 62.8664 → 62.86 (to the cent, rounded down).
    const base = { taxYear: 2026, grossWage: 5_000, taxClass: 1, healthAddOnRate: 2.5 } as const;
    expect(wageTax({ ...base, churchTax: '9' }).churchTax).toBe(70.72);
    expect(wageTax({ ...base, churchTax: '8', state: 'BY' }).churchTax).toBe(62.86);
  });

  test.each([
    // BMF answers for LZZ 2 with KVZ 0 and PVZ 0 (a parent, no discount: one child for care).
    [3, 5_000, 428.5, 0],
    [5, 5_000, 1_323.33, 0],
    [6, 5_000, 1_367.66, 0],
    [1, 10_000, 2_682.75, 117.44],
    [3, 10_000, 1_851.33, 0],
  ] as const)('2026 class %d at %d € a month: Lohnsteuer %d, Soli %d (BMF)', (taxClass, grossWage, lohnsteuer, soli) => {
    const result = wageTax({ taxYear: 2026, grossWage, taxClass, healthAddOnRate: 0, childrenForCare: 1 });
    expect([result.lohnsteuer, result.solidaritySurcharge]).toEqual([lohnsteuer, soli]);
  });

  test('class IV with factor: the annual Lohnsteuer times the factor, rounded down to whole euros (§ 39f EStG)', () => {
    // BMF: LZZ 1, RE4 5,000,000, STKL 4 → 7,109.00 €. With factor 0.9: 7,109 × 0.9 = 6,398.1 → 6,398.00.
    const base = { taxYear: 2026, grossWage: 50_000, period: 'year', taxClass: 4, healthAddOnRate: 0, childrenForCare: 1 } as const;
    expect(wageTax(base).lohnsteuer).toBe(7_109);
    expect(wageTax({ ...base, factor: 0.9 }).lohnsteuer).toBe(6_398);
  });

  test('a Minijob pays no Lohnsteuer (the employer pays the 2 % flat tax)', () => {
    const result = wageTax({ taxYear: 2025, grossWage: 500, taxClass: 1 });
    expect([result.employmentType, result.lohnsteuer, result.pension, result.net]).toEqual(['minijob', 0, 18, 482]);
  });

  test('every year and class gives a Lohnsteuer that never falls as the wage rises', () => {
    for (const taxYear of [2024, 2025, 2026] as const) {
      for (const taxClass of [1, 2, 3, 4, 5, 6] as const) {
        let previous = 0;
        for (let grossWage = 600; grossWage <= 15_000; grossWage += 300) {
          const { lohnsteuer } = wageTax({ taxYear, grossWage, taxClass });
          expect(lohnsteuer).toBeGreaterThanOrEqual(previous);
          previous = lohnsteuer;
        }
      }
    }
  });
});

describe('tax-class choice of a married couple', () => {
  const couple = { taxYear: 2026, period: 'month', partners: [{ grossWage: 5_000 }, { grossWage: 2_500 }] } as const;

  test('III/V and V/III swap the classes; IV/IV gives each partner class IV', () => {
    const choices = compareGermanTaxClassChoices(couple);
    expect(choices.map((choice) => choice.combination)).toEqual(['III/V', 'V/III', 'IV/IV', 'IV/IV with factor']);
    expect(choices[0]!.partners.map((partner) => partner.taxClass)).toEqual([3, 5]);
    expect(choices[1]!.partners.map((partner) => partner.taxClass)).toEqual([5, 3]);
    // Class IV is class I's table: the same Lohnsteuer as class I.
    expect(choices[2]!.partners[0].lohnsteuer).toBe(wageTax({ taxYear: 2026, grossWage: 5_000, taxClass: 1 }).lohnsteuer);
  });

  test('the factor is below 1 when the incomes differ, and lowers the class IV withholding', () => {
    const factor = taxClassFactor(couple);
    expect(factor).toBeGreaterThan(0.8);
    expect(factor).toBeLessThan(1);
    expect(Math.round(factor * 1000)).toBe(factor * 1000);
    const choices = compareGermanTaxClassChoices(couple);
    expect(choices[3]!.factor).toBe(factor);
    expect(choices[3]!.totalNet).toBeGreaterThan(choices[2]!.totalNet);
  });

  test('equal incomes: splitting gives no advantage, so no factor below 1', () => {
    expect(taxClassFactor({ ...couple, partners: [{ grossWage: 4_000 }, { grossWage: 4_000 }] })).toBe(1);
  });
});
