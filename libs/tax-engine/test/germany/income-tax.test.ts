/**
 * German income tax cases, as data: { name, period, input, output, source }.
 *
 * Every expected figure is worked by hand from the published formulas (arithmetic in the comment above each case),
 * never copied from the engine. Rules used:
 * - § 32a Abs. 1 EStG: x = zvE rounded down to whole euros; zone 2 (a·y + 1,400)·y with y = (x − GFB)/10,000;
 *   zone 3 (a·z + 2,397)·z + c with z = (x − zone-2 limit)/10,000; zone 4 0.42·x − k4; zone 5 0.45·x − k5;
 *   the result rounded down to whole euros.
 * - § 32a Abs. 5 (Splitting): 2 × tariff(floor(x / 2)).
 * - SolZG §§ 3, 4: nothing while the income tax ≤ Freigrenze; above it min(5.5 % × ESt, 11.9 % × (ESt − Freigrenze)),
 *   fractions of a cent dropped. Freigrenze single / joint: 2024 18,130 / 36,260; 2025 19,950 / 39,900; 2026 20,350 / 40,700.
 * - Church tax: 8 % or 9 % of the income tax, to the cent rounded down.
 */
import type { Reference } from '../../src/core/parameter';
import {
  calculateGermanIncomeTax,
  type ChurchTaxOption,
  type GermanAssessment,
  type GermanIncomeTaxResult,
  type GermanTaxClass,
} from '../../src/germany/income-tax';
import type { GermanTaxYear } from '../../src/germany/tax-year';

const S = {
  estg32a: { title: 'EStG § 32a (gesetze-im-internet.de)', href: 'https://www.gesetze-im-internet.de/estg/__32a.html' },
  existenzminimum2024: {
    title: 'Gesetz zur steuerlichen Freistellung des Existenzminimums 2024 (BGBl. 2024 I Nr. 386): § 32a for VZ 2024',
    href: 'https://www.recht.bund.de/bgbl/1/2024/386/VO.html',
  },
  stefeg: {
    title: 'Steuerfortentwicklungsgesetz (BGBl. 2024 I Nr. 449): § 32a from VZ 2025 and VZ 2026, SolZG Freigrenzen',
    href: 'https://www.buzer.de/gesetz/16838/index.htm',
  },
  lohnInfo2025: {
    title: 'lohn-info.de: Grundtabelle und Splittingtabelle 2025 (published Einkommensteuer for zvE 10,000–90,000 €)',
    href: 'https://lohn-info.de/grundtabelle_splittingtabelle_2025.html',
  },
  solzg4: {
    title: 'SolZG 1995 § 4 (5.5 %, at most 11.9 % of the excess over the Freigrenze, fractions of a cent dropped)',
    href: 'https://www.gesetze-im-internet.de/solzg_1995/__4.html',
  },
  solzg3: { title: 'SolZG 1995 § 3 Abs. 3 (Freigrenze)', href: 'https://www.gesetze-im-internet.de/solzg_1995/__3.html' },
  pap2026: {
    title: 'BMF PAP Lohnsteuer 2026 (UPTAB26, MSOLZ)',
    href: 'https://www.bmf-steuerrechner.de/javax.faces.resource/daten/xmls/Lohnsteuer2026.xml.xhtml',
  },
  churchTax: {
    title: 'Hamburg.de: church tax 8 % in Bavaria and Baden-Württemberg, 9 % elsewhere',
    href: 'https://www.hamburg.de/service/info/11364180/',
  },
} as const satisfies Record<string, Reference>;

interface CaseInput {
  readonly taxableIncome: number;
  readonly assessment?: GermanAssessment;
  readonly churchTax?: ChurchTaxOption;
  readonly taxClass?: GermanTaxClass;
}
type CaseOutput = Partial<
  Pick<
    GermanIncomeTaxResult,
    'incomeTax' | 'solidaritySurcharge' | 'churchTax' | 'totalTax' | 'netAmount' | 'assessment' | 'solidaritySurchargeZone'
  >
>;
interface GermanCase {
  readonly name: string;
  readonly period: GermanTaxYear;
  readonly input: CaseInput;
  readonly output: CaseOutput;
  readonly source: readonly Reference[];
}

