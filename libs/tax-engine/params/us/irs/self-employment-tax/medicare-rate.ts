import type { Parameter } from '../../../../src/core/parameter';
import { usFederalReferences } from '../references';

export const selfEmploymentMedicareRate: Parameter<number> = {
  description: 'Self-employment tax, hospital insurance (Medicare) part, on all net earnings from self-employment.',
  unit: 'rate',
  values: [{ from: '1990-01-01', value: 2.9, references: [usFederalReferences.irc1401, usFederalReferences.scheduleSeInstructions] }],
};
