/**
 * The site search (product-spec.md, "Site search"): the searchable pages as data, and the matching rule.
 * Titles, descriptions and category names are message ids, so results show in the visitor's language.
 */
import type { MessageId } from './i18n/catalogues';
import { paths } from '../config/paths';

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DELAY_MS = 150;

export const searchCategories = [
  'income-tax',
  'property-tax',
  'vat',
  'corporate-tax',
  'social-security',
  'investment-tax',
  'inheritance-tax',
  'tax-guide',
  'tax-tips',
  'educational',
  'business-tax',
] as const;
export type SearchCategory = (typeof searchCategories)[number];

export type SearchCountry = 'uk' | 'us' | 'germany';

export interface SearchEntry {
  readonly id: string;
  readonly title: MessageId;
  readonly description: MessageId;
  readonly url: string;
  readonly category: SearchCategory;
  readonly icon: 'calculator' | 'article';
  /** Absent for blog articles. */
  readonly country?: SearchCountry;
}

const calculator = (id: string, url: string, category: SearchCategory, country: SearchCountry): SearchEntry => ({
  id,
  title: `search.entry.${id}.title` as MessageId,
  description: `search.entry.${id}.description` as MessageId,
  url,
  category,
  icon: 'calculator',
  country,
});

const article = (slug: string, category: SearchCategory): SearchEntry => ({
  id: `blog-${slug}`,
  title: `search.entry.blog-${slug}.title` as MessageId,
  description: `search.entry.blog-${slug}.description` as MessageId,
  url: paths.blogArticle(slug),
  category,
  icon: 'article',
});

export const searchIndex: readonly SearchEntry[] = [
  calculator('uk-income-tax', paths.uk.incomeTax, 'income-tax', 'uk'),
  calculator('uk-stamp-duty', paths.uk.stampDuty, 'property-tax', 'uk'),
  calculator('us-federal-income-tax', paths.us.federalIncomeTax, 'income-tax', 'us'),
  calculator('us-state-tax', paths.us.stateTax, 'income-tax', 'us'),
  calculator('us-capital-gains', paths.us.capitalGains, 'investment-tax', 'us'),
  calculator('us-take-home', paths.us.takeHome, 'income-tax', 'us'),
  calculator('de-income-tax', paths.germany.incomeTax, 'income-tax', 'germany'),
  calculator('de-vat', paths.germany.vat, 'vat', 'germany'),
  calculator('de-corporate-tax', paths.germany.corporateTax, 'corporate-tax', 'germany'),
  calculator('de-social-security', paths.germany.socialSecurity, 'social-security', 'germany'),
  calculator('de-capital-gains', paths.germany.capitalGains, 'investment-tax', 'germany'),
  calculator('de-inheritance-tax', paths.germany.inheritanceTax, 'inheritance-tax', 'germany'),
  article('uk-tax-guide-2024', 'tax-guide'),
  article('us-tax-deductions', 'tax-tips'),
  article('german-tax-system', 'educational'),
  article('income-tax-calculations', 'educational'),
  article('vat-explained', 'vat'),
  article('tax-planning-tips', 'tax-tips'),
  article('small-business-taxes', 'business-tax'),
  article('investment-tax-basics', 'investment-tax'),
];

export const categoryMessageId = (category: SearchCategory) => `search.category.${category}` as MessageId;

/** An entry with its texts in the visitor's language. */
export interface ResolvedSearchEntry {
  readonly entry: SearchEntry;
  readonly title: string;
  readonly description: string;
  readonly category: string;
  /** The country's names ("United Kingdom", "UK"); empty for articles. */
  readonly country: readonly string[];
}

export function resolveSearchEntries(
  entries: readonly SearchEntry[],
  translate: (id: MessageId) => string,
  countryNames: (country: SearchCountry) => readonly string[],
): ResolvedSearchEntry[] {
  return entries.map((entry) => ({
    entry,
    title: translate(entry.title),
    description: translate(entry.description),
    category: translate(categoryMessageId(entry.category)),
    country: entry.country ? countryNames(entry.country) : [],
  }));
}

/** Whether a query is long enough to search: at least two characters once blanks around it are dropped. */
export function isSearchable(query: string): boolean {
  return query.trim().length >= SEARCH_MIN_LENGTH;
}

/** Case-insensitive match of the query on the title, description, category or country; in index order. */
export function searchEntries<E extends ResolvedSearchEntry>(entries: readonly E[], query: string): E[] {
  if (!isSearchable(query)) return [];
  const needle = query.trim().toLocaleLowerCase();
  const holds = (text: string) => text.toLocaleLowerCase().includes(needle);
  return entries.filter((entry) => holds(entry.title) || holds(entry.description) || holds(entry.category) || entry.country.some(holds));
}
