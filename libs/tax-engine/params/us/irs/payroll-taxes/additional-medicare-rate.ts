import type { Parameter } from '../../../../src/core/parameter';
import { usFederalReferences } from '../references';

export const additionalMedicareTaxRate: Parameter<number> = {
  description: 'Additional Medicare Tax rate on wages above the filing-status threshold.',
  unit: 'rate',
  values: [{ from: '2013-01-01', value: 0.9, references: [usFederalReferences.irc3101, usFederalReferences.topic560] }],
};
