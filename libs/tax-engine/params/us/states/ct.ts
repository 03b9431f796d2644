import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { IncomeTable, StateIncomeTaxParameter, StateIncomeTaxRules } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  instructions2024: {
    title:
      'Connecticut DRS: 2024 Form CT-1040 instructions (tax calculation schedule; Table A personal exemptions; Table C 2% phase-out add-back; Table D tax recapture; Table E personal tax credits)',
    href: 'https://portal.ct.gov/-/media/drs/forms/2024/income/2024-ct-1040-instructions_1224.pdf',
  },
  instructions2025: {
    title: 'Connecticut DRS: 2025 Form CT-1040 instructions (tax calculation schedule; Tables A, C, D and E, unchanged from 2024)',
    href: 'https://portal.ct.gov/-/media/drs/forms/2025/income/2025-ct-1040-instructions_1225.pdf',
  },
  cgs: {
    title:
      'Conn. Gen. Stat. §§ 12-700 (rates; 2% and 4.5% from 2024, Public Act 23-204; phase-out of the lowest rate and benefit recapture), 12-702 (personal exemption) and 12-703 (personal tax credits)',
    href: 'https://www.cga.ct.gov/current/pub/chap_229.htm',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'The personal exemption is reduced by $1,000 for each $1,000, or part, of AGI above $30,000 single ($48,000 joint, $38,000 head of household, $24,000 separate).',
  'Table C phases out the benefit of the 2% bracket: $25 for each $5,000, or part, of AGI above $56,500 single, up to $250 ($50 per $5,000 above $100,500 joint, up to $500; $40 per $4,000 above $78,500 head of household, up to $400; $25 per $2,500 above $50,250 separate, up to $250).',
  'Table D recaptures the benefit of the lower brackets in three steps: from AGI $105,000 single ($25 per $5,000, up to $250), $200,000 ($90 per $5,000, up to $2,700) and $500,000 ($50 per $5,000, up to $450); joint $210,000 / $400,000 / $1,000,000 in $10,000 steps at twice the amounts; head of household $168,000 / $320,000 / $800,000 in $8,000 steps ($40 / $140 / $80, up to $400 / $4,200 / $720).',
  'Table E gives a personal tax credit of 75% down to 1% of the tax (after Tables C and D) for AGI up to $64,500 single ($100,500 joint, $78,500 head of household, $52,500 separate).',
];

const status = (single: number, joint: number, headOfHousehold: number, separate = single) => ({
  single,
  'married-joint': joint,
  'head-of-household': headOfHousehold,
  'married-separate': separate,
});
const taxAdditions: StateIncomeTaxRules['taxAdditions'] = [
  {
    name: 'Phase-out of the 2% bracket (Table C)',
    label: { key: 'us.state.ct.band.twoPercentPhaseOut' },
    start: status(56_500, 100_500, 78_500, 50_250),
    step: status(5000, 5000, 4000, 2500),
    amountPerStep: status(25, 50, 40, 25),
    maximum: status(250, 500, 400, 250),
    partialStep: 'counts',
  },
  {
    name: 'Tax recapture (Table D), first tier',
    label: { key: 'us.state.ct.band.recaptureFirstTier' },
    start: status(105_000, 210_000, 168_000),
    step: status(5000, 10_000, 8000),
    amountPerStep: status(25, 50, 40),
    maximum: status(250, 500, 400),
    partialStep: 'counts',
  },
  {
    name: 'Tax recapture (Table D), second tier',
    label: { key: 'us.state.ct.band.recaptureSecondTier' },
    start: status(200_000, 400_000, 320_000),
    step: status(5000, 10_000, 8000),
    amountPerStep: status(90, 180, 140),
    maximum: status(2700, 5400, 4200),
    partialStep: 'counts',
  },
  {
    name: 'Tax recapture (Table D), third tier',
    label: { key: 'us.state.ct.band.recaptureThirdTier' },
    start: status(500_000, 1_000_000, 800_000),
    step: status(5000, 10_000, 8000),
    amountPerStep: status(50, 100, 80),
    maximum: status(450, 900, 720),
    partialStep: 'counts',
  },
];

/**
 * Table E: the credit in percent for AGI more than each limit and up to the next. `limits` are the AGI amounts at
 * which the percentage falls, `percents` the percentage up to each limit (the first row's lower bound is the AGI at
 * which the exemption is used up, where there is tax to credit).
 */
