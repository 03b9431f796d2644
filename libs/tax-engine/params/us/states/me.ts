import { bracket, type BracketName } from '../../../src/core/brackets';
import { label } from '../../../src/core/labels';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  sched2024: {
    title: 'Maine Revenue Services: 2024 individual income tax rate schedules, standard deduction and personal exemption',
    href: 'https://www.maine.gov/revenue/sites/maine.gov.revenue/files/inline-files/ind_tax_rate_sched_2024.pdf',
  },
  sched2025: {
    title: 'Maine Revenue Services: 2025 individual income tax rate schedules, standard deduction and personal exemption',
    href: 'https://www.maine.gov/revenue/sites/maine.gov.revenue/files/inline-files/ind_tax_rate_sched_2025.pdf',
  },
  mrsa5111: {
    title: '36 M.R.S. § 5111 (rates) and §§ 5124-C, 5126-A (standard deduction, personal exemption)',
    href: 'https://legislature.maine.gov/statutes/36/title36sec5111.html',
  },
  sched2026: {
    title:
      'Maine Revenue Services: 2026 individual income tax rate schedules (revised May 2026 after P.L. 2025, c. 650; standard deduction $15,700 single / $31,400 joint; personal exemption $5,300)',
    href: 'https://www.maine.gov/revenue/sites/maine.gov.revenue/files/2026-05/ind_tax_rate_sched_2026_rev.pdf',
  },
  mrsa5124C: {
    title:
      "36 M.R.S. § 5124-C(1-B) (from 2026 Maine's own basic standard deduction: $12,000 indexed for single and separate, 1.5 times for head of household, 2 times for joint), enacted by P.L. 2025, c. 650 (L.D. 2212)",
    href: 'https://legislature.maine.gov/statutes/36/title36sec5124-C.html',
  },
  phaseOut2026: {
    title:
      'Maine Revenue Services: 2026 estimated tax worksheets, lines 6a and 6b (phase-outs of the standard deduction from $102,250 / $204,550 / $153,400 and of the personal exemption from $341,000 / $409,150 / $375,050 / $204,575)',
    href: 'https://www.maine.gov/revenue/sites/maine.gov.revenue/files/inline-files/26_1040es_pers_exempt_phaseout_wksht.pdf',
  },
  ld2212: {
    title:
      'Maine H.P. 1491, L.D. 2212 (132nd Legislature), Part DDDD: 36 M.R.S. § 5111(7), a 2% surcharge on Maine taxable income over $1,000,000 ($750,000 married filing separately; $1,500,000 joint, head of household and surviving spouse) from 2026',
    href: 'https://legislature.maine.gov/legis/bills/getPDF.asp?paper=HP1491&item=37&snum=132',
  },
} as const satisfies Record<string, Reference>;

/** 36 M.R.S. § 5111(7): from 2026 a 2% surcharge on Maine taxable income over the threshold, on top of the 7.15% rate. */
const surcharge: BracketName = {
  name: '7.15% + 2% surcharge',
  label: label('us.state.me.band.surcharge', { rate: 7.15, surcharge: 2 }),
};