function run(period: GermanTaxYear, input: CaseInput): GermanIncomeTaxResult {
  return calculateGermanIncomeTax({
    taxYear: period,
    taxableIncome: input.taxableIncome,
    assessment: input.assessment ?? 'single',
    churchTax: input.churchTax ?? 'none',
    ...(input.taxClass === undefined ? {} : { taxClass: input.taxClass }),
  });
}

/** § 32a worked values at every zone edge, single assessment. */
const zoneEdgeCases: GermanCase[] = [
  // 2024 (GFB 11,784; limits 17,005 / 66,760 / 277,825; 954.80, 181.19, 991.21, 10,636.31, 18,971.06)
  // x = 11,784 = GFB → 0
  {
    name: '2024 at the Grundfreibetrag',
    period: 2024,
    input: { taxableIncome: 11_784 },
    output: { incomeTax: 0 },
    source: [S.existenzminimum2024],
  },
  // y = 0.0001: (954.80·0.0001 + 1,400)·0.0001 = 0.140009548 → 0
  {
    name: '2024 first euro of zone 2',
    period: 2024,
    input: { taxableIncome: 11_785 },
    output: { incomeTax: 0 },
    source: [S.existenzminimum2024],
  },
  // y = 0.5221: (954.80·0.5221 + 1,400)·0.5221 = (498.50108 + 1,400)·0.5221 = 991.207413868 → 991
  {
    name: '2024 top of zone 2',
    period: 2024,
    input: { taxableIncome: 17_005 },
    output: { incomeTax: 991 },
    source: [S.existenzminimum2024],
  },
  // z = 0.0001: (181.19·0.0001 + 2,397)·0.0001 + 991.21 = 0.2397018119 + 991.21 = 991.4497 → 991
  {
    name: '2024 first euro of zone 3',
    period: 2024,
    input: { taxableIncome: 17_006 },
    output: { incomeTax: 991 },
    source: [S.existenzminimum2024],
  },
  // z = 4.9755: (181.19·4.9755 + 2,397)·4.9755 + 991.21 = (901.510845 + 2,397)·4.9755 + 991.21 = 16,411.7407 + 991.21 = 17,402.9507 → 17,402
  {
    name: '2024 top of zone 3',
    period: 2024,
    input: { taxableIncome: 66_760 },
    output: { incomeTax: 17_402 },
    source: [S.existenzminimum2024],
  },
  // 0.42·66,761 − 10,636.31 = 28,039.62 − 10,636.31 = 17,403.31 → 17,403
  {
    name: '2024 first euro of the 42% zone',
    period: 2024,
    input: { taxableIncome: 66_761 },
    output: { incomeTax: 17_403 },
    source: [S.existenzminimum2024],
  },
  // 0.42·277,825 − 10,636.31 = 116,686.50 − 10,636.31 = 106,050.19 → 106,050
  {
    name: '2024 top of the 42% zone',
    period: 2024,
    input: { taxableIncome: 277_825 },
    output: { incomeTax: 106_050 },
    source: [S.existenzminimum2024],
  },
  // 0.45·277,826 − 18,971.06 = 125,021.70 − 18,971.06 = 106,050.64 → 106,050
  {
    name: '2024 first euro of the 45% zone',
    period: 2024,
    input: { taxableIncome: 277_826 },
    output: { incomeTax: 106_050 },
    source: [S.existenzminimum2024],
  },

  // 2025 (GFB 12,096; limits 17,443 / 68,480 / 277,825; 932.30, 176.64, 1,015.13, 10,911.92, 19,246.67)
  {
    name: '2025 at the Grundfreibetrag',
    period: 2025,
    input: { taxableIncome: 12_096 },
    output: { incomeTax: 0 },
    source: [S.stefeg, S.estg32a],
  },
  // y = 0.0001: (932.30·0.0001 + 1,400)·0.0001 = 0.14000932 → 0
  {
    name: '2025 first euro of zone 2',
    period: 2025,
    input: { taxableIncome: 12_097 },
    output: { incomeTax: 0 },
    source: [S.stefeg, S.estg32a],
  },
  // y = 0.5347: (932.30·0.5347 + 1,400)·0.5347 = (498.50081 + 1,400)·0.5347 = 1,015.128383 → 1,015
  {
    name: '2025 top of zone 2',
    period: 2025,
    input: { taxableIncome: 17_443 },
    output: { incomeTax: 1_015 },
    source: [S.stefeg, S.estg32a],
  },
  // z = 0.0001: (176.64·0.0001 + 2,397)·0.0001 + 1,015.13 = 0.2397017664 + 1,015.13 = 1,015.3697 → 1,015
  {
    name: '2025 first euro of zone 3',
    period: 2025,
    input: { taxableIncome: 17_444 },
    output: { incomeTax: 1_015 },
    source: [S.stefeg, S.estg32a],
  },
  // z = 5.1037: (176.64·5.1037 + 2,397)·5.1037 + 1,015.13 = (901.517568 + 2,397)·5.1037 + 1,015.13 = 16,834.6441 + 1,015.13 = 17,849.7741 → 17,849
  {
    name: '2025 top of zone 3',
    period: 2025,
    input: { taxableIncome: 68_480 },
    output: { incomeTax: 17_849 },
    source: [S.stefeg, S.estg32a],
  },
  // 0.42·68,481 − 10,911.92 = 28,762.02 − 10,911.92 = 17,850.10 → 17,850
  {
    name: '2025 first euro of the 42% zone',
    period: 2025,
    input: { taxableIncome: 68_481 },
    output: { incomeTax: 17_850 },
    source: [S.stefeg, S.estg32a],
  },
  // 0.42·277,825 − 10,911.92 = 116,686.50 − 10,911.92 = 105,774.58 → 105,774
  {
    name: '2025 top of the 42% zone',
    period: 2025,
    input: { taxableIncome: 277_825 },
    output: { incomeTax: 105_774 },
    source: [S.stefeg, S.estg32a],
  },
  // 0.45·277,826 − 19,246.67 = 125,021.70 − 19,246.67 = 105,775.03 → 105,775
  {
    name: '2025 first euro of the 45% zone',
    period: 2025,
    input: { taxableIncome: 277_826 },
    output: { incomeTax: 105_775 },
    source: [S.stefeg, S.estg32a],
  },

  // 2026 (GFB 12,348; limits 17,799 / 69,878 / 277,825; 914.51, 173.10, 1,034.87, 11,135.63, 19,470.38)
  {
    name: '2026 at the Grundfreibetrag',
    period: 2026,
    input: { taxableIncome: 12_348 },
    output: { incomeTax: 0 },
    source: [S.stefeg, S.pap2026],
  },
  // y = 0.0001: (914.51·0.0001 + 1,400)·0.0001 = 0.140009145 → 0
  {
    name: '2026 first euro of zone 2',
    period: 2026,
    input: { taxableIncome: 12_349 },
    output: { incomeTax: 0 },
    source: [S.stefeg, S.pap2026],
  },
  // y = 0.5451: (914.51·0.5451 + 1,400)·0.5451 = (498.499401 + 1,400)·0.5451 = 1,034.872023 → 1,034
  {
    name: '2026 top of zone 2',
    period: 2026,
    input: { taxableIncome: 17_799 },
    output: { incomeTax: 1_034 },
    source: [S.stefeg, S.pap2026],
  },
  // z = 0.0001: (173.10·0.0001 + 2,397)·0.0001 + 1,034.87 = 0.239701731 + 1,034.87 = 1,035.1097 → 1,035
  {
    name: '2026 first euro of zone 3',
    period: 2026,
    input: { taxableIncome: 17_800 },
    output: { incomeTax: 1_035 },
    source: [S.stefeg, S.pap2026],
  },
  // z = 5.2079: (173.10·5.2079 + 2,397)·5.2079 + 1,034.87 = (901.48749 + 2,397)·5.2079 + 1,034.87 = 17,178.193 + 1,034.87 = 18,213.0630 → 18,213
  {
    name: '2026 top of zone 3',
    period: 2026,
    input: { taxableIncome: 69_878 },
    output: { incomeTax: 18_213 },
    source: [S.stefeg, S.pap2026],
  },
  // 0.42·69,879 − 11,135.63 = 29,349.18 − 11,135.63 = 18,213.55 → 18,213
  {
    name: '2026 first euro of the 42% zone',
    period: 2026,
    input: { taxableIncome: 69_879 },
    output: { incomeTax: 18_213 },
    source: [S.stefeg, S.pap2026],
  },
  // 0.42·277,825 − 11,135.63 = 116,686.50 − 11,135.63 = 105,550.87 → 105,550
  {
    name: '2026 top of the 42% zone',
    period: 2026,
    input: { taxableIncome: 277_825 },
    output: { incomeTax: 105_550 },
    source: [S.stefeg, S.pap2026],
  },
  // 0.45·277,826 − 19,470.38 = 125,021.70 − 19,470.38 = 105,551.32 → 105,551
  {
    name: '2026 first euro of the 45% zone',
    period: 2026,
    input: { taxableIncome: 277_826 },
    output: { incomeTax: 105_551 },
    source: [S.stefeg, S.pap2026],
  },
];

