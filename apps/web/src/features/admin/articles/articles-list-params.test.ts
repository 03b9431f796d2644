import { adminArticleListQuerySchema } from '@taxatlas/contracts/article-admin';
import {
  adminArticlesQuery,
  articlesListParamsFrom,
  articlesListSearchParams,
  columnSortOrder,
  pageAfterRemoval,
  withFilter,
  withSort,
} from './articles-list-params';

const from = (query: string) => articlesListParamsFrom(new URLSearchParams(query));

describe('the articles list state in the URL', () => {
  it('starts with every status, newest change first, page 1 of 20', () => {
    expect(from('')).toEqual({ status: 'all', page: 1, limit: 20, sort: 'updatedAt', order: 'desc' });
    expect(articlesListSearchParams(from('')).toString()).toBe('');
  });

  it('reads every filter back from the query it wrote, so reload and back keep the list', () => {
    const query = 'status=scheduled&category=vat&search=rates+2025&sort=title&order=asc&page=3&limit=50';
    const params = from(query);
    expect(params).toEqual({
      status: 'scheduled',
      category: 'vat',
      search: 'rates 2025',
      sort: 'title',
      order: 'asc',
      page: 3,
      limit: 50,
    });
    expect(from(articlesListSearchParams(params).toString())).toEqual(params);
  });

  it('falls back to the default for anything malformed instead of sending it to the API', () => {
    expect(from('status=deleted&page=0&limit=7&sort=password&order=up&category=Not%20A%20Slug&search=%20%20')).toEqual(from(''));
    expect(from('page=-2').page).toBe(1);
    expect(from('page=2.5').page).toBe(1);
    expect(from(`search=${'x'.repeat(250)}`).search).toHaveLength(200);
  });

  it('starts again on page 1 when a filter, the sort or the page size changes, and drops a cleared filter', () => {
    const params = from('status=draft&category=vat&page=4');
    expect(withFilter(params, { status: 'published' }).toString()).toBe('status=published&category=vat');
    expect(withFilter(params, { category: undefined }).toString()).toBe('status=draft');
    expect(withFilter(params, { search: 'vat' }).get('page')).toBeNull();
    expect(withFilter(params, { limit: 50 }).toString()).toBe('status=draft&category=vat&limit=50');
  });

  it('turns a column click into sort and order, and a cleared sort into the default', () => {
    const params = from('page=2');
    expect(withSort(params, 'views', 'descend').toString()).toBe('sort=views');
    expect(withSort(params, 'title', 'ascend').toString()).toBe('sort=title&order=asc');
    expect(withSort(from('sort=title&order=asc'), 'title', null).toString()).toBe('');
    expect(columnSortOrder(from('sort=views&order=asc'), 'views')).toBe('ascend');
    expect(columnSortOrder(from('sort=views&order=asc'), 'title')).toBeNull();
    expect(columnSortOrder(from(''), 'updatedAt')).toBe('descend');
  });

  it('always asks the API with a status (without one it answers with published articles only), in a query it accepts', () => {
    const query = adminArticlesQuery(from('category=vat&search=%20rates%20'));
    expect(query).toEqual({ status: 'all', page: 1, limit: 20, sort: 'updatedAt', order: 'desc', category: 'vat', search: 'rates' });
    expect(adminArticleListQuerySchema.safeParse(query).success).toBe(true);
    expect(adminArticleListQuerySchema.safeParse(adminArticlesQuery(from(''))).success).toBe(true);
  });

  it('moves back a page when a bulk delete empties the last one', () => {
    expect(pageAfterRemoval(3, 20, 41, 1)).toBe(2);
    expect(pageAfterRemoval(3, 20, 45, 3)).toBe(3);
    expect(pageAfterRemoval(1, 20, 2, 2)).toBe(1);
  });
});
