import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter, StateIncomeTaxRules } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  ilcs201: {
    title: 'Illinois Income Tax Act, 35 ILCS 5/201(b)(5.4): 4.95% for individuals',
    href: 'https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=003500050K201',
  },
  ilcs204: {
    title: 'Illinois Income Tax Act, 35 ILCS 5/204 (exemption allowance; (g): none above federal AGI $250,000 / $500,000 joint)',
    href: 'https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=003500050K204',
  },
  rates: {
    title: 'Illinois Department of Revenue: Income Tax Rates (individuals 4.95%)',
    href: 'https://tax.illinois.gov/research/taxrates/income.html',
  },
  exemptionAllowance: {
    title:
      'Illinois Department of Revenue: What is the Illinois personal exemption allowance? ($2,775 per exemption for 2024; $2,850 for 2025)',
    href: 'https://tax.illinois.gov/questionsandanswers/answer.851.html',
  },
  instructions2024: {
    title: 'Illinois Department of Revenue: 2024 Form IL-1040 Instructions, Step 4 (exemptions)',
    href: 'https://tax.illinois.gov/content/dam/soi/en/web/tax/forms/incometax/documents/2024/individual/il-1040-instr.pdf',
  },
  withholding2026: {
    title:
      'Illinois Department of Revenue: IL-700-T Illinois Withholding Tax Guide, effective 1 January 2026 (4.95%; exemption allowance $2,925)',
    href: 'https://tax.illinois.gov/forms/withholding/2025/il-700-t-withholding-guide.html',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'No exemption allowance is allowed when federal AGI exceeds $250,000 ($500,000 married filing jointly), 35 ILCS 5/204(g): the allowance stops at once (a cliff).',
  'Illinois has no standard deduction; dependent exemptions, the Illinois EITC and other credits are not included.',
];

const cutOff = (single: number, joint: number): NonNullable<StateIncomeTaxRules['phaseOuts']> => [
  {
    applies: 'personalExemption',
    start: { single: 250_000, 'married-joint': 500_000, 'qualifying-surviving-spouse': 250_000 },
    step: { single: 1_000_000_000 },
    reductionPerStep: { single, 'married-joint': joint, 'qualifying-surviving-spouse': single },
    partialStep: 'counts',
  },
];

const flat = (rate: number) => ({ single: [{ threshold: 0, rate, name: `Flat rate (${rate}%)` }] });

/** Flat 4.95% of Illinois base income (federal AGI with Illinois modifications) less the exemption allowance per person. */
export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Illinois individual income tax on wages: flat rate and personal exemption allowance.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'flat',
        brackets: flat(4.95),
        personalExemption: { single: 2_775, 'married-joint': 5_550, 'qualifying-surviving-spouse': 2_775 },
        phaseOuts: cutOff(2_775, 5_550),
        incomeBase:
          'Federal adjusted gross income (wages), less the Illinois exemption allowance of $2,775 per person; taxed at a flat 4.95%.',
        notes,
      },
      references: [sources.rates, sources.ilcs201, sources.exemptionAllowance, sources.instructions2024, sources.ilcs204],
      note: 'The 2024 exemption allowance is $2,775 (the $2,850 figure is the 2025 amount).',
    },
    {
      from: '2025-01-01',
      changes: {
        personalExemption: { single: 2_850, 'married-joint': 5_700, 'qualifying-surviving-spouse': 2_850 },
        phaseOuts: cutOff(2_850, 5_700),
        incomeBase:
          'Federal adjusted gross income (wages), less the Illinois exemption allowance of $2,850 per person; taxed at a flat 4.95%.',
      },
      references: [sources.rates, sources.ilcs201, sources.exemptionAllowance, sources.ilcs204],
    },
    {
      from: '2026-01-01',
      changes: {
        personalExemption: { single: 2_925, 'married-joint': 5_850, 'qualifying-surviving-spouse': 2_925 },
        phaseOuts: cutOff(2_925, 5_850),
        incomeBase:
          'Federal adjusted gross income (wages), less the Illinois exemption allowance of $2,925 per person; taxed at a flat 4.95%.',
      },
      references: [sources.withholding2026, sources.rates, sources.ilcs201, sources.ilcs204],
      note: 'The 2026 exemption allowance is $2,925 per person (35 ILCS 5/204(b), indexed); a joint return has two.',
    },
  ),
};
