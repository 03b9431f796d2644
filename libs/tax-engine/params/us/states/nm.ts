import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter, StateIncomeTaxRules } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  nmsa7_2_7: {
    title:
      'NMSA 1978, § 7-2-7 (individual income tax rates, as amended by HB 252, 2024, Laws 2024 ch. 67, for taxable years from 1 January 2025)',
    href: 'https://nmonesource.com/nmos/nmsa/en/item/4394/index.do',
  },
  hb252: {
    title: 'HB 252 (2024 regular session), § 7-2-7 rate tables effective for taxable years beginning on or after 1 January 2025',
    href: 'https://www.nmlegis.gov/Sessions/24%20Regular/final/HB0252.pdf',
  },
  pit2024: {
    title:
      'NM Taxation and Revenue: 2024 PIT-1 instructions and tax rate tables (line 9 federal standard deduction; PIT-ADJ low- and middle-income exemption worksheet)',
    href: 'https://klvg4oyd4j.execute-api.us-west-2.amazonaws.com/prod/PublicFiles/34821a9573ca43e7b06dfad20f5183fd/97f27f33-5e23-4a25-ad68-0980a22b802d/PITbook2024.pdf',
  },
  pit2025: {
    title: 'NM Taxation and Revenue: 2025 PIT packet, tax rate tables',
    href: 'https://klvg4oyd4j.execute-api.us-west-2.amazonaws.com/prod/PublicFiles/34821a9573ca43e7b06dfad20f5183fd/0558a902-6362-47ca-8e3b-7cca3bc69b9d/2025%20PIT%20Packet_Final.pdf',
  },
  nmsa7_2_5_8: {
    title:
      'NMSA 1978, § 7-2-5.8 (exemption for low- and middle-income taxpayers: $2,500 per exemption, reduced by 15% / 10% / 20% of AGI over $20,000 / $30,000 / $15,000)',
    href: 'https://law.justia.com/codes/new-mexico/2013/chapter-7/article-2/section-7-2-5.8',
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
  trdObbba: {
    title:
      'NM Taxation and Revenue Department: OBBBA tax presentation to the legislature, 31 July 2025 (federal definitions of income flow through to PIT; New Mexico conforms to the federal standard deduction increase)',
    href: 'https://www.nmlegis.gov/handouts/ZFFSS%20073125%20Item%203%20OBBBA%20Tax%20Presentation.pdf',
  },
  federalSd2026: {
    title: 'IRS Rev. Proc. 2025-32, § 4.14: 2026 federal standard deduction $16,100 single / $32,200 joint / $24,150 head of household',
    href: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
  },
} as const satisfies Record<string, Reference>;

/** NMSA § 7-2-5.8: the low- and middle-income exemption for the filer (and spouse), reduced per whole dollar of AGI. */
const lowAndMiddleIncomeExemption = {
  personalExemption: { single: 2500, 'married-joint': 5000, 'qualifying-surviving-spouse': 2500 },
  phaseOuts: [
    {
      applies: 'personalExemption',
      start: { single: 20_000, 'married-joint': 30_000, 'married-separate': 15_000, 'head-of-household': 30_000 },
      step: { single: 1 },
      reductionPerStep: {
        single: 0.15,
        'married-joint': 0.2,
        'married-separate': 0.2,
        'head-of-household': 0.1,
        'qualifying-surviving-spouse': 0.1,
      },
      partialStep: 'ignored',
    },
  ],
} as const satisfies Pick<StateIncomeTaxRules, 'personalExemption' | 'phaseOuts'>;

