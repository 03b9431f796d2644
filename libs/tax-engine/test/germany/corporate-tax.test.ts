/**
 * German corporate income tax and trade tax (src/germany/corporate-tax.ts).
 * Law: § 23 Abs. 1 KStG (15 %), https://www.gesetze-im-internet.de/kstg_1977/__23.html; § 4 SolZG (5.5 %);
 * § 11 GewStG (round the Gewerbeertrag down to full 100 €, Freibetrag 24,500 € for natural persons and
 * partnerships, Steuermesszahl 3.5 %), https://www.gesetze-im-internet.de/gewstg/__11.html; § 16 Abs. 4 GewStG
 * (Hebesatz ≥ 200 %); § 35 Abs. 1 EStG (credit 4.0 × Messbetrag, at most the trade tax),
 * https://www.gesetze-im-internet.de/estg/__35.html.
 */
import { valueAt } from '../../src/core/parameter';
import { calculateGermanCorporateTax, germanMunicipalHebesaetze } from '../../src/germany/corporate-tax';
import { germanTaxYears } from '../../src/germany/tax-year';
import { corporateTaxRate } from '../../params/germany/kstg/corporate-tax-rate';

describe('corporation', () => {
  test.each(germanTaxYears)('%s: profit 100,000 €, Hebesatz 400 %: 15,000 + 825 + 14,000 = 29,825 €', (taxYear) => {
    // KSt 100,000 × 15 % = 15,000; Soli 15,000 × 5.5 % = 825; Messbetrag 100,000 × 3.5 % = 3,500 (no Freibetrag for
    // corporations); Gewerbesteuer 3,500 × 400 % = 14,000.
    const result = calculateGermanCorporateTax({ taxYear, profit: 100_000, hebesatz: 400, legalForm: 'corporation' });
    expect([result.corporateTax, result.solidaritySurcharge, result.tradeTaxBase, result.tradeTax, result.totalTax]).toEqual([
      15_000, 825, 100_000, 14_000, 29_825,
    ]);
    expect(result.tradeTaxCredit).toBe(0);
  });

  test('the Gewerbeertrag is rounded down to full 100 €: 100,099.99 € → 100,000 €', () => {
    // KSt 100,099.99 × 15 % = 15,014.9985 → 15,014.99; Soli × 5.5 % = 825.82445 → 825.82; trade tax on 100,000 × 3.5 % × 490 % = 17,150.
    const result = calculateGermanCorporateTax({ taxYear: 2025, profit: 100_099.99, hebesatz: 490, legalForm: 'corporation' });
    expect([result.corporateTax, result.solidaritySurcharge, result.tradeTaxBase, result.tradeTax]).toEqual([
      15_014.99, 825.82, 100_000, 17_150,
    ]);
  });
});

describe('partnership and sole proprietor', () => {
  test.each(['partnership', 'sole-proprietor'] as const)(
    '%s: profit 100,000 €, Hebesatz 400 %: credit equals the trade tax',
    (legalForm) => {
      // (100,000 − 24,500) = 75,500 × 3.5 % = 2,642.50 Messbetrag; × 400 % = 10,570 trade tax; credit 4.0 × 2,642.50 = 10,570.
      const result = calculateGermanCorporateTax({ taxYear: 2024, profit: 100_000, hebesatz: 400, legalForm });
      expect([
        result.corporateTax,
        result.solidaritySurcharge,
        result.tradeTaxBase,
        result.tradeTax,
        result.tradeTaxCredit,
        result.totalTax,
      ]).toEqual([0, 0, 75_500, 10_570, 10_570, 10_570]);
      expect(result.noteLabels).toContainEqual({ key: 'de.business.note.incomeTaxNotComputed' });
    },
  );

  test('above a Hebesatz of 400 % the credit is capped at 4.0 × Messbetrag: München 490 %', () => {
    // 2,642.50 × 490 % = 12,948.25 trade tax; credit 4.0 × 2,642.50 = 10,570.
    const result = calculateGermanCorporateTax({ taxYear: 2026, profit: 100_000, hebesatz: 490, legalForm: 'sole-proprietor' });
    expect([result.tradeTax, result.tradeTaxCredit]).toEqual([12_948.25, 10_570]);
  });

  test('below 400 % the credit is capped at the trade tax paid: 200 %', () => {
    // 2,642.50 × 200 % = 5,285; 4.0 × 2,642.50 = 10,570 → 5,285.
    const result = calculateGermanCorporateTax({ taxYear: 2026, profit: 100_000, hebesatz: 200, legalForm: 'partnership' });
    expect([result.tradeTax, result.tradeTaxCredit]).toEqual([5_285, 5_285]);
  });

  test.each(germanTaxYears)('%s: the Freibetrag edge: 24,599 € → 24,500 € → no trade tax; 24,600 € → 100 € base', (taxYear) => {
    expect(calculateGermanCorporateTax({ taxYear, profit: 24_599, hebesatz: 400, legalForm: 'partnership' }).tradeTax).toBe(0);
    // 100 × 3.5 % = 3.50 × 400 % = 14.
    expect(calculateGermanCorporateTax({ taxYear, profit: 24_600, hebesatz: 400, legalForm: 'partnership' }).tradeTax).toBe(14);
  });
});

describe('parameters and input', () => {
  test('the enacted cut of § 23 KStG: 15 % to 2027, then 14, 13, 12, 11 and 10 % from 2032', () => {
    const rates = [2027, 2028, 2029, 2030, 2031, 2032, 2040].map((year) => valueAt(corporateTaxRate, `${year}-01-01`));
    expect(rates).toEqual([15, 14, 13, 12, 11, 10, 10]);
  });

  test('the largest cities’ Hebesätze are listed for every supported year', () => {
    for (const taxYear of germanTaxYears)
      expect(germanMunicipalHebesaetze(taxYear)).toContainEqual({ municipality: 'München', hebesatz: 490 });
  });

  test('a Hebesatz below 200 % or not a whole percent, and a negative profit, name the field', () => {
    expect(() => calculateGermanCorporateTax({ taxYear: 2025, profit: 1, hebesatz: 199, legalForm: 'corporation' })).toThrow(/^hebesatz /);
    expect(() => calculateGermanCorporateTax({ taxYear: 2025, profit: 1, hebesatz: 400.5, legalForm: 'corporation' })).toThrow(
      /^hebesatz /,
    );
    expect(() => calculateGermanCorporateTax({ taxYear: 2025, profit: -1, hebesatz: 400, legalForm: 'corporation' })).toThrow(/^profit /);
  });
});
