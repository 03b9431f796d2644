import type { Parameter } from '../../../../src/core/parameter';
import { usFederalReferences } from '../references';

export const futaWageBase: Parameter<number> = {
  description: 'FUTA wages: the first wages paid to each employee in a calendar year that the FUTA tax applies to.',
  unit: 'USD',
  values: [{ from: '1983-01-01', value: 7_000, references: [usFederalReferences.irc3301, usFederalReferences.pub15] }],
};
