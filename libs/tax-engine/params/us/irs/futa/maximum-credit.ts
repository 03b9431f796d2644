import type { Parameter } from '../../../../src/core/parameter';
import { usFederalReferences } from '../references';

export const futaMaximumCredit: Parameter<number> = {
  description:
    'Largest credit against the FUTA tax for state unemployment contributions paid in full and on time (90% of 6.0%), before any credit reduction.',
  unit: 'rate',
  values: [{ from: '2012-01-01', value: 5.4, references: [usFederalReferences.irc3302, usFederalReferences.pub15] }],
};
