import { createApi, fetchBaseQuery, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { SerializedError } from '@reduxjs/toolkit';
import { apiBaseUrl } from './desktop-bridge';

/** The one API slice; features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: apiBaseUrl() }),
  endpoints: () => ({}),
});

function textField(data: unknown, field: 'error' | 'message'): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const value = (data as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The text of a failed call (product-spec.md, "Error catalogue"): the response's `error` field, else its `message`
 * field; undefined when neither exists, so the caller shows its translated 'Request failed'.
 */
export function apiErrorText(error: FetchBaseQueryError | SerializedError | undefined): string | undefined {
  if (!error) return undefined;
  if ('status' in error) return textField(error.data, 'error') ?? textField(error.data, 'message');
  return undefined;
}
