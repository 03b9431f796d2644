import type { Role } from '../../../lib/auth/session-slice';
import { roles } from '../../../lib/auth/session-slice';

/** docs/product.md, "Constants and limits": the admin user list starts on page 1 with 10 a page. */
export const USERS_DEFAULT_PAGE = 1;
export const USERS_DEFAULT_LIMIT = 10;
/** The page sizes offered; the API accepts 1–100 (ADMIN_USERS_MAX_LIMIT in @taxatlas/contracts/users). */
export const USERS_PAGE_SIZES = [10, 20, 50, 100] as const;
/** The API refuses a longer search (ADMIN_USERS_SEARCH_MAX_LENGTH). */
export const USERS_SEARCH_MAX_LENGTH = 100;
/** Typing in the search box asks the API once the typing pauses this long. */
export const USERS_SEARCH_DEBOUNCE_MS = 300;

export interface AdminUsersListParams {
  readonly page: number;
  readonly limit: number;
  /** Trimmed; absent when empty. */
  readonly search?: string;
  readonly role?: Role;
}

function wholeNumber(text: string | null, fallback: number, allowed: (value: number) => boolean): number {
  if (text === null || !/^\d{1,7}$/.test(text.trim())) return fallback;
  const value = Number(text.trim());
  return allowed(value) ? value : fallback;
}

const isRole = (value: string | null): value is Role => value !== null && (roles as readonly string[]).includes(value);

/**
 * The list's state from the screen's URL (/admin/dashboard/users?page=2&limit=20&search=anna&role=editor), so that a
 * reload, a shared link and the back button keep it. Anything malformed falls back to the default.
 */
export function usersListParamsFrom(searchParams: URLSearchParams): AdminUsersListParams {
  const search = (searchParams.get('search') ?? '').trim().slice(0, USERS_SEARCH_MAX_LENGTH);
  const role = searchParams.get('role');
  return {
    page: wholeNumber(searchParams.get('page'), USERS_DEFAULT_PAGE, (page) => page >= 1),
    limit: wholeNumber(searchParams.get('limit'), USERS_DEFAULT_LIMIT, (limit) => (USERS_PAGE_SIZES as readonly number[]).includes(limit)),
    ...(search ? { search } : {}),
    ...(isRole(role) ? { role } : {}),
  };
}

/** The screen's URL query for a list state: defaults are left out (a fresh list is plain /admin/dashboard/users). */
export function usersListSearchParams(params: AdminUsersListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.page !== USERS_DEFAULT_PAGE) query.set('page', String(params.page));
  if (params.limit !== USERS_DEFAULT_LIMIT) query.set('limit', String(params.limit));
  if (params.search?.trim()) query.set('search', params.search.trim());
  if (params.role) query.set('role', params.role);
  return query;
}

/** GET /api/admin/users's query: page and limit always (the API's defaults, said out loud), search and role when set. */
export function adminUsersQueryString(params: AdminUsersListParams): string {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  const search = params.search?.trim();
  if (search) query.set('search', search.slice(0, USERS_SEARCH_MAX_LENGTH));
  if (params.role) query.set('role', params.role);
  return query.toString();
}

/** A change of search or role filter starts again on page 1; a change of page size too. */
export function withFilter(params: AdminUsersListParams, change: Partial<Pick<AdminUsersListParams, 'search' | 'role' | 'limit'>>) {
  const next: AdminUsersListParams = { ...params, ...change, page: USERS_DEFAULT_PAGE };
  return usersListSearchParams(next);
}

/** Why the signed-in admin may not act on a row: only their own account (the API refuses it with 409 too). */
export type RowLock = 'self' | undefined;

export interface RowPermissions {
  readonly canChangeRole: boolean;
  readonly canToggleDisabled: boolean;
  readonly canDelete: boolean;
  readonly lock: RowLock;
}

/**
 * What the signed-in admin may do with a row. Your own role, your own account's status and your own account are
 * never yours to change here (ask another admin): the controls stay visible but disabled, with the reason. The last
 * active admin is the API's to refuse (409): the screen cannot know it from one page of the list.
 */
export function rowPermissions(row: { readonly id: string }, currentUserId: string | undefined): RowPermissions {
  const self = currentUserId !== undefined && row.id === currentUserId;
  return { canChangeRole: !self, canToggleDisabled: !self, canDelete: !self, lock: self ? 'self' : undefined };
}

/** The last page that still has rows once `removed` rows are gone from a list of `total` (after a delete on the last page). */
export function pageAfterRemoval(page: number, limit: number, total: number, removed = 1): number {
  const lastPage = Math.max(1, Math.ceil(Math.max(0, total - removed) / limit));
  return Math.min(page, lastPage);
}
