/**
 * German inheritance and gift tax (src/germany/inheritance-tax.ts).
 * Law: §§ 10, 14, 15, 16, 19 ErbStG, https://www.gesetze-im-internet.de/erbstg_1974/.
 * Official examples: ErbStH 2019 H E 19 "Härteausgleich", table of the values up to which the Härteausgleich applies
 * (BMF, Erbschaftsteuer-Richtlinien 2019 und Hinweise, https://www.bundesfinanzministerium.de/Content/DE/Downloads/
 * BMF_Schreiben/Steuerarten/Erbschaft_Schenkungsteuerrecht/2019-12-16-ErbStR-2019.html).
 */
import {
  calculateGermanInheritanceTax,
  inheritanceTaxClass,
  type InheritanceRelationship,
  type InheritanceTransfer,
} from '../../src/germany/inheritance-tax';
import { germanTaxYears, type GermanTaxYear } from '../../src/germany/tax-year';

function taxOn(
  acquisition: number,
  relationship: InheritanceRelationship,
  transfer: InheritanceTransfer = 'inheritance',
  taxYear: GermanTaxYear = 2025,
  priorGifts = 0,
) {
  return calculateGermanInheritanceTax({ taxYear, acquisition, relationship, transfer, priorGifts });
}

describe('tax classes and allowances (§§ 15, 16 ErbStG)', () => {
  test.each([
    ['spouse', 'inheritance', 'I', 500_000],
    ['child', 'gift', 'I', 400_000],
    ['grandchild', 'inheritance', 'I', 200_000],
    ['grandchild-parent-deceased', 'inheritance', 'I', 400_000],
    ['parent', 'inheritance', 'I', 100_000],
    ['parent', 'gift', 'II', 20_000],
    ['sibling', 'inheritance', 'II', 20_000],
    ['niece-nephew', 'gift', 'II', 20_000],
    ['other', 'inheritance', 'III', 20_000],
  ] as const)('%s (%s): class %s, allowance %d €', (relationship, transfer, taxClass, allowance) => {
    for (const taxYear of germanTaxYears) {
      const result = taxOn(allowance, relationship, transfer, taxYear);
      expect([result.taxClass, result.allowance, result.taxableAcquisition, result.tax]).toEqual([taxClass, allowance, 0, 0]);
      expect(inheritanceTaxClass(relationship, transfer)).toBe(taxClass);
    }
  });
});

describe('§ 19 Abs. 1 rates and the rounding of § 10 Abs. 1 Satz 6', () => {
  test('child: 420,099.99 € − 400,000 € = 20,099.99 € → 20,000 €; × 7 % = 1,400 €', () => {
    const result = taxOn(420_099.99, 'child');
    expect([result.taxableAcquisition, result.ratePercent, result.tax]).toEqual([20_000, 7, 1_400]);
  });

  test.each(germanTaxYears)('%s: the bracket limit 75,000 € is still 7 %; 75,100 € is 11 % with the Härteausgleich', (taxYear) => {
    // 75,000 × 7 % = 5,250. 75,100 × 11 % = 8,261; capped at 5,250 + 50 % × 100 = 5,300.
    expect(taxOn(475_000, 'child', 'inheritance', taxYear)).toMatchObject({ ratePercent: 7, tax: 5_250 });
    expect(taxOn(475_100, 'child', 'inheritance', taxYear)).toMatchObject({ ratePercent: 11, tax: 5_300, hardshipRelief: 2_961 });
  });

  test('class III is 30 % up to 6,000,000 € and 50 % above; class II tops out at 43 %', () => {
    // 100,000 − 20,000 = 80,000 × 30 % = 24,000.
    expect(taxOn(100_000, 'other').tax).toBe(24_000);
    // 30,020,000 − 20,000 = 30,000,000 × 43 % = 12,900,000 (no Härteausgleich: 10,400,000 + 75 % × 4,000,000 is more).
    expect(taxOn(30_020_000, 'sibling')).toMatchObject({ ratePercent: 43, tax: 12_900_000, hardshipRelief: 0 });
  });
});

