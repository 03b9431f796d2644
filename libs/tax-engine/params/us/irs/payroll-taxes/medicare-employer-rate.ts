import type { Parameter } from '../../../../src/core/parameter';
import { usFederalReferences } from '../references';

export const medicareEmployerRate: Parameter<number> = {
  description: 'Employer share of the Medicare (hospital insurance) tax on all wages; the employer pays no Additional Medicare Tax.',
  unit: 'rate',
  values: [{ from: '1986-01-01', value: 1.45, references: [usFederalReferences.irc3111, usFederalReferences.pub15] }],
};
