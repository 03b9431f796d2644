import { bracket } from '../../../src/core/brackets';
import { label } from '../../../src/core/labels';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter, StateIncomeTaxRules } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const noTaxUpTo = (threshold: number) => label('us.state.oh.band.noTaxUpTo', { threshold });
const baseTax = (amount: number, threshold: number, width: number) =>
  label('us.state.oh.band.baseTax', { baseTax: amount, threshold, width });

const sources = {
  orc5747_02: {
    title:
      'Ohio Rev. Code § 5747.02 (tax rates: for 2024, over $26,050 $360.69 plus 2.75%; over $100,000 $2,394.32 plus 3.5%; for 2025 as amended by HB 96 (136th GA): $342 plus 2.75%, over $100,000 3.125%)',
    href: 'https://codes.ohio.gov/ohio-revised-code/section-5747.02',
  },
  orc5747_025: {
    title: 'Ohio Rev. Code § 5747.025 (personal exemption $2,400 / $2,150 / $1,900 by modified AGI; none above $750,000 from 2025)',
    href: 'https://codes.ohio.gov/ohio-revised-code/section-5747.025',
  },
  orc5747_022: {
    title: 'Ohio Rev. Code § 5747.022 ($20 credit for each exemption when Ohio AGI less exemptions is $30,000 or less)',
    href: 'https://codes.ohio.gov/ohio-revised-code/section-5747.022',
  },
  booklet2024: {
    title:
      'Ohio Department of Taxation: 2024 IT 1040 instructions (line 4 exemptions; line 9 exemption credit; 2024 income tax schedule, p. 18)',
    href: 'https://dam.assets.ohio.gov/image/upload/v1735920104/tax.ohio.gov/forms/ohio_individual/individual/2024/it1040-booklet.pdf',
  },
  booklet2025: {
    title:
      'Ohio Department of Taxation: 2025 IT 1040 instructions (line 4 exemptions; line 9 exemption credit; 2025 income tax schedule, p. 18)',
    href: 'https://dam.assets.ohio.gov/image/upload/v1767095693/tax.ohio.gov/forms/ohio_individual/individual/2025/it1040-booklet.pdf',
  },
  hb96: {
    title:
      'Ohio HB 96 (136th General Assembly, 2025), enrolled: ORC 5747.02(A)(3) for 2026 and later, $332 plus 2.75% of income over $26,050 (one rate); ORC 5747.025 no exemption above modified AGI $500,000 from 2026',
    href: 'https://search-prod.lis.state.oh.us/api/v2/general_assembly_136/legislation/hb96/07_EN/pdf/#page=2608',
  },
} as const satisfies Record<string, Reference>;

/** The $20 exemption credit, lost once AGI less the $2,400 exemptions exceeds $30,000. */
const exemptionCredit = {
  personalExemptionCredit: { single: 20, 'married-joint': 40, 'qualifying-surviving-spouse': 20 },
} as const satisfies Pick<StateIncomeTaxRules, 'personalExemptionCredit'>;
const exemptionCreditCutOff = {
  applies: 'personalExemptionCredit',
  start: { single: 32_400, 'married-joint': 34_800, 'qualifying-surviving-spouse': 32_400 },
  step: { single: 1_000_000_000 },
  reductionPerStep: { single: 20, 'married-joint': 40, 'qualifying-surviving-spouse': 20 },
  partialStep: 'counts',
} as const satisfies NonNullable<StateIncomeTaxRules['phaseOuts']>[number];

