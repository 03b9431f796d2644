import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  njsa54a_2_1: {
    title: 'N.J.S.A. 54A:2-1 (gross income tax rates: Table A and Table B, including 10.75% over $1,000,000 from P.L. 2020, c.94)',
    href: 'https://lis.njleg.state.nj.us/nxt/gateway.dll?f=templates&fn=default.htm&vid=Publish:10.1048/Enu',
  },
  njsa54a_3_1: {
    title: 'N.J.S.A. 54A:3-1 (personal exemptions: $1,000 for the taxpayer, $1,000 for a spouse on a joint return)',
    href: 'https://lis.njleg.state.nj.us/nxt/gateway.dll?f=templates&fn=default.htm&vid=Publish:10.1048/Enu',
  },
  nj1040i2024: {
    title: 'NJ Division of Taxation: 2024 NJ-1040 instructions (line 6 exemptions; Tax Rate Schedules A and B)',
    href: 'https://www.nj.gov/treasury/taxation/pdf/other_forms/tgi-ee/2024/1040i.pdf',
  },
  nj1040iCurrent: {
    title: 'NJ Division of Taxation: 2025 NJ-1040 instructions (line 6 exemptions; Tax Rate Schedules A and B, unchanged)',
    href: 'https://www.nj.gov/treasury/taxation/pdf/current/1040i.pdf',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'New Jersey has no standard deduction; only the personal exemption ($1,000 each, $2,000 joint) is deducted. Dependents and other exemptions are not modelled.',
  'Filers with gross income of $10,000 or less ($20,000 joint / head of household) owe no New Jersey tax; that filing-threshold rule is not modelled.',
  'New Jersey gross income is built from wages as New Jersey defines them (e.g. employee 401(k) deferrals are excluded, other pre-tax deductions may not be); wages are taken as entered.',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description:
    'New Jersey gross income tax on wages: Table A (single, married separate) and Table B (joint, head of household, surviving spouse) with the personal exemption.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [
            bracket(0, 1.4),
            bracket(20_000, 1.75),
            bracket(35_000, 3.5),
            bracket(40_000, 5.525),
            bracket(75_000, 6.37),
            bracket(500_000, 8.97),
            bracket(1_000_000, 10.75),
          ],
          'married-joint': [
            bracket(0, 1.4),
            bracket(20_000, 1.75),
            bracket(50_000, 2.45),
            bracket(70_000, 3.5),
            bracket(80_000, 5.525),
            bracket(150_000, 6.37),
            bracket(500_000, 8.97),
            bracket(1_000_000, 10.75),
          ],
          'head-of-household': [
            bracket(0, 1.4),
            bracket(20_000, 1.75),
            bracket(50_000, 2.45),
            bracket(70_000, 3.5),
            bracket(80_000, 5.525),
            bracket(150_000, 6.37),
            bracket(500_000, 8.97),
            bracket(1_000_000, 10.75),
          ],
        },
        personalExemption: { single: 1000, 'married-joint': 2000, 'qualifying-surviving-spouse': 1000 },
        incomeBase:
          'New Jersey gross income (wages), less the New Jersey personal exemption; Table A for single and married filing separately, Table B for the other statuses.',
        notes,
      },
      references: [sources.nj1040i2024, sources.njsa54a_2_1, sources.njsa54a_3_1],
    },
    {
      from: '2025-01-01',
      changes: {},
      references: [sources.nj1040iCurrent, sources.njsa54a_2_1, sources.njsa54a_3_1],
    },
    {
      from: '2026-01-01',
      changes: {},
      references: [sources.njsa54a_2_1, sources.njsa54a_3_1],
      note: 'The rate tables and the $1,000 exemptions are fixed in N.J.S.A. 54A:2-1 and 54A:3-1 and are not indexed; the FY 2026 budget left the gross income tax rates unchanged (flat-tax bills for 2026 and 2027 were not enacted).',
    },
  ),
};