describe('Härteausgleich (§ 19 Abs. 3 ErbStG): the limits in the table of H E 19', () => {
  /*
   * H E 19: after each bracket limit, the Härteausgleich applies up to and including the value in the table. E.g.
   * class I above 75,000 €, up to 82,600 €: 82,600 × 11 % = 9,086 > 5,250 + 50 % × 7,600 = 9,050 (applies), while
   * 82,700 × 11 % = 9,097 < 5,250 + 50 % × 7,700 = 9,100 (does not). Class III above 6,000,000 €, up to 10,799,900 €:
   * 50 % × 10,799,900 = 5,399,950 > 1,800,000 + 75 % × 4,799,900 = 5,399,925.
   */
  const table: ReadonlyArray<readonly [string, InheritanceRelationship, number, number]> = [
    ['I', 'child', 400_000, 82_600],
    ['I', 'child', 400_000, 334_200],
    ['I', 'child', 400_000, 677_400],
    ['I', 'child', 400_000, 6_888_800],
    ['I', 'child', 400_000, 15_260_800],
    ['I', 'child', 400_000, 29_899_900],
    ['II', 'sibling', 20_000, 87_400],
    ['II', 'sibling', 20_000, 359_900],
    ['II', 'sibling', 20_000, 749_900],
    ['II', 'sibling', 20_000, 6_749_900],
    ['II', 'sibling', 20_000, 14_857_100],
    ['II', 'sibling', 20_000, 28_437_400],
    ['III', 'other', 20_000, 10_799_900],
  ];
  test.each(table)(
    'class %s (%s, allowance %d €): applies up to a taxable %d €, not 100 € above',
    (_class, relationship, allowance, limit) => {
      for (const taxYear of germanTaxYears) {
        expect(taxOn(limit + allowance, relationship, 'inheritance', taxYear).hardshipRelief).toBeGreaterThan(0);
        expect(taxOn(limit + allowance + 100, relationship, 'inheritance', taxYear).hardshipRelief).toBe(0);
      }
    },
  );

  test('class III, taxable 6,000,100 €: 50 % = 3,000,050 €, capped at 1,800,000 + 75 % × 100 = 1,800,075 €', () => {
    // Preißer/Seltenreich/Königer, Erbschaft- und Schenkungsteuer, § 19 Rz. 20–22 (the statutory cap of § 19 Abs. 3 Buchst. b).
    expect(taxOn(6_020_100, 'other')).toMatchObject({
      taxableAcquisition: 6_000_100,
      ratePercent: 50,
      tax: 1_800_075,
      hardshipRelief: 1_199_975,
    });
  });

  test('class I, taxable 350,000 €: 15 % = 52,500 €, below 33,000 + 50 % × 50,000 = 58,000 €, so no Härteausgleich', () => {
    expect(taxOn(750_000, 'child')).toMatchObject({ tax: 52_500, hardshipRelief: 0 });
  });
});

describe('earlier acquisitions within ten years (§ 14 ErbStG)', () => {
  test('gift of 500,000 € to a child after an earlier 500,000 €: tax on 600,000 € less the tax on 100,000 €', () => {
    // Total 1,000,000 − 400,000 = 600,000 × 15 % = 90,000; earlier 500,000 − 400,000 = 100,000 × 11 % = 11,000
    // (Härteausgleich 5,250 + 12,500 = 17,750 is more, so none); due 90,000 − 11,000 = 79,000.
    expect(taxOn(500_000, 'child', 'gift', 2026, 500_000)).toMatchObject({
      taxableAcquisition: 600_000,
      priorGiftsTax: 11_000,
      tax: 79_000,
    });
  });

  test('an earlier gift within the allowance uses it up: 400,000 € then 400,000 € → 400,000 € × 15 % = 60,000 €', () => {
    expect(taxOn(400_000, 'child', 'gift', 2024, 400_000)).toMatchObject({ priorGiftsTax: 0, tax: 60_000 });
  });
});

describe('input', () => {
  test('negative or non-finite amounts name the field', () => {
    expect(() => taxOn(-1, 'child')).toThrow(/^acquisition /);
    expect(() => taxOn(1, 'child', 'gift', 2025, Number.NaN)).toThrow(/^priorGifts /);
  });
});

/**
 * § 17 ErbStG Besonderer Versorgungsfreibetrag (https://www.gesetze-im-internet.de/erbstg_1974/__17.html): 256,000 €
 * for the surviving spouse (Abs. 1); for children by age (Abs. 2): 52,000 € up to 5 years, 41,000 € over 5 up to 10,
 * 30,700 € over 10 up to 15, 20,500 € over 15 up to 20, 10,300 € over 20 up to the 27th birthday; each reduced by the
 * capital value of pensions not subject to the tax; only on death. Hand arithmetic with §§ 10, 16, 19.
 */
