import type { Parameter } from '../../../../src/core/parameter';
import { usFederalReferences } from '../references';

export const socialSecurityEmployeeRate: Parameter<number> = {
  description: 'Employee share of the Social Security (OASDI) tax on wages up to the contribution and benefit base.',
  unit: 'rate',
  values: [{ from: '1990-01-01', value: 6.2, references: [usFederalReferences.irc3101, usFederalReferences.topic751] }],
};
