import {
  CONTACT_SEARCH_MAX_LENGTH,
  contactFormTypes,
  contactStatuses,
  type ContactFormType,
  type ContactStatus,
} from '@taxatlas/contracts/contact';

export const CONTACT_DEFAULT_PAGE = 1;
export { CONTACT_SEARCH_MAX_LENGTH };

/**
 * The value of the "All" option of the Status and Form selects: select items must not have an empty value
 * (docs/product.md, "Validation rules"), and it never reaches the API or the URL.
 */
export const ALL = 'all';
export type StatusFilter = typeof ALL | ContactStatus;

/** The inbox's applied filters and page: what the URL holds and what the API is asked for. */
export interface ContactListParams {
  readonly page: number;
  /** Trimmed; absent when empty. */
  readonly search?: string;
  readonly status?: ContactStatus;
  readonly formType?: ContactFormType;
  /** First and last day, YYYY-MM-DD (UTC days, both included, as the API reads them). */
  readonly from?: string;
  readonly to?: string;
}

/** What the filter form holds while the admin edits it, before Filter applies it. */
export interface ContactFilterDraft {
  readonly search: string;
  readonly status: StatusFilter;
  /** ALL, or a type from GET /api/contact/form-types; only the contract's types are ever sent. */
  readonly formType: string;
  readonly from: string;
  readonly to: string;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day as YYYY-MM-DD (what a date input gives), else undefined: the API answers 400 to anything else. */
export function validDay(text: string | null | undefined): string | undefined {
  const value = (text ?? '').trim();
  if (!dayPattern.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined;
}

function oneOf<T extends string>(values: readonly T[], text: string | null | undefined): T | undefined {
  return text !== null && text !== undefined && (values as readonly string[]).includes(text) ? (text as T) : undefined;
}

function cleanSearch(text: string | null | undefined): string | undefined {
  const search = (text ?? '').trim().slice(0, CONTACT_SEARCH_MAX_LENGTH).trim();
  return search || undefined;
}

/** Leaves out the fields that are undefined, so that two equal states compare (and serialise) equal. */
function compact(params: {
  page: number;
  search?: string | undefined;
  status?: ContactStatus | undefined;
  formType?: ContactFormType | undefined;
  from?: string | undefined;
  to?: string | undefined;
}): ContactListParams {
  return {
    page: params.page,
    ...(params.search ? { search: params.search } : {}),
    ...(params.status ? { status: params.status } : {}),
    ...(params.formType ? { formType: params.formType } : {}),
    ...(params.from ? { from: params.from } : {}),
    ...(params.to ? { to: params.to } : {}),
  };
}

/**
 * The inbox's state from its URL (/admin/dashboard/contact?search=vat&status=unread&page=2), so that a reload, a
 * shared link and the back button keep it. Anything malformed falls back to "no filter" instead of a 400 from the
 * API; a To day before the From day is dropped for the same reason.
 */
export function contactListParamsFrom(searchParams: URLSearchParams): ContactListParams {
  const pageText = (searchParams.get('page') ?? '').trim();
  const page = /^\d{1,7}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : CONTACT_DEFAULT_PAGE;
  const from = validDay(searchParams.get('from'));
  const to = validDay(searchParams.get('to'));
  return compact({
    page,
    search: cleanSearch(searchParams.get('search')),
    status: oneOf(contactStatuses, searchParams.get('status')),
    formType: oneOf(contactFormTypes, searchParams.get('formType')),
    from,
    to: to && from && to < from ? undefined : to,
  });
}

/** The filters alone, in the order the API's contract names them. */
function filterEntries(params: ContactListParams): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  if (params.search) entries.push(['search', params.search]);
  if (params.status) entries.push(['status', params.status]);
  if (params.from) entries.push(['from', params.from]);
  if (params.to) entries.push(['to', params.to]);
  if (params.formType) entries.push(['formType', params.formType]);
  return entries;
}

/** The screen's URL query: page 1 and empty filters are left out (a fresh inbox is plain /admin/dashboard/contact). */
export function contactListSearchParams(params: ContactListParams): URLSearchParams {
  const query = new URLSearchParams(filterEntries(params));
  if (params.page !== CONTACT_DEFAULT_PAGE) query.set('page', String(params.page));
  return query;
}

/** GET /api/contact's query: the page always, then the filters that are set. */
export function contactListQueryString(params: ContactListParams): string {
  return new URLSearchParams([['page', String(params.page)], ...filterEntries(params)]).toString();
}

/** GET /api/contact/export.csv's query: the same filters as the list, without a page (the export holds every match). */
export function contactExportQueryString(params: ContactListParams): string {
  return new URLSearchParams(filterEntries(params)).toString();
}

/** The filter form's fields for the applied state ("All" where no filter is set). */
export function draftFrom(params: ContactListParams): ContactFilterDraft {
  return {
    search: params.search ?? '',
    status: params.status ?? ALL,
    formType: params.formType ?? ALL,
    from: params.from ?? '',
    to: params.to ?? '',
  };
}

/** Why a draft cannot be applied, if it cannot: a To day before the From day (the API refuses it). */
export type DraftProblem = 'toBeforeFrom' | undefined;

export function draftProblem(draft: ContactFilterDraft): DraftProblem {
  const from = validDay(draft.from);
  const to = validDay(draft.to);
  return from && to && to < from ? 'toBeforeFrom' : undefined;
}

/** Applying the filter form: the drafted filters, from page 1 (docs/product.md, "Admin contact inbox": applying a filter resets to page 1). */
export function appliedDraft(draft: ContactFilterDraft): ContactListParams {
  return compact({
    page: CONTACT_DEFAULT_PAGE,
    search: cleanSearch(draft.search),
    status: draft.status === ALL ? undefined : oneOf(contactStatuses, draft.status),
    formType: draft.formType === ALL ? undefined : oneOf(contactFormTypes, draft.formType),
    from: validDay(draft.from),
    to: validDay(draft.to),
  });
}

/** The same filters on another page. */
export function onPage(params: ContactListParams, page: number): ContactListParams {
  return { ...params, page: Math.max(CONTACT_DEFAULT_PAGE, page) };
}

/** The last page that still has rows once `removed` rows are gone from a list of `total` (after a bulk delete). */
export function pageAfterRemoval(page: number, pageSize: number, total: number, removed: number): number {
  const lastPage = Math.max(1, Math.ceil(Math.max(0, total - removed) / pageSize));
  return Math.min(page, lastPage);
}

/**
 * Whether Next is offered: the spec disables it when the current page returned fewer than `pageSize` rows; a page of
 * exactly `pageSize` rows that is also the last one (page × size ≥ total) has no next page either.
 */
export function hasNextPage(page: number, pageSize: number, rowsOnPage: number, total: number): boolean {
  return rowsOnPage >= pageSize && page * pageSize < total;
}
