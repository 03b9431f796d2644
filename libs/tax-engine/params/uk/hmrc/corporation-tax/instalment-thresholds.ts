import type { Parameter } from '../../../../src/core/parameter';
import { corporationTaxReferences as refs } from './references';

export interface InstalmentThresholds {
  /** A company whose augmented profits exceed this (12 months, no associated company) pays by quarterly instalments. */
  readonly largeCompanyProfits: number;
  /** Above this it pays four months earlier (very large companies). */
  readonly veryLargeCompanyProfits: number;
  /** No instalments where the period's liability does not exceed this (reduced for a short period). */
  readonly minimumLiability: number;
  /**
   * A company over the large threshold is still not large for a period if its profits are at most this and it was not
   * large in the previous 12 months (reg. 3(3)); that depends on earlier periods, so the calculator only says so.
   */
  readonly firstPeriodExemptionProfits: number;
}

export const instalmentThresholds: Parameter<InstalmentThresholds> = {
  description: 'Corporation Tax quarterly instalment payments: the large and very large company profit thresholds and the liability floor.',
  unit: 'GBP',
  values: [
    {
      from: '2019-04-01',
      value: {
        largeCompanyProfits: 1_500_000,
        veryLargeCompanyProfits: 20_000_000,
        minimumLiability: 10_000,
        firstPeriodExemptionProfits: 10_000_000,
      },
      references: [refs.instalmentRegulations, refs.veryLargeRegulations, refs.ctm92520, refs.ctm92800],
    },
  ],
};