const notes = [
  'The phase-outs of the standard deduction and personal exemption are linear in Maine; here they are applied in steps of $75 to $150 of AGI (the result differs by at most about $30 of deduction).',
  'Credits (e.g. the sales and property tax fairness credits) are not included.',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Maine individual income tax on wages: rate schedules, standard deduction and personal exemption.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [bracket(0, 5.8), bracket(26_050, 6.75), bracket(61_600, 7.15)],
          'married-joint': [bracket(0, 5.8), bracket(52_100, 6.75), bracket(123_250, 7.15)],
          'head-of-household': [bracket(0, 5.8), bracket(39_050, 6.75), bracket(92_450, 7.15)],
        },
        standardDeduction: { single: 14_600, 'married-joint': 29_200, 'head-of-household': 21_900 },
        personalExemption: { single: 5000, 'married-joint': 10_000, 'qualifying-surviving-spouse': 5000 },
        incomeBase:
          'Federal adjusted gross income (wages), less the Maine standard deduction and personal exemption (both phased out at high income); tax from the 2024 rate schedules.',
        notes,
        phaseOuts: [
          {
            applies: 'standardDeduction',
            start: { single: 97_150, 'married-joint': 194_300, 'head-of-household': 145_750 },
            step: { single: 75, 'married-joint': 150, 'head-of-household': 112.5 },
            reductionPerStep: { single: 14.6, 'married-joint': 29.2, 'head-of-household': 21.9 },
            partialStep: 'ignored',
          },
          {
            applies: 'personalExemption',
            start: { single: 323_900, 'married-separate': 194_325, 'married-joint': 388_650, 'head-of-household': 356_300 },
            step: { single: 125, 'married-separate': 62.5 },
            reductionPerStep: { single: 5, 'married-joint': 10, 'qualifying-surviving-spouse': 5 },
            partialStep: 'ignored',
          },
        ],
      },
      references: [sources.sched2024, sources.mrsa5111],
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 5.8), bracket(26_800, 6.75), bracket(63_450, 7.15)],
          'married-joint': [bracket(0, 5.8), bracket(53_600, 6.75), bracket(126_900, 7.15)],
          'head-of-household': [bracket(0, 5.8), bracket(40_200, 6.75), bracket(95_150, 7.15)],
        },
        standardDeduction: { single: 15_000, 'married-joint': 30_000, 'head-of-household': 22_500 },
        personalExemption: { single: 5150, 'married-joint': 10_300, 'qualifying-surviving-spouse': 5150 },
        incomeBase:
          'Federal adjusted gross income (wages), less the Maine standard deduction and personal exemption (both phased out at high income); tax from the 2025 rate schedules.',
        phaseOuts: [
          {
            start: { single: 100_000, 'married-joint': 200_050, 'head-of-household': 150_000 },
            reductionPerStep: { single: 15, 'married-joint': 30, 'head-of-household': 22.5 },
          },
          {
            start: { single: 333_450, 'married-separate': 200_050, 'married-joint': 400_100, 'head-of-household': 366_750 },
            reductionPerStep: { single: 5.15, 'married-joint': 10.3, 'qualifying-surviving-spouse': 5.15 },
          },
        ],
      },
      references: [sources.sched2025, sources.mrsa5111],
    },
    {
      from: '2026-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 5.8), bracket(27_400, 6.75), bracket(64_850, 7.15), bracket(1_000_000, 9.15, surcharge)],
          'married-separate': [bracket(0, 5.8), bracket(27_400, 6.75), bracket(64_850, 7.15), bracket(750_000, 9.15, surcharge)],
          'married-joint': [bracket(0, 5.8), bracket(54_850, 6.75), bracket(129_750, 7.15), bracket(1_500_000, 9.15, surcharge)],
          'head-of-household': [bracket(0, 5.8), bracket(41_100, 6.75), bracket(97_300, 7.15), bracket(1_500_000, 9.15, surcharge)],
        },
        standardDeduction: { single: 15_700, 'married-joint': 31_400, 'head-of-household': 23_550 },
        personalExemption: { single: 5300, 'married-joint': 10_600, 'qualifying-surviving-spouse': 5300 },
        incomeBase:
          'Federal adjusted gross income (wages), less the Maine standard deduction and personal exemption (both phased out at high income); tax from the 2026 rate schedules plus the 2% surcharge on taxable income over $1,000,000 ($750,000 separate, $1,500,000 joint and head of household).',
        phaseOuts: [
          {
            start: { single: 102_250, 'married-joint': 204_550, 'head-of-household': 153_400 },
            reductionPerStep: { single: 15.7, 'married-joint': 31.4, 'head-of-household': 23.55 },
          },
          {
            start: { single: 341_000, 'married-separate': 204_575, 'married-joint': 409_150, 'head-of-household': 375_050 },
            reductionPerStep: { single: 5.3, 'married-joint': 10.6, 'qualifying-surviving-spouse': 5.3 },
          },
        ],
      },
      references: [sources.sched2026, sources.phaseOut2026, sources.ld2212, sources.mrsa5124C, sources.mrsa5111],
      note: "Indexed 2026 schedules and amounts (36 M.R.S. § 5403). From 2026 Maine sets its own basic standard deduction (§ 5124-C(1-B)): $15,700 / $31,400 on the revised MRS schedule, head of household 1.5 times the single amount ($23,550, computed by the statute's multiplier). The 2% surcharge of § 5111(7) is added as a top bracket for each status.",
    },
  ),
};
