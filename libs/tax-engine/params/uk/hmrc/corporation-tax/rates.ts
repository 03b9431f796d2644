import type { Parameter } from '../../../../src/core/parameter';
import { corporationTaxReferences as refs } from './references';

/** Corporation Tax rates and marginal relief for one financial year (1 April to 31 March). */
export interface CorporationTaxRates {
  /** Main rate (percent), on profits above the upper limit and, less marginal relief, between the limits. */
  readonly mainRate: number;
  /** Small profits rate (percent), where augmented profits do not exceed the lower limit. */
  readonly smallProfitsRate: number;
  /** Limits for a 12-month accounting period with no associated company, in pounds. */
  readonly lowerLimit: number;
  readonly upperLimit: number;
  /** The standard marginal relief fraction, as a fraction (3/200). */
  readonly marginalReliefFraction: { readonly numerator: number; readonly denominator: number };
}

const schedule = {
  mainRate: 25,
  smallProfitsRate: 19,
  lowerLimit: 50_000,
  upperLimit: 250_000,
  marginalReliefFraction: { numerator: 3, denominator: 200 },
} as const satisfies CorporationTaxRates;

export const corporationTaxRates: Parameter<CorporationTaxRates> = {
  description:
    'Corporation Tax for a financial year: main rate, small profits rate, the lower and upper limits and the standard marginal relief fraction.',
  unit: 'rate',
  values: [
    {
      from: '2023-04-01',
      value: schedule,
      references: [refs.fa2021s6s7, refs.cta2010s18d, refs.ratesAndAllowances, refs.ctm03925],
    },
    { from: '2024-04-01', value: schedule, references: [refs.fno2a2023s5s6, refs.cta2010s18d, refs.ratesAndAllowances] },
    { from: '2025-04-01', value: schedule, references: [refs.fno2a2024s12, refs.cta2010s18d, refs.ratesAndAllowances] },
    {
      from: '2026-04-01',
      value: schedule,
      references: [refs.fa2025, refs.cta2010s18d, refs.ratesAndAllowances],
      note: 'The section numbers of Finance Act 2025 setting FY2026 were not read; the Act is cited as a whole.',
    },
  ],
};