const notes = [
  'Ohio charges no tax up to $26,050 of taxable nonbusiness income, then a fixed base tax ($360.69 in 2024, $342 in 2025) plus 2.75% of the excess: a cliff at $26,050. Brackets cannot express a cliff, so the base tax is charged over the first $500 above $26,050 (74.888% in 2024, 71.15% in 2025, which equals the base tax plus 2.75% of that $500); from $26,550 the tax equals the official schedule exactly.',
  'The personal exemption is $2,400 per person with modified AGI up to $40,000, $2,150 up to $80,000 and $1,900 above (none above $750,000 in 2025, $500,000 from 2026); dependents are not modelled.',
  'The $20 exemption credit per exemption is allowed while Ohio AGI less exemptions is $30,000 or less (ORC 5747.022; IT 1040 line 9): here up to AGI $32,400 single, $34,800 joint, where the exemptions are $2,400 each.',
  "The joint filing credit (5% to 20% of the tax when both spouses have $500 or more of qualifying income) needs each spouse's income and is not modelled; nor are other Ohio credits, school district and municipal income taxes.",
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description:
    'Ohio individual income tax on wages: the nonbusiness income schedule with its base tax above $26,050, and the income-tested personal exemption.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [
            bracket(0, 0, { name: 'No tax up to $26,050', label: noTaxUpTo(26_050) }),
            bracket(26_050, 74.888, {
              name: 'Base tax $360.69 above $26,050, charged over the first $500',
              label: baseTax(360.69, 26_050, 500),
            }),
            bracket(26_550, 2.75),
            bracket(100_000, 3.5),
          ],
        },
        personalExemption: { single: 2400, 'married-joint': 4800, 'qualifying-surviving-spouse': 2400 },
        ...exemptionCredit,
        phaseOuts: [
          {
            applies: 'personalExemption',
            start: { single: 40_000 },
            step: { single: 40_000 },
            reductionPerStep: { single: 250, 'married-joint': 500, 'qualifying-surviving-spouse': 250 },
            partialStep: 'counts',
            minimum: { single: 1900, 'married-joint': 3800, 'qualifying-surviving-spouse': 1900 },
          },
          exemptionCreditCutOff,
        ],
        incomeBase:
          'Ohio adjusted gross income (federal AGI: wages), less the Ohio personal exemptions; taxed on the 2024 schedule, less the $20 exemption credit at low incomes ($360.69 plus 2.75% over $26,050, 3.5% over $100,000).',
        notes,
      },
      references: [sources.booklet2024, sources.orc5747_02, sources.orc5747_025, sources.orc5747_022],
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: {
          single: [
            bracket(0, 0, { name: 'No tax up to $26,050', label: noTaxUpTo(26_050) }),
            bracket(26_050, 71.15, { name: 'Base tax $342 above $26,050, charged over the first $500', label: baseTax(342, 26_050, 500) }),
            bracket(26_550, 2.75),
            bracket(100_000, 3.125),
          ],
        },
        phaseOuts: [
          {}, // the exemption's reduction by income, unchanged
          {
            applies: 'personalExemption',
            start: { single: 750_000 },
            step: { single: 1 },
            reductionPerStep: { single: 2400, 'married-joint': 4800, 'qualifying-surviving-spouse': 2400 },
            partialStep: 'counts',
          },
          exemptionCreditCutOff,
        ],
        incomeBase:
          'Ohio adjusted gross income (federal AGI: wages), less the Ohio personal exemptions; taxed on the 2025 schedule ($342 plus 2.75% over $26,050, 3.125% over $100,000).',
      },
      references: [sources.booklet2025, sources.orc5747_02, sources.orc5747_025, sources.orc5747_022],
    },
    {
      from: '2026-01-01',
      changes: {
        brackets: {
          single: [
            bracket(0, 0, { name: 'No tax up to $26,050', label: noTaxUpTo(26_050) }),
            bracket(26_050, 69.15, { name: 'Base tax $332 above $26,050, charged over the first $500', label: baseTax(332, 26_050, 500) }),
            bracket(26_550, 2.75),
          ],
        },
        phaseOuts: [
          {}, // the exemption's reduction by income, unchanged
          { start: { single: 500_000 } },
          exemptionCreditCutOff,
        ],
        incomeBase:
          'Ohio adjusted gross income (federal AGI: wages), less the Ohio personal exemptions (none above $500,000); taxed on the 2026 schedule ($332 plus a flat 2.75% over $26,050).',
        notes: [
          'Ohio charges no tax up to $26,050 of taxable nonbusiness income, then a fixed base tax ($332 in 2026) plus 2.75% of the excess: a cliff at $26,050. Brackets cannot express a cliff, so the base tax is charged over the first $500 above $26,050 (69.15%, which equals $332 plus 2.75% of that $500); from $26,550 the tax equals the official schedule exactly.',
          ...notes.slice(1),
        ],
      },
      references: [sources.hb96, sources.orc5747_02, sources.orc5747_025, sources.orc5747_022],
      note: 'HB 96 made the rate a flat 2.75% above $26,050 from 2026 and lowered the income above which no exemption is allowed from $750,000 to $500,000. The enrolled text was read through the PolicyEngine-US copy of its figures (the implied base rate 1.27448% of $26,050 = $332.00); the 2026 IT 1040 booklet is not yet published.',
    },
  ),
};
