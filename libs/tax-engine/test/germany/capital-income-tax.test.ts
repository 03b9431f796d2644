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

/**
 * Loss offsetting, § 20 Abs. 6 EStG (https://www.gesetze-im-internet.de/estg/__20.html): capital losses are not set
 * against other income (Satz 1) and are carried forward (Satz 3); losses from selling shares only reduce gains from
 * selling shares (Satz 4); the Sparer-Pauschbetrag may not create a loss (Abs. 9 Satz 4). Order as in the BMF-Schreiben
 * Einzelfragen zur Abgeltungsteuer of 19 May 2022, Rn. 118 ff. The figures are hand arithmetic on these rules.
 */
describe('losses kept apart (§ 20 Abs. 6 EStG)', () => {
  function withLosses(capitalIncome: number, losses: { shareGains?: number; shareLosses?: number; otherLosses?: number }) {
    return calculateGermanCapitalIncomeTax({
      taxYear: 2025,
      capitalIncome,
      joint: false,
      churchTax: 'none',
      fundType: 'none',
      ...losses,
    });
  }

  test('share losses of 5,000 € absorb only the 2,000 € of share gains; 3,000 € are carried forward, interest stays taxed', () => {
    // Interest 3,000 − 1,000 = 2,000 € × 25 % = 500 €; Soli 27.50 €. Share gains 2,000 − losses 5,000 → 0, 3,000 € forward.
    const result = withLosses(3_000, { shareGains: 2_000, shareLosses: 5_000 });
    expect(result).toMatchObject({
      taxableIncome: 2_000,
      capitalIncomeTax: 500,
      solidaritySurcharge: 27.5,
      shareLossCarriedForward: 3_000,
      otherLossCarriedForward: 0,
      inputAmount: 5_000,
    });
  });

  test('other losses offset interest and net share gains alike', () => {
    // Shares 4,000 − 1,000 = 3,000 €; with interest 1,500 € = 4,500 € − other losses 2,500 € = 2,000 €;
    // − 1,000 € Pauschbetrag = 1,000 € × 25 % = 250 €; Soli 13.75 €.
    const result = withLosses(1_500, { shareGains: 4_000, shareLosses: 1_000, otherLosses: 2_500 });
    expect([result.taxableIncome, result.capitalIncomeTax, result.solidaritySurcharge, result.shareLossCarriedForward]).toEqual([
      1_000, 250, 13.75, 0,
    ]);
  });

  test('other losses above the income are carried forward; the Pauschbetrag does not add to them', () => {
    // 1,000 − 1,500 = −500 €: nothing taxable, 500 € carried forward, no Pauschbetrag used (§ 20 Abs. 9 Satz 4).
    const result = withLosses(1_000, { otherLosses: 1_500 });
    expect(result).toMatchObject({ taxableIncome: 0, saverAllowance: 0, totalTax: 0, otherLossCarriedForward: 500 });
  });

  test('share losses never reduce interest, even with no share gains at all', () => {
    // 2,000 − 1,000 = 1,000 € × 25 % = 250 €, as without the losses; all 4,000 € are carried forward.
    expect(withLosses(2_000, { shareLosses: 4_000 })).toMatchObject({ capitalIncomeTax: 250, shareLossCarriedForward: 4_000 });
  });

  test('the Teilfreistellung comes first: an equity fund’s 10,000 € is 7,000 €, less 1,000 € of other losses', () => {
    // 10,000 × 70 % = 7,000 − 1,000 = 6,000 − 1,000 Pauschbetrag = 5,000 € × 25 % = 1,250 €.
    const result = calculateGermanCapitalIncomeTax({
      taxYear: 2025,
      capitalIncome: 10_000,
      joint: false,
      churchTax: 'none',
      fundType: 'equity',
      otherLosses: 1_000,
    });
    expect([result.partialExemption, result.taxableIncome, result.capitalIncomeTax]).toEqual([3_000, 5_000, 1_250]);
  });

  test.each(['shareGains', 'shareLosses', 'otherLosses', 'personalTaxableIncome'] as const)('a negative %s names the field', (field) => {
    expect(() =>
      calculateGermanCapitalIncomeTax({ taxYear: 2025, capitalIncome: 1, joint: false, churchTax: 'none', fundType: 'none', [field]: -1 }),
    ).toThrow(expect.objectContaining({ field }));
  });
});

