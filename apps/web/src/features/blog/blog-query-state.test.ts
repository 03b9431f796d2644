import { articlesQueryFor, blogStateFromSearch, pageCount, searchFromBlogState, withFilter } from './blog-query-state';

const read = (query: string) => blogStateFromSearch(new URLSearchParams(query));

describe('blog list state in the URL', () => {
  it('reads page, category and search', () => {
    expect(read('page=2&category=vat&search=%20allowance%20')).toEqual({ page: 2, category: 'vat', search: 'allowance' });
    expect(read('')).toEqual({ page: 1 });
  });

  it('falls back to defaults for values the API would reject', () => {
    expect(read('page=0&category=Not%20a%20slug&search=%20%20')).toEqual({ page: 1 });
    expect(read('page=-3')).toEqual({ page: 1 });
    expect(read('page=2.5')).toEqual({ page: 1 });
    expect(read('category=VAT')).toEqual({ page: 1, category: 'vat' });
    expect(read(`search=${'x'.repeat(300)}`).search).toHaveLength(200);
  });

  it('writes only what differs from the defaults', () => {
    expect(searchFromBlogState({ page: 1 }).toString()).toBe('');
    expect(searchFromBlogState({ page: 3, category: 'income-tax', search: 'personal allowance' }).toString()).toBe(
      'category=income-tax&search=personal+allowance&page=3',
    );
  });

  it('round-trips', () => {
    const state = { page: 2, category: 'tax-tips', search: '100% relief' };
    expect(read(searchFromBlogState(state).toString())).toEqual(state);
  });

  it('starts again at page 1 when a filter changes, and drops cleared filters', () => {
    expect(withFilter({ page: 4, category: 'vat' }, { search: 'reverse charge' })).toEqual({
      page: 1,
      category: 'vat',
      search: 'reverse charge',
    });
    expect(withFilter({ page: 2, category: 'vat', search: 'x' }, { category: '' })).toEqual({ page: 1, search: 'x' });
  });

  it('builds the API query and counts pages', () => {
    expect(articlesQueryFor({ page: 2, category: 'vat' }, 6)).toEqual({ page: 2, limit: 6, category: 'vat' });
    expect(articlesQueryFor({ page: 1 })).toEqual({ page: 1, limit: 6 });
    expect([pageCount(0, 6), pageCount(6, 6), pageCount(8, 6), pageCount(13, 6)]).toEqual([1, 1, 2, 3]);
  });
});
