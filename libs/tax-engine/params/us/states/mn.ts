import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter, StateIncomeTaxRules } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  m1of2024: {
    title:
      'Minnesota Department of Revenue: 2024 Form M1 instructions (tax rate schedules; standard deduction $14,575 / $29,150 / $21,900)',
    href: 'https://www.revenue.state.mn.us/sites/default/files/2024-12/m1-inst-24_0.pdf',
  },
  m1of2025: {
    title:
      'Minnesota Department of Revenue: 2025 Form M1 instructions (tax rate schedules; standard deduction $14,950 / $29,900 / $22,500)',
    href: 'https://www.revenue.state.mn.us/sites/default/files/2025-11/m1-inst-25_0.pdf',
  },
  mss290_0123: {
    title:
      'Minn. Stat. § 290.0123, subd. 5 (standard deduction reduced by the lesser of 3% of AGI over the threshold plus 7% more over the higher threshold, or 80% of the deduction; thresholds indexed)',
    href: 'https://www.revisor.mn.gov/statutes/cite/290.0123',
  },
  m1saOf2024: {
    title:
      'Minnesota Department of Revenue: 2024 Schedule M1SA, worksheet for line 26 (deduction limitation: AGI over $232,500 / $116,250 separate, and over $321,350 / $160,675 separate)',
    href: 'https://www.revenue.state.mn.us/sites/default/files/2024-12/m1sa-24.pdf',
  },
  m1saOf2025: {
    title:
      'Minnesota Department of Revenue: 2025 Schedule M1SA, worksheet for line 26 (deduction limitation: AGI over $238,950 / $119,475 separate, and over $330,300 / $165,150 separate)',
    href: 'https://www.revenue.state.mn.us/sites/default/files/2025-12/m1sa-25.pdf',
  },
  press2026: {
    title:
      'Minnesota Department of Revenue: income tax brackets, standard deduction and dependent exemption amounts for tax year 2026 (announced 16 December 2025; brackets +2.369%; standard deduction $15,300 / $30,600 / $23,000), on its income tax rates and brackets page',
    href: 'https://www.revenue.state.mn.us/minnesota-income-tax-rates-and-brackets',
  },
  inflation2026: {
    title:
      'Minnesota Department of Revenue: Tax Year 2026 Inflation-Adjusted Amounts (standard deduction limitation: AGI over $244,400 / $122,200 separate, and over $337,800 / $168,900 separate)',
    href: 'https://www.revenue.state.mn.us/sites/default/files/2025-12/inflation-adjusted-amounts-2026.pdf',
  },
  mss290_06: {
    title: 'Minn. Stat. § 290.06 subd. 2c (rates and brackets, indexed)',
    href: 'https://www.revisor.mn.gov/statutes/cite/290.06',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'Above AGI $232,500 ($238,950 in 2025, $244,400 in 2026; half for married filing separately) the standard deduction falls by 3% of the excess, and by 10% of the excess over $321,350 ($330,300 in 2025, $337,800 in 2026), but never by more than 80%. The reduction is taken on whole dollars of AGI.',
  'Minnesota has no personal exemption for the filer (dependent exemptions are not modelled); credits are not included.',
];