describe('special pension allowance (§ 17 ErbStG)', () => {
  test('spouse, 1,000,000 €, widow’s pension worth 56,000 €: 500,000 + (256,000 − 56,000) free, 300,000 € × 11 %', () => {
    const result = calculateGermanInheritanceTax({
      taxYear: 2025,
      acquisition: 1_000_000,
      relationship: 'spouse',
      transfer: 'inheritance',
      pensionAllowance: true,
      survivorPensionValue: 56_000,
    });
    expect(result).toMatchObject({ pensionAllowance: 200_000, taxableAcquisition: 300_000, ratePercent: 11, tax: 33_000 });
  });

  test('a child of 12 inheriting 500,000 €: 400,000 + 30,700 € free, 69,300 € × 7 % = 4,851 €', () => {
    const result = calculateGermanInheritanceTax({
      taxYear: 2026,
      acquisition: 500_000,
      relationship: 'child',
      transfer: 'inheritance',
      pensionAllowance: true,
      childAge: 12,
    });
    expect(result).toMatchObject({ pensionAllowance: 30_700, taxableAcquisition: 69_300, tax: 4_851 });
  });

  test.each([
    [0, 52_000],
    [5, 52_000],
    [6, 41_000],
    [10, 41_000],
    [11, 30_700],
    [15, 30_700],
    [16, 20_500],
    [20, 20_500],
    [21, 10_300],
    [26, 10_300],
    [27, 0],
  ])('a child aged %i has %i €', (childAge, allowance) => {
    const result = calculateGermanInheritanceTax({
      taxYear: 2025,
      acquisition: 1_000_000,
      relationship: 'child',
      transfer: 'inheritance',
      pensionAllowance: true,
      childAge,
    });
    expect(result.pensionAllowance).toBe(allowance);
  });

  test('none on a gift, none for a grandchild, and the pension value can use it up entirely', () => {
    const base = { taxYear: 2025, acquisition: 1_000_000, pensionAllowance: true, childAge: 3 } as const;
    expect(calculateGermanInheritanceTax({ ...base, relationship: 'child', transfer: 'gift' }).pensionAllowance).toBe(0);
    expect(
      calculateGermanInheritanceTax({ ...base, relationship: 'grandchild-parent-deceased', transfer: 'inheritance' }).pensionAllowance,
    ).toBe(0);
    expect(
      calculateGermanInheritanceTax({ ...base, relationship: 'spouse', transfer: 'inheritance', survivorPensionValue: 300_000 }),
    ).toMatchObject({ pensionAllowance: 0, taxableAcquisition: 500_000 });
  });

  test('not claimed: the result is as before (600,000 € to a spouse → 100,000 € × 11 %)', () => {
    expect(taxOn(600_000, 'spouse')).toMatchObject({ pensionAllowance: 0, tax: 11_000 });
  });

  test('a child’s claim without an age names childAge', () => {
    expect(() =>
      calculateGermanInheritanceTax({
        taxYear: 2025,
        acquisition: 1,
        relationship: 'child',
        transfer: 'inheritance',
        pensionAllowance: true,
      }),
    ).toThrow(expect.objectContaining({ field: 'childAge' }));
  });
});

/**
 * § 13 Abs. 1 Nr. 4a–4c ErbStG (https://www.gesetze-im-internet.de/erbstg_1974/__13.html): the family home is exempt
 * when given to the spouse (4a), inherited by the spouse (4b) or inherited by a child or a deceased child's child (4c,
 * up to 200 m² of living area; above it the share 200 ÷ area). Hand arithmetic with §§ 10, 16, 19.
 */
describe('family home exemptions (§ 13 Abs. 1 Nr. 4a–4c ErbStG)', () => {
  const home = (
    relationship: InheritanceRelationship,
    transfer: InheritanceTransfer,
    acquisition: number,
    familyHomeValue: number,
    familyHomeLivingArea?: number,
  ) => calculateGermanInheritanceTax({ taxYear: 2025, acquisition, relationship, transfer, familyHomeValue, familyHomeLivingArea });

  test('4c: a child inherits a 250 m² home worth 800,000 € and 300,000 € besides: 200/250 of the home is exempt', () => {
    // 800,000 × 200 / 250 = 640,000 € exempt; 160,000 + 300,000 = 460,000 − 400,000 = 60,000 € × 7 % = 4,200 €.
    const result = home('child', 'inheritance', 300_000, 800_000, 250);
    expect(result).toMatchObject({ familyHomeRule: '4c', familyHomeExemption: 640_000, taxableAcquisition: 60_000, tax: 4_200 });
    expect(result.inputAmount).toBe(1_100_000);
  });

  test('4c within 200 m², and for a deceased child’s child, the whole home is exempt', () => {
    expect(home('child', 'inheritance', 0, 900_000, 180)).toMatchObject({ familyHomeExemption: 900_000, tax: 0 });
    expect(home('grandchild-parent-deceased', 'inheritance', 0, 900_000)).toMatchObject({ familyHomeRule: '4c', tax: 0 });
  });

  test('4b: the spouse inherits a 2,000,000 € home of any size tax-free; the other 600,000 € bear 11,000 €', () => {
    // 600,000 − 500,000 = 100,000 € × 11 % = 11,000 €.
    expect(home('spouse', 'inheritance', 600_000, 2_000_000, 400)).toMatchObject({
      familyHomeRule: '4b',
      familyHomeExemption: 2_000_000,
      tax: 11_000,
    });
  });

  test('4a: a lifetime gift of the home to the spouse is exempt', () => {
    expect(home('spouse', 'gift', 0, 1_000_000)).toMatchObject({ familyHomeRule: '4a', familyHomeExemption: 1_000_000, tax: 0 });
  });

  test('no exemption for a sibling, or for a child on a gift: the home is taxed with the rest', () => {
    // Sibling, class II: 300,000 − 20,000 = 280,000 € × 20 % = 56,000 €.
    expect(home('sibling', 'inheritance', 0, 300_000)).toMatchObject({ familyHomeRule: null, familyHomeExemption: 0, tax: 56_000 });
    // Child, gift: 500,000 − 400,000 = 100,000 € × 11 % = 11,000 €.
    expect(home('child', 'gift', 0, 500_000, 150)).toMatchObject({ familyHomeRule: null, tax: 11_000 });
  });

  test('a living area of zero names familyHomeLivingArea', () => {
    expect(() => home('child', 'inheritance', 0, 1, 0)).toThrow(expect.objectContaining({ field: 'familyHomeLivingArea' }));
  });
});
