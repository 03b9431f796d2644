/**
 * The PAP rounds the Vorsorgepauschale up to whole euros but keeps the annual wage in cents, so a few cents more
 * wage can lower the taxable income by up to a euro and the Lohnsteuer with it. This is the BMF's algorithm, not a
 * translation slip: the BMF's Programmablaufplan 2025 (XML pseudo-code, Stand 2025-01-07, ITZBund Berlin,
 * https://www.bmf-steuerrechner.de/javax.faces.resource/daten/xmls/Lohnsteuer2025.xml.xhtml), methods MRE4JL,
 * MZTABFB, MLSTJAHR, UPEVP, MVSP, UPMLST, MST5_6/UP5_6, UPLSTLZZ and UPANTEIL, transcribed in
 * src/germany/wage-tax/pap-2025.ts and compared statement by statement with the pseudo-code. The invariant test (test/properties/calculator-invariants.test.ts) excuses
 * exactly this dip and no other.
 */
import { runPap, type PapCase } from '../../../src/germany/wage-tax/run-pap';

const classSix2025: Omit<PapCase, 'wageMinor'> = {
  taxYear: 2025,
  lzz: 2,
  taxClass: 6,
  childAllowances: 0,
  churchMember: false,
  healthAddOnRate: 2.5,
  saxony: false,
  childlessSurcharge: false,
  careDiscounts: 1,
  pensionInsured: true,
  eastPensionArea: false,
};

describe('PAP 2025: the Vorsorgepauschale rounded up to whole euros', () => {
  test('998.42 € → 998.49 € a month in class VI: the zvE falls by 16 cents and the Lohnsteuer by 9 cents', () => {
    // MRE4JL: ZRE4J = RE4 × 12 / 100 → 11,981.04 € and 11,981.88 €. Class VI: no ANP, no SAP, so ZTABFB = 0 (MZTABFB).
    // UPEVP: VSP1 = ZRE4VP × 0.093 → 1,114.23 / 1,114.31; VSP2 = ZRE4VP × 0.12 → 1,437.72 / 1,437.82 (below 1,900);
    //   VSPN = VSP1 + VSP2 rounded UP to euros: 2,551.95 → 2,552 / 2,552.13 → 2,553.
    // MVSP: VSP3 = ZRE4VP × (0.07 + 0.0125 + 0.018 − 0.0025) → 1,174.14 / 1,174.22; VSP = VSP3 + VSP1 rounded up
    //   → 2,289 / 2,289; VSPN is larger, so VSP = 2,552 / 2,553.
    // MLSTJAHR: ZVE = ZRE4 − ZTABFB − VSP = 9,429.04 / 9,428.88; UPMLST: X = 9,429 / 9,428 (rounded down).
    // MST5_6 / UP5_6: 1.25 × X is below the Grundfreibetrag (12,096), so DIFF = 0 and ST = MIST = 14 % × X rounded
    //   down = 1,320.06 → 1,320 / 1,319.92 → 1,319.
    // UPLSTLZZ / UPANTEIL (LZZ 2): LSTLZZ = 132,000 / 12 = 11,000 ct and 131,900 / 12 = 10,991.67 → 10,991 ct.
    const lower = runPap({ ...classSix2025, wageMinor: 99_842 });
    const higher = runPap({ ...classSix2025, wageMinor: 99_849 });
    expect([lower.annualZve, higher.annualZve]).toEqual([9_429.04, 9_428.88]);
    expect([lower.lohnsteuerMinor, higher.lohnsteuerMinor]).toEqual([11_000, 10_991]);
  });

  test('a wage at least 1 € a year higher never lowers the zvE: the rounded-up VSP grows by at most 1 € per euro', () => {
    // VSP1 + VSP2 grow by 21.3 % of the wage, so one euro more wage adds at most one whole euro of VSP.
    const lower = runPap({ ...classSix2025, wageMinor: 99_842 });
    const higher = runPap({ ...classSix2025, wageMinor: 99_842 + 9 });
    expect(higher.annualZve).toBeGreaterThanOrEqual(lower.annualZve);
    expect(higher.lohnsteuerMinor).toBeGreaterThanOrEqual(lower.lohnsteuerMinor);
  });
});
