import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  os68_2355: {
    title:
      '68 O.S. § 2355(C) (rates: 0.25% to 4.75%; married filing jointly, head of household and surviving spouse brackets double the single ones)',
    href: 'https://www.oscn.net/applications/oscn/DeliverDocument.asp?CiteID=92565',
  },
  pkt2024: {
    title:
      'Oklahoma Tax Commission: 2024 Form 511 packet (standard deduction $6,350 / $12,700 / $9,350; $1,000 exemption each; tax rate schedules)',
    href: 'https://oklahoma.gov/content/dam/ok/en/tax/documents/forms/individuals/past-year/2024/511-Pkt.pdf',
  },
  pktCurrent: {
    title: 'Oklahoma Tax Commission: 2025 Form 511 packet (same deductions, exemptions and rate schedules)',
    href: 'https://oklahoma.gov/content/dam/ok/en/tax/documents/forms/individuals/current/511-Pkt.pdf',
  },
  hb2764: {
    title: 'HB 2764 (2025): Oklahoma rate cuts and new brackets start with tax year 2026',
    href: 'https://www.oklegislature.gov/cf_pdf/2025-26%20ENR/hB/HB2764%20ENR.PDF',
  },
  hb2764of2026: {
    title:
      'HB 2764 (2025, enrolled; signed 28 May 2025), amending 68 O.S. § 2355 for tax years from 2026: 0% to $3,750, 2.5% to $4,900, 3.5% to $7,200, 4.5% above (single); $7,500 / $9,800 / $14,400 for joint, head of household and surviving spouse',
    href: 'https://www.oklegislature.gov/cf_pdf/2025-26%20ENR/hB/HB2764%20ENR.PDF',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'Oklahoma taxable income is federal AGI less the Oklahoma standard deduction and $1,000 per personal exemption (two for married filing jointly); dependents, the special exemption and credits are not modelled.',
  'Married filing separately uses the single brackets; head of household and qualifying surviving spouse the joint brackets.',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Oklahoma individual income tax on wages: graduated brackets, the Oklahoma standard deduction and personal exemptions.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [
            bracket(0, 0.25),
            bracket(1000, 0.75),
            bracket(2500, 1.75),
            bracket(3750, 2.75),
            bracket(4900, 3.75),
            bracket(7200, 4.75),
          ],
          'married-joint': [
            bracket(0, 0.25),
            bracket(2000, 0.75),
            bracket(5000, 1.75),
            bracket(7500, 2.75),
            bracket(9800, 3.75),
            bracket(14_400, 4.75),
          ],
          'head-of-household': [
            bracket(0, 0.25),
            bracket(2000, 0.75),
            bracket(5000, 1.75),
            bracket(7500, 2.75),
            bracket(9800, 3.75),
            bracket(14_400, 4.75),
          ],
        },
        standardDeduction: { single: 6350, 'married-joint': 12_700, 'head-of-household': 9350 },
        personalExemption: { single: 1000, 'married-joint': 2000, 'qualifying-surviving-spouse': 1000 },
        incomeBase: 'Federal adjusted gross income (wages), less the Oklahoma standard deduction and personal exemptions.',
        notes,
      },
      references: [sources.pkt2024, sources.os68_2355],
    },
    {
      from: '2025-01-01',
      changes: {},
      references: [sources.pktCurrent, sources.os68_2355, sources.hb2764],
    },
    {
      from: '2026-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 0), bracket(3750, 2.5), bracket(4900, 3.5), bracket(7200, 4.5)],
          'married-joint': [bracket(0, 0), bracket(7500, 2.5), bracket(9800, 3.5), bracket(14_400, 4.5)],
          'head-of-household': [bracket(0, 0), bracket(7500, 2.5), bracket(9800, 3.5), bracket(14_400, 4.5)],
        },
      },
      references: [sources.hb2764of2026, sources.os68_2355, sources.pktCurrent],
      note: 'HB 2764 replaced the six brackets by a 0% band and three rates from 2026; further 0.25-point cuts depend on revenue certifications and are not in force for 2026. The standard deduction and exemptions are unchanged.',
    },
  ),
};
