import type { Parameter } from '../../../../src/core/parameter';
import { ukReferences } from '../../references';

export const personalAllowance: Parameter<number> = {
  description: 'Standard Personal Allowance: income on which no Income Tax is paid, before any taper.',
  unit: 'GBP',
  values: [
    {
      from: '2021-04-06',
      value: 12_570,
      references: [
        ukReferences.incomeTaxRates,
        ukReferences.incomeTaxRatesPage,
        ukReferences.financeAct2021s5,
        ukReferences.financeAct2023s5,
        ukReferences.thresholdsFreeze2026,
      ],
      note: 'Frozen at £12,570 to 2027-28 by FA 2021 s.5 as amended by FA 2023 s.5, so 2026-27 needs no new value.',
    },
  ],
};
