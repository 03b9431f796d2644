import type { Parameter } from '../../../src/core/parameter';
import { germanyReferences } from '../references';

export interface SolidaritySurchargeExemptionLimit {
  /** § 3 Abs. 3 Satz 1 Nr. 2 SolZG: individual assessment and all other cases. */
  readonly single: number;
  /** § 3 Abs. 3 Satz 1 Nr. 1 SolZG: cases of § 32a Abs. 5 and 6 EStG (Splitting). */
  readonly joint: number;
}

/** A Freigrenze, not an allowance: above it the surcharge is on the whole income tax, capped by the Milderungszone. */
export const solidaritySurchargeExemptionLimit: Parameter<SolidaritySurchargeExemptionLimit> = {
  description:
    'Solidaritätszuschlag Freigrenze: no surcharge while the income tax does not exceed this amount (§ 3 Abs. 3 SolZG 1995), by assessment.',
  unit: 'EUR',
  values: [
    {
      from: '2024-01-01',
      value: { single: 18_130, joint: 36_260 },
      references: [
        germanyReferences.inflationsausgleichsgesetz,
        germanyReferences.inflationsausgleichsgesetzArt5,
        germanyReferences.solzg3,
      ],
    },
    {
      from: '2025-01-01',
      value: { single: 19_950, joint: 39_900 },
      references: [germanyReferences.steuerfortentwicklungsgesetz, germanyReferences.solzg3, germanyReferences.pap2025],
      note: "Raised by the SteFeG for VZ 2025 (the SolZG article of the SteFeG, Art. 3, is inferred from the act's structure, not read).",
    },
    {
      from: '2026-01-01',
      value: { single: 20_350, joint: 40_700 },
      references: [germanyReferences.steuerfortentwicklungsgesetz, germanyReferences.solzg3, germanyReferences.pap2026],
      note: 'Raised by the SteFeG from VZ 2026 (SolZG 1995 "zuletzt geändert durch Art. 4 G v. 23.12.2024 I Nr. 449").',
    },
  ],
};
