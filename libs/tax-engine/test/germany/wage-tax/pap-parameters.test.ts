/**
 * The PAP's own constants (Grundfreibetrag, tariff formulas, Soli Freigrenze) agree with the parameter files the
 * annual income-tax calculator reads, so the two calculators cannot drift apart. Checked by behaviour: an annual
 * class-I wage with no Vorsorgepauschale beyond a known amount, whose Lohnsteuer must equal the § 32a tariff of the
 * zvE left after the Pauschbeträge (1,230 € + 36 €).
 */
import { valueAt } from '../../../src/core/parameter';
import { tariffIncomeTax } from '../../../src/germany/tariff';
import { germanTaxYearStart } from '../../../src/germany/tax-year';
import { PapDecimal } from '../../../src/germany/wage-tax/pap-decimal';
import { runPap2025 } from '../../../src/germany/wage-tax/pap-2025';
import { runPap2026 } from '../../../src/germany/wage-tax/pap-2026';
import { incomeTaxTariff } from '../../../params/germany/estg/income-tax-tariff';

const zvEs = [
  0, 12_000, 12_096, 12_097, 12_348, 12_349, 15_000, 17_443, 17_444, 17_799, 17_800, 40_000, 68_480, 68_481, 69_878, 69_879, 150_000,
  277_825, 277_826, 400_000,
];

describe('PAP constants agree with the § 32a parameters', () => {
  test.each(zvEs)('2026, zvE %d: no Vorsorgepauschale (KRV 1, ALV 1, PKV 1 with no premium)', (zvE) => {
    const result = runPap2026({ LZZ: 1, STKL: 1, RE4: PapDecimal.of((zvE + 1_266) * 100), KRV: 1, ALV: 1, PKV: 1 });
    expect(result.LSTLZZ.toNumber()).toBe(tariffIncomeTax(zvE, valueAt(incomeTaxTariff, germanTaxYearStart(2026))) * 100);
  });

  test.each(zvEs.filter((zvE) => zvE + 3_166 >= 15_834))('2025, zvE %d: Mindestvorsorgepauschale capped at 1,900 €', (zvE) => {
    const result = runPap2025({ LZZ: 1, STKL: 1, RE4: PapDecimal.of((zvE + 1_266 + 1_900) * 100), KRV: 1, PKV: 1 });
    expect(result.LSTLZZ.toNumber()).toBe(tariffIncomeTax(zvE, valueAt(incomeTaxTariff, germanTaxYearStart(2025))) * 100);
  });
});
