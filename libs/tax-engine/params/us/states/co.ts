import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter, StateIncomeTaxRules } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  book2024: {
    title: 'Colorado DOR: 2024 Individual Income Tax Guide, DR 0104 booklet (rate 4.25% for 2024)',
    href: 'https://tax.colorado.gov/sites/tax/files/documents/DR0104_book_2024.pdf',
  },
  sb24_228: {
    title: 'Colorado SB24-228 (temporary income tax rate reduction to 4.25% for 2024, triggered by the TABOR surplus)',
    href: 'https://leg.colorado.gov/bills/SB24-228',
  },
  book2025: {
    title: 'Colorado DOR: 2025 Individual Income Tax Guide, Book 104 (rate 4.4%)',
    href: 'https://tax.colorado.gov/sites/tax/files/documents/Book104_2025.pdf',
  },
  crs39_22_104: {
    title:
      'C.R.S. 39-22-104(3)(p.5) (for 2023 to 2025, with federal AGI of $300,000 or more, federal standard or itemized deductions above $12,000 single / $16,000 joint are added back)',
    href: 'https://tax.colorado.gov/individual-income-tax-guide',
  },
  irs2024: {
    title: 'IRS Rev. Proc. 2023-34 (2024 federal standard deduction $14,600 / $29,200 / $21,900)',
    href: 'https://www.irs.gov/pub/irs-drop/rp-23-34.pdf',
  },
  obbba: {
    title: 'IRS: One, Big, Beautiful Bill provisions (2025 federal standard deduction $15,750 / $31,500 / $23,625)',
    href: 'https://www.irs.gov/newsroom/one-big-beautiful-bill-provisions',
  },
  hb25_1274: {
    title:
      'Colorado HB25-1274, § 18 (Session Laws 2025, ch. 402), in effect after Proposition MM passed in November 2025: C.R.S. 39-22-104(3)(p.7), from 2026 federal deductions above $1,000 single / $2,000 joint added back at federal AGI of $300,000 or more',
    href: 'https://leg.colorado.gov/bills/hb25-1274',
  },
  crs2025: {
    title: 'C.R.S. 39-22-104 (rate 4.4%, (1.7); add-backs (3)(p.5) and (3)(p.7)), Colorado Revised Statutes 2025',
    href: 'https://olls.info/crs/crs2025-title-39.pdf',
  },
  revProc2025_32: {
    title: 'IRS Rev. Proc. 2025-32, § 4.14 (2026 federal standard deduction $16,100 / $32,200 / $24,150)',
    href: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
  },
} as const satisfies Record<string, Reference>;

/**
 * The add-back at federal AGI of $300,000 or more (whole cents: "or more" is "over $299,999.99"): the deduction keeps
 * $12,000 / $16,000 (2023 to 2025, (3)(p.5)) or $1,000 / $2,000 (from 2026, (3)(p.7)).
 */
const deductionAddBack = (
  standardDeduction: Readonly<Record<'single' | 'married-joint' | 'head-of-household', number>>,
  kept: { readonly single: number; readonly joint: number } = { single: 12_000, joint: 16_000 },
) =>
  [
    {
      applies: 'standardDeduction',
      start: { single: 299_999.99 },
      step: { single: 1_000_000_000 },
      reductionPerStep: {
        single: standardDeduction.single,
        'married-separate': standardDeduction.single,
        'married-joint': standardDeduction['married-joint'],
        'qualifying-surviving-spouse': standardDeduction['married-joint'],
        'head-of-household': standardDeduction['head-of-household'],
      },
      partialStep: 'counts',
      minimum: { single: kept.single, 'married-joint': kept.joint, 'qualifying-surviving-spouse': kept.single },
    },
  ] as const satisfies StateIncomeTaxRules['phaseOuts'];

const otherNotes = [
  'The TABOR refund (sales tax refund) is not modelled.',
  'Denver, Aurora, Glendale, Greenwood Village and Sheridan occupational privilege taxes are local and excluded.',
];

const notes = [
  'Colorado starts from federal taxable income, so the federal standard deduction applies. With federal AGI of $300,000 or more, the part of the deduction above $12,000 ($16,000 married filing jointly) is added back (C.R.S. 39-22-104(3)(p.5), form DR 0104AD): the deduction drops at once to that amount. Heads of household, surviving spouses and married filing separately use the $12,000 single-return amount.',
  ...otherNotes,
];

const notesFrom2026 = [
  'Colorado starts from federal taxable income, so the federal standard deduction applies. From 2026, with federal AGI of $300,000 or more, the part of the deduction above $1,000 ($2,000 married filing jointly) is added back (C.R.S. 39-22-104(3)(p.7)): the deduction drops at once to that amount. Other statuses use the $1,000 single-return amount.',
  ...otherNotes,
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Colorado individual income tax on wages: flat rate on federal taxable income.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'flat',
        brackets: {
          single: [bracket(0, 4.25, 'Flat rate (4.25%)')],
        },
        standardDeduction: { single: 14_600, 'married-joint': 29_200, 'head-of-household': 21_900 },
        phaseOuts: deductionAddBack({ single: 14_600, 'married-joint': 29_200, 'head-of-household': 21_900 }),
        incomeBase:
          'Federal taxable income (wages less the federal standard deduction, limited to $12,000 / $16,000 from AGI $300,000); taxed at a flat 4.25%.',
        notes,
      },
      references: [sources.book2024, sources.sb24_228, sources.crs39_22_104, sources.irs2024],
      note: '4.25% is the 2024 rate after the temporary TABOR-triggered reduction from 4.4% (SB24-228).',
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 4.4, 'Flat rate (4.4%)')],
        },
        standardDeduction: { single: 15_750, 'married-joint': 31_500, 'head-of-household': 23_625 },
        phaseOuts: deductionAddBack({ single: 15_750, 'married-joint': 31_500, 'head-of-household': 23_625 }),
        incomeBase:
          'Federal taxable income (wages less the federal standard deduction, limited to $12,000 / $16,000 from AGI $300,000); taxed at a flat 4.4%.',
      },
      references: [sources.book2025, sources.crs39_22_104, sources.obbba],
      note: 'The 2025 federal standard deduction as raised by Public Law 119-21; Colorado conforms to federal taxable income.',
    },
    {
      from: '2026-01-01',
      changes: {
        standardDeduction: { single: 16_100, 'married-joint': 32_200, 'head-of-household': 24_150 },
        phaseOuts: deductionAddBack(
          { single: 16_100, 'married-joint': 32_200, 'head-of-household': 24_150 },
          { single: 1_000, joint: 2_000 },
        ),
        incomeBase:
          'Federal taxable income (wages less the federal standard deduction, limited to $1,000 / $2,000 from AGI $300,000); taxed at a flat 4.4%.',
        notes: notesFrom2026,
      },
      references: [sources.crs2025, sources.hb25_1274, sources.revProc2025_32],
      note: 'The 2026 federal standard deduction (Rev. Proc. 2025-32); the add-back keeps only $1,000 / $2,000 from 2026 (HB25-1274 after Proposition MM). 4.4% is the statutory rate: no TABOR-triggered temporary cut for 2026, as the State Controller certified on 8 September 2026 that revenue fell $175.9 million short of the Referendum C cap (Legislative Council Staff, September 2026 forecast).',
    },
  ),
};
