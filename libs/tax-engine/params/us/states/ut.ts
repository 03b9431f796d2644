import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  ut59_10_104: {
    title: 'Utah Code § 59-10-104 (rate 4.55% for taxable years from 1 January 2024, HB 106 (2024), retroactive)',
    href: 'https://le.utah.gov/xcode/Title59/Chapter10/59-10-S104.html?v=C59-10-S104_2024010120240501',
  },
  hb106of2025: {
    title: 'HB 106 (2025 General Session): rate 4.5% for taxable years beginning on or after 1 January 2025',
    href: 'https://le.utah.gov/Session/2025/bills/enrolled/HB0106.pdf',
  },
  ut59_10_1018: {
    title:
      'Utah Code § 59-10-1018 (taxpayer tax credit: 6% of the federal standard deduction plus Utah personal exemptions, less 1.3% of income above the base phase-out amount)',
    href: 'https://le.utah.gov/xcode/Title59/Chapter10/59-10-S1018.html',
  },
  taxpayerCredit: {
    title: 'Utah State Tax Commission: Taxpayer tax credit (TC-40 lines 11-20; base phase-out amounts by filing status)',
    href: 'https://incometax.utah.gov/credits/taxpayer-tax-credit',
  },
  federalSd2024: {
    title: 'IRS Rev. Proc. 2023-34, § 3.15: 2024 federal standard deduction $14,600 single / $29,200 joint / $21,900 head of household',
    href: 'https://www.irs.gov/pub/irs-drop/rp-23-34.pdf',
  },
  federalSd2025: {
    title:
      'Public Law 119-21 (One Big Beautiful Bill Act), § 70102: 2025 federal standard deduction $15,750 single / $31,500 joint / $23,625 head of household',
    href: 'https://www.congress.gov/bill/119th-congress/house-bill/1/text',
  },
  sb60of2026: {
    title:
      'Utah SB 60 (2026 General Session), enrolled: Utah Code § 59-10-104 rate 4.45% for taxable years beginning on or after 1 January 2026',
    href: 'https://le.utah.gov/Session/2026/bills/enrolled/SB0060.pdf',
  },
  federalSd2026: {
    title: 'IRS Rev. Proc. 2025-32, § 4.14: 2026 federal standard deduction $16,100 single / $32,200 joint / $24,150 head of household',
    href: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'Utah taxes Utah taxable income (federal AGI for a wage earner) at a flat rate, less the nonrefundable taxpayer tax credit: 6% of the federal standard deduction (the "personal exemption credit" here), reduced by 1.3% of income above the base phase-out amount. The reduction is applied in whole $10 steps of income ($0.13 each), so it can differ from the return by up to $0.13.',
  'Utah personal exemptions (for dependents only) and itemized deductions are not modelled.',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Utah individual income tax on wages: a flat rate less the taxpayer tax credit, which phases out with income.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'flat',
        brackets: {
          single: [bracket(0, 4.55, 'Flat rate')],
        },
        personalExemptionCredit: { single: 876, 'married-joint': 1752, 'head-of-household': 1314 },
        phaseOuts: [
          {
            applies: 'personalExemptionCredit',
            start: { single: 17_652, 'married-joint': 35_304, 'head-of-household': 26_478 },
            step: { single: 10 },
            reductionPerStep: { single: 0.13 },
            partialStep: 'ignored',
          },
        ],
        incomeBase:
          'Utah taxable income (federal AGI: wages) at 4.55%, less the taxpayer tax credit (6% of the federal standard deduction, phased out at 1.3% of income above $17,652 single, $35,304 joint, $26,478 head of household).',
        notes,
      },
      references: [sources.ut59_10_104, sources.ut59_10_1018, sources.taxpayerCredit, sources.federalSd2024],
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 4.5, 'Flat rate')],
        },
        personalExemptionCredit: { single: 945, 'married-joint': 1890, 'head-of-household': 1417.5 },
        phaseOuts: [{ start: { single: 18_213, 'married-joint': 36_426, 'head-of-household': 27_320 } }],
        incomeBase:
          'Utah taxable income (federal AGI: wages) at 4.5%, less the taxpayer tax credit (6% of the federal standard deduction, phased out at 1.3% of income above $18,213 single, $36,426 joint, $27,320 head of household).',
      },
      references: [sources.hb106of2025, sources.ut59_10_1018, sources.taxpayerCredit, sources.federalSd2025],
    },
    {
      from: '2026-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 4.45, 'Flat rate')],
        },
        personalExemptionCredit: { single: 966, 'married-joint': 1932, 'head-of-household': 1449 },
        incomeBase:
          'Utah taxable income (federal AGI: wages) at 4.45%, less the taxpayer tax credit (6% of the federal standard deduction, phased out at 1.3% of income above the base phase-out amount, provisionally the 2025 $18,213 single, $36,426 joint, $27,320 head of household).',
        notes: [
          ...notes,
          'Provisional for 2026: the base phase-out amounts of the taxpayer tax credit are indexed and their 2026 figures were not found; the 2025 amounts ($18,213 / $36,426 / $27,320) are used, which understates the credit by 1.3% of the (unknown) increase, a few dollars.',
        ],
      },
      references: [sources.sb60of2026, sources.ut59_10_1018, sources.taxpayerCredit, sources.federalSd2026],
      note: 'SB 60 cut the rate to 4.45% from 2026 (enrolled text read through the PolicyEngine-US copy of its figures). The credit is 6% of the 2026 federal standard deduction: $966 / $1,932 / $1,449. The 2026 base phase-out amounts were not found and the 2025 amounts are carried forward (provisional).',
    },
  ),
};
