import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  krs141020: {
    title: 'KRS 141.020 (4% for 2024 and 2025 under HB 1 of 2023 and HB 1 of 2025)',
    href: 'https://apps.legislature.ky.gov/law/statutes/statute.aspx?id=56054',
  },
  sd2024: {
    title: 'Kentucky DOR: 2024 Form 740 instructions (4%; standard deduction $3,160)',
    href: 'https://revenue.ky.gov/Forms/740%20Packet%20Instructions%20(2024).pdf',
  },
  sd2025: {
    title: 'Kentucky DOR announces the 2025 standard deduction ($3,270)',
    href: 'https://revenue.ky.gov/News/Pages/Kentucky-DOR-Announces-2025-Standard-Deduction.aspx',
  },
  instructions2025: {
    title: 'Kentucky DOR: 2025 Form 740 instructions (4%)',
    href: 'https://revenue.ky.gov/Forms/740%20Packet%20Instructions%20(2025).pdf',
  },
  krs141020of2026: {
    title: 'KRS 141.020 (3.5% for taxable years beginning on or after 1 January 2026, as amended by HB 1 of 2025)',
    href: 'https://apps.legislature.ky.gov/law/statutes/statute.aspx?id=56054',
  },
  withholding2026: {
    title:
      'Kentucky DOR 2026 withholding formula, released 15 October 2025 (3.5%; standard deduction $3,360, the KRS 141.081 inflation-adjusted amount), as reported by Bloomberg Tax',
    href: 'https://news.bloombergtax.com/payroll/kentucky-income-tax-rate-to-decrease-in-2026',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'Kentucky city and county occupational license taxes are local and excluded.',
  'The family size tax credit for low incomes is not modelled; one standard deduction is allowed per return (spouses filing separately on a combined return may each claim one; not modelled).',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Kentucky individual income tax on wages: flat rate and standard deduction.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'flat',
        brackets: {
          single: [bracket(0, 4, 'Flat rate (4%)')],
        },
        standardDeduction: { single: 3160 },
        incomeBase: 'Federal adjusted gross income (wages), less the Kentucky standard deduction; taxed at a flat 4%.',
        notes,
      },
      references: [sources.sd2024, sources.krs141020],
    },
    {
      from: '2025-01-01',
      changes: {
        standardDeduction: { single: 3270 },
      },
      references: [sources.instructions2025, sources.sd2025, sources.krs141020],
    },
    {
      from: '2026-01-01',
      changes: {
        brackets: { single: [bracket(0, 3.5, 'Flat rate (3.5%)')] },
        standardDeduction: { single: 3360 },
        incomeBase: 'Federal adjusted gross income (wages), less the Kentucky standard deduction; taxed at a flat 3.5%.',
      },
      references: [sources.withholding2026, sources.krs141020of2026],
      note: 'HB 1 (2025) cut the rate from 4% to 3.5% from 2026; the $3,360 standard deduction is the 2025 amount adjusted under KRS 141.081.',
    },
  ),
};
