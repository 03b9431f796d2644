import { createApi, fetchBaseQuery, type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { apiBaseUrl, readHostToken } from './bridge/host';
import { TOKEN_STORAGE_KEY } from './bridge/browser-bridge';

/** Browser storage key of the signed-in visitor's token (docs/product.md, "Browser storage": token and user). */
export { TOKEN_STORAGE_KEY };

/** The session's token, or undefined when there is none (lib/bridge/host.ts keeps it per host: browser or desktop). */
export function readStoredToken(): string | undefined {
  return readHostToken();
}

/**
 * Every call to the API carries the visitor's token when there is one (docs/api.md, "Authentication": the
 * bearer goes with every /api call; the server decides which routes need it). The token is read from storage on
 * each request, so a sign-in or sign-out in another tab applies at once.
 */
export function withBearer(headers: Headers): Headers {
  const token = readStoredToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** fetch() of an API path ('/auth/me') with the base URL of this build (browser or desktop) and the bearer token. */
export function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${apiBaseUrl()}${path}`, { ...init, headers: withBearer(new Headers(init.headers)) });
}

/**
 * Cache tag of every answer that depends on who is signed in (bookmarks, profile, admin lists): lib/auth invalidates
 * it whenever the session changes, in this tab or another.
 */
export const SESSION_TAG = 'Session' as const;

// The base URL is read per request: the desktop app learns its server only at start-up (lib/bridge/host.ts).
const perRequestBaseQuery: ReturnType<typeof fetchBaseQuery> = (args, queryApi, extraOptions) =>
  fetchBaseQuery({ baseUrl: apiBaseUrl(), prepareHeaders: withBearer })(args, queryApi, extraOptions);

/** The one API slice; features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: perRequestBaseQuery,
  tagTypes: [SESSION_TAG],
  endpoints: () => ({}),
});

/** The part of the store the API slice owns, for selectors that read its cache. */
export type ApiState = { [api.reducerPath]: ReturnType<typeof api.reducer> };

function textField(data: unknown, field: 'error' | 'message'): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const value = (data as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The text of a failed call (docs/product.md, "Error messages"): the response's `error` field, else its `message`
 * field; undefined when neither exists, so the caller shows its translated 'Request failed'. The rest of a failure
 * (status, field errors) is read by lib/api-error.ts, which takes the text from here: this much is all a public page
 * needs, and it stays in the first load where it always was.
 */
export function apiErrorText(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { data } = error as FetchBaseQueryError;
  return textField(data, 'error') ?? textField(data, 'message');
}

/** A failed call, with the Retry-After of a 429 in seconds when the server sent one. */
export type ApiErrorWithRetryAfter = FetchBaseQueryError & { readonly retryAfterSeconds?: number };

/**
 * Keeps Retry-After (a number of seconds, or an HTTP date) with the error, for `transformErrorResponse`: a form that
 * was refused for sending too often says when to try again.
 */
export function withRetryAfter(
  error: FetchBaseQueryError,
  meta: FetchBaseQueryMeta | undefined,
  now: number = Date.now(),
): ApiErrorWithRetryAfter {
  const header = meta?.response?.headers.get('Retry-After');
  if (!header) return error;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : Math.ceil((Date.parse(header) - now) / 1000);
  return Number.isFinite(seconds) && seconds >= 0 ? { ...error, retryAfterSeconds: seconds } : error;
}
