import {
  adminUsersQueryString,
  pageAfterRemoval,
  rowPermissions,
  usersListParamsFrom,
  usersListSearchParams,
  withFilter,
} from './users-list-params';

const from = (query: string) => usersListParamsFrom(new URLSearchParams(query));

describe('the users list state in the URL', () => {
  it('starts on page 1 with 10 a page, no search and every role', () => {
    expect(from('')).toEqual({ page: 1, limit: 10 });
    expect(adminUsersQueryString(from(''))).toBe('page=1&limit=10');
  });

  it('reads page, page size, search and role', () => {
    expect(from('page=3&limit=50&search=%20anna%20&role=editor')).toEqual({ page: 3, limit: 50, search: 'anna', role: 'editor' });
  });

  it.each([
    ['page=0', { page: 1, limit: 10 }],
    ['page=-2&limit=7', { page: 1, limit: 10 }],
    ['page=2.5&limit=1000', { page: 1, limit: 10 }],
    ['page=abc&role=superuser', { page: 1, limit: 10 }],
    ['search=%20%20&role=', { page: 1, limit: 10 }],
  ])('falls back to the defaults for malformed values (%s)', (query, expected) => {
    expect(from(query)).toEqual(expected);
  });

  it('cuts a search to the 100 characters the API accepts', () => {
    expect(from(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it('builds the API query: page and limit always, search and role only when set, encoded', () => {
    expect(adminUsersQueryString({ page: 2, limit: 20, search: ' o’neil & co ', role: 'admin' })).toBe(
      'page=2&limit=20&search=o%E2%80%99neil+%26+co&role=admin',
    );
    expect(adminUsersQueryString({ page: 1, limit: 10, search: '   ' })).toBe('page=1&limit=10');
  });

  it('leaves the defaults out of the screen URL, and round-trips the rest', () => {
    expect(usersListSearchParams({ page: 1, limit: 10 }).toString()).toBe('');
    const params = { page: 4, limit: 20, search: 'grace', role: 'user' as const };
    expect(usersListParamsFrom(usersListSearchParams(params))).toEqual(params);
  });

  it('goes back to page 1 when the search, the role filter or the page size changes', () => {
    const onPage3 = { page: 3, limit: 10, search: 'a' };
    expect(withFilter(onPage3, { search: 'ab' }).toString()).toBe('search=ab');
    expect(withFilter(onPage3, { role: 'editor' }).toString()).toBe('search=a&role=editor');
    expect(withFilter(onPage3, { search: undefined }).toString()).toBe('');
    expect(withFilter(onPage3, { limit: 50 }).toString()).toBe('limit=50&search=a');
  });
});

describe('what the signed-in admin may do with a row', () => {
  it('anything with another account', () => {
    expect(rowPermissions({ id: 'u2' }, 'u1')).toEqual({ canChangeRole: true, canToggleDisabled: true, canDelete: true, lock: undefined });
  });

  it('nothing with their own: role, status and delete are locked, with the reason', () => {
    expect(rowPermissions({ id: 'u1' }, 'u1')).toEqual({ canChangeRole: false, canToggleDisabled: false, canDelete: false, lock: 'self' });
  });

  it('no lock while the session is unknown (the API still refuses)', () => {
    expect(rowPermissions({ id: 'u1' }, undefined).lock).toBeUndefined();
  });
});

describe('the page to show after a delete', () => {
  it('stays when rows remain on the page', () => {
    expect(pageAfterRemoval(2, 10, 15)).toBe(2);
    expect(pageAfterRemoval(1, 10, 1)).toBe(1);
  });

  it('moves back when the last row of the last page is gone', () => {
    expect(pageAfterRemoval(2, 10, 11)).toBe(1);
    expect(pageAfterRemoval(5, 10, 41)).toBe(4);
  });
});
