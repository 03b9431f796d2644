import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  sc12_6_510: {
    title:
      'S.C. Code § 12-6-510 (individual income tax rates; brackets indexed, top rate reduced under Act 228 of 2022 and later appropriations acts)',
    href: 'https://www.scstatehouse.gov/code/t12c006.php',
  },
  tt2024: {
    title: 'SCDOR: 2024 SC1040 Tax Tables and tax rate schedule (0% to $3,460; 3% to $17,330; 6.2% above)',
    href: 'https://dor.sc.gov/forms-site/Forms/SC1040TT_2024.pdf',
  },
  instructions2024: {
    title: 'SCDOR: 2024 SC1040 instructions (line 1: federal taxable income)',
    href: 'https://dor.sc.gov/forms-site/Forms/SC1040Instr_2024.pdf',
  },
  instructions2025: {
    title: 'SCDOR: 2025 SC1040 instructions and tax rate schedule (0% to $3,560; 3% to $17,830; 6% above)',
    href: 'https://dor.sc.gov/sites/dor/files/forms/SC1040Instr_2025.pdf',
  },
  conformity: {
    title:
      'SCDOR: Internal Revenue Code conformity update (S.C. Code § 12-6-40: IRC as amended through 31 December 2024, so the 2025 standard deduction is the pre-OBBBA $15,000 / $30,000 / $22,500)',
    href: 'https://dor.sc.gov/income-tax-south-carolina-internal-revenue-code-conformity-update',
  },
  federalSd2024: {
    title: 'IRS Rev. Proc. 2023-34, § 3.15: 2024 federal standard deduction $14,600 single / $29,200 joint / $21,900 head of household',
    href: 'https://www.irs.gov/pub/irs-drop/rp-23-34.pdf',
  },
  revProc2024_40: {
    title:
      'IRS Rev. Proc. 2024-40, § 3.15: 2025 standard deduction before P.L. 119-21 ($15,000 single / $30,000 joint / $22,500 head of household)',
    href: 'https://www.irs.gov/pub/irs-drop/rp-24-40.pdf',
  },
  h4216: {
    title:
      'S.C. Act 110 of 2026 (H. 4216, 2025-2026 session): § 12-6-510 for taxable years after 2025, 1.99% up to $30,000 and 5.21% above; § 12-6-50 federal standard and itemized deductions not adopted; § 12-6-1140(15) SC income adjusted deduction $15,000 / $30,000 joint / $22,500 head of household, reduced in proportion to federal AGI over $40,000 / $80,000 / $60,000 across $55,000 / $110,000 / $82,500, the reduction rounded down to $10',
    href: 'https://www.scstatehouse.gov/sess126_2025-2026/bills/4216.htm',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'South Carolina taxable income starts from federal taxable income, so the federal standard deduction is the deduction applied here; itemized deductions, the dependent exemption and SC adjustments are not modelled.',
  'The official schedule for taxable income of $100,000 or more rounds the subtraction to whole dollars (e.g. 6.2% of income less $658 in 2024); the exact brackets here can differ from it by less than $1.',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'South Carolina individual income tax on wages: 0%, 3% and top-rate brackets applied to federal taxable income.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [bracket(0, 0, 'Zero-rate bracket'), bracket(3460, 3), bracket(17_330, 6.2)],
        },
        standardDeduction: { single: 14_600, 'married-joint': 29_200, 'head-of-household': 21_900 },
        incomeBase:
          'Federal taxable income: wages less the federal standard deduction ($14,600 single, $29,200 joint, $21,900 head of household in 2024); one schedule for every filing status.',
        notes,
      },
      references: [sources.tt2024, sources.instructions2024, sources.sc12_6_510, sources.federalSd2024],
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 0, 'Zero-rate bracket'), bracket(3560, 3), bracket(17_830, 6)],
        },
        standardDeduction: { single: 15_000, 'married-joint': 30_000, 'head-of-household': 22_500 },
        incomeBase:
          'Federal taxable income as South Carolina conforms to it (IRC through 2024): wages less a $15,000 single, $30,000 joint or $22,500 head-of-household standard deduction; one schedule for every filing status.',
      },
      references: [sources.instructions2025, sources.conformity, sources.sc12_6_510, sources.revProc2024_40],
    },
    {
      from: '2026-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 1.99), bracket(30_000, 5.21)],
        },
        standardDeduction: { single: 15_000, 'married-joint': 30_000, 'head-of-household': 22_500 },
        phaseOuts: [
          {
            applies: 'standardDeduction',
            start: { single: 40_000, 'married-joint': 80_000, 'head-of-household': 60_000 },
            step: { single: 36.67 },
            reductionPerStep: { single: 10 },
            partialStep: 'ignored',
          },
        ],
        incomeBase:
          'Federal adjusted gross income (wages), less the South Carolina income adjusted deduction ($15,000 single, $30,000 joint, $22,500 head of household, phased out above AGI $40,000 / $80,000 / $60,000); one schedule for every filing status: 1.99% up to $30,000, 5.21% above.',
        notes: [
          'From 2026 South Carolina starts from federal AGI and no longer uses the federal standard deduction; the SC income adjusted deduction replaces it and is gone at AGI $95,000 single, $190,000 joint, $142,500 head of household. The dependent exemption and SC adjustments are not modelled.',
          'The deduction falls by 3/11 of AGI above the start (its amount over the phase-out width, the same ratio for every status), the reduction rounded down to $10: here $10 for each whole $36.67 of AGI above the start, so near the end of the phase-out the deduction can be $10 more than the return for a few dollars of AGI.',
        ],
      },
      references: [sources.h4216, sources.sc12_6_510],
      note: 'H. 4216, enacted as Act 110 of 2026 (as reported by another public tax calculator quoting it, and by SCDOR Information Letter #26-20 on the 2026 legislative update), read through the PolicyEngine-US copy of its figures and reports of the Senate version of 26 February 2026; the act text itself was not opened. Its revenue-triggered rate cuts start in 2027. Whether the $30,000 bracket is indexed was not confirmed.',
    },
  ),
};
