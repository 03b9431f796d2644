import { bracket } from '../../../src/core/brackets';
import { label } from '../../../src/core/labels';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const partB = (rate: number) => label('us.state.ma.band.partB', { rate });
const surtax = (rate: number, surtaxRate: number) => label('us.state.ma.band.surtax', { rate, surtax: surtaxRate });

const sources = {
  form1of2024: {
    title:
      'Massachusetts DOR: 2024 Form 1 instructions (5.0%; surtax 4% over $1,053,750; personal exemptions $4,400 / $8,800 / $6,800; line 11a/11b Social Security and Medicare paid, up to $2,000 each)',
    href: 'https://www.mass.gov/doc/2024-form-1-instructions/download',
  },
  form1of2025: {
    title: 'Massachusetts DOR: 2025 Form 1 instructions (5.0%; surtax 4% over $1,083,150)',
    href: 'https://www.mass.gov/doc/2025-form-1-instructions/download',
  },
  mgl62_3: {
    title:
      'M.G.L. c. 62, § 3, Part B(a) (deduction for amounts paid to Social Security (FICA), Medicare, railroad, U.S. or Massachusetts retirement systems, up to $2,000 per person)',
    href: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleIX/Chapter62/Section3',
  },
  mgl62_4: {
    title: 'M.G.L. c. 62, § 4 (rates; surtax under Article XLIV as amended by Article CXXI)',
    href: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleIX/Chapter62/Section4',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  {
    text: 'No-tax status for low incomes ($8,000 single, $16,400 + $1,000 per dependent joint) and limited income credit are not modelled; dependent exemptions and credits are not included.',
    label: label('us.state.ma.note.noTaxStatus'),
  },
  {
    text: "Form 1 line 11 deducts the Social Security and Medicare taxes withheld from wages, up to $2,000 for each spouse (line 11a you, line 11b your spouse). The wages are taken as one figure: on a joint return the deduction is the couple's Social Security and Medicare up to $4,000, as when both spouses earn; a couple where only one spouse earns can deduct at most $2,000.",
    label: label('us.state.ma.note.payrollTaxDeduction'),
  },
  {
    text: 'The 4% surtax applies to taxable income above the same threshold for every filing status (married couples filing jointly share one threshold).',
    label: label('us.state.ma.note.surtaxThreshold'),
  },
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Massachusetts personal income tax on wages (Part B income): 5% plus the 4% surtax, after personal exemptions.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [
            bracket(0, 5, { name: 'Part B rate (5%)', label: partB(5) }),
            bracket(1_053_750, 9, { name: '5% + 4% surtax', label: surtax(5, 4) }),
          ],
        },
        personalExemption: { single: 4400, 'qualifying-surviving-spouse': 4400, 'married-joint': 8800, 'head-of-household': 6800 },
        payrollTaxDeduction: {
          maximum: { single: 2000, 'qualifying-surviving-spouse': 2000, 'married-joint': 4000 },
        },
        incomeBase:
          'Massachusetts Part B (wage) income less personal exemptions and the Social Security and Medicare deduction (up to $2,000 a person), taxed at 5%, plus the 4% surtax on taxable income over $1,053,750.',
        notes,
      },
      references: [sources.form1of2024, sources.mgl62_3, sources.mgl62_4],
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: {
          single: [
            bracket(0, 5, { name: 'Part B rate (5%)', label: partB(5) }),
            bracket(1_083_150, 9, { name: '5% + 4% surtax', label: surtax(5, 4) }),
          ],
        },
        incomeBase:
          'Massachusetts Part B (wage) income less personal exemptions and the Social Security and Medicare deduction (up to $2,000 a person), taxed at 5%, plus the 4% surtax on taxable income over $1,083,150.',
      },
      references: [sources.form1of2025, sources.mgl62_3, sources.mgl62_4],
    },
    {
      from: '2026-01-01',
      changes: {
        brackets: {
          single: [
            bracket(0, 5, { name: 'Part B rate (5%)', label: partB(5) }),
            bracket(1_107_750, 9, { name: '5% + 4% surtax', label: surtax(5, 4) }),
          ],
        },
        incomeBase:
          'Massachusetts Part B (wage) income less personal exemptions and the Social Security and Medicare deduction (up to $2,000 a person), taxed at 5%, plus the 4% surtax on taxable income over $1,107,750.',
        notes: [
          ...notes,
          "Provisional for 2026: the surtax threshold ($1,107,750) is computed by the constitution's indexing rule; the DOR's published 2026 figure was not read.",
        ],
      },
      references: [sources.mgl62_4, sources.mgl62_3, sources.form1of2025],
      note: "The 5% rate, the personal exemptions and the $2,000 deduction are fixed in M.G.L. c. 62. The 2026 surtax threshold $1,107,750 is the $1,000,000 indexed as the federal brackets are (Article CXXI; c. 62, § 4(d)): the 2025 threshold times the 2026 federal adjustment, 1,083,150 x 640,600 / 626,350 (the 37% threshold, Rev. Proc. 2025-32 / 2024-40) = 1,107,792.59, rounded down to $50 = 1,107,750, the figure a public tax program also gives for 2026; the DOR's publication of it was not read.",
    },
  ),
};