const notes = [
  'New Mexico taxable income is federal AGI less the federal standard deduction (as on the federal return) and the low- and middle-income exemption; the deduction for certain dependents and other NM adjustments are not modelled.',
  'The low- and middle-income exemption (NMSA § 7-2-5.8; PIT-ADJ) is $2,500 per exemption, reduced by 15% of AGI over $20,000 single (10% over $30,000 for each of the two exemptions on a joint return, 10% over $30,000 head of household, 20% over $15,000 married filing separately), so it ends at AGI $36,667 single, $55,000 joint or head of household, $27,500 separate. Only the filer and spouse count as exemptions here (no dependents); the reduction is taken on whole dollars of AGI.',
  'Head of household and qualifying surviving spouse use the married-joint brackets; married filing separately has its own half-width brackets.',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'New Mexico personal income tax on wages: graduated brackets applied after the federal standard deduction.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [bracket(0, 1.7), bracket(5500, 3.2), bracket(11_000, 4.7), bracket(16_000, 4.9), bracket(210_000, 5.9)],
          'married-joint': [bracket(0, 1.7), bracket(8000, 3.2), bracket(16_000, 4.7), bracket(24_000, 4.9), bracket(315_000, 5.9)],
          'married-separate': [bracket(0, 1.7), bracket(4000, 3.2), bracket(8000, 4.7), bracket(12_000, 4.9), bracket(157_500, 5.9)],
          'head-of-household': [bracket(0, 1.7), bracket(8000, 3.2), bracket(16_000, 4.7), bracket(24_000, 4.9), bracket(315_000, 5.9)],
        },
        standardDeduction: { single: 14_600, 'married-joint': 29_200, 'head-of-household': 21_900 },
        ...lowAndMiddleIncomeExemption,
        incomeBase:
          'Federal adjusted gross income (wages), less the federal standard deduction ($14,600 single, $29,200 joint, $21,900 head of household in 2024) and the low- and middle-income exemption.',
        notes,
      },
      references: [sources.pit2024, sources.nmsa7_2_7, sources.nmsa7_2_5_8, sources.federalSd2024],
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: {
          single: [
            bracket(0, 1.5),
            bracket(5500, 3.2),
            bracket(16_500, 4.3),
            bracket(33_500, 4.7),
            bracket(66_500, 4.9),
            bracket(210_000, 5.9),
          ],
          'married-joint': [
            bracket(0, 1.5),
            bracket(8000, 3.2),
            bracket(25_000, 4.3),
            bracket(50_000, 4.7),
            bracket(100_000, 4.9),
            bracket(315_000, 5.9),
          ],
          'married-separate': [
            bracket(0, 1.5),
            bracket(4000, 3.2),
            bracket(12_500, 4.3),
            bracket(25_000, 4.7),
            bracket(50_000, 4.9),
            bracket(157_500, 5.9),
          ],
          'head-of-household': [
            bracket(0, 1.5),
            bracket(8000, 3.2),
            bracket(25_000, 4.3),
            bracket(50_000, 4.7),
            bracket(100_000, 4.9),
            bracket(315_000, 5.9),
          ],
        },
        standardDeduction: { single: 15_750, 'married-joint': 31_500, 'head-of-household': 23_625 },
        incomeBase:
          'Federal adjusted gross income (wages), less the federal standard deduction ($15,750 single, $31,500 joint, $23,625 head of household in 2025) and the low- and middle-income exemption.',
      },
      references: [sources.pit2025, sources.hb252, sources.nmsa7_2_7, sources.nmsa7_2_5_8, sources.federalSd2025],
    },
    {
      from: '2026-01-01',
      changes: {
        standardDeduction: { single: 16_100, 'married-joint': 32_200, 'head-of-household': 24_150 },
        incomeBase:
          'Federal adjusted gross income (wages), less the federal standard deduction ($16,100 single, $32,200 joint, $24,150 head of household in 2026) and the low- and middle-income exemption.',
        notes: [
          ...notes,
          'For 2026 the federal standard deduction is taken as on the federal return (PIT-1 line 9), at the 2026 federal amount: New Mexico conforms to the federal increase (Taxation and Revenue Department, July 2025), and the 2026 bill to change the deduction (HB 93) was not enacted, as reported. The HB 252 brackets and the § 7-2-5.8 exemption are fixed amounts.',
        ],
      },
      references: [sources.hb252, sources.nmsa7_2_7, sources.nmsa7_2_5_8, sources.federalSd2026, sources.trdObbba],
      note: 'Brackets fixed by HB 252 (not indexed); the deduction is the 2026 federal standard deduction under Rev. Proc. 2025-32. No 2026 PIT-1 instructions were read.',
    },
  ),
};