/**
 * Published 2025 table values (lohn-info.de, "Grundtabelle und Splittingtabelle 2025"). The classic check:
 * zvE 50,000 € single → z = (50,000 − 17,443)/10,000 = 3.2557;
 * (176.64·3.2557 + 2,397)·3.2557 + 1,015.13 = (575.086848 + 2,397)·3.2557 + 1,015.13 = 9,676.2232 + 1,015.13 = 10,691.35 → 10,691.
 */
const published2025: GermanCase[] = [
  ...(
    [
      [10_000, 0],
      [20_000, 1_639],
      [30_000, 4_303],
      [40_000, 7_320],
      [50_000, 10_691],
      [60_000, 14_415],
      [70_000, 18_488],
      [80_000, 22_688],
      [90_000, 26_888],
    ] as const
  ).map(([zve, tax]): GermanCase => ({
    name: `2025 Grundtabelle, zvE ${zve}`,
    period: 2025,
    input: { taxableIncome: zve },
    output: { incomeTax: tax },
    source: [S.lohnInfo2025],
  })),
  ...(
    [
      [30_000, 970],
      [40_000, 3_278],
      [50_000, 5_854],
      [60_000, 8_606],
      [70_000, 11_536],
      [80_000, 14_640],
      [90_000, 17_922],
    ] as const
  ).map(([zve, tax]): GermanCase => ({
    name: `2025 Splittingtabelle, zvE ${zve}`,
    period: 2025,
    input: { taxableIncome: zve, assessment: 'joint' },
    output: { incomeTax: tax },
    source: [S.lohnInfo2025],
  })),
];

