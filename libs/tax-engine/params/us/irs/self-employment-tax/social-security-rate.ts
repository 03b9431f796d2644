import type { Parameter } from '../../../../src/core/parameter';
import { usFederalReferences } from '../references';

export const selfEmploymentSocialSecurityRate: Parameter<number> = {
  description: 'Self-employment tax, old-age, survivors and disability insurance part, on net earnings up to the wage base less W-2 wages.',
  unit: 'rate',
  values: [{ from: '1990-01-01', value: 12.4, references: [usFederalReferences.irc1401, usFederalReferences.scheduleSeInstructions] }],
};
