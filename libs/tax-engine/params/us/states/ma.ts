import type { Bracket } from '../../../src/core/brackets';
import { datedValues, type Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter, StateIncomeTaxRules } from '../../../src/us/state-tax-rules';

const b = (threshold: number, rate: number, name = `${rate}% bracket`): Bracket => ({ threshold, rate, name });

const sources = {
  form1of2024: {
    title: 'Massachusetts DOR: 2024 Form 1 instructions (5.0%; surtax 4% over $1,053,750; personal exemptions $4,400 / $8,800 / $6,800)',
    href: 'https://www.mass.gov/doc/2024-form-1-instructions/download',
  },
  form1of2025: {
    title: 'Massachusetts DOR: 2025 Form 1 instructions (5.0%; surtax 4% over $1,083,150)',
    href: 'https://www.mass.gov/doc/2025-form-1-instructions/download',
  },
  mgl62_4: {
    title: 'M.G.L. c. 62, § 4 (rates; surtax under Article XLIV as amended by Article CXXI)',
    href: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleIX/Chapter62/Section4',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'No-tax status for low incomes ($8,000 single, $16,400 + $1,000 per dependent joint) and limited income credit are not modelled; dependent exemptions and credits are not included.',
  'The 4% surtax applies to taxable income above the same threshold for every filing status (married couples filing jointly share one threshold).',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Massachusetts personal income tax on wages (Part B income): 5% plus the 4% surtax, after personal exemptions.',
  unit: 'USD-brackets',
  values: datedValues<StateIncomeTaxRules>(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [b(0, 5, 'Part B rate (5%)'), b(1_053_750, 9, '5% + 4% surtax')],
        },
        personalExemption: {
          single: 4400,
          'married-separate': 4400,
          'qualifying-surviving-spouse': 4400,
          'married-joint': 8800,
          'head-of-household': 6800,
        },
        incomeBase:
          'Massachusetts Part B (wage) income less personal exemptions, taxed at 5%, plus the 4% surtax on taxable income over $1,053,750.',
        notes,
      },
      references: [sources.form1of2024, sources.mgl62_4],
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: {
          single: [b(0, 5, 'Part B rate (5%)'), b(1_083_150, 9, '5% + 4% surtax')],
        },
        incomeBase:
          'Massachusetts Part B (wage) income less personal exemptions, taxed at 5%, plus the 4% surtax on taxable income over $1,083,150.',
      },
      references: [sources.form1of2025, sources.mgl62_4],
    },
  ),
};