const splittingCases: GermanCase[] = [
  // half = floor(60,001 / 2) = 30,000 → tariff 4,303 (published, above) → 2 × 4,303 = 8,606; the odd euro is untaxed
  {
    name: '2025 joint, odd zvE: the half is rounded down',
    period: 2025,
    input: { taxableIncome: 60_001, assessment: 'joint' },
    output: { incomeTax: 8_606 },
    source: [S.estg32a],
  },
  // half = 12,096 = GFB → 0; joint Grundfreibetrag is 24,192
  {
    name: '2025 joint at twice the Grundfreibetrag',
    period: 2025,
    input: { taxableIncome: 24_192, assessment: 'joint' },
    output: { incomeTax: 0 },
    source: [S.estg32a],
  },
  // half = 50,000: z = (50,000 − 17,005)/10,000 = 3.2995; (181.19·3.2995 + 2,397)·3.2995 + 991.21 = (597.836405 + 2,397)·3.2995 + 991.21
  //  = 9,881.4633 + 991.21 = 10,872.6727 → 10,872; × 2 = 21,744
  {
    name: '2024 joint 100,000',
    period: 2024,
    input: { taxableIncome: 100_000, assessment: 'joint' },
    output: { incomeTax: 21_744 },
    source: [S.existenzminimum2024, S.estg32a],
  },
  // tax class III forces joint: half = 40,000 → 7,320 (published 2025) → 14,640
  {
    name: 'tax class III applies the Splittingtarif',
    period: 2025,
    input: { taxableIncome: 80_000, assessment: 'single', taxClass: 3 },
    output: { incomeTax: 14_640, assessment: 'joint' },
    source: [S.lohnInfo2025],
  },
];

