import { en, type MessageId } from '../lib/i18n/catalogues';
import {
  isSearchable,
  resolveArticleEntries,
  resolveSearchEntries,
  SEARCH_DELAY_MS,
  SEARCH_MIN_LENGTH,
  searchCategories,
  searchEntries,
} from '../lib/search-index';
import { searchIndexOf } from './calculators';

// The index the app builds from the calculators' declarations (app/calculators.tsx).
const searchIndex = searchIndexOf();

const countryNames = { uk: ['United Kingdom', 'UK'], us: ['United States', 'US'], germany: ['Germany'] } as const;
const resolved = resolveSearchEntries(
  searchIndex,
  (id) => en[id],
  (country) => countryNames[country],
);
const urls = (query: string) => searchEntries(resolved, query).map((result) => result.entry.url);

describe('search index', () => {
  it('holds the pages docs/product.md lists, each with texts in the catalogue', () => {
    expect(searchIndex).toHaveLength(22);
    expect(searchIndex.filter((entry) => entry.url.startsWith('/germany/'))).toHaveLength(6);
    expect(searchIndex.filter((entry) => entry.url.startsWith('/blog/'))).toHaveLength(8);
    expect(searchIndex.filter((entry) => entry.url.startsWith('/blog/')).every((entry) => entry.country === undefined)).toBe(true);
    for (const entry of resolved) {
      expect(entry.title).toBeTruthy();
      expect(entry.description).toBeTruthy();
      expect(entry.category).toBeTruthy();
    }
    expect(new Set(searchIndex.map((entry) => entry.id)).size).toBe(searchIndex.length);
  });

  it('uses the eleven categories of the specification', () => {
    expect(searchCategories).toHaveLength(11);
    expect(searchCategories.map((category) => en[`search.category.${category}`])).toEqual([
      'Income Tax',
      'Property Tax',
      'VAT',
      'Corporate Tax',
      'Social Security',
      'Investment Tax',
      'Inheritance Tax',
      'Tax Guide',
      'Tax Tips',
      'Educational',
      'Business Tax',
    ]);
  });

  it('waits 150 ms and needs two characters', () => {
    expect(SEARCH_DELAY_MS).toBe(150);
    expect(SEARCH_MIN_LENGTH).toBe(2);
    expect(isSearchable('a')).toBe(false);
    expect(isSearchable(' a ')).toBe(false);
    expect(isSearchable('ab')).toBe(true);
    expect(urls('s')).toEqual([]);
  });
});

describe('searchEntries', () => {
  it('matches the title case-insensitively', () => {
    expect(urls('STAMP')).toContain('/uk/stamp-duty');
  });

  it('matches the category', () => {
    const inheritance = urls('inheritance tax');
    expect(inheritance).toContain('/germany/inheritance-tax');
    expect(urls('business tax')).toContain('/blog/small-business-taxes');
  });

  it('matches the country name or code, never for articles', () => {
    const germany = urls('germany');
    expect(germany.filter((url) => url.startsWith('/germany/'))).toHaveLength(6);
    const uk = searchEntries(resolved, 'uk').filter((result) => result.entry.country !== undefined);
    expect(uk.every((result) => result.entry.country === 'uk')).toBe(true);
  });

  it('matches the description', () => {
    expect(urls('solidarity')).toContain('/germany/income-tax');
  });

  it('keeps the index order and finds nothing for unknown text', () => {
    const all = urls('tax');
    const order = searchIndex.map((entry) => entry.url).filter((url) => all.includes(url));
    expect(all).toEqual(order);
    expect(urls('qqqq')).toEqual([]);
  });
});

describe('resolveArticleEntries', () => {
  const translate = (id: MessageId) => en[id];
  const stored = (slug: string, category: { id: string; slug: string; name: string } | null) => ({
    slug,
    title: `Title of ${slug}`,
    excerpt: `Excerpt of ${slug}`,
    category,
    translations: {},
  });

  it('leaves out pages the built-in index holds and repeated slugs, and labels an uncategorised article "Blog"', () => {
    const entries = resolveArticleEntries(
      [stored('uk-tax-guide-2024', null), stored('fresh-article', null), stored('fresh-article', null)],
      resolved,
      'en',
      translate,
    );
    expect(entries.map((entry) => entry.entry.url)).toEqual(['/blog/fresh-article']);
    expect(entries[0]).toMatchObject({
      title: 'Title of fresh-article',
      description: 'Excerpt of fresh-article',
      category: 'Blog',
      country: [],
    });
    expect(entries[0]!.entry.country).toBeUndefined();
  });

  it('translates a built-in category and keeps any other category’s name', () => {
    const [known, other] = resolveArticleEntries(
      [
        stored('a-one', { id: '1', slug: 'vat', name: 'Value added tax' }),
        stored('a-two', { id: '2', slug: 'pensions', name: 'Pensions' }),
      ],
      resolved,
      'en',
      translate,
    );
    expect(known!.category).toBe('VAT');
    expect(other!.category).toBe('Pensions');
  });
});
