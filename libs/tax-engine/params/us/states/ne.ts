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
  es2026: {
    title:
      'Nebraska DOR: 2026 Form 1040N-ES (Rev. 11-2025), 2026 Estimated Income Tax Rate Schedule (brackets $4,130 / $24,760 / $39,900 single, $8,250 / $49,530 / $79,800 joint, $7,700 / $39,620 / $59,160 head of household; rates 2.46%, 3.51%, 4.55%) and worksheet (standard deduction $8,850 single, $17,700 joint; personal exemption credit $176)',
    href: 'https://revenue.nebraska.gov/sites/default/files/doc/tax-forms/2025/f_1040N-ES.pdf#page=5',
  },
  neb77_2715_03of2026: {
    title: 'Neb. Rev. Stat. § 77-2715.03(2)(b), (c) as amended by LB 754 (2023): rates three and four both 4.55% for 2026',
    href: 'https://www.nebraskalegislature.gov/laws/statutes.php?statute=77-2715.03',
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
    {
      from: '2026-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 2.46), bracket(4130, 3.51), bracket(24_760, 4.55), bracket(39_900, 4.55)],
          'married-joint': [bracket(0, 2.46), bracket(8250, 3.51), bracket(49_530, 4.55), bracket(79_800, 4.55)],
          'head-of-household': [bracket(0, 2.46), bracket(7700, 3.51), bracket(39_620, 4.55), bracket(59_160, 4.55)],
        },
        standardDeduction: { single: 8850, 'married-joint': 17_700, 'head-of-household': 12_950 },
        personalExemptionCredit: { single: 176, 'married-joint': 352, 'qualifying-surviving-spouse': 176 },
        incomeBase:
          'Federal adjusted gross income (wages), less the Nebraska standard deduction; tax from the 2026 brackets (2.46%, 3.51%, then 4.55%) less the $176 personal exemption credit per person.',
        notes: [
          ...notes,
          "The 2026 head-of-household standard deduction ($12,950) is computed by the statute's CPI-U indexing (the 2026 estimated tax form prints only the single and joint amounts).",
        ],
      },
      references: [sources.es2026, sources.neb77_2715_03of2026, sources.neb77_2716_01],
      note: "Brackets, the single and joint deduction and the $176 credit from the DOR 2026 estimated tax form, read through copies of its figures (the brackets in PolicyEngine-US, the deduction and credit in other public tax calculators quoting the form). They agree with the statute's CPI-U indexing: the 2018 amounts ($6,750 / $13,500 / $9,900; $134) times the ratio the brackets give (2026: $79,800 / $58,000 = 1.37578 to 1.37593) times 0.95232 to 0.95369 (the ratio of the two factors, from the 2021 to 2025 figures) = 1.31018 to 1.31222, so $134 × = $175.56 to $175.84, rounded $176, and $9,900 × = $12,971 to $12,991, rounded down to $50: $12,950 for head of household (not printed on the form, so computed).",
    },
  ),
};
