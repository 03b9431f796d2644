import type { Bracket } from '../../../../src/core/brackets';
import type { Parameter } from '../../../../src/core/parameter';
import { ukReferences } from '../../references';

/**
 * Thresholds are of taxable income (income after the Personal Allowance). Wales sets Welsh rates of
 * Income Tax, which have equalled England's at every rate since 2019-20 (for 2026-27: 10p in each band, Senedd
 * motion NDM9117, agreed on 27 January 2026), so the same bands apply.
 */
export const restOfUkIncomeTaxBands: Parameter<readonly Bracket[]> = {
  description: 'Income Tax bands for England, Wales and Northern Ireland on non-savings, non-dividend income (taxable income thresholds).',
  unit: 'GBP-brackets',
  values: [
    {
      from: '2023-04-06',
      value: [
        { name: 'Basic rate', label: { key: 'uk.band.basic' }, threshold: 0, rate: 20 },
        { name: 'Higher rate', label: { key: 'uk.band.higher' }, threshold: 37_700, rate: 40 },
        { name: 'Additional rate', label: { key: 'uk.band.additional' }, threshold: 125_140, rate: 45 },
      ],
      references: [
        ukReferences.incomeTaxRates,
        ukReferences.ita2007s10,
        ukReferences.financeAct2021s5,
        ukReferences.financeAct2023s5,
        ukReferences.financeAct2023,
        ukReferences.financeAct2026,
      ],
      note:
        'Basic rate limit £37,700 (FA 2021 s.5 as amended by FA 2023 s.5) and additional rate threshold £125,140 (FA 2023 s.6), ' +
        'frozen for 2023-24 to 2027-28; the rates, charged year by year, are 20/40/45% in each year (2026-27: Finance Act 2026 s.2), ' +
        'so 2026-27 needs no new value.',
    },
  ],
};