const creditTable = (limits: readonly number[], percents: readonly number[]): IncomeTable => [
  ...limits.map((upTo, index) => ({ upTo, value: percents[index]! })),
  { value: 0 },
];
const tableEPercents = [75, 70, 65, 60, 55, 50, 45, 40, 35, 30, 25, 20, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
const personalTaxCredit: StateIncomeTaxRules['personalTaxCredit'] = {
  name: 'Personal tax credit (Table E)',
  label: { key: 'us.state.ct.band.personalTaxCredit' },
  percent: {
    single: creditTable(
      [
        18_800, 19_300, 19_800, 20_300, 20_800, 21_300, 21_800, 22_300, 25_000, 25_500, 26_000, 26_500, 31_300, 31_800, 32_300, 32_800,
        33_300, 60_000, 60_500, 61_000, 61_500, 62_000, 62_500, 63_000, 63_500, 64_000, 64_500,
      ],
      tableEPercents,
    ),
    'married-joint': creditTable(
      [
        30_000, 30_500, 31_000, 31_500, 32_000, 32_500, 33_000, 33_500, 40_000, 40_500, 41_000, 41_500, 50_000, 50_500, 51_000, 51_500,
        52_000, 96_000, 96_500, 97_000, 97_500, 98_000, 98_500, 99_000, 99_500, 100_000, 100_500,
      ],
      tableEPercents,
    ),
    'head-of-household': creditTable(
      [
        24_000, 24_500, 25_000, 25_500, 26_000, 26_500, 27_000, 27_500, 34_000, 34_500, 35_000, 35_500, 44_000, 44_500, 45_000, 45_500,
        46_000, 74_000, 74_500, 75_000, 75_500, 76_000, 76_500, 77_000, 77_500, 78_000, 78_500,
      ],
      tableEPercents,
    ),
    'married-separate': creditTable(
      [
        15_000, 15_500, 16_000, 16_500, 17_000, 17_500, 18_000, 18_500, 20_000, 20_500, 21_000, 21_500, 25_000, 25_500, 26_000, 26_500,
        27_000, 48_000, 48_500, 49_000, 49_500, 50_000, 50_500, 51_000, 51_500, 52_000, 52_500,
      ],
      tableEPercents,
    ),
  },
};

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Connecticut income tax on wages: brackets and personal exemption (phased out with AGI).',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [
            bracket(0, 2),
            bracket(10_000, 4.5),
            bracket(50_000, 5.5),
            bracket(100_000, 6),
            bracket(200_000, 6.5),
            bracket(250_000, 6.9),
            bracket(500_000, 6.99),
          ],
          'married-joint': [
            bracket(0, 2),
            bracket(20_000, 4.5),
            bracket(100_000, 5.5),
            bracket(200_000, 6),
            bracket(400_000, 6.5),
            bracket(500_000, 6.9),
            bracket(1_000_000, 6.99),
          ],
          'head-of-household': [
            bracket(0, 2),
            bracket(16_000, 4.5),
            bracket(80_000, 5.5),
            bracket(160_000, 6),
            bracket(320_000, 6.5),
            bracket(400_000, 6.9),
            bracket(800_000, 6.99),
          ],
        },
        personalExemption: { single: 15_000, 'married-joint': 24_000, 'head-of-household': 19_000, 'married-separate': 12_000 },
        taxAdditions,
        personalTaxCredit,
        incomeBase:
          'Federal adjusted gross income (wages), less the Connecticut personal exemption (phased out with AGI); tax from the rate schedule, plus the 2% phase-out add-back and the tax recapture (Tables C and D), less the personal tax credit (Table E).',
        notes,
        phaseOuts: [
          {
            applies: 'personalExemption',
            start: { single: 30_000, 'married-joint': 48_000, 'head-of-household': 38_000, 'married-separate': 24_000 },
            step: { single: 1000 },
            reductionPerStep: { single: 1000 },
            partialStep: 'counts',
          },
        ],
      },
      references: [sources.instructions2024, sources.cgs],
    },
    {
      from: '2025-01-01',
      changes: {},
      references: [sources.instructions2025, sources.cgs],
    },
    {
      from: '2026-01-01',
      changes: {},
      references: [sources.cgs],
      note: 'The rates, the Table A exemptions and the Table C, D and E amounts are fixed in the General Statutes and are not indexed; no change for 2026 was found. The 2026 CT-1040 instructions are not yet published.',
    },
  ),
};
