import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  mi1040of2024: {
    title: 'Michigan Treasury: 2024 MI-1040 instructions (4.25%; personal exemption $5,600)',
    href: 'https://www.michigan.gov/taxes/-/media/Project/Websites/taxes/Forms/IIT/TY2024/MI-1040-Instructions.pdf',
  },
  rate2025: {
    title: 'Michigan Treasury: 2025 tax year income tax rate for individuals and fiduciaries (4.25%)',
    href: 'https://www.michigan.gov/treasury/reference/taxpayer-notices/2025-tax-year-income-tax-rate-for-individuals-and-fiduciaries',
  },
  guide2025: {
    title: 'Michigan Treasury: 2025 Michigan Income Tax Withholding Guide (personal exemption $5,800)',
    href: 'https://www.michigan.gov/taxes/-/media/Project/Websites/taxes/Forms/SUW/TY2025/446_Withholding-Guide_2025.pdf',
  },
  rate2026: {
    title: 'Michigan Treasury: 4.25% income tax rate for individuals and fiduciaries in 2026 tax year (notice of 15 April 2026)',
    href: 'https://www.michigan.gov/treasury/reference/taxpayer-notices/2026/04/15/425-income-tax-rate-for-individuals-and-fiduciaries-in-2026-tax-year',
  },
  mcl206_30: {
    title: 'MCL 206.30(2) (personal exemption, adjusted each year for inflation)',
    href: 'https://legislature.mi.gov/Laws/MCL?objectName=mcl-206-30',
  },
  guide2026: {
    title:
      'Michigan Treasury: 2026 Michigan Income Tax Withholding Guide, Form 446 ("Withholding Rate: 4.25%  Personal Exemption Amount: $5,900")',
    href: 'https://www.michigan.gov/taxes/-/media/Project/Websites/taxes/Forms/SUW/TY2026/446_Withholding-Guide_2026.pdf',
  },
} as const satisfies Record<string, Reference>;

const notes = ['Michigan city income taxes (e.g. Detroit 2.4%) are local and excluded; credits are not included.'];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Michigan individual income tax on wages: flat rate and personal exemptions.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'flat',
        brackets: {
          single: [bracket(0, 4.25, 'Flat rate (4.25%)')],
        },
        personalExemption: { single: 5600, 'married-joint': 11_200, 'qualifying-surviving-spouse': 5600 },
        incomeBase: 'Federal adjusted gross income (wages), less Michigan personal exemptions of $5,600 per person; taxed at a flat 4.25%.',
        notes,
      },
      references: [sources.mi1040of2024],
    },
    {
      from: '2025-01-01',
      changes: {
        personalExemption: { single: 5800, 'married-joint': 11_600, 'qualifying-surviving-spouse': 5800 },
        incomeBase: 'Federal adjusted gross income (wages), less Michigan personal exemptions of $5,800 per person; taxed at a flat 4.25%.',
      },
      references: [sources.rate2025, sources.guide2025],
    },
    {
      from: '2026-01-01',
      changes: {
        personalExemption: { single: 5900, 'married-joint': 11_800, 'qualifying-surviving-spouse': 5900 },
        incomeBase: 'Federal adjusted gross income (wages), less Michigan personal exemptions of $5,900 per person; taxed at a flat 4.25%.',
      },
      references: [sources.rate2026, sources.guide2026, sources.mcl206_30],
      note: 'The 4.25% rate is confirmed for 2026 by the Treasury notice; the 2026 personal exemption, indexed under MCL 206.30, is $5,900 (Form 446 for 2026).',
    },
  ),
};
