import type { GermanTaxYear } from '../tax-year';
import { runPap2024 } from './pap-2024';
import { runPap2025 } from './pap-2025';
import { runPap2026 } from './pap-2026';
import { PapDecimal } from './pap-decimal';

/** What the wage-tax calculator knows about an employee, in the PAP's units (cents, percent, counts). */
export interface PapCase {
  readonly taxYear: GermanTaxYear;
  /** 1 = year, 2 = month (the PAP's LZZ). */
  readonly lzz: 1 | 2;
  /** Wage for the period in cents (RE4). */
  readonly wageMinor: number;
  readonly taxClass: 1 | 2 | 3 | 4 | 5 | 6;
  /** Factor for class IV with factor (§ 39f EStG), three decimals; undefined for none. */
  readonly factor?: number;
  /** Kinderfreibetrag count (ZKF), in halves. */
  readonly childAllowances: number;
  readonly churchMember: boolean;
  /** The health fund's full Zusatzbeitrag in percent (KVZ). */
  readonly healthAddOnRate: number;
  readonly saxony: boolean;
  readonly childlessSurcharge: boolean;
  /** Care discounts for the 2nd to 5th child (PVA), 0–4. */
  readonly careDiscounts: number;
  /** Private health insurance, monthly cents: premium (PKPV) and employer subsidy. */
  readonly privateHealth?: { readonly premiumMinor: number; readonly employerSubsidyMinor: number };
  readonly pensionInsured: boolean;
  /** 2024 only: the eastern pension ceiling (KRV = 1). */
  readonly eastPensionArea: boolean;
}

/** The PAP's outputs the calculators read, in cents; zve in euros (annual). */
export interface PapResult {
  readonly lohnsteuerMinor: number;
  readonly solidaritySurchargeMinor: number;
  /** Bemessungsgrundlage für die Kirchenlohnsteuer (BK). */
  readonly churchTaxBaseMinor: number;
  readonly annualZve: number;
}

function cents(value: PapDecimal): number {
  return value.toNumber();
}

/** Runs the year's PAP: the input flags differ by year (KRV's meaning, PKV's subsidy, ALV and PKPVAGZ from 2026). */
export function runPap(papCase: PapCase): PapResult {
  const common = {
    LZZ: papCase.lzz,
    RE4: PapDecimal.of(papCase.wageMinor),
    STKL: papCase.taxClass,
    af: papCase.factor === undefined ? 0 : 1,
    f: papCase.factor ?? 1,
    ZKF: PapDecimal.of(papCase.childAllowances),
    R: papCase.churchMember ? 1 : 0,
    KVZ: PapDecimal.of(papCase.healthAddOnRate),
    PVS: papCase.saxony ? 1 : 0,
    PVZ: papCase.childlessSurcharge ? 1 : 0,
    PVA: PapDecimal.of(papCase.careDiscounts),
    PKPV: PapDecimal.of(papCase.privateHealth?.premiumMinor ?? 0),
  };
  const withSubsidy = (papCase.privateHealth?.employerSubsidyMinor ?? 0) > 0;
  // Until 2025 the PAP subtracts a typified employer subsidy itself (PKV = 2); from 2026 it takes the actual one.
  const legacyPkv = papCase.privateHealth === undefined ? 0 : withSubsidy ? 2 : 1;
  let output;
  switch (papCase.taxYear) {
    case 2024:
      // KRV: 0 = western pension ceiling, 1 = eastern, 2 = not in the statutory pension insurance.
      output = runPap2024({ ...common, PKV: legacyPkv, KRV: papCase.pensionInsured ? (papCase.eastPensionArea ? 1 : 0) : 2 });
      break;
    case 2025:
      output = runPap2025({ ...common, PKV: legacyPkv, KRV: papCase.pensionInsured ? 0 : 1 });
      break;
    case 2026:
      output = runPap2026({
        ...common,
        PKV: papCase.privateHealth === undefined ? 0 : 1,
        PKPVAGZ: PapDecimal.of(papCase.privateHealth?.employerSubsidyMinor ?? 0),
        KRV: papCase.pensionInsured ? 0 : 1,
        ALV: papCase.pensionInsured ? 0 : 1,
      });
      break;
  }
  return {
    lohnsteuerMinor: cents(output.LSTLZZ),
    solidaritySurchargeMinor: cents(output.SOLZLZZ),
    churchTaxBaseMinor: cents(output.BK),
    annualZve: output.ZVE.toNumber(),
  };
}
