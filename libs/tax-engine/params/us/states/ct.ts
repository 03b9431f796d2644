import type { Bracket } from '../../../src/core/brackets';
import { datedValues, type Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter, StateIncomeTaxRules } from '../../../src/us/state-tax-rules';

const b = (threshold: number, rate: number, name = `${rate}% bracket`): Bracket => ({ threshold, rate, name });

const sources = {
  instructions2024: {
    title: 'Connecticut DRS: 2024 Form CT-1040 instructions (tax calculation schedule; Table A personal exemptions)',
    href: 'https://portal.ct.gov/-/media/drs/forms/2024/income/2024-ct-1040-instructions_1224.pdf',
  },
  instructions2025: {
    title: 'Connecticut DRS: 2025 Form CT-1040 instructions (tax calculation schedule; Table A personal exemptions)',
    href: 'https://portal.ct.gov/-/media/drs/forms/2025/income/2025-ct-1040-instructions_1225.pdf',
  },
  cgs: {
    title: 'Conn. Gen. Stat. §§ 12-700 (rates; 2% and 4.5% from 2024, Public Act 23-204) and 12-702 (personal exemption)',
    href: 'https://www.cga.ct.gov/current/pub/chap_229.htm',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'The personal tax credit (1% to 75% of the tax for AGI up to about $64,500 single) is not modelled, so tax at low and middle incomes is overstated.',
  'The phase-out of the 2% bracket benefit (from AGI $56,500 single / $100,500 joint) and the benefit recapture of higher incomes are not modelled, so tax at those incomes is understated by up to a few thousand dollars.',
  'The personal exemption is reduced by $1,000 for each $1,000, or part, of AGI above $30,000 single ($48,000 joint, $38,000 head of household, $24,000 separate).',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Connecticut income tax on wages: brackets and personal exemption (phased out with AGI).',
  unit: 'USD-brackets',
  values: datedValues<StateIncomeTaxRules>(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [b(0, 2), b(10_000, 4.5), b(50_000, 5.5), b(100_000, 6), b(200_000, 6.5), b(250_000, 6.9), b(500_000, 6.99)],
          'married-joint': [b(0, 2), b(20_000, 4.5), b(100_000, 5.5), b(200_000, 6), b(400_000, 6.5), b(500_000, 6.9), b(1_000_000, 6.99)],
          'head-of-household': [b(0, 2), b(16_000, 4.5), b(80_000, 5.5), b(160_000, 6), b(320_000, 6.5), b(400_000, 6.9), b(800_000, 6.99)],
        },
        personalExemption: { single: 15_000, 'married-joint': 24_000, 'head-of-household': 19_000, 'married-separate': 12_000 },
        incomeBase:
          'Federal adjusted gross income (wages), less the Connecticut personal exemption (phased out with AGI); tax from the rate schedule.',
        notes,
        phaseOuts: [
          {
            applies: 'personalExemption',
            start: { single: 30_000, 'married-joint': 48_000, 'head-of-household': 38_000, 'married-separate': 24_000 },
            step: { single: 1000, 'married-joint': 1000, 'head-of-household': 1000, 'married-separate': 1000 },
            reductionPerStep: { single: 1000, 'married-joint': 1000, 'head-of-household': 1000, 'married-separate': 1000 },
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
  ),
};
