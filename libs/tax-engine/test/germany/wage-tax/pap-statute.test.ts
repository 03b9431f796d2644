/**
 * The PAP 2024 and 2025 checked against the statute by hand. The BMF's Prüftabellen (check tables) for these years
 * were not found, so each row below is worked from the law: § 39b Abs. 2 EStG (annual wage less the
 * Arbeitnehmer-Pauschbetrag of 1,230 €, § 9a Satz 1 Nr. 1 Buchst. a, the Sonderausgaben-Pauschbetrag of 36 €, § 10c,
 * and the Vorsorgepauschale, § 39b Abs. 2 Satz 5 Nr. 3), then the § 32a tariff and § 4 SolZG.
 *
 * The rows take an employee outside the statutory pension scheme and privately insured with no premium reported
 * (2024: KRV = 2; 2025: KRV = 1; PKV = 1, PKPV = 0), so the Vorsorgepauschale is only the
 * Mindestvorsorgepauschale: 12 % of the wage, at most 1,900 € (§ 39b Abs. 2 Satz 5 Nr. 3 Buchst. e EStG in the
 * version for 2024 and 2025). Tax class I, paid annually (LZZ = 1): Lohnsteuer = tariff tax on the zvE, in cents.
 *   § 32a EStG 2025 (https://www.gesetze-im-internet.de/estg/__32a.html, SteFeG):
 *     zone 2 (12,097–17,443): (932.30·y + 1,400)·y, y = (zvE − 12,096)/10,000
 *     zone 3 (17,444–68,480): (176.64·z + 2,397)·z + 1,015.13, z = (zvE − 17,443)/10,000
 *     zone 4 (68,481–277,825): 0.42·zvE − 10,911.92
 *   § 32a EStG 2024 as in force until the Existenzminimum act (Inflationsausgleichsgesetz, BGBl. 2022 I S. 2230):
 *     zone 2 (11,605–17,005): (922.98·y + 1,400)·y, y = (zvE − 11,604)/10,000
 *     zone 3 (17,006–66,760): (181.19·z + 2,397)·z + 1,025.38, z = (zvE − 17,005)/10,000
 *     zone 4 (66,761–277,825): 0.42·zvE − 10,602.13
 *   § 4 SolZG: 5.5 % of the tax, at most 11.9 % of the tax above the Freigrenze (2024: 18,130 €; 2025: 19,950 €).
 */
import { PapDecimal } from '../../../src/germany/wage-tax/pap-decimal';
import { runPap2024 } from '../../../src/germany/wage-tax/pap-2024';
import { runPap2025 } from '../../../src/germany/wage-tax/pap-2025';

const rows = [
  // 16,000 €: Vorsorgepauschale min(1,920, 1,900) = 1,900; zvE = 16,000 − 1,230 − 36 − 1,900 = 12,834.
  //   2025: y = 0.0738; (932.30 × 0.0738 + 1,400) × 0.0738 = 108.38 → 108 €.
  //   2024: y = 0.123; (922.98 × 0.123 + 1,400) × 0.123 = 186.16 → 186 €.
  { wage: 16_000, lst2025: 108, solz2025: 0, lst2024: 186, solz2024: 0 },
  // 50,000 €: zvE = 50,000 − 1,266 − 1,900 = 46,834.
  //   2025: z = 2.9391; (176.64 × 2.9391 + 2,397) × 2.9391 + 1,015.13 = 9,586.99 → 9,586 €.
  //   2024: z = 2.9829; (181.19 × 2.9829 + 2,397) × 2.9829 + 1,025.38 = 9,787.75 → 9,787 €.
  { wage: 50_000, lst2025: 9_586, solz2025: 0, lst2024: 9_787, solz2024: 0 },
  // 100,000 €: zvE = 96,834.
  //   2025: 0.42 × 96,834 − 10,911.92 = 29,758.36 → 29,758 €; SolZ min(5.5 % = 1,636.69; 11.9 % × 9,808 = 1,167.15).
  //   2024: 0.42 × 96,834 − 10,602.13 = 30,068.15 → 30,068 €; SolZ min(1,653.74; 11.9 % × 11,938 = 1,420.62).
  { wage: 100_000, lst2025: 29_758, solz2025: 1_167.15, lst2024: 30_068, solz2024: 1_420.62 },
];

