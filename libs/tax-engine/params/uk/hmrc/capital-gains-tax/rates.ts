import type { Parameter } from '../../../../src/core/parameter';
import { cgtReferences } from './references';

/** A CGT rate pair: within the unused basic rate band, and above it (TCGA 1992 s.1I). */
export interface CgtRatePair {
  readonly lowerRate: number;
  readonly higherRate: number;
}

export interface CgtMainRates {
  readonly other: CgtRatePair;
  readonly residentialProperty: CgtRatePair;
}

/*
 * Rates follow the date of disposal (for a contract, the exchange: TCGA 1992 s.28), so values are keyed by the day
 * they take effect: 6 April 2024 (residential higher rate 24%) and 30 October 2024 (everything 18%/24%) both fall
 * inside 2024-25.
 */
export const cgtMainRates: Parameter<CgtMainRates> = {
  description:
    'Capital Gains Tax main rates for individuals (percent): within and above the unused basic rate band, residential property and other assets.',
  unit: 'rate',
  values: [
    {
      from: '2023-04-06',
      value: { other: { lowerRate: 10, higherRate: 20 }, residentialProperty: { lowerRate: 18, higherRate: 28 } },
      references: [cgtReferences.tcga1992s1h, cgtReferences.financeAct2016s83, cgtReferences.gettingRates],
    },
    {
      from: '2024-04-06',
      value: { other: { lowerRate: 10, higherRate: 20 }, residentialProperty: { lowerRate: 18, higherRate: 24 } },
      references: [cgtReferences.financeNo2Act2024s6, cgtReferences.residentialRatePolicyPaper2024, cgtReferences.tcga1992s1h],
    },
    {
      from: '2024-10-30',
      value: { other: { lowerRate: 18, higherRate: 24 }, residentialProperty: { lowerRate: 18, higherRate: 24 } },
      references: [cgtReferences.financeAct2025s7, cgtReferences.cgtRatesPage, cgtReferences.tcga1992s1h],
      note: 'Unchanged for 2025-26 and 2026-27.',
    },
  ],
};

export interface CgtReliefRates {
  readonly businessAssetDisposalRelief: number;
  readonly investorsRelief: number;
}

export const cgtReliefRates: Parameter<CgtReliefRates> = {
  description: "Capital Gains Tax rate (percent) on gains qualifying for Business Asset Disposal Relief and for Investors' Relief.",
  unit: 'rate',
  values: [
    {
      from: '2023-04-06',
      value: { businessAssetDisposalRelief: 10, investorsRelief: 10 },
      references: [cgtReferences.tcga1992s169n, cgtReferences.tcga1992s169vr, cgtReferences.badrPage],
    },
    {
      from: '2025-04-06',
      value: { businessAssetDisposalRelief: 14, investorsRelief: 14 },
      references: [cgtReferences.financeAct2025Reliefs, cgtReferences.investorsReliefPolicyPaper, cgtReferences.badrPage],
    },
    {
      from: '2026-04-06',
      value: { businessAssetDisposalRelief: 18, investorsRelief: 18 },
      references: [cgtReferences.financeAct2025Reliefs, cgtReferences.investorsReliefPolicyPaper, cgtReferences.badrPage],
    },
  ],
};

export interface CgtReliefLifetimeLimits {
  readonly businessAssetDisposalRelief: number;
  readonly investorsRelief: number;
}

/** Qualifying gains a person may have charged at the relief rate over a lifetime, counting every earlier claim. */
export const cgtReliefLifetimeLimits: Parameter<CgtReliefLifetimeLimits> = {
  description: "Lifetime limits on gains charged at the Business Asset Disposal Relief and Investors' Relief rates.",
  unit: 'GBP',
  values: [
    {
      from: '2023-04-06',
      value: { businessAssetDisposalRelief: 1_000_000, investorsRelief: 10_000_000 },
      references: [
        cgtReferences.financeAct2020s23,
        cgtReferences.hs275,
        cgtReferences.tcga1992s169n,
        cgtReferences.tcga1992s169vr,
        cgtReferences.badrPage,
      ],
      note: 'BADR: £1 million for disposals on or after 11 March 2020. Investors’ Relief: £10 million since it began (2016).',
    },
    {
      from: '2024-10-30',
      value: { businessAssetDisposalRelief: 1_000_000, investorsRelief: 1_000_000 },
      references: [cgtReferences.financeAct2025Reliefs, cgtReferences.investorsReliefPolicyPaper, cgtReferences.badrPage],
      note: "Investors' Relief limit cut to £1 million for disposals on or after 30 October 2024; earlier qualifying gains count towards it.",
    },
  ],
};
