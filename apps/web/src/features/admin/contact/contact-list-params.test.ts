import {
  appliedDraft,
  contactExportQueryString,
  contactListParamsFrom,
  contactListQueryString,
  contactListSearchParams,
  draftFrom,
  draftProblem,
  hasNextPage,
  pageAfterRemoval,
  validDay,
} from './contact-list-params';

const fromUrl = (query: string) => contactListParamsFrom(new URLSearchParams(query));

describe('the inbox state in the URL', () => {
  it('reads every filter and the page, and writes them back the same way', () => {
    const params = fromUrl('search=+vat+rates+&status=unread&formType=wrong-figure&from=2026-01-01&to=2026-01-31&page=3');
    expect(params).toEqual({
      page: 3,
      search: 'vat rates',
      status: 'unread',
      formType: 'wrong-figure',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(contactListParamsFrom(contactListSearchParams(params))).toEqual(params);
  });

  it('is plain for a fresh inbox: page 1 and no filters leave the URL empty', () => {
    expect(fromUrl('')).toEqual({ page: 1 });
    expect(contactListSearchParams({ page: 1 }).toString()).toBe('');
  });

  it('drops what the API would refuse with a 400 instead of sending it', () => {
    expect(fromUrl('status=deleted&formType=spam&from=2026-02-30&to=yesterday&page=0')).toEqual({ page: 1 });
    expect(fromUrl('page=-2')).toEqual({ page: 1 });
    expect(fromUrl('page=2.5')).toEqual({ page: 1 });
    expect(fromUrl(`search=${'x'.repeat(150)}`).search).toHaveLength(100);
    // A To day before the From day.
    expect(fromUrl('from=2026-03-10&to=2026-03-01')).toEqual({ page: 1, from: '2026-03-10' });
  });

  it('knows a real day from a look-alike', () => {
    expect(validDay('2024-02-29')).toBe('2024-02-29');
    expect(validDay('2025-02-29')).toBeUndefined();
    expect(validDay('2025-13-01')).toBeUndefined();
    expect(validDay('')).toBeUndefined();
  });
});

describe('the API queries', () => {
  const params = { page: 2, search: 'a&b', status: 'read' as const, formType: 'feedback' as const, from: '2026-01-01', to: '2026-01-02' };

  it('asks GET /api/contact for the page and the filters, encoded', () => {
    expect(contactListQueryString(params)).toBe('page=2&search=a%26b&status=read&from=2026-01-01&to=2026-01-02&formType=feedback');
    expect(contactListQueryString({ page: 1 })).toBe('page=1');
  });

  it('exports the same filters without a page', () => {
    expect(contactExportQueryString(params)).toBe('search=a%26b&status=read&from=2026-01-01&to=2026-01-02&formType=feedback');
    expect(contactExportQueryString({ page: 4 })).toBe('');
  });
});

describe('the filter form', () => {
  it('shows "All" where no filter is set, and applying it starts again on page 1', () => {
    const draft = draftFrom({ page: 5, search: 'x' });
    expect(draft).toEqual({ search: 'x', status: 'all', formType: 'all', from: '', to: '' });
    expect(appliedDraft({ ...draft, status: 'archived', formType: 'partnership', from: '2026-05-01' })).toEqual({
      page: 1,
      search: 'x',
      status: 'archived',
      formType: 'partnership',
      from: '2026-05-01',
    });
    expect(appliedDraft({ search: '  ', status: 'all', formType: 'all', from: '', to: '' })).toEqual({ page: 1 });
  });

  it('refuses a To day before the From day', () => {
    expect(draftProblem({ search: '', status: 'all', formType: 'all', from: '2026-05-02', to: '2026-05-01' })).toBe('toBeforeFrom');
    expect(draftProblem({ search: '', status: 'all', formType: 'all', from: '2026-05-01', to: '2026-05-01' })).toBeUndefined();
  });
});

describe('paging', () => {
  it('offers Next only after a full page that is not the last (20 a page)', () => {
    expect(hasNextPage(1, 20, 20, 21)).toBe(true);
    expect(hasNextPage(1, 20, 19, 19)).toBe(false);
    // A full page that is also the last one.
    expect(hasNextPage(1, 20, 20, 20)).toBe(false);
    expect(hasNextPage(2, 20, 20, 60)).toBe(true);
    expect(hasNextPage(3, 20, 20, 60)).toBe(false);
  });

  it('steps back a page when a delete empties the last one', () => {
    expect(pageAfterRemoval(2, 20, 21, 1)).toBe(1);
    expect(pageAfterRemoval(2, 20, 25, 1)).toBe(2);
    expect(pageAfterRemoval(1, 20, 3, 3)).toBe(1);
  });
});
