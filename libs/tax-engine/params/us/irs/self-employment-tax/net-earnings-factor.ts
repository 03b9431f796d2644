import type { Parameter } from '../../../../src/core/parameter';
import { usFederalReferences } from '../references';

export const selfEmploymentNetEarningsFactor: Parameter<number> = {
  description:
    'Share of net profit counted as net earnings from self-employment (100% less half the combined 15.3% rate), Schedule SE line 4a.',
  unit: 'rate',
  values: [{ from: '1990-01-01', value: 92.35, references: [usFederalReferences.irc1402, usFederalReferences.scheduleSeInstructions] }],
};
