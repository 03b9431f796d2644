import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  lb754: {
    title: 'LB 754 (2023), § 77-2715.03: top rate 5.84% for 2024 and 5.20% for 2025 (lower rates 2.46%, 3.51%, 5.01%)',
    href: 'https://www.nebraskalegislature.gov/FloorDocs/108/PDF/Slip/LB754.pdf',
  },
  neb77_2715_03: {
    title: 'Neb. Rev. Stat. § 77-2715.03 (rate schedules, brackets indexed for inflation)',
    href: 'https://www.nebraskalegislature.gov/laws/statutes.php?statute=77-2715.03',
  },
  neb77_2716_01: {
    title: 'Neb. Rev. Stat. § 77-2716.01 (standard deduction, indexed)',
    href: 'https://nebraskalegislature.gov/laws/statutes.php?statute=77-2716.01',
  },
  booklet2024: {
    title:
      'Nebraska DOR: 2024 Individual Income Tax Booklet (line 6 standard deduction $8,350 / $16,700 / $12,250; line 18 personal exemption credit $166 each; tax table and rate schedule)',
    href: 'https://revenue.nebraska.gov/sites/default/files/doc/tax-forms/2024/f_Individual_Income_Tax_Booklet.pdf',
  },
  booklet2025: {
    title:
      'Nebraska DOR: 2025 Individual Income Tax Booklet (line 6 standard deduction $8,600 / $17,200 / $12,600; line 18 personal exemption credit $171 each; tax table)',
    href: 'https://revenue.nebraska.gov/sites/default/files/doc/tax-forms/2025/f_Individual_Income_Tax_Booklet.pdf',
  },
  chronology: {
    title: 'Nebraska DOR: Individual income tax rate chronology (2024 inflation-adjusted brackets)',
    href: 'https://revenue.nebraska.gov/sites/default/files/doc/research/chronology/4-607table1_0.pdf',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'The personal exemption credit is one per person on the return (two for married filing jointly); dependents are not modelled.',
  'Married filing separately uses the single brackets; qualifying surviving spouse the joint brackets.',
  'Nebraska taxable income is federal AGI less the Nebraska standard deduction; Nebraska adjustments, itemized deductions and other credits are not modelled.',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description:
    'Nebraska individual income tax on wages: graduated brackets, the Nebraska standard deduction and the personal exemption credit.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [bracket(0, 2.46), bracket(3900, 3.51), bracket(23_370, 5.01), bracket(37_670, 5.84)],
          'married-joint': [bracket(0, 2.46), bracket(7790, 3.51), bracket(46_760, 5.01), bracket(75_340, 5.84)],
          'head-of-household': [bracket(0, 2.46), bracket(7270, 3.51), bracket(37_400, 5.01), bracket(55_850, 5.84)],
        },
        standardDeduction: { single: 8350, 'married-joint': 16_700, 'head-of-household': 12_250 },
        personalExemptionCredit: { single: 166, 'married-joint': 332, 'qualifying-surviving-spouse': 166 },
        incomeBase:
          'Federal adjusted gross income (wages), less the Nebraska standard deduction; tax from the 2024 brackets less the $166 personal exemption credit per person.',
        notes,
      },
      references: [sources.booklet2024, sources.chronology, sources.lb754, sources.neb77_2715_03, sources.neb77_2716_01],
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 2.46), bracket(4030, 3.51), bracket(24_120, 5.01), bracket(38_870, 5.2)],
          'married-joint': [bracket(0, 2.46), bracket(8040, 3.51), bracket(48_250, 5.01), bracket(77_730, 5.2)],
          'head-of-household': [bracket(0, 2.46), bracket(7510, 3.51), bracket(38_590, 5.01), bracket(57_630, 5.2)],
        },
        standardDeduction: { single: 8600, 'married-joint': 17_200, 'head-of-household': 12_600 },
        personalExemptionCredit: { single: 171, 'married-joint': 342, 'qualifying-surviving-spouse': 171 },
        incomeBase:
          'Federal adjusted gross income (wages), less the Nebraska standard deduction; tax from the 2025 brackets less the $171 personal exemption credit per person.',
      },
      references: [sources.booklet2025, sources.lb754, sources.neb77_2715_03, sources.neb77_2716_01],
    },
  ),
};
