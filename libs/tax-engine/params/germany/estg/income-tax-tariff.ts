import type { Parameter } from '../../../src/core/parameter';
import { germanyReferences } from '../references';

/**
 * The § 32a Abs. 1 EStG tariff as data. All amounts in euros; `x` is the zvE rounded down to whole euros.
 * - zone 1, x ≤ basicAllowance (Grundfreibetrag): 0
 * - zone 2, up to zone2UpperLimit: (zone2.progressionFactor · y + zone2.entryFactor) · y, y = (x − basicAllowance) / 10,000
 * - zone 3, up to zone3UpperLimit: (zone3.progressionFactor · z + zone3.entryFactor) · z + zone3.constant, z = (x − zone2UpperLimit) / 10,000
 * - zone 4, up to zone4UpperLimit: zone4.rate % · x − zone4.deduction
 * - zone 5, above: zone5.rate % · x − zone5.deduction
 * The result is rounded down to whole euros (§ 32a Abs. 1 Satz 6).
 */
export interface IncomeTaxTariff {
  /** Grundfreibetrag: the upper limit of the zero zone. */
  readonly basicAllowance: number;
  readonly zone2UpperLimit: number;
  readonly zone3UpperLimit: number;
  readonly zone4UpperLimit: number;
  /** Euros per 10,000 €; the entry factor 1,400 is the 14 % entry rate. */
  readonly zone2: { readonly progressionFactor: number; readonly entryFactor: number };
  readonly zone3: { readonly progressionFactor: number; readonly entryFactor: number; readonly constant: number };
  /** `rate` in percent. */
  readonly zone4: { readonly rate: number; readonly deduction: number };
  readonly zone5: { readonly rate: number; readonly deduction: number };
}

export const incomeTaxTariff: Parameter<IncomeTaxTariff> = {
  description: 'Income tax tariff of § 32a Abs. 1 EStG: Grundfreibetrag, zone limits and the coefficients of each zone formula.',
  unit: 'EUR',
  values: [
    {
      from: '2024-01-01',
      value: {
        basicAllowance: 11_784,
        zone2UpperLimit: 17_005,
        zone3UpperLimit: 66_760,
        zone4UpperLimit: 277_825,
        zone2: { progressionFactor: 954.8, entryFactor: 1_400 },
        zone3: { progressionFactor: 181.19, entryFactor: 2_397, constant: 991.21 },
        zone4: { rate: 42, deduction: 10_636.31 },
        zone5: { rate: 45, deduction: 18_971.06 },
      },
      references: [germanyReferences.existenzminimum2024, germanyReferences.papDecember2024, germanyReferences.estg32a],
      note:
        'As amended retroactively to 1 January 2024 by the Gesetz zur steuerlichen Freistellung des Existenzminimums 2024 (Grundfreibetrag 11,604 € → 11,784 €; ' +
        'zone 2 factor 922.98 → 954.80; zone 3 constant 1,025.38 → 991.21; zone 4 deduction 10,602.13 → 10,636.31; zone 5 deduction 18,936.88 → 18,971.06). ' +
        'The zone limits 17,005 / 66,760 / 277,825 € were unchanged.',
    },
    {
      from: '2025-01-01',
      value: {
        basicAllowance: 12_096,
        zone2UpperLimit: 17_443,
        zone3UpperLimit: 68_480,
        zone4UpperLimit: 277_825,
        zone2: { progressionFactor: 932.3, entryFactor: 1_400 },
        zone3: { progressionFactor: 176.64, entryFactor: 2_397, constant: 1_015.13 },
        zone4: { rate: 42, deduction: 10_911.92 },
        zone5: { rate: 45, deduction: 19_246.67 },
      },
      references: [
        germanyReferences.steuerfortentwicklungsgesetz,
        germanyReferences.steuerfortentwicklungsgesetzText,
        germanyReferences.estg32a,
        germanyReferences.pap2025,
      ],
      note: 'SteFeG Art. 1 (§ 32a Abs. 1 "ab dem Veranlagungszeitraum 2025").',
    },
    {
      from: '2026-01-01',
      value: {
        basicAllowance: 12_348,
        zone2UpperLimit: 17_799,
        zone3UpperLimit: 69_878,
        zone4UpperLimit: 277_825,
        zone2: { progressionFactor: 914.51, entryFactor: 1_400 },
        zone3: { progressionFactor: 173.1, entryFactor: 2_397, constant: 1_034.87 },
        zone4: { rate: 42, deduction: 11_135.63 },
        zone5: { rate: 45, deduction: 19_470.38 },
      },
      references: [
        germanyReferences.steuerfortentwicklungsgesetz,
        germanyReferences.steuerfortentwicklungsgesetzText,
        germanyReferences.estg32a,
        germanyReferences.pap2026,
      ],
      note: 'SteFeG Art. 2 (§ 32a Abs. 1 "ab dem Veranlagungszeitraum 2026").',
    },
  ],
};
