import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  rigl44_30_2_10: {
    title:
      'R.I. Gen. Laws § 44-30-2.10 (rates 3.75%, 4.75%, 5.99%; brackets, standard deduction and exemption indexed; phase-out by 20% for each increment of income above the threshold)',
    href: 'https://webserver.rilegislature.gov/Statutes/TITLE44/44-30/44-30-2.10.htm',
  },
  worksheets2024: {
    title:
      'RI Division of Taxation: 2024 tax rate schedule and worksheets (brackets $77,450 / $176,050; standard deduction and exemption phase-out from $246,450 in $7,050 steps)',
    href: 'https://tax.ri.gov/sites/g/files/xkgbur541/files/2024-12/2024%20Tax%20Rate%20and%20Worksheets.pdf',
  },
  instructions2025: {
    title: 'RI Division of Taxation: 2025 RI-1040 instructions (standard deduction, exemption $5,100, tax rate schedule)',
    href: 'https://tax.ri.gov/sites/g/files/xkgbur541/files/2025-12/2025%201040R%20Instructions%20122025.pdf',
  },
  adv2025_22: {
    title:
      'RI Division of Taxation: Advisory ADV 2025-22 (3 November 2025), inflation-adjusted amounts for tax year 2026 (brackets $82,050 / $186,450; standard deduction $11,200 / $22,400 / $16,800; exemption $5,250; phase-out from $261,000 in $7,450 steps)',
    href: 'https://tax.ri.gov/sites/g/files/xkgbur541/files/2025-11/ADV_2025_22_Inflation_Adjustments.pdf',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'Personal exemptions are one per person on the return (two for married filing jointly); dependents are not modelled.',
  'The phase-outs reduce the standard deduction and the exemptions by 20% for each started increment of income above the threshold, as in the official worksheets; Rhode Island modifications and credits are not modelled.',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description:
    'Rhode Island personal income tax on wages: 3.75%, 4.75% and 5.99% brackets, the standard deduction and personal exemptions.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [bracket(0, 3.75), bracket(77_450, 4.75), bracket(176_050, 5.99)],
        },
        standardDeduction: { single: 10_550, 'married-joint': 21_150, 'married-separate': 10_575, 'head-of-household': 15_850 },
        personalExemption: { single: 4950, 'married-joint': 9900, 'qualifying-surviving-spouse': 4950 },
        phaseOuts: [
          {
            applies: 'standardDeduction',
            start: { single: 246_450 },
            step: { single: 7050 },
            reductionPerStep: { single: 2110, 'married-joint': 4230, 'married-separate': 2115, 'head-of-household': 3170 },
            partialStep: 'counts',
          },
          {
            applies: 'personalExemption',
            start: { single: 246_450 },
            step: { single: 7050 },
            reductionPerStep: { single: 990, 'married-joint': 1980, 'qualifying-surviving-spouse': 990 },
            partialStep: 'counts',
          },
        ],
        incomeBase:
          'Federal adjusted gross income (wages), less the Rhode Island standard deduction and personal exemptions (both phased out above a modified AGI of $246,450); one rate schedule for every filing status.',
        notes,
      },
      references: [sources.worksheets2024, sources.rigl44_30_2_10],
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 3.75), bracket(79_900, 4.75), bracket(181_650, 5.99)],
        },
        standardDeduction: { single: 10_900, 'married-joint': 21_800, 'head-of-household': 16_350 },
        personalExemption: { single: 5100, 'married-joint': 10_200, 'qualifying-surviving-spouse': 5100 },
        phaseOuts: [
          {
            start: { single: 254_250 },
            step: { single: 7250 },
            reductionPerStep: { single: 2180, 'married-joint': 4360, 'head-of-household': 3270 },
          },
          {
            start: { single: 254_250 },
            step: { single: 7250 },
            reductionPerStep: { single: 1020, 'married-joint': 2040, 'qualifying-surviving-spouse': 1020 },
          },
        ],
        incomeBase:
          'Federal adjusted gross income (wages), less the Rhode Island standard deduction and personal exemptions (both phased out above a modified AGI of $254,250); one rate schedule for every filing status.',
      },
      references: [sources.instructions2025, sources.rigl44_30_2_10],
    },
    {
      from: '2026-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 3.75), bracket(82_050, 4.75), bracket(186_450, 5.99)],
        },
        standardDeduction: { single: 11_200, 'married-joint': 22_400, 'head-of-household': 16_800 },
        personalExemption: { single: 5250, 'married-joint': 10_500, 'qualifying-surviving-spouse': 5250 },
        phaseOuts: [
          {
            start: { single: 261_000 },
            step: { single: 7450 },
            reductionPerStep: { single: 2240, 'married-joint': 4480, 'head-of-household': 3360 },
          },
          {
            start: { single: 261_000 },
            step: { single: 7450 },
            reductionPerStep: { single: 1050, 'married-joint': 2100, 'qualifying-surviving-spouse': 1050 },
          },
        ],
        incomeBase:
          'Federal adjusted gross income (wages), less the Rhode Island standard deduction and personal exemptions (both phased out above a modified AGI of $261,000); one rate schedule for every filing status.',
      },
      references: [sources.adv2025_22, sources.rigl44_30_2_10],
      note: 'ADV 2025-22 was read through the PolicyEngine-US copy of its figures; each phase-out step is 20% of the 2026 amount.',
    },
  ),
};
