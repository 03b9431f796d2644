import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  tax601: {
    title:
      'N.Y. Tax Law § 601 (rates of tax; 2023 and later schedules; subsections (d-1) ff.: supplemental tax recapturing the lower brackets)',
    href: 'https://www.nysenate.gov/legislation/laws/TAX/601',
  },
  tax614: {
    title: 'N.Y. Tax Law § 614 (New York standard deduction: $8,000 single, $16,050 joint, $11,200 head of household)',
    href: 'https://www.nysenate.gov/legislation/laws/TAX/614',
  },
  it201i2024: {
    title:
      'NYS DTF: 2024 Form IT-201 instructions (line 34 standard deduction; New York State tax rate schedule; tax computation worksheets for NYAGI over $107,650)',
    href: 'https://www.tax.ny.gov/pdf/2024/inc/it201i_2024.pdf',
  },
  it201iCurrent: {
    title:
      'NYS DTF: 2025 Form IT-201 instructions (line 34 standard deduction; New York State tax rate schedule; tax computation worksheets for NYAGI over $107,650)',
    href: 'https://www.tax.ny.gov/pdf/current_forms/it/it201i.pdf',
  },
  budget2025: {
    title: 'NYS DTF: Summary of 2025-2026 budget changes (rate cuts on the first five brackets start with tax year 2026)',
    href: 'https://www.tax.ny.gov/legal/2025/pit-corp-changes.htm',
  },
  budget2026: {
    title:
      'N.Y. Tax Law § 601(a), (b), (c) as amended by the FY 2026 budget (2025): for 2026 the first five rates 3.9%, 4.4%, 5.15%, 5.4%, 5.9% (0.1 point lower), brackets unchanged',
    href: 'https://www.tax.ny.gov/legal/2025/pit-corp-changes.htm',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  "Above New York AGI of $107,650 the tax computation worksheets recapture the benefit of the lower brackets (Tax Law § 601(d-1) ff.): for taxable income in a bracket, the benefit of the brackets below it is added back in proportion to AGI over $107,650 (for the bracket $107,650 falls in) or over the bracket's start, over $50,000, so that the whole income ends up taxed at the bracket's rate; above AGI $25,000,000 all taxable income is taxed at 10.9%. The engine works the recapture from the exact schedule (the worksheets use the schedule's whole-dollar base amounts), so results can differ from the worksheet by a few cents.",
  'The marginal rate shown is the bracket rate; during a recapture phase-in the tax on the next dollar is higher.',
  'New York City and Yonkers resident taxes are local taxes and are not included.',
  'Married filing separately uses the single schedule; qualifying surviving spouse the joint schedule. Dependent exemptions and credits are not modelled.',
];

/**
 * The § 601 schedules: the first five rates given (they change by year), then 6.85%, 9.65%, 10.3% and 10.9%; the
 * bracket limits are fixed in the statute (not indexed).
 */
const schedules = ([r1, r2, r3, r4, r5]: readonly [number, number, number, number, number]) => ({
  single: [
    bracket(0, r1),
    bracket(8500, r2),
    bracket(11_700, r3),
    bracket(13_900, r4),
    bracket(80_650, r5),
    bracket(215_400, 6.85),
    bracket(1_077_550, 9.65),
    bracket(5_000_000, 10.3),
    bracket(25_000_000, 10.9),
  ],
  'married-joint': [
    bracket(0, r1),
    bracket(17_150, r2),
    bracket(23_600, r3),
    bracket(27_900, r4),
    bracket(161_550, r5),
    bracket(323_200, 6.85),
    bracket(2_155_350, 9.65),
    bracket(5_000_000, 10.3),
    bracket(25_000_000, 10.9),
  ],
  'head-of-household': [
    bracket(0, r1),
    bracket(12_800, r2),
    bracket(17_650, r3),
    bracket(20_900, r4),
    bracket(107_650, r5),
    bracket(269_300, 6.85),
    bracket(1_616_450, 9.65),
    bracket(5_000_000, 10.3),
    bracket(25_000_000, 10.9),
  ],
});

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'New York State personal income tax on wages: graduated rate schedules and the New York standard deduction.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: schedules([4, 4.5, 5.25, 5.5, 6]),
        standardDeduction: { single: 8000, 'married-joint': 16_050, 'head-of-household': 11_200 },
        benefitRecapture: {
          name: 'Supplemental tax (recapture of the lower brackets)',
          label: { key: 'us.state.ny.band.supplementalTax' },
          start: { single: 107_650 },
          phaseInWidth: 50_000,
          fullRateAbove: 25_000_000,
        },
        incomeBase:
          'New York adjusted gross income (federal AGI: wages), less the New York standard deduction; above AGI $107,650 the benefit of the lower brackets is recaptured (tax computation worksheets).',
        notes,
      },
      references: [sources.it201i2024, sources.tax601, sources.tax614],
    },
    {
      from: '2025-01-01',
      changes: {},
      references: [sources.it201iCurrent, sources.budget2025, sources.tax601, sources.tax614],
    },
    {
      from: '2026-01-01',
      changes: { brackets: schedules([3.9, 4.4, 5.15, 5.4, 5.9]) },
      references: [sources.budget2026, sources.tax601, sources.tax614],
      note: 'The FY 2026 budget cut the first five rates by 0.1 point for 2026 (a further 0.1 point from 2027); brackets, the standard deduction and the recapture start are not indexed and stay. The rates were read in the DTF summary and through the PolicyEngine-US copy of § 601; the 2026 IT-201 instructions were not read.',
    },
  ),
};