/** Minn. Stat. § 290.0123, subd. 5: 3% of AGI over `low`, 7% more over `high` (10% in all), at most 80% of the deduction. */
const deductionLimitation = (
  low: number,
  high: number,
  standardDeduction: Readonly<Record<'single' | 'married-joint' | 'head-of-household', number>>,
): NonNullable<StateIncomeTaxRules['phaseOuts']> => {
  const minimum = {
    single: standardDeduction.single / 5,
    'married-separate': standardDeduction.single / 5,
    'married-joint': standardDeduction['married-joint'] / 5,
    'head-of-household': standardDeduction['head-of-household'] / 5,
  };
  const start = (threshold: number) => ({ single: threshold, 'married-separate': threshold / 2, 'married-joint': threshold });
  return [
    {
      applies: 'standardDeduction',
      start: start(low),
      step: { single: 1 },
      reductionPerStep: { single: 0.03 },
      partialStep: 'ignored',
      minimum,
    },
    {
      applies: 'standardDeduction',
      start: start(high),
      step: { single: 1 },
      reductionPerStep: { single: 0.07 },
      partialStep: 'ignored',
      minimum,
    },
  ];
};

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Minnesota individual income tax on wages: brackets and standard deduction.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [bracket(0, 5.35), bracket(31_690, 6.8), bracket(104_090, 7.85), bracket(193_240, 9.85)],
          'married-joint': [bracket(0, 5.35), bracket(46_330, 6.8), bracket(184_040, 7.85), bracket(321_450, 9.85)],
          'married-separate': [bracket(0, 5.35), bracket(23_165, 6.8), bracket(92_020, 7.85), bracket(160_725, 9.85)],
          'head-of-household': [bracket(0, 5.35), bracket(39_010, 6.8), bracket(156_760, 7.85), bracket(256_880, 9.85)],
        },
        standardDeduction: { single: 14_575, 'married-joint': 29_150, 'head-of-household': 21_900 },
        phaseOuts: deductionLimitation(232_500, 321_350, { single: 14_575, 'married-joint': 29_150, 'head-of-household': 21_900 }),
        incomeBase:
          'Federal adjusted gross income (wages), less the Minnesota standard deduction (reduced above AGI $232,500); tax from the 2024 rate schedules.',
        notes,
      },
      references: [sources.m1of2024, sources.m1saOf2024, sources.mss290_06, sources.mss290_0123],
      note: 'The single 6.8% bracket ends at $104,090 and the head-of-household 5.35% bracket at $39,010 (2024 tax rate schedules), not $104,690 and $39,690 as first entered.',
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 5.35), bracket(32_570, 6.8), bracket(106_990, 7.85), bracket(198_630, 9.85)],
          'married-joint': [bracket(0, 5.35), bracket(47_620, 6.8), bracket(189_180, 7.85), bracket(330_410, 9.85)],
          'married-separate': [bracket(0, 5.35), bracket(23_810, 6.8), bracket(94_590, 7.85), bracket(165_205, 9.85)],
          'head-of-household': [bracket(0, 5.35), bracket(40_100, 6.8), bracket(161_130, 7.85), bracket(264_050, 9.85)],
        },
        standardDeduction: { single: 14_950, 'married-joint': 29_900, 'head-of-household': 22_500 },
        phaseOuts: deductionLimitation(238_950, 330_300, { single: 14_950, 'married-joint': 29_900, 'head-of-household': 22_500 }),
        incomeBase:
          'Federal adjusted gross income (wages), less the Minnesota standard deduction (reduced above AGI $238,950); tax from the 2025 rate schedules.',
      },
      references: [sources.m1of2025, sources.m1saOf2025, sources.mss290_06, sources.mss290_0123],
    },
    {
      from: '2026-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 5.35), bracket(33_310, 6.8), bracket(109_430, 7.85), bracket(203_150, 9.85)],
          'married-joint': [bracket(0, 5.35), bracket(48_700, 6.8), bracket(193_480, 7.85), bracket(337_930, 9.85)],
          'married-separate': [bracket(0, 5.35), bracket(24_350, 6.8), bracket(96_740, 7.85), bracket(168_965, 9.85)],
          'head-of-household': [bracket(0, 5.35), bracket(41_010, 6.8), bracket(164_800, 7.85), bracket(270_060, 9.85)],
        },
        standardDeduction: { single: 15_300, 'married-joint': 30_600, 'head-of-household': 23_000 },
        phaseOuts: deductionLimitation(244_400, 337_800, { single: 15_300, 'married-joint': 30_600, 'head-of-household': 23_000 }),
        incomeBase:
          'Federal adjusted gross income (wages), less the Minnesota standard deduction (reduced above AGI $244,400); tax from the 2026 rate schedules.',
      },
      references: [sources.press2026, sources.inflation2026, sources.mss290_06, sources.mss290_0123],
      note: 'Brackets and standard deduction from the DOR announcement; the limitation thresholds ($244,400 / $337,800, half for married filing separately) from its Tax Year 2026 Inflation-Adjusted Amounts, read through a copy of their figures in another public tax calculator. (A first computation from the announced 2.369% gave $244,650 / $338,100; the published thresholds rose like the brackets, about 2.27%.)',
    },
  ),
};