const soliCases: GermanCase[] = [
  // ESt = floor(0.42·73,482 − 10,911.92) = floor(30,862.44 − 10,911.92) = floor(19,950.52) = 19,950 = Freigrenze: not exceeded → 0
  {
    name: '2025 Soli: income tax equal to the Freigrenze',
    period: 2025,
    input: { taxableIncome: 73_482 },
    output: { incomeTax: 19_950, solidaritySurcharge: 0, solidaritySurchargeZone: 'exempt' },
    source: [S.solzg3, S.stefeg],
  },
  // ESt = floor(30,863.28 − 10,911.92) = 19,951; min(5.5 % × 19,951 = 1,097.305 → 1,097.30; 11.9 % × 1 = 0.119 → 0.11) = 0.11
  {
    name: '2025 Soli: one euro above the Freigrenze',
    period: 2025,
    input: { taxableIncome: 73_484 },
    output: { incomeTax: 19_951, solidaritySurcharge: 0.11, solidaritySurchargeZone: 'phase-in' },
    source: [S.solzg4],
  },
  // ESt 22,688 (published); min(5.5 % = 1,247.84; 11.9 % × (22,688 − 19,950 = 2,738) = 325.822 → 325.82) = 325.82
  {
    name: '2025 Soli: phase-in zone',
    period: 2025,
    input: { taxableIncome: 80_000 },
    output: { incomeTax: 22_688, solidaritySurcharge: 325.82, solidaritySurchargeZone: 'phase-in' },
    source: [S.solzg4, S.lohnInfo2025],
  },
  // ESt = floor(0.42·150,000 − 10,911.92) = floor(52,088.08) = 52,088; min(5.5 % = 2,864.84; 11.9 % × 32,138 = 3,824.42) = 2,864.84
  {
    name: '2025 Soli: full rate',
    period: 2025,
    input: { taxableIncome: 150_000 },
    output: { incomeTax: 52_088, solidaritySurcharge: 2_864.84, solidaritySurchargeZone: 'full' },
    source: [S.solzg4],
  },
  // ESt = floor(0.45·500,000 − 19,246.67) = floor(205,753.33) = 205,753; 5.5 % = 11,316.415 → 11,316.41 (fraction of a cent dropped)
  {
    name: '2025 Soli: full rate, fraction of a cent dropped',
    period: 2025,
    input: { taxableIncome: 500_000 },
    output: { incomeTax: 205_753, solidaritySurcharge: 11_316.41 },
    source: [S.solzg4],
  },
  // ESt = floor(0.42·80,000 − 10,636.31) = floor(22,963.69) = 22,963; 11.9 % × (22,963 − 18,130 = 4,833) = 575.127 → 575.12 < 5.5 % = 1,262.96
  {
    name: '2024 Soli: phase-in zone',
    period: 2024,
    input: { taxableIncome: 80_000 },
    output: { incomeTax: 22_963, solidaritySurcharge: 575.12 },
    source: [S.solzg4, S.existenzminimum2024],
  },
  // ESt = floor(0.42·80,000 − 11,135.63) = floor(22,464.37) = 22,464; 11.9 % × (22,464 − 20,350 = 2,114) = 251.566 → 251.56 < 1,235.52
  {
    name: '2026 Soli: phase-in zone',
    period: 2026,
    input: { taxableIncome: 80_000 },
    output: { incomeTax: 22_464, solidaritySurcharge: 251.56 },
    source: [S.solzg4, S.pap2026],
  },
  // joint: 2 × 22,688 = 45,376 > 39,900; 11.9 % × 5,476 = 651.644 → 651.64 < 5.5 % = 2,495.68
  {
    name: '2025 Soli joint: phase-in with the joint Freigrenze',
    period: 2025,
    input: { taxableIncome: 160_000, assessment: 'joint' },
    output: { incomeTax: 45_376, solidaritySurcharge: 651.64 },
    source: [S.solzg3, S.solzg4],
  },
  // joint 80,000 → 14,640 (published splitting value) ≤ 39,900 → 0
  {
    name: '2025 Soli joint: below the joint Freigrenze',
    period: 2025,
    input: { taxableIncome: 80_000, assessment: 'joint' },
    output: { incomeTax: 14_640, solidaritySurcharge: 0 },
    source: [S.solzg3],
  },
  // joint 2024: half 75,000 → floor(31,500 − 10,636.31) = 20,863 → 41,726 > 36,260; 11.9 % × 5,466 = 650.454 → 650.45
  {
    name: '2024 Soli joint: phase-in',
    period: 2024,
    input: { taxableIncome: 150_000, assessment: 'joint' },
    output: { incomeTax: 41_726, solidaritySurcharge: 650.45 },
    source: [S.solzg3, S.solzg4],
  },
  // joint 2026: half 100,000 → floor(42,000 − 11,135.63) = 30,864 → 61,728 > 40,700; 11.9 % × 21,028 = 2,502.332 → 2,502.33 < 3,395.04
  {
    name: '2026 Soli joint: phase-in',
    period: 2026,
    input: { taxableIncome: 200_000, assessment: 'joint' },
    output: { incomeTax: 61_728, solidaritySurcharge: 2_502.33 },
    source: [S.solzg3, S.solzg4],
  },
];

