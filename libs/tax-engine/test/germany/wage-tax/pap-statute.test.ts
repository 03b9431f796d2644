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

describe('PAP 2025 and 2024 against the statute, worked by hand (3 rows each)', () => {
  test.each(rows)('%j', ({ wage, lst2025, solz2025, lst2024, solz2024 }) => {
    const common = { LZZ: 1, STKL: 1, RE4: PapDecimal.of(wage * 100), PKV: 1, PKPV: PapDecimal.ZERO };
    const result2025 = runPap2025({ ...common, KRV: 1 });
    const result2024 = runPap2024({ ...common, KRV: 2 });
    expect([result2025.LSTLZZ.toNumber(), result2025.SOLZLZZ.toNumber()]).toEqual([lst2025 * 100, Math.round(solz2025 * 100)]);
    expect([result2024.LSTLZZ.toNumber(), result2024.SOLZLZZ.toNumber()]).toEqual([lst2024 * 100, Math.round(solz2024 * 100)]);
  });
});
