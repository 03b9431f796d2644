import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  pa40in2024: {
    title: 'PA Department of Revenue: 2024 PA-40 Instructions (tax rate 3.07%; no standard deduction or personal exemption)',
    href: 'https://www.pa.gov/content/dam/copapwp-pagov/en/revenue/documents/formsandpublications/formsforindividuals/pit/documents/2024/2024_pa-40in.pdf',
  },
  pa40in2025: {
    title: 'PA Department of Revenue: 2025 PA-40 Instructions (tax rate 3.07%)',
    href: 'https://www.pa.gov/content/dam/copapwp-pagov/en/revenue/documents/formsandpublications/formsforindividuals/pit/documents/2025/2025_pa-40in.pdf',
  },
  tax302: {
    title: 'Tax Reform Code of 1971, § 302 (72 P.S. § 7302): rate of 3.07% for taxable years beginning after 31 December 2003',
    href: 'https://www.legis.state.pa.us/cfdocs/legis/LI/uconsCheck.cfm?txtType=HTM&yr=1971&sessInd=0&smthLwInd=0&act=2&chpt=3&sctn=2&subsctn=0',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'Pennsylvania taxes gross compensation: there is no standard deduction or personal exemption, and employee 401(k) contributions are not excluded (they are taxable in Pennsylvania).',
  'Tax forgiveness for low incomes (PA-40 Schedule SP) is not modelled.',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Pennsylvania personal income tax on compensation: a flat 3.07% with no standard deduction or personal exemption.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'flat',
        brackets: {
          single: [bracket(0, 3.07, 'Flat rate')],
        },
        incomeBase:
          'Pennsylvania taxable compensation (gross wages), with no standard deduction or personal exemption; taxed at the flat 3.07% rate.',
        notes,
      },
      references: [sources.pa40in2024, sources.tax302],
    },
    {
      from: '2025-01-01',
      changes: {},
      references: [sources.pa40in2025, sources.tax302],
    },
    {
      from: '2026-01-01',
      changes: {},
      references: [sources.tax302],
      note: 'The 3.07% rate is fixed in 72 P.S. § 7302 (unchanged since 2004) and Pennsylvania has no standard deduction or exemption to index; the 2026 PA-40 instructions are not yet published.',
    },
  ),
};