const churchTaxCases: GermanCase[] = [
  // ESt 22,688; Soli 325.82; church 9 % = 2,041.92; total 25,055.74; net 80,000 − 25,055.74 = 54,944.26
  {
    name: '2025 church tax 9%',
    period: 2025,
    input: { taxableIncome: 80_000, churchTax: '9' },
    output: { incomeTax: 22_688, solidaritySurcharge: 325.82, churchTax: 2_041.92, totalTax: 25_055.74, netAmount: 54_944.26 },
    source: [S.churchTax, S.lohnInfo2025],
  },
  // church 8 % × 22,688 = 1,815.04; total 22,688 + 325.82 + 1,815.04 = 24,828.86; net 55,171.14
  {
    name: '2025 church tax 8% (Bavaria, Baden-Württemberg)',
    period: 2025,
    input: { taxableIncome: 80_000, churchTax: '8' },
    output: { churchTax: 1_815.04, totalTax: 24_828.86, netAmount: 55_171.14 },
    source: [S.churchTax],
  },
  // ESt 10,691 (published); no Soli; church 8 % = 855.28; total 11,546.28; net 38,453.72
  {
    name: '2025 zvE 50,000 single, church 8%',
    period: 2025,
    input: { taxableIncome: 50_000, churchTax: '8' },
    output: { incomeTax: 10_691, solidaritySurcharge: 0, churchTax: 855.28, totalTax: 11_546.28, netAmount: 38_453.72 },
    source: [S.churchTax, S.lohnInfo2025],
  },
  // zvE 50,000.99 → rounded down to 50,000 → 10,691; net = 50,000.99 − 10,691 = 39,309.99
  {
    name: 'cents of the zvE are dropped before the tariff',
    period: 2025,
    input: { taxableIncome: 50_000.99 },
    output: { incomeTax: 10_691, totalTax: 10_691, netAmount: 39_309.99 },
    source: [S.estg32a],
  },
];

describe.each([
  ['§ 32a zone edges', zoneEdgeCases],
  ['published 2025 tables', published2025],
  ['splitting', splittingCases],
  ['Solidaritätszuschlag', soliCases],
  ['church tax and totals', churchTaxCases],
])('%s', (_label, cases) => {
  test.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const result = run(c.period, c.input);
    const picked = Object.fromEntries(Object.keys(c.output).map((key) => [key, result[key as keyof GermanIncomeTaxResult]]));
    expect(picked).toEqual(c.output);
    expect(c.source.length).toBeGreaterThan(0);
  });
});

