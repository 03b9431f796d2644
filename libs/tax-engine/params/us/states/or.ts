import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { IncomeTable, StateIncomeTaxParameter, StateIncomeTaxRules } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  ors316_037: {
    title: 'ORS 316.037 (tax rates: 4.75%, 6.75%, 8.75%, 9.9%; brackets indexed, top threshold fixed)',
    href: 'https://www.oregonlegislature.gov/bills_laws/ors/ors316.html',
  },
  ors316_685: {
    title:
      'ORS 316.680(1)(b) and 316.685 (subtraction of federal income tax, limited to an indexed amount that falls to nothing as federal AGI rises from $125,000 / $250,000 joint)',
    href: 'https://www.oregonlegislature.gov/bills_laws/ors/ors316.html',
  },
  or40i2024: {
    title:
      'Oregon DOR: 2024 Form OR-40 instructions (standard deduction $2,745 / $5,495 / $4,420; exemption credit $249, none above federal AGI $100,000 / $200,000; federal tax liability subtraction up to $8,250, $6,600 / $5,000 / $3,300 / $1,650 from AGI $125,000 / $130,000 / $135,000 / $140,000 ($250,000 to $280,000 joint, head of household), none from $145,000 / $290,000; half for married filing separately; tax rate charts)',
    href: 'https://www.oregon.gov/dor/forms/FormsPubs/form-or-40-inst_101-040-1_2024.pdf',
  },
  or40i2025: {
    title:
      'Oregon DOR: 2025 Form OR-40 instructions (standard deduction $2,835 / $5,670 / $4,560; exemption credit $256; federal tax liability subtraction up to $8,500, then $6,800 / $5,100 / $3,400 / $1,700 and none in the same AGI steps; tax rate charts)',
    href: 'https://www.oregon.gov/dor/forms/FormsPubs/form-or-40-inst_101-040-1_2025.pdf',
  },
  orEstimate2026: {
    title:
      'Oregon DOR: 2026 Publication OR-ESTIMATE: 2026 tax rate charts (single $4,550 / $11,400 / $125,000; joint and head of household $9,100 / $22,800 / $250,000), federal tax subtraction up to $8,750',
    href: 'https://www.oregon.gov/dor/forms/FormsPubs/publication-or-estimate_101-026_2026.pdf',
  },
  withholding2026: {
    title: 'Oregon DOR: Withholding tax formulas 2026: brackets, standard deduction $2,910, exemption credit $263',
    href: 'https://www.oregon.gov/dor/forms/FormsPubs/withholding-tax-formulas_206-436_2026.pdf',
  },
  ors316_085: {
    title:
      'ORS 316.085(3) (exemption credit: $90 times the CPI-U averaged over the 12 months ending 31 August of the prior year, over its average for January to June 1986)',
    href: 'https://www.oregonlegislature.gov/bills_laws/ors/ors316.html',
  },
  orW4of2026: {
    title: 'Oregon DOR: 2026 Form OR-W-4 instructions (standard deduction $2,910 single / $5,820 joint / $4,685 head of household)',
    href: 'https://www.oregon.gov/dor/forms/FormsPubs/form-or-W-4-instr_101-402-1_2026.pdf',
  },
} as const satisfies Record<string, Reference>;

/**
 * The federal tax subtraction limit by federal AGI: `amounts[0]` below `firstAgi`, then each next amount for each
 * `width` of AGI from `firstAgi` ("$125,000 to $129,999"), and nothing from the end of the last step.
 */
const subtractionLimit = (firstAgi: number, width: number, amounts: readonly number[]): IncomeTable => [
  ...amounts.map((value, index) => ({ upTo: firstAgi + width * index - 0.01, value })),
  { value: 0 },
];
const federalTaxSubtraction = (full: readonly number[], separate: readonly number[]): StateIncomeTaxRules['federalTaxDeduction'] => ({
  maximum: {
    single: subtractionLimit(125_000, 5000, full),
    'married-separate': subtractionLimit(125_000, 5000, separate),
    'married-joint': subtractionLimit(250_000, 10_000, full),
    'head-of-household': subtractionLimit(250_000, 10_000, full),
    'qualifying-surviving-spouse': subtractionLimit(250_000, 10_000, full),
  },
});