describe('PAP 2025 and 2024 against the statute, worked by hand (5 rows each)', () => {
  test('class III: the Splittingtarif on the zvE, with the 3,000 € Mindestvorsorgepauschale of class III', () => {
    // 50,000 €, KRV/PKV as above: Vorsorgepauschale min(6,000, 3,000) = 3,000; zvE = 50,000 − 1,266 − 3,000 = 45,734;
    // § 32a Abs. 5: twice the tax on half, 22,867.
    //   2025: z = 0.5424; (176.64 × 0.5424 + 2,397) × 0.5424 + 1,015.13 = 2,367.23 → 2,367; × 2 = 4,734 €.
    //   2024: z = 0.5862; (181.19 × 0.5862 + 2,397) × 0.5862 + 1,025.38 = 2,492.76 → 2,492; × 2 = 4,984 €.
    const common = { LZZ: 1, STKL: 3, RE4: PapDecimal.of(5_000_000), PKV: 1, PKPV: PapDecimal.ZERO };
    expect(runPap2025({ ...common, KRV: 1 }).LSTLZZ.toNumber()).toBe(473_400);
    expect(runPap2024({ ...common, KRV: 2 }).LSTLZZ.toNumber()).toBe(498_400);
  });

  test('a statutory employee: the Vorsorgepauschale of § 39b Abs. 2 Satz 5 Nr. 3 Buchst. a to c EStG', () => {
    // Annual wage 50,000 €, class I, childless, Zusatzbeitrag 2025: 2.5 %, 2024: 1.7 %.
    //   Pension part: 9.3 % × 50,000 = 4,650.00 (below either year's ceiling).
    //   Health and care part: 50,000 × (7 % + half the Zusatzbeitrag + the care share with the 0.6 surcharge):
    //     2025: 7 + 1.25 + 1.8 + 0.6 = 10.65 % → 5,325.00;  2024: 7 + 0.85 + 1.7 + 0.6 = 10.15 % → 5,075.00.
    //   Vorsorgepauschale (rounded up to whole euros): 2025: 9,975; 2024: 9,725 (above the 4,650 + 1,900 minimum).
    //   zvE: 2025: 50,000 − 1,266 − 9,975 = 38,759;  2024: 50,000 − 1,266 − 9,725 = 39,009.
    //   Tax: 2025: z = 2.1316; (176.64 × 2.1316 + 2,397) × 2.1316 + 1,015.13 = 6,927.18 → 6,927 €.
    //        2024: z = 2.2004; (181.19 × 2.2004 + 2,397) × 2.2004 + 1,025.38 = 7,177.02 → 7,177 €.
    const common = { LZZ: 1, STKL: 1, RE4: PapDecimal.of(5_000_000), PVZ: 1 };
    expect(runPap2025({ ...common, KVZ: PapDecimal.of('2.5') }).LSTLZZ.toNumber()).toBe(692_700);
    expect(runPap2024({ ...common, KVZ: PapDecimal.of('1.7') }).LSTLZZ.toNumber()).toBe(717_700);
  });

  test.each(rows)('%j', ({ wage, lst2025, solz2025, lst2024, solz2024 }) => {
    const common = { LZZ: 1, STKL: 1, RE4: PapDecimal.of(wage * 100), PKV: 1, PKPV: PapDecimal.ZERO };
    const result2025 = runPap2025({ ...common, KRV: 1 });
    const result2024 = runPap2024({ ...common, KRV: 2 });
    expect([result2025.LSTLZZ.toNumber(), result2025.SOLZLZZ.toNumber()]).toEqual([lst2025 * 100, Math.round(solz2025 * 100)]);
    expect([result2024.LSTLZZ.toNumber(), result2024.SOLZLZZ.toNumber()]).toEqual([lst2024 * 100, Math.round(solz2024 * 100)]);
  });
});
