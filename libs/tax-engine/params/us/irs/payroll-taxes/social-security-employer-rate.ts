import type { Parameter } from '../../../../src/core/parameter';
import { usFederalReferences } from '../references';

export const socialSecurityEmployerRate: Parameter<number> = {
  description: 'Employer share of the Social Security (OASDI) tax on wages up to the contribution and benefit base.',
  unit: 'rate',
  values: [{ from: '1990-01-01', value: 6.2, references: [usFederalReferences.irc3111, usFederalReferences.pub15] }],
};
