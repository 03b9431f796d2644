/**
 * German tax on capital income (src/germany/capital-income-tax.ts).
 * Law: § 32d Abs. 1 EStG (25 %; with church tax (e − 4q) / (4 + k)), https://www.gesetze-im-internet.de/estg/__32d.html;
 * § 20 Abs. 9 EStG (Sparer-Pauschbetrag 1,000 € / 2,000 €), https://www.gesetze-im-internet.de/estg/__20.html;
 * § 20 InvStG (Teilfreistellung 30 / 15 / 60 / 80 %), https://www.gesetze-im-internet.de/invstg_2018/__20.html;
 * § 3 Abs. 1 Nr. 5 and § 4 SolZG (5.5 % of the Kapitalertragsteuer, no Freigrenze),
 * https://www.gesetze-im-internet.de/solzg_1995/__3.html.
 * No worked example with these figures was found in the BMF-Schreiben on the Abgeltungsteuer through the search
 * available; the cases below are the statutory arithmetic, written out.
 */
import { calculateGermanCapitalIncomeTax, flatTaxWithChurchTax, type GermanFundType } from '../../src/germany/capital-income-tax';
import type { ChurchTaxOption } from '../../src/germany/income-tax';
import { germanTaxYears, type GermanTaxYear } from '../../src/germany/tax-year';

function taxOn(
  capitalIncome: number,
  options: { joint?: boolean; churchTax?: ChurchTaxOption; fundType?: GermanFundType; taxYear?: GermanTaxYear } = {},
) {
  return calculateGermanCapitalIncomeTax({
    taxYear: options.taxYear ?? 2025,
    capitalIncome,
    joint: options.joint ?? false,
    churchTax: options.churchTax ?? 'none',
    fundType: options.fundType ?? 'none',
  });
}

describe('Abgeltungsteuer without church tax', () => {
  test.each(germanTaxYears)('%s: 5,000 € − 1,000 € = 4,000 € × 25 % = 1,000 €; Soli 55 €; total 1,055 €', (taxYear) => {
    const result = taxOn(5_000, { taxYear });
    expect([result.taxableIncome, result.capitalIncomeTax, result.solidaritySurcharge, result.churchTax, result.totalTax]).toEqual([
      4_000, 1_000, 55, 0, 1_055,
    ]);
  });

  test.each(germanTaxYears)('%s: the Sparer-Pauschbetrag edge: 1,000 € single and 2,000 € joint are tax-free', (taxYear) => {
    expect(taxOn(1_000, { taxYear }).totalTax).toBe(0);
    // 1,000.04 − 1,000 = 0.04 × 25 % = 0.01; Soli 0.01 × 5.5 % = 0.00055 → 0.
    expect(taxOn(1_000.04, { taxYear })).toMatchObject({ capitalIncomeTax: 0.01, solidaritySurcharge: 0 });
    expect(taxOn(2_000, { taxYear, joint: true }).totalTax).toBe(0);
    expect(taxOn(2_100, { taxYear, joint: true }).capitalIncomeTax).toBe(25);
  });

  test('the Soli has no Freigrenze on capital income: 400 € of tax still bears 22 €', () => {
    // 2,600 − 1,000 = 1,600 × 25 % = 400; × 5.5 % = 22 (the income tax Freigrenze of § 3 Abs. 3 SolZG would exempt it).
    expect(taxOn(2_600).solidaritySurcharge).toBe(22);
  });
});

describe('with church tax (§ 32d Abs. 1 Satz 4 EStG)', () => {
  test('9 %: 1,000 € taxable → 1,000 / 4.09 = 244.4987… → 244.49 €; church 22.00 €; Soli 13.44 €', () => {
    // 244.49 × 9 % = 22.0041 → 22.00; 244.49 × 5.5 % = 13.44695 → 13.44.
    const result = taxOn(2_000, { churchTax: '9' });
    expect([result.capitalIncomeTax, result.churchTax, result.solidaritySurcharge, result.totalTax]).toEqual([244.49, 22, 13.44, 279.93]);
  });

  test('8 %: 1,000 € taxable → 1,000 / 4.08 = 245.098… → 245.09 €; church 19.60 €; Soli 13.47 €', () => {
    // 245.09 × 8 % = 19.6072 → 19.60; 245.09 × 5.5 % = 13.47995 → 13.47.
    const result = taxOn(2_000, { churchTax: '8' });
    expect([result.capitalIncomeTax, result.churchTax, result.solidaritySurcharge]).toEqual([245.09, 19.6, 13.47]);
  });

  test('the formula with k = 0 is the plain 25 %', () => {
    expect(flatTaxWithChurchTax(400_000, 25, 0)).toBe(100_000);
  });
});

describe('Teilfreistellung (§ 20 InvStG)', () => {
  test.each([
    ['equity', 30, 10_000 * 0.7 - 1_000],
    ['mixed', 15, 10_000 * 0.85 - 1_000],
    ['real-estate', 60, 10_000 * 0.4 - 1_000],
    ['foreign-real-estate', 80, 10_000 * 0.2 - 1_000],
  ] as const)('%s fund: %d % of 10,000 € tax-free, then the Pauschbetrag', (fundType, percent, taxable) => {
    const result = taxOn(10_000, { fundType });
    expect(result.partialExemption).toBe((10_000 * percent) / 100);
    expect(result.taxableIncome).toBe(taxable);
    expect(result.capitalIncomeTax).toBe(taxable * 0.25);
  });
});

describe('input', () => {
  test('a negative amount names the field', () => {
    expect(() => taxOn(-1)).toThrow(/^capitalIncome /);
  });
});
