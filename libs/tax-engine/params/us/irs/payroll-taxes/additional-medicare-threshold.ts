import type { Parameter } from '../../../../src/core/parameter';
import type { UsAmountByFilingStatus } from '../income-tax/standard-deduction';
import { usFederalReferences } from '../references';

/**
 * The liability threshold by filing status (IRC §3101(b)(2)). Employers withhold on wages above $200,000 whatever the
 * employee's status; any difference is settled on the return (Form 8959).
 */
export const additionalMedicareTaxThreshold: Parameter<UsAmountByFilingStatus> = {
  description: 'Wages above which Additional Medicare Tax is owed, by filing status (statutory, not indexed).',
  unit: 'USD',
  values: [
    {
      from: '2013-01-01',
      value: {
        single: 200_000,
        'married-joint': 250_000,
        'married-separate': 125_000,
        'head-of-household': 200_000,
        'qualifying-surviving-spouse': 200_000,
      },
      references: [usFederalReferences.irc3101, usFederalReferences.topic560, usFederalReferences.additionalMedicareQa],
      note: 'IRC §3101(b)(2): $250,000 joint, $125,000 married filing separately, $200,000 in any other case (a qualifying surviving spouse included, unlike the NIIT).',
    },
  ],
};
