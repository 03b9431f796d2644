import type { Parameter } from '../../../../src/core/parameter';
import { ukReferences } from '../../references';

export const class3WeeklyRate: Parameter<number> = {
  description: 'Class 3 voluntary National Insurance, the weekly rate in pounds.',
  unit: 'GBP',
  values: [
    { from: '2023-04-06', value: 17.45, references: [ukReferences.niRates] },
    {
      from: '2024-04-06',
      value: 17.45,
      references: [ukReferences.niRates],
      note: 'Held at the 2023-24 rate for 2024-25.',
    },
    { from: '2025-04-06', value: 17.75, references: [ukReferences.niRates] },
    {
      from: '2026-04-06',
      value: 18.4,
      references: [ukReferences.niRates],
      note: 'Announced at the Autumn Budget 2025.',
    },
  ],
};
