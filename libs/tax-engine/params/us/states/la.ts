import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';

const sources = {
  it540of2024: {
    title:
      'Louisiana Department of Revenue: 2024 IT-540 instructions (tax table; combined personal exemption-standard deduction $4,500 / $9,000)',
    href: 'https://dam.ldr.la.gov/taxforms/IT540i%20WEB%20(2024)D18%20INSTRUCTIONS.pdf',
  },
  rs47_32: { title: 'La. R.S. 47:32 (rates)', href: 'https://legis.la.gov/Legis/Law.aspx?d=101484' },
  act11: {
    title: 'Louisiana Act 11 of the 2024 Third Extraordinary Session (HB 10): flat 3% and standard deduction $12,500 / $25,000 from 2025',
    href: 'https://legis.la.gov/legis/BillInfo.aspx?s=243ES&b=HB10&sbi=y',
  },
  it540of2025: {
    title: 'Louisiana Department of Revenue: 2025 IT-540 instructions (3%; standard deduction)',
    href: 'https://dam.ldr.la.gov/taxforms/IT540i%20WEB(2025)D11.pdf',
  },
  rs47_294: {
    title: 'La. R.S. 47:294 (standard deduction $12,500, twice for joint and head of household; adjusted by the CPI-U from 2026)',
    href: 'https://www.legis.la.gov/legis/Law.aspx?d=101761',
  },
  register2026: {
    title:
      'Louisiana Register, 20 February 2026, Department of Revenue: income tax withholding tables (2026 standard deduction $12,835 / $25,670)',
    href: 'https://bese.louisiana.gov/docs/default-source/rulemaking-docket/feb-louisiana-register.pdf',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'Louisiana parishes and cities levy no income tax; dependent exemptions (2024) and credits are not included.',
  'Louisiana no longer deducts federal income tax (the deduction ended with the 2021 reform, from tax year 2022), so none applies in 2024 or 2025.',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description:
    'Louisiana individual income tax on wages: brackets (2024) or flat rate (2025), with the personal exemption or standard deduction.',
  unit: 'USD-brackets',
  values: [
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [bracket(0, 1.85), bracket(12_500, 3.5), bracket(50_000, 4.25)],
          'married-joint': [bracket(0, 1.85), bracket(25_000, 3.5), bracket(100_000, 4.25)],
        },
        personalExemption: { single: 4500, 'married-joint': 9000, 'head-of-household': 9000 },
        incomeBase:
          'Federal adjusted gross income (wages), less the combined personal exemption-standard deduction; tax from the 2024 brackets (1.85%, 3.5%, 4.25%).',
        notes,
      },
      references: [sources.it540of2024, sources.rs47_32],
    },
    {
      from: '2025-01-01',
      value: {
        kind: 'flat',
        brackets: {
          single: [bracket(0, 3, 'Flat rate (3%)')],
        },
        standardDeduction: { single: 12_500, 'married-joint': 25_000, 'head-of-household': 25_000 },
        incomeBase: 'Federal adjusted gross income (wages), less the Louisiana standard deduction; taxed at a flat 3%.',
        notes,
      },
      references: [sources.it540of2025, sources.act11],
    },
    {
      from: '2026-01-01',
      value: {
        kind: 'flat',
        brackets: {
          single: [bracket(0, 3, 'Flat rate (3%)')],
        },
        standardDeduction: { single: 12_835, 'married-joint': 25_670, 'head-of-household': 25_670 },
        incomeBase:
          'Federal adjusted gross income (wages), less the Louisiana standard deduction ($12,835; $25,670 joint and head of household); taxed at a flat 3%.',
        notes,
      },
      references: [sources.register2026, sources.rs47_294, sources.act11],
      note: 'The first CPI-U adjustment of R.S. 47:294: 12,500 x 324.054 / 315.605 (CPI-U December 2025 / December 2024) = 12,834.6, rounded to $12,835; $25,670 is twice that.',
    },
  ],
};