describe('result shape', () => {
  test('shared fields and breakdown groups', () => {
    const result = run(2025, { taxableIncome: 80_000, churchTax: '9' });
    expect(result).toMatchObject({
      calculationType: 'de-income-tax',
      currency: 'EUR',
      taxYear: '2025',
      inputAmount: 80_000,
      assessment: 'single',
      taxClass: null,
    });
    expect(result.summary).toHaveLength(4);
    expect(result.breakdowns.map((group) => [group.title, group.type])).toEqual([
      ['Einkommensteuer (§32a EStG)', 'income-tax'],
      ['Solidaritätszuschlag', 'solidarity-surcharge'],
      ['Kirchensteuer', 'church-tax'],
    ]);
    // 25,055.74 / 80,000 = 31.32 %
    expect(result.effectiveRate).toBe(31.32);
    // 42 % × (1 + 11.9 % + 9 %) = 50.778 → 50.78
    expect(result.marginalRate).toBe(50.78);
    expect(result.incomeTaxMarginalRate).toBe(42);
  });

  test('income tax bands per zone, 2025 zvE 50,000 single', () => {
    const result = run(2025, { taxableIncome: 50_000 });
    const bands = result.breakdowns[0]!.data;
    // taxable: 12,096 | 17,443 − 12,096 = 5,347 | 50,000 − 17,443 = 32,557 | 0 | 0
    // amounts: 0 | T(17,443) − T(12,096) = 1,015 | T(50,000) − T(17,443) = 10,691 − 1,015 = 9,676 | 0 | 0
    expect(bands.map((band) => [band.taxableAmount, band.amount])).toEqual([
      [12_096, 0],
      [5_347, 1_015],
      [32_557, 9_676],
      [0, 0],
      [0, 0],
    ]);
    // entry rates: 0; 1,400/100 = 14; 2,397/100 = 23.97; 42; 45
    expect(bands.map((band) => band.rate)).toEqual([0, 14, 23.97, 42, 45]);
    expect(bands.every((band) => (band.reference ?? '').includes('§ 32a'))).toBe(true);
  });

  test('joint bands are doubled and the odd euro shown in the top zone', () => {
    const result = run(2025, { taxableIncome: 60_001, assessment: 'joint' });
    const bands = result.breakdowns[0]!.data;
    // half 30,000: 12,096 | 5,347 | 12,557 → doubled 24,192 | 10,694 | 25,114 + 1 odd euro = 25,115
    // amounts: 0 | 2 × 1,015 = 2,030 | 2 × (4,303 − 1,015) = 6,576
    expect(bands.map((band) => [band.taxableAmount, band.amount])).toEqual([
      [24_192, 0],
      [10_694, 2_030],
      [25_115, 6_576],
      [0, 0],
      [0, 0],
    ]);
    expect(result.basicAllowance).toBe(24_192);
  });

  test.each([1, 2, 4, 5, 6] as const)('tax class %s keeps the requested assessment and explains itself', (taxClass) => {
    const single = run(2025, { taxableIncome: 50_000, taxClass });
    const joint = run(2025, { taxableIncome: 50_000, taxClass, assessment: 'joint' });
    expect([single.assessment, joint.assessment]).toEqual(['single', 'joint']);
    expect(single.incomeTax).toBe(10_691);
    expect(joint.incomeTax).toBe(5_854);
    expect(single.taxClassNote).toMatch(new RegExp(`class ${['I', 'II', 'III', 'IV', 'V', 'VI'][taxClass - 1]} `));
  });

  test('class II note names the § 24b relief from the parameters (4,260 €)', () => {
    expect(run(2025, { taxableIncome: 30_000, taxClass: 2 }).taxClassNote).toMatch(/§ 24b EStG, €4,260/);
  });

  test('church tax group is absent without church tax', () => {
    expect(run(2025, { taxableIncome: 50_000 }).breakdowns.map((group) => group.type)).toEqual(['income-tax', 'solidarity-surcharge']);
  });

  test('zero income', () => {
    const result = run(2026, { taxableIncome: 0, churchTax: '9' });
    expect(result).toMatchObject({
      incomeTax: 0,
      solidaritySurcharge: 0,
      churchTax: 0,
      totalTax: 0,
      netAmount: 0,
      effectiveRate: 0,
      marginalRate: 0,
    });
  });
});
