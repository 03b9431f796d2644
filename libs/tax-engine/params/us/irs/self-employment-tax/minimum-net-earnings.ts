import type { Parameter } from '../../../../src/core/parameter';
import { usFederalReferences } from '../references';

export const selfEmploymentMinimumNetEarnings: Parameter<number> = {
  description: 'Net earnings from self-employment below which no self-employment tax is due (Schedule SE line 4c).',
  unit: 'USD',
  values: [{ from: '1990-01-01', value: 400, references: [usFederalReferences.irc1402, usFederalReferences.scheduleSeInstructions] }],
};
