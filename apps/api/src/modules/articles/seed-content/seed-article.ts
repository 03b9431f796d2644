import type { ArticleWriteRequest } from '@taxatlas/contracts/articles';

/** One article of the demo content: written through the ArticleWriter like any other article. */
export type SeedArticle = ArticleWriteRequest & { readonly slug: string; readonly publishedAt: string };

export interface SeedCategory {
  readonly slug: string;
  readonly name: string;
  readonly description: string;
}

/** The categories of docs/product.md ("Site search"). */
export const seedCategories: readonly SeedCategory[] = [
  { slug: 'income-tax', name: 'Income Tax', description: 'Tax on earnings, pensions and other income: allowances, bands and rates.' },
  { slug: 'property-tax', name: 'Property Tax', description: 'Stamp duty, land transaction taxes and property taxes on homes and land.' },
  { slug: 'vat', name: 'VAT', description: 'Value added tax and sales taxes: rates, registration and returns.' },
  { slug: 'corporate-tax', name: 'Corporate Tax', description: 'Corporation tax, trade tax and the taxation of company profits.' },
  { slug: 'social-security', name: 'Social Security', description: 'National Insurance, payroll taxes and social security contributions.' },
  { slug: 'investment-tax', name: 'Investment Tax', description: 'Capital gains, dividends, interest and tax-advantaged accounts.' },
  { slug: 'inheritance-tax', name: 'Inheritance Tax', description: 'Inheritance, estate and gift taxes.' },
  { slug: 'tax-guide', name: 'Tax Guide', description: 'In-depth guides to how a country’s tax system works.' },
  { slug: 'tax-tips', name: 'Tax Tips', description: 'Practical, legal ways to pay the right amount of tax and no more.' },
  { slug: 'educational', name: 'Educational', description: 'The concepts behind tax calculations, explained step by step.' },
  { slug: 'business-tax', name: 'Business Tax', description: 'Taxes for the self-employed, small businesses and companies.' },
];
