import type { Bracket } from '../../../src/core/brackets';
import type { Parameter } from '../../../src/core/parameter';
import { ukReferences } from '../references';

/**
 * Thresholds are of taxable income (income after the Personal Allowance), as the Scottish Rate
 * Resolution sets them; gov.uk quotes the same bands as gross income ranges assuming the standard
 * £12,570 allowance (e.g. 2024-25 starter rate "£12,571 to £14,876" is taxable £0–£2,306).
 */
export const scottishIncomeTaxBands: Parameter<readonly Bracket[]> = {
  description: 'Scottish Income Tax bands on non-savings, non-dividend income of Scottish taxpayers (taxable income thresholds).',
  unit: 'GBP-brackets',
  values: [
    {
      from: '2023-04-06',
      value: [
        { name: 'Starter rate', label: { key: 'uk.band.starter' }, threshold: 0, rate: 19 },
        { name: 'Basic rate', label: { key: 'uk.band.basic' }, threshold: 2_162, rate: 20 },
        { name: 'Intermediate rate', label: { key: 'uk.band.intermediate' }, threshold: 13_118, rate: 21 },
        { name: 'Higher rate', label: { key: 'uk.band.higher' }, threshold: 31_092, rate: 42 },
        { name: 'Top rate', label: { key: 'uk.band.top' }, threshold: 125_140, rate: 47 },
      ],
      references: [ukReferences.scottishRates2023, ukReferences.scottishRatesAndBands2023, ukReferences.scottishIncomeTax2023],
    },
    {
      from: '2024-04-06',
      value: [
        { name: 'Starter rate', label: { key: 'uk.band.starter' }, threshold: 0, rate: 19 },
        { name: 'Basic rate', label: { key: 'uk.band.basic' }, threshold: 2_306, rate: 20 },
        { name: 'Intermediate rate', label: { key: 'uk.band.intermediate' }, threshold: 13_991, rate: 21 },
        { name: 'Higher rate', label: { key: 'uk.band.higher' }, threshold: 31_092, rate: 42 },
        { name: 'Advanced rate', label: { key: 'uk.band.advanced' }, threshold: 62_430, rate: 45 },
        { name: 'Top rate', label: { key: 'uk.band.top' }, threshold: 125_140, rate: 48 },
      ],
      references: [ukReferences.scottishRates2024, ukReferences.scottishRatesAndBands2024, ukReferences.scottishIncomeTax2024],
    },
    {
      from: '2025-04-06',
      value: [
        { name: 'Starter rate', label: { key: 'uk.band.starter' }, threshold: 0, rate: 19 },
        { name: 'Basic rate', label: { key: 'uk.band.basic' }, threshold: 2_827, rate: 20 },
        { name: 'Intermediate rate', label: { key: 'uk.band.intermediate' }, threshold: 14_921, rate: 21 },
        { name: 'Higher rate', label: { key: 'uk.band.higher' }, threshold: 31_092, rate: 42 },
        { name: 'Advanced rate', label: { key: 'uk.band.advanced' }, threshold: 62_430, rate: 45 },
        { name: 'Top rate', label: { key: 'uk.band.top' }, threshold: 125_140, rate: 48 },
      ],
      references: [ukReferences.scottishRates2025, ukReferences.scottishRatesAndBands2025, ukReferences.scottishIncomeTax],
    },
    {
      from: '2026-04-06',
      value: [
        { name: 'Starter rate', label: { key: 'uk.band.starter' }, threshold: 0, rate: 19 },
        { name: 'Basic rate', label: { key: 'uk.band.basic' }, threshold: 3_967, rate: 20 },
        { name: 'Intermediate rate', label: { key: 'uk.band.intermediate' }, threshold: 16_956, rate: 21 },
        { name: 'Higher rate', label: { key: 'uk.band.higher' }, threshold: 31_092, rate: 42 },
        { name: 'Advanced rate', label: { key: 'uk.band.advanced' }, threshold: 62_430, rate: 45 },
        { name: 'Top rate', label: { key: 'uk.band.top' }, threshold: 125_140, rate: 48 },
      ],
      references: [ukReferences.scottishRates2026, ukReferences.scottishRatesDebate2026, ukReferences.scottishBudgetStage3_2026],
      note:
        'Starter and basic rate limits raised (gross, with the standard allowance: 19% to £16,537, 20% to £29,526); higher, advanced ' +
        'and top thresholds and all six rates unchanged. The motion was debated on 19 February 2026; the vote itself was not in the ' +
        'sources read, but stage 3 of the Budget Bill (25 February 2026) can only follow an agreed rate resolution.',
    },
  ],
};