/**
 * Günstigerprüfung, § 32d Abs. 6 EStG (https://www.gesetze-im-internet.de/estg/__32d.html): the capital income after
 * the Sparer-Pauschbetrag is added to the zvE and taxed at the § 32a tariff if that gives a lower income tax. Tariff
 * 2025 (§ 32a Abs. 1 EStG as amended by the Steuerfortentwicklungsgesetz): Grundfreibetrag 12,096 €; zone 2 up to
 * 17,443 € (932.30·y + 1,400)·y; zone 3 up to 68,480 € (176.64·z + 2,397)·z + 1,015.13. Hand arithmetic below.
 */
describe('Günstigerprüfung (§ 32d Abs. 6 EStG)', () => {
  function compare(capitalIncome: number, personalTaxableIncome: number, options: { joint?: boolean; churchTax?: ChurchTaxOption } = {}) {
    return calculateGermanCapitalIncomeTax({
      taxYear: 2025,
      capitalIncome,
      joint: options.joint ?? false,
      churchTax: options.churchTax ?? 'none',
      fundType: 'none',
      personalTaxableIncome,
    });
  }

  test('no other income: 5,000 € stay under the 12,096 € Grundfreibetrag, so the personal rate (0 €) applies', () => {
    const result = compare(6_000, 0);
    expect(result).toMatchObject({ flatRateTax: 1_250, personalRateTax: 0, personalRateApplied: true, totalTax: 0 });
  });

  test('zvE 10,000 €: 15,000 € in zone 2 bear 485 €, less than the 1,250 € flat tax', () => {
    // y = (15,000 − 12,096) / 10,000 = 0.2904; (932.30 × 0.2904 + 1,400) × 0.2904 = 485.18 → 485 €; 10,000 € alone → 0.
    // 485 € is below the Soli Freigrenze (§ 3 Abs. 3 SolZG), so no surcharge.
    const result = compare(6_000, 10_000);
    expect(result).toMatchObject({
      personalRateTax: 485,
      capitalIncomeTax: 485,
      solidaritySurcharge: 0,
      totalTax: 485,
      personalRateApplied: true,
    });
  });

  test('zvE 60,000 €: the capital income would add 1,994 € at the personal rate, so the 1,250 € flat tax stays', () => {
    // T(65,000) = 16,409 €, T(60,000) = 14,415 € (zone 3, z = (x − 17,443) / 10,000): 1,994 € > 1,250 €.
    const result = compare(6_000, 60_000);
    expect(result).toMatchObject({
      personalRateTax: 1_994,
      flatRateTax: 1_250,
      capitalIncomeTax: 1_250,
      solidaritySurcharge: 68.75,
      personalRateApplied: false,
    });
  });

  test('joint, 9 % church tax: splitting on 28,000 € gives 600 €, below 8,000 / 4.09 = 1,955.99 €; church tax follows', () => {
    // 10,000 − 2,000 = 8,000 €; 2 × T(14,000) = 2 × 300 = 600 € (y = 0.1904: (932.30 × 0.1904 + 1,400) × 0.1904 = 300.36);
    // 2 × T(10,000) = 0. Church tax 9 % of 600 = 54 €; Soli 0 (Freigrenze).
    const result = compare(10_000, 20_000, { joint: true, churchTax: '9' });
    expect(result).toMatchObject({
      flatRateTax: 1_955.99,
      personalRateTax: 600,
      personalRateApplied: true,
      capitalIncomeTax: 600,
      churchTax: 54,
      solidaritySurcharge: 0,
      totalTax: 654,
    });
  });

  test('zvE 20,000 €: 1,288 € at the personal rate beat 1,250 € + 68.75 € Soli, since the totals with the Zuschlagsteuern count', () => {
    // § 32d Abs. 6 Satz 1: "wenn dies zu einer niedrigeren Einkommensteuer einschließlich Zuschlagsteuern führt".
    // T(25,000) = 2,927 € (z = 0.7557: (176.64 × 0.7557 + 2,397) × 0.7557 + 1,015.13 = 2,927.42), T(20,000) = 1,639 €
    // (z = 0.2557: 1,639.59): 1,288 € more, with no Soli (2,927 € is under the 19,950 € Freigrenze of § 3 Abs. 3 SolZG).
    // Flat: 1,250 € + 5.5 % Soli 68.75 € = 1,318.75 € > 1,288 €, so the personal rate applies.
    const result = compare(6_000, 20_000);
    expect(result).toMatchObject({
      flatRateTax: 1_250,
      personalRateTax: 1_288,
      personalRateApplied: true,
      capitalIncomeTax: 1_288,
      solidaritySurcharge: 0,
      totalTax: 1_288,
    });
  });

  test('without personalTaxableIncome nothing is compared', () => {
    expect(taxOn(6_000)).toMatchObject({ personalRateTax: null, personalRateApplied: false, flatRateTax: 1_250 });
  });
});
