import type { Parameter } from '../../../../src/core/parameter';
import { usFederalReferences } from '../references';

export const selfEmploymentTaxDeductibleShare: Parameter<number> = {
  description: 'Share of the self-employment tax deducted in figuring adjusted gross income (Schedule SE line 13).',
  unit: 'rate',
  values: [{ from: '1990-01-01', value: 50, references: [usFederalReferences.irc164f, usFederalReferences.scheduleSeInstructions] }],
};
