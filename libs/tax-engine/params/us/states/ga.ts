import { datedValues, type Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter, StateIncomeTaxRules } from '../../../src/us/state-tax-rules';

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
} as const satisfies Record<string, Reference>;

const notes = [
  'Georgia repealed personal exemptions from 2024 (the $4,000 dependent exemption remains, not modelled); the additional deduction for age 65+ or blind and all credits are not included.',
];

const flat = (rate: number) => ({ single: [{ threshold: 0, rate, name: `Flat rate (${rate}%)` }] });
/** Married filing jointly $24,000; every other status, including qualifying surviving spouse, $12,000. */
const standardDeduction = {
  single: 12_000,
  'married-separate': 12_000,
  'head-of-household': 12_000,
  'qualifying-surviving-spouse': 12_000,
  'married-joint': 24_000,
};

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Georgia individual income tax on wages: flat rate and standard deduction (standard exemption).',
  unit: 'USD-brackets',
  values: datedValues<StateIncomeTaxRules>(
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
  ),
};
