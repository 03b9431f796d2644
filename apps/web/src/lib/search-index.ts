/**
 * The site search (docs/product.md, "Site search"): the searchable pages as data, and the matching rule.
 * Titles, descriptions and category names are message ids, so results show in the visitor's language.
 */
import type { Article } from '@taxatlas/contracts/articles';
import type { CalculatorEntry } from '@taxatlas/contracts/calculator-catalogue';
import { createContext } from 'react';
import type { MessageId } from './i18n/catalogues';
import type { Language } from './i18n/language';
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

const isSearchCategory = (slug: string): slug is SearchCategory => (searchCategories as readonly string[]).includes(slug);

/** Where a result leads and how its card is marked. */
export interface SearchTarget {
  readonly id: string;
  readonly url: string;
  readonly icon: 'calculator' | 'article';
  /** Absent for blog articles. */
  readonly country?: SearchCountry;
}

/** A page of the built-in index. */
export interface SearchEntry extends SearchTarget {
  readonly title: MessageId;
  readonly description: MessageId;
  readonly category: SearchCategory;
  /** Further words a query may match without being shown. */
  readonly keywords?: readonly string[];
}

/** What the search needs of a calculator's web declaration (lib/web-calculator.ts). */
export interface SearchableCalculator {
  readonly id: string;
  readonly search?: {
    readonly title?: MessageId;
    readonly description?: MessageId;
    readonly category: SearchCategory;
    readonly keywords?: readonly string[];
  };
}

/** The calculators' entries: each declared calculator with search texts, in the catalogue's order. */
export function calculatorSearchEntries(
  calculators: readonly SearchableCalculator[],
  catalogue: readonly CalculatorEntry[],
): SearchEntry[] {
  const declared = new Map(calculators.map((calculator) => [calculator.id, calculator.search]));
  return catalogue.flatMap((entry): SearchEntry[] => {
    const search = declared.get(entry.id);
    if (!search) return [];
    const { category, keywords } = search;
    const title = search.title ?? (`search.entry.${entry.id}.title` as MessageId);
    const description = search.description ?? (`search.entry.${entry.id}.description` as MessageId);
    return [{ id: entry.id, title, description, url: entry.url, category, keywords, icon: 'calculator', country: entry.country }];
  });
}

const article = (slug: string, category: SearchCategory): SearchEntry => ({
  id: `blog-${slug}`,
  title: `search.entry.blog-${slug}.title` as MessageId,
  description: `search.entry.blog-${slug}.description` as MessageId,
  url: paths.blogArticle(slug),
  category,
  icon: 'article',
});

/** The seeded articles, searchable before (or without) the API's answer. */
export const articleSearchEntries: readonly SearchEntry[] = [
  article('uk-tax-guide-2024', 'tax-guide'),
  article('us-tax-deductions', 'tax-tips'),
  article('german-tax-system', 'educational'),
  article('income-tax-calculations', 'educational'),
  article('vat-explained', 'vat'),
  article('tax-planning-tips', 'tax-tips'),
  article('small-business-taxes', 'business-tax'),
  article('investment-tax-basics', 'investment-tax'),
];

/** The built-in index: the calculators' entries, then the articles'. */
export function searchIndexFrom(calculators: readonly SearchableCalculator[], catalogue: readonly CalculatorEntry[]): SearchEntry[] {
  return [...calculatorSearchEntries(calculators, catalogue), ...articleSearchEntries];
}

/**
 * The built-in index the site search reads, provided by the app (app/providers.tsx) from the calculators' declarations,
 * which shared code cannot import.
 */
export const SearchIndexContext = createContext<readonly SearchEntry[]>(articleSearchEntries);

export const categoryMessageId = (category: SearchCategory) => `search.category.${category}` as MessageId;

/** An entry with its texts in the visitor's language. */
export interface ResolvedSearchEntry {
  readonly entry: SearchTarget;
  readonly title: string;
  readonly description: string;
  readonly category: string;
  /** The country's names ("United Kingdom", "UK"); empty for articles. */
  readonly country: readonly string[];
  /** Further texts the query may match without being shown: an API article's original title and excerpt when a translation is shown. */
  readonly alsoMatches?: readonly string[];
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
    alsoMatches: entry.keywords,
  }));
}

/** What the site search needs of an article from GET /api/articles (a list item). */
export type SearchArticle = Pick<Article, 'slug' | 'title' | 'excerpt' | 'category' | 'translations'>;

/**
 * Published articles from the API as blog results (no country), in the order given. The category badge is the
 * translated search category when the article's main category is one of the eleven, else the category's own name,
 * else "Blog". An article whose page the built-in index already holds (a seeded article) is left out: the built-in
 * entry, in the visitor's language, stands for it; so is a second article with the same page.
 */
export function resolveArticleEntries(
  articles: readonly SearchArticle[],
  builtIn: readonly ResolvedSearchEntry[],
  language: Language,
  translate: (id: MessageId) => string,
): ResolvedSearchEntry[] {
  const taken = new Set(builtIn.map((resolved) => resolved.entry.url));
  const entries: ResolvedSearchEntry[] = [];
  for (const article of articles) {
    const url = paths.blogArticle(article.slug);
    if (taken.has(url)) continue;
    taken.add(url);
    // The same choice as the blog's cards (components/article/article-text.ts): German texts when there are some.
    const german = language === 'de' ? article.translations?.de : undefined;
    const categorySlug = article.category?.slug;
    entries.push({
      entry: { id: `article-${article.slug}`, url, icon: 'article' },
      title: german?.title ?? article.title,
      description: german?.excerpt ?? article.excerpt,
      category:
        categorySlug && isSearchCategory(categorySlug)
          ? translate(categoryMessageId(categorySlug))
          : article.category?.name || translate('search.article'),
      country: [],
      // The API searched the original texts, so a visitor who types them still finds the article.
      alsoMatches: german ? [article.title, article.excerpt] : undefined,
    });
  }
  return entries;
}

/** Whether a query is long enough to search: at least two characters once blanks around it are dropped. */
export function isSearchable(query: string): boolean {
  return query.trim().length >= SEARCH_MIN_LENGTH;
}

/** Case-insensitive match of the query on the title, description, category or country; in the entries' order. */
export function searchEntries<E extends ResolvedSearchEntry>(entries: readonly E[], query: string): E[] {
  if (!isSearchable(query)) return [];
  const needle = query.trim().toLocaleLowerCase();
  const holds = (text: string) => text.toLocaleLowerCase().includes(needle);
  return entries.filter(
    (entry) =>
      holds(entry.title) ||
      holds(entry.description) ||
      holds(entry.category) ||
      entry.country.some(holds) ||
      (entry.alsoMatches?.some(holds) ?? false),
  );
}
