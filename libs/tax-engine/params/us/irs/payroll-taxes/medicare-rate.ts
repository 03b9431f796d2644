import type { Parameter } from '../../../../src/core/parameter';
import { usFederalReferences } from '../references';

export const medicareEmployeeRate: Parameter<number> = {
  description: 'Employee share of the Medicare (hospital insurance) tax on all wages.',
  unit: 'rate',
  values: [{ from: '1986-01-01', value: 1.45, references: [usFederalReferences.irc3101, usFederalReferences.topic751] }],
};
