import { bracket, type Bracket } from '../../../../src/core/brackets';
import type { Parameter } from '../../../../src/core/parameter';
import { usFederalReferences } from '../references';

/** IRC §2001(c), as amended by the American Taxpayer Relief Act of 2012: 18% to 40%, the top rate above $1,000,000. */
export const estateTaxRateSchedule: Parameter<readonly Bracket[]> = {
  description: 'Unified rate schedule for the estate and gift taxes (tentative tax on the taxable amount).',
  unit: 'USD-brackets',
  values: [
    {
      from: '2013-01-01',
      value: [
        bracket(0, 18),
        bracket(10_000, 20),
        bracket(20_000, 22),
        bracket(40_000, 24),
        bracket(60_000, 26),
        bracket(80_000, 28),
        bracket(100_000, 30),
        bracket(150_000, 32),
        bracket(250_000, 34),
        bracket(500_000, 37),
        bracket(750_000, 39),
        bracket(1_000_000, 40),
      ],
      references: [usFederalReferences.irc2001, usFederalReferences.form706Instructions],
      note: 'Not indexed; unchanged by P.L. 119-21.',
    },
  ],
};
