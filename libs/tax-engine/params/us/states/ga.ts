import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  ocga48720: {
    title: 'O.C.G.A. § 48-7-20 (flat rate; 5.39% for 2024 as amended by HB 1015)',
    href: 'https://law.justia.com/codes/georgia/title-48/chapter-7/article-2/section-48-7-20/',
  },
  hb1015: {
    title: 'Georgia HB 1015 (2024), signed 18 April 2024: 2024 rate 5.39%, retroactive to 1 January 2024',
    href: 'https://www.legis.ga.gov/legislation/66260',
  },
  hb111: {
    title: 'Georgia HB 111 (2025), signed 15 April 2025: amends O.C.G.A. § 48-7-20(a.1) to 5.19% for tax years from 1 January 2025',
    href: 'https://dor.georgia.gov/tax-tables-georgia-tax-rate-schedule',
  },
  ocga48727: {
    title: 'O.C.G.A. § 48-7-27(a)(1)(B) (standard exemption $12,000; $24,000 married filing jointly)',
    href: 'https://law.justia.com/codes/georgia/title-48/chapter-7/article-2/section-48-7-27/',
  },
  it511of2024: {
    title: 'Georgia DOR: 2024 IT-511 Individual Income Tax Booklet (rate 5.39%; standard deduction, Form 500 line 11)',
    href: 'https://dor.georgia.gov/document/document/2024-it-511-individual-income-tax-booklet/download',
  },
  it511of2025: {
    title: 'Georgia DOR: 2025 IT-511 Individual Income Tax Booklet (rate 5.19%; standard deduction, Form 500 line 11)',
    href: 'https://dor.georgia.gov/document/document/2025-it-511-individual-income-tax-booklet/download',
  },
  hb463: {
    title:
      'Georgia HB 463 (2025-2026 session), §§ 2-1 and 2-3: O.C.G.A. § 48-7-20(a.1) 4.99% and § 48-7-27(a)(1)(B) standard deduction $15,000 ($30,000 married filing jointly) for taxable years from 1 January 2026',
    href: 'https://www.legis.ga.gov/api/legislation/document/20252026/249080',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'Georgia repealed personal exemptions from 2024 (the $4,000 dependent exemption remains, not modelled); the additional deduction for age 65+ or blind and all credits are not included.',
];

const flat = (rate: number) => ({ single: [{ threshold: 0, rate, name: `Flat rate (${rate}%)` }] });
/**
 * Married filing jointly $24,000 ($30,000 from 2026); every other status, including qualifying surviving spouse, $12,000
 * ($15,000 from 2026): § 48-7-27(a)(1)(B) names only joint returns and single, head of household and separate returns.
 */
const standardDeductionOf = (single: number, joint: number) => ({
  single,
  'married-separate': single,
  'head-of-household': single,
  'qualifying-surviving-spouse': single,
  'married-joint': joint,
});
const standardDeduction = standardDeductionOf(12_000, 24_000);

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Georgia individual income tax on wages: flat rate and standard deduction (standard exemption).',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'flat',
        brackets: flat(5.39),
        standardDeduction,
        incomeBase: 'Federal adjusted gross income (wages), less the Georgia standard deduction; taxed at a flat 5.39%.',
        notes,
      },
      references: [sources.hb1015, sources.it511of2024, sources.ocga48720, sources.ocga48727],
      note: 'HB 1015 cut the 2024 rate from 5.49% to 5.39% retroactively to 1 January 2024; the final 5.39% is used.',
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: flat(5.19),
        incomeBase: 'Federal adjusted gross income (wages), less the Georgia standard deduction; taxed at a flat 5.19%.',
      },
      references: [sources.hb111, sources.it511of2025, sources.ocga48720, sources.ocga48727],
      note: 'HB 111 cut the 2025 rate from 5.29% to 5.19% retroactively to 1 January 2025.',
    },
    {
      from: '2026-01-01',
      changes: {
        brackets: flat(4.99),
        standardDeduction: standardDeductionOf(15_000, 30_000),
        incomeBase: 'Federal adjusted gross income (wages), less the Georgia standard deduction; taxed at a flat 4.99%.',
      },
      references: [sources.hb463, sources.ocga48720, sources.ocga48727],
      note: 'HB 463 set 4.99% and raised the standard deduction to $15,000 / $30,000 for 2026; its further yearly steps (to 3.99% and $18,000 / $36,000) depend on revenue triggers and are not in force for 2026.',
    },
  ),
};
