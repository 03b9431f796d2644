import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  n11of2024: {
    title: 'Hawaii DOTAX: 2024 Form N-11 instructions (tax rate schedules; standard deduction $4,400 / $8,800 / $6,424; exemption $1,144)',
    href: 'https://files.hawaii.gov/tax/forms/2024/n11ins.pdf',
  },
  act46: {
    title: 'Hawaii Act 46, SLH 2024 (HB 2404 CD1): higher standard deduction from 2024, wider brackets from 2025',
    href: 'https://data.capitol.hawaii.gov/sessions/session2024/bills/HB2404_CD1_.HTM',
  },
  hrs23551: {
    title: 'Hawaii Revised Statutes § 235-51 (rates)',
    href: 'https://www.capitol.hawaii.gov/hrscurrent/Vol04_Ch0201-0257/HRS0235/HRS_0235-0051.htm',
  },
  act46Of2026: {
    title:
      'Hawaii Act 46, SLH 2024 (HB 2404 CD1), HRS § 235-2.4(a)(2) for taxable years beginning after 31 December 2025: standard deduction $8,000 single and separate / $16,000 joint and surviving spouse / $12,000 head of household; the 2025 rate schedules apply until the next widening for 2027',
    href: 'https://data.capitol.hawaii.gov/sessions/session2024/bills/HB2404_CD1_.HTM',
  },
  n11of2025: {
    title: 'Hawaii DOTAX: 2025 Form N-11 instructions (tax rate schedules for taxable years beginning after 31 December 2024)',
    href: 'https://files.hawaii.gov/tax/forms/current/n11ins.pdf',
  },
} as const satisfies Record<string, Reference>;

const notes = ['Credits (e.g. the refundable food/excise tax credit) are not included.'];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Hawaii individual income tax on wages: rate schedules, standard deduction and personal exemption.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [
            bracket(0, 1.4),
            bracket(2400, 3.2),
            bracket(4800, 5.5),
            bracket(9600, 6.4),
            bracket(14_400, 6.8),
            bracket(19_200, 7.2),
            bracket(24_000, 7.6),
            bracket(36_000, 7.9),
            bracket(48_000, 8.25),
            bracket(150_000, 9),
            bracket(175_000, 10),
            bracket(200_000, 11),
          ],
          'married-joint': [
            bracket(0, 1.4),
            bracket(4800, 3.2),
            bracket(9600, 5.5),
            bracket(19_200, 6.4),
            bracket(28_800, 6.8),
            bracket(38_400, 7.2),
            bracket(48_000, 7.6),
            bracket(72_000, 7.9),
            bracket(96_000, 8.25),
            bracket(300_000, 9),
            bracket(350_000, 10),
            bracket(400_000, 11),
          ],
          'head-of-household': [
            bracket(0, 1.4),
            bracket(3600, 3.2),
            bracket(7200, 5.5),
            bracket(14_400, 6.4),
            bracket(21_600, 6.8),
            bracket(28_800, 7.2),
            bracket(36_000, 7.6),
            bracket(54_000, 7.9),
            bracket(72_000, 8.25),
            bracket(225_000, 9),
            bracket(262_500, 10),
            bracket(300_000, 11),
          ],
        },
        standardDeduction: { single: 4400, 'married-joint': 8800, 'head-of-household': 6424 },
        personalExemption: { single: 1144, 'married-joint': 2288, 'qualifying-surviving-spouse': 1144 },
        incomeBase:
          'Federal adjusted gross income (wages), less the Hawaii standard deduction and $1,144 personal exemption per person; tax from the 2024 rate schedules.',
        notes,
      },
      references: [sources.n11of2024, sources.act46, sources.hrs23551],
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: {
          single: [
            bracket(0, 1.4),
            bracket(9600, 3.2),
            bracket(14_400, 5.5),
            bracket(19_200, 6.4),
            bracket(24_000, 6.8),
            bracket(36_000, 7.2),
            bracket(48_000, 7.6),
            bracket(125_000, 7.9),
            bracket(175_000, 8.25),
            bracket(225_000, 9),
            bracket(275_000, 10),
            bracket(325_000, 11),
          ],
          'married-joint': [
            bracket(0, 1.4),
            bracket(19_200, 3.2),
            bracket(28_800, 5.5),
            bracket(38_400, 6.4),
            bracket(48_000, 6.8),
            bracket(72_000, 7.2),
            bracket(96_000, 7.6),
            bracket(250_000, 7.9),
            bracket(350_000, 8.25),
            bracket(450_000, 9),
            bracket(550_000, 10),
            bracket(650_000, 11),
          ],
          'head-of-household': [
            bracket(0, 1.4),
            bracket(14_400, 3.2),
            bracket(21_600, 5.5),
            bracket(28_800, 6.4),
            bracket(36_000, 6.8),
            bracket(54_000, 7.2),
            bracket(72_000, 7.6),
            bracket(187_500, 7.9),
            bracket(262_500, 8.25),
            bracket(337_500, 9),
            bracket(412_500, 10),
            bracket(487_500, 11),
          ],
        },
        incomeBase:
          'Federal adjusted gross income (wages), less the Hawaii standard deduction and $1,144 personal exemption per person; tax from the 2025 rate schedules (Act 46, SLH 2024).',
      },
      references: [sources.n11of2025, sources.act46, sources.hrs23551],
    },
    {
      from: '2026-01-01',
      changes: {
        standardDeduction: { single: 8000, 'married-joint': 16_000, 'head-of-household': 12_000 },
        incomeBase:
          'Federal adjusted gross income (wages), less the Hawaii standard deduction ($8,000; $16,000 joint; $12,000 head of household in 2026) and $1,144 personal exemption per person; tax from the rate schedules in force since 2025 (Act 46, SLH 2024).',
      },
      references: [sources.act46Of2026, sources.hrs23551],
      note: 'Act 46 raises the standard deduction in steps (2026, 2028, 2030, 2031) and widens the brackets in other years (2025, 2027, 2029, 2031); 2026 is a standard-deduction year only.',
    },
  ),
};
