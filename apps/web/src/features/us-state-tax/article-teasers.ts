import type { MessageId } from '../../lib/i18n/catalogues';

/** A static article teaser (docs/product.md, "US state income tax page"): title and excerpt are message ids, so both languages read them. */
export interface ArticleTeaser {
  /** The blog slug the teaser links to. */
  readonly id: string;
  readonly title: MessageId;
  readonly excerpt: MessageId;
  readonly category: MessageId;
  /** Minutes. */
  readonly readTime: number;
  readonly keywords: readonly string[];
}

/** The five teasers that close the state tax page. */
export const stateTaxArticleTeasers: readonly ArticleTeaser[] = [
  {
    id: 'us-tax-deductions',
    title: 'stateTax.teaser.deductions.title',
    excerpt: 'stateTax.teaser.deductions.excerpt',
    category: 'stateTax.category.taxGuide',
    readTime: 8,
    keywords: ['standard deduction', 'itemized deductions', 'SALT cap', 'state income tax'],
  },
  {
    id: 'income-tax-calculations',
    title: 'stateTax.teaser.calculations.title',
    excerpt: 'stateTax.teaser.calculations.excerpt',
    category: 'stateTax.category.educational',
    readTime: 6,
    keywords: ['tax brackets', 'marginal rate', 'effective rate', 'taxable income'],
  },
  {
    id: 'tax-planning-tips',
    title: 'stateTax.teaser.planning.title',
    excerpt: 'stateTax.teaser.planning.excerpt',
    category: 'stateTax.category.taxTips',
    readTime: 7,
    keywords: ['tax planning', 'withholding', 'retirement contributions', 'residency'],
  },
  {
    id: 'investment-tax-basics',
    title: 'stateTax.teaser.investment.title',
    excerpt: 'stateTax.teaser.investment.excerpt',
    category: 'stateTax.category.investmentTax',
    readTime: 9,
    keywords: ['capital gains', 'dividends', 'net investment income tax', 'Washington capital gains tax'],
  },
  {
    id: 'small-business-taxes',
    title: 'stateTax.teaser.business.title',
    excerpt: 'stateTax.teaser.business.excerpt',
    category: 'stateTax.category.businessTax',
    readTime: 10,
    keywords: ['pass-through income', 'estimated payments', 'nexus', 'franchise tax'],
  },
];
