import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  booklet2024: {
    title:
      'Comptroller of Maryland: 2024 resident tax booklet (rate schedules I and II; standard deduction 15% of AGI, $1,800-$2,700 / $3,650-$5,450; exemption $3,200)',
    href: 'https://www.marylandtaxes.gov/forms/24-forms/Resident-Booklet.pdf',
  },
  booklet2025: {
    title: 'Comptroller of Maryland: 2025 resident tax booklet (new 6.25% and 6.5% brackets; flat standard deduction $3,350 / $6,700)',
    href: 'https://www.marylandcomptroller.gov/content/dam/mdcomp/tax/instructions/2025/resident-booklet.pdf',
  },
  hb352: {
    title: 'Maryland HB 352 (2025), Budget Reconciliation and Financing Act of 2025, Chapter 604',
    href: 'https://mgaleg.maryland.gov/2025RS/Chapters_noln/CH_604_hb0352e.pdf',
  },
  tg10_105: {
    title: 'Md. Code, Tax-General § 10-105 (state income tax rates)',
    href: 'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&section=10-105&enactments=false',
  },
  tg10_217: {
    title:
      'Md. Code, Tax-General § 10-217(b), (c) (standard deduction $3,350 / $6,700, increased from 2026 by the IRC § 1(f)(3) cost-of-living adjustment over calendar year 2024, each increase rounded down to $50)',
    href: 'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&section=10-217&enactments=false',
  },
  revProc2025_32: {
    title: 'IRS Rev. Proc. 2025-32, § 4.01 (2026 rate tables: 37% from $640,600 single; $626,350 in 2025 under Rev. Proc. 2024-40)',
    href: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'Maryland county and Baltimore City income taxes (2.25% to 3.3%, collected on the state return) are local and excluded.',
  'Schedule I (single, separate) and Schedule II (joint, head of household, surviving spouse) are used; the personal exemption is $3,200 per person, halved above AGI $100,000 single ($150,000 joint), quartered above $125,000 ($175,000) and nil above $150,000 ($200,000).',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Maryland state income tax on wages: brackets, standard deduction and personal exemption (reduced at higher AGI).',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [
            bracket(0, 2),
            bracket(1000, 3),
            bracket(2000, 4),
            bracket(3000, 4.75),
            bracket(100_000, 5),
            bracket(125_000, 5.25),
            bracket(150_000, 5.5),
            bracket(250_000, 5.75),
          ],
          'married-joint': [
            bracket(0, 2),
            bracket(1000, 3),
            bracket(2000, 4),
            bracket(3000, 4.75),
            bracket(150_000, 5),
            bracket(175_000, 5.25),
            bracket(225_000, 5.5),
            bracket(300_000, 5.75),
          ],
          'head-of-household': [
            bracket(0, 2),
            bracket(1000, 3),
            bracket(2000, 4),
            bracket(3000, 4.75),
            bracket(150_000, 5),
            bracket(175_000, 5.25),
            bracket(225_000, 5.5),
            bracket(300_000, 5.75),
          ],
        },
        standardDeduction: { single: 2700, 'married-joint': 5450, 'head-of-household': 5450 },
        personalExemption: { single: 3200, 'married-joint': 6400, 'qualifying-surviving-spouse': 3200 },
        incomeBase:
          'Federal adjusted gross income (wages), less the Maryland standard deduction (15% of AGI within its minimum and maximum) and personal exemption; state tax from rate schedule I or II (county tax excluded).',
        standardDeductionPercent: {
          percent: 15,
          minimum: { single: 1800, 'married-joint': 3650, 'head-of-household': 3650 },
        },
        notes: [
          ...notes,
          '2024 standard deduction: 15% of Maryland AGI, at least $1,800 and at most $2,700 ($3,650 and $5,450 joint, head of household and surviving spouse).',
        ],
        phaseOuts: [
          {
            applies: 'personalExemption',
            start: { single: 100_000, 'married-joint': 150_000, 'head-of-household': 150_000 },
            step: { single: 1_000_000_000 },
            reductionPerStep: { single: 1600, 'married-joint': 3200, 'qualifying-surviving-spouse': 1600 },
            partialStep: 'counts',
          },
          {
            applies: 'personalExemption',
            start: { single: 125_000, 'married-joint': 175_000, 'head-of-household': 175_000 },
            step: { single: 1_000_000_000 },
            reductionPerStep: { single: 800, 'married-joint': 1600, 'qualifying-surviving-spouse': 800 },
            partialStep: 'counts',
          },
          {
            applies: 'personalExemption',
            start: { single: 150_000, 'married-joint': 200_000, 'head-of-household': 200_000 },
            step: { single: 1_000_000_000 },
            reductionPerStep: { single: 800, 'married-joint': 1600, 'qualifying-surviving-spouse': 800 },
            partialStep: 'counts',
          },
        ],
      },
      references: [sources.booklet2024, sources.tg10_105],
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: {
          single: [
            bracket(0, 2),
            bracket(1000, 3),
            bracket(2000, 4),
            bracket(3000, 4.75),
            bracket(100_000, 5),
            bracket(125_000, 5.25),
            bracket(150_000, 5.5),
            bracket(250_000, 5.75),
            bracket(500_000, 6.25),
            bracket(1_000_000, 6.5),
          ],
          'married-joint': [
            bracket(0, 2),
            bracket(1000, 3),
            bracket(2000, 4),
            bracket(3000, 4.75),
            bracket(150_000, 5),
            bracket(175_000, 5.25),
            bracket(225_000, 5.5),
            bracket(300_000, 5.75),
            bracket(600_000, 6.25),
            bracket(1_200_000, 6.5),
          ],
          'head-of-household': [
            bracket(0, 2),
            bracket(1000, 3),
            bracket(2000, 4),
            bracket(3000, 4.75),
            bracket(150_000, 5),
            bracket(175_000, 5.25),
            bracket(225_000, 5.5),
            bracket(300_000, 5.75),
            bracket(600_000, 6.25),
            bracket(1_200_000, 6.5),
          ],
        },
        standardDeduction: { single: 3350, 'married-joint': 6700, 'head-of-household': 6700 },
        standardDeductionPercent: undefined,
        incomeBase:
          'Federal adjusted gross income (wages), less the Maryland flat standard deduction and personal exemption; state tax from rate schedule I or II, with the 6.25% and 6.5% brackets added for 2025 (county tax excluded).',
        notes,
      },
      references: [sources.booklet2025, sources.hb352, sources.tg10_105],
      note: 'HB 352 (2025) added the 6.25% and 6.5% brackets and replaced the percentage standard deduction with a flat one from tax year 2025.',
    },
    {
      from: '2026-01-01',
      changes: {
        standardDeduction: { single: 3400, 'married-joint': 6850, 'head-of-household': 6850 },
        incomeBase:
          'Federal adjusted gross income (wages), less the Maryland flat standard deduction ($3,400; $6,850 joint, head of household and surviving spouse) and personal exemption; state tax from rate schedule I or II (county tax excluded).',
        notes: [
          ...notes,
          "Provisional for 2026: the standard deduction ($3,400 / $6,850) is computed by the indexing rule of Tax-General § 10-217(c); the Comptroller's published 2026 figure was not read.",
        ],
      },
      references: [sources.tg10_217, sources.revProc2025_32, sources.hb352, sources.tg10_105],
      note: "Computed by the statute's indexing rule, the Comptroller's published figure not read: the C-CPI-U ratio of calendar year 2025 to 2024 is about 1.0227 (the IRS 37% threshold, $500,000 indexed since 2017, went from $626,350 to $640,600: 1.2812 / 1.2527). 3,350 x 0.0227 = 76 -> rounded down to $50 = 3,400; 6,700 x 0.0227 = 152 -> 150 = 6,850. The brackets and the personal exemption are fixed in statute.",
    },
  ),
};
