import type { Parameter } from '../../../src/core/parameter';
import { usFederalReferences } from '../irs/references';

export const socialSecurityWageBase: Parameter<number> = {
  description: 'Social Security contribution and benefit base: the most wages in a calendar year subject to the OASDI tax.',
  unit: 'USD',
  values: [
    {
      from: '2023-01-01',
      value: 160_200,
      references: [usFederalReferences.ssaFactSheet2023, usFederalReferences.ssaContributionBase, usFederalReferences.irc3121],
    },
    {
      from: '2024-01-01',
      value: 168_600,
      references: [usFederalReferences.ssaFactSheet2024, usFederalReferences.ssaContributionBase, usFederalReferences.irc3121],
    },
    {
      from: '2025-01-01',
      value: 176_100,
      references: [usFederalReferences.ssaFactSheet2025, usFederalReferences.ssaContributionBase, usFederalReferences.irc3121],
    },
    {
      from: '2026-01-01',
      value: 184_500,
      references: [usFederalReferences.ssaFactSheet2026, usFederalReferences.ssaContributionBase, usFederalReferences.irc3121],
    },
  ],
};