const notes = [
  "Oregon subtracts the federal income tax liability (OR-40 line 10), up to $8,250 in 2024, $8,500 in 2025 and $8,750 in 2026 (half for married filing separately); the limit falls in $5,000 steps of federal AGI from $125,000 ($10,000 steps from $250,000 joint, head of household and surviving spouse) and is nothing from $145,000 ($290,000). The federal tax is the federal calculator's, on the same wages with the federal standard deduction and no credits.",
  'The exemption credit ($249 in 2024, $256 in 2025, $263 in 2026 per person) is not allowed when federal AGI exceeds $100,000 ($200,000 joint, head of household); dependents are not modelled.',
  'The kicker credit, local taxes (Portland Metro, Multnomah County) and the statewide transit payroll tax are not included.',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Oregon personal income tax on wages: graduated brackets, the Oregon standard deduction and the personal exemption credit.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [bracket(0, 4.75), bracket(4300, 6.75), bracket(10_750, 8.75), bracket(125_000, 9.9)],
          'married-joint': [bracket(0, 4.75), bracket(8600, 6.75), bracket(21_500, 8.75), bracket(250_000, 9.9)],
          'head-of-household': [bracket(0, 4.75), bracket(8600, 6.75), bracket(21_500, 8.75), bracket(250_000, 9.9)],
        },
        standardDeduction: { single: 2745, 'married-joint': 5495, 'head-of-household': 4420 },
        personalExemptionCredit: { single: 249, 'married-joint': 498, 'qualifying-surviving-spouse': 249 },
        phaseOuts: [
          {
            applies: 'personalExemptionCredit',
            start: { single: 100_000, 'married-joint': 200_000, 'head-of-household': 200_000 },
            step: { single: 1 },
            reductionPerStep: { single: 249, 'married-joint': 498, 'qualifying-surviving-spouse': 249 },
            partialStep: 'counts',
          },
        ],
        federalTaxDeduction: federalTaxSubtraction([8250, 6600, 5000, 3300, 1650], [4125, 3300, 2500, 1650, 825]),
        incomeBase:
          'Federal adjusted gross income (wages), less the federal tax liability subtraction (limited by AGI) and the Oregon standard deduction; tax less the personal exemption credit.',
        notes,
      },
      references: [sources.or40i2024, sources.ors316_037, sources.ors316_685],
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 4.75), bracket(4400, 6.75), bracket(11_100, 8.75), bracket(125_000, 9.9)],
          'married-joint': [bracket(0, 4.75), bracket(8800, 6.75), bracket(22_200, 8.75), bracket(250_000, 9.9)],
          'head-of-household': [bracket(0, 4.75), bracket(8800, 6.75), bracket(22_200, 8.75), bracket(250_000, 9.9)],
        },
        standardDeduction: { single: 2835, 'married-joint': 5670, 'head-of-household': 4560 },
        personalExemptionCredit: { single: 256, 'married-joint': 512, 'qualifying-surviving-spouse': 256 },
        phaseOuts: [{ reductionPerStep: { single: 256, 'married-joint': 512, 'qualifying-surviving-spouse': 256 } }],
        federalTaxDeduction: federalTaxSubtraction([8500, 6800, 5100, 3400, 1700], [4250, 3400, 2550, 1700, 850]),
      },
      references: [sources.or40i2025, sources.ors316_037, sources.ors316_685],
    },
    {
      from: '2026-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 4.75), bracket(4550, 6.75), bracket(11_400, 8.75), bracket(125_000, 9.9)],
          'married-joint': [bracket(0, 4.75), bracket(9100, 6.75), bracket(22_800, 8.75), bracket(250_000, 9.9)],
          'head-of-household': [bracket(0, 4.75), bracket(9100, 6.75), bracket(22_800, 8.75), bracket(250_000, 9.9)],
        },
        standardDeduction: { single: 2910, 'married-joint': 5820, 'head-of-household': 4685 },
        personalExemptionCredit: { single: 263, 'married-joint': 526, 'qualifying-surviving-spouse': 263 },
        phaseOuts: [{ reductionPerStep: { single: 263, 'married-joint': 526, 'qualifying-surviving-spouse': 263 } }],
        federalTaxDeduction: federalTaxSubtraction([8750, 7000, 5250, 3500, 1750], [4375, 3500, 2625, 1750, 875]),
        notes: [
          ...notes,
          "Provisional for 2026: the federal tax subtraction limit of $8,750 ($4,375 separate) is the figure of the 2026 estimated tax worksheet; a DOR payroll page was reported with $8,500, so it is not settled. The 2026 brackets and standard deduction ($2,910 / $5,820 / $4,685) are from the 2026 estimated tax publication, withholding formulas and OR-W-4 instructions; the $263 exemption credit is the one of the 2026 withholding formulas and of the statute's indexing (an estimated tax excerpt read $260).",
        ],
      },
      references: [
        sources.orEstimate2026,
        sources.withholding2026,
        sources.orW4of2026,
        sources.ors316_037,
        sources.ors316_085,
        sources.ors316_685,
      ],
      note: "Figures from the 2026 Publication OR-ESTIMATE (rate charts, subtraction worksheet), the 2026 withholding tax formulas (brackets, $2,910, $263) and the 2026 OR-W-4 instructions (standard deduction by status), read through copies of their figures in two other public tax calculators (one checked the charts against the printed base taxes $216 / $678 / $10,618 single and $432 / $1,357 / $21,237 joint). The credit checks with ORS 316.085(3): CPI-U averaged September 2024 to August 2025, about 319.2, over 109.1 (January to June 1986) × $90 = $263.3 (the same computation gives 2025's $256). The subtraction limit ($8,750; 80/60/40/20% steps as in 2024 and 2025) was read only in the estimated tax worksheet and is left marked provisional.",
    },
  ),
};
