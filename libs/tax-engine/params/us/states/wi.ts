import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  wis71_06: {
    title:
      'Wis. Stat. § 71.06 (rates 3.5%, 4.4%, 5.3%, 7.65%; brackets indexed; the second bracket widened from 2025 by 2025 Wisconsin Act 15)',
    href: 'https://docs.legis.wisconsin.gov/statutes/statutes/71/i/06',
  },
  wis71_05_22: {
    title:
      'Wis. Stat. § 71.05(22)(dm), (dt) (standard deduction and its phase-out: 12% single; 19.778% joint and separate; 22.515% then 12% head of household)',
    href: 'https://docs.legis.wisconsin.gov/statutes/statutes/71/i/05/22/dm',
  },
  form1i2024: {
    title:
      'Wisconsin DOR: 2024 Form 1 instructions (exemptions $700; standard deduction table, max $13,230 / $24,490 / $11,630 / $17,090; tax rate schedules)',
    href: 'https://www.revenue.wi.gov/TaxForms2024/2024-Form1-inst.pdf',
  },
  form1i2025: {
    title: 'Wisconsin DOR: 2025 Form 1 instructions (standard deduction max $13,560 / $25,110 / $11,930 / $17,520; tax rate schedules)',
    href: 'https://www.revenue.wi.gov/TaxForms2025/2025-Form1-inst.pdf',
  },
  act15: {
    title: '2025 Wisconsin Act 15 (2025-27 budget): 4.4% bracket extended to $50,480 single / $67,300 joint (indexed), from tax year 2025',
    href: 'https://docs.legis.wisconsin.gov/2025/related/acts/15',
  },
  form1es2026: {
    title:
      'Wisconsin DOR: 2026 Form 1-ES instructions (D-101A, R. 1-26): 2026 tax rate schedules (single and head of household $15,110 / $51,950 / $332,720; joint $20,150 / $69,260 / $443,630; separate $10,080 / $34,630 / $221,820) and standard deduction schedules (max $13,960 single from $20,120, $25,840 joint from $29,040, $12,280 separate from $13,780, $18,030 head of household)',
    href: 'https://www.revenue.wi.gov/TaxForms2026/2026-Form1-ES-Inst.pdf',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'The standard deduction falls as income rises (12% of income above the start for single filers, 19.778% for married couples, 22.515% and then 12% for head of household); the phase-out is computed from the statutory rates in whole steps ($1 single, $500 married, $200 head of household), so it can differ from the official standard deduction table by a few dollars of deduction.',
  'Head of household uses the single brackets. Wisconsin has no surviving-spouse status: a qualifying surviving spouse is treated as head of household.',
  'Exemptions are $700 per person on the return; dependents, the additional exemption for age 65 and credits (e.g. school property tax, itemized deduction credit) are not modelled.',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description:
    'Wisconsin individual income tax on wages: graduated brackets, the sliding-scale standard deduction and the $700 personal exemption.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [bracket(0, 3.5), bracket(14_320, 4.4), bracket(28_640, 5.3), bracket(315_310, 7.65)],
          'married-joint': [bracket(0, 3.5), bracket(19_090, 4.4), bracket(38_190, 5.3), bracket(420_420, 7.65)],
          'married-separate': [bracket(0, 3.5), bracket(9550, 4.4), bracket(19_090, 5.3), bracket(210_210, 7.65)],
          'qualifying-surviving-spouse': [bracket(0, 3.5), bracket(14_320, 4.4), bracket(28_640, 5.3), bracket(315_310, 7.65)],
        },
        standardDeduction: {
          single: 13_230,
          'married-joint': 24_490,
          'married-separate': 11_630,
          'head-of-household': 17_090,
          'qualifying-surviving-spouse': 17_090,
        },
        personalExemption: { single: 700, 'married-joint': 1400, 'qualifying-surviving-spouse': 700 },
        phaseOuts: [
          {
            applies: 'standardDeduction',
            start: { single: 19_070, 'married-joint': 27_520, 'married-separate': 13_060, 'qualifying-surviving-spouse': 19_070 },
            step: {
              single: 1,
              'married-joint': 500,
              'married-separate': 500,
              'head-of-household': 200,
              'qualifying-surviving-spouse': 200,
            },
            reductionPerStep: {
              single: 0.12,
              'married-joint': 98.89,
              'married-separate': 98.89,
              'head-of-household': 45.03,
              'qualifying-surviving-spouse': 45.03,
            },
            partialStep: 'ignored',
            minimum: { single: 0, 'head-of-household': 8824.86, 'qualifying-surviving-spouse': 8824.86 },
          },
          {
            applies: 'standardDeduction',
            start: { 'head-of-household': 55_779.46, 'qualifying-surviving-spouse': 55_779.46 },
            step: { 'head-of-household': 1, 'qualifying-surviving-spouse': 1 },
            reductionPerStep: { 'head-of-household': 0.12, 'qualifying-surviving-spouse': 0.12 },
            partialStep: 'ignored',
          },
        ],
        incomeBase:
          'Wisconsin income (federal AGI: wages), less the Wisconsin sliding-scale standard deduction and the $700 personal exemptions.',
        notes,
      },
      references: [sources.form1i2024, sources.wis71_06, sources.wis71_05_22],
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 3.5), bracket(14_680, 4.4), bracket(51_130, 5.3), bracket(323_290, 7.65)],
          'married-joint': [bracket(0, 3.5), bracket(19_580, 4.4), bracket(68_170, 5.3), bracket(431_060, 7.65)],
          'married-separate': [bracket(0, 3.5), bracket(9790, 4.4), bracket(34_090, 5.3), bracket(215_530, 7.65)],
          'qualifying-surviving-spouse': [bracket(0, 3.5), bracket(14_680, 4.4), bracket(51_130, 5.3), bracket(323_290, 7.65)],
        },
        standardDeduction: {
          single: 13_560,
          'married-joint': 25_110,
          'married-separate': 11_930,
          'head-of-household': 17_520,
          'qualifying-surviving-spouse': 17_520,
        },
        phaseOuts: [
          {
            start: { single: 19_550, 'married-joint': 28_210, 'married-separate': 13_390, 'qualifying-surviving-spouse': 19_550 },
            minimum: { single: 0, 'head-of-household': 9040.74, 'qualifying-surviving-spouse': 9040.74 },
          },
          { start: { 'head-of-household': 57_210.49, 'qualifying-surviving-spouse': 57_210.49 } },
        ],
      },
      references: [sources.form1i2025, sources.act15, sources.wis71_06, sources.wis71_05_22],
    },
    {
      from: '2026-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 3.5), bracket(15_110, 4.4), bracket(51_950, 5.3), bracket(332_720, 7.65)],
          'married-joint': [bracket(0, 3.5), bracket(20_150, 4.4), bracket(69_260, 5.3), bracket(443_630, 7.65)],
          'married-separate': [bracket(0, 3.5), bracket(10_080, 4.4), bracket(34_630, 5.3), bracket(221_820, 7.65)],
          'qualifying-surviving-spouse': [bracket(0, 3.5), bracket(15_110, 4.4), bracket(51_950, 5.3), bracket(332_720, 7.65)],
        },
        standardDeduction: {
          single: 13_960,
          'married-joint': 25_840,
          'married-separate': 12_280,
          'head-of-household': 18_030,
          'qualifying-surviving-spouse': 18_030,
        },
        phaseOuts: [
          {
            start: { single: 20_120, 'married-joint': 29_040, 'married-separate': 13_780, 'qualifying-surviving-spouse': 20_120 },
            minimum: { single: 0, 'head-of-household': 9315.21, 'qualifying-surviving-spouse': 9315.21 },
          },
          { start: { 'head-of-household': 58_826.61, 'qualifying-surviving-spouse': 58_826.61 } },
        ],
      },
      references: [sources.form1es2026, sources.wis71_06, sources.wis71_05_22],
      note: 'The 2026 Form 1-ES instructions (January 2026) print the 2026 rate schedules and standard deduction schedules; they were read through a copy of their figures, the final 2026 Form 1 instructions are not yet published. Head of household: $18,030 less 22.515% over $20,120 until it meets the single schedule, $13,960 less 12%, at $20,120 + 4,070 / 0.10515 = $58,826.61, where both give $9,315.21.',
    },
  ),
};
