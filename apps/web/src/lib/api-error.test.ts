import { parseApiError, sameNameIn, splitFieldErrors } from './api-error';
import { apiErrorText, withRetryAfter } from './api';

// The failure shape is docs/api.md, "Errors": { success: false, error, details: [{ field, message }] }.
describe('parseApiError', () => {
  it('reads a 400 answer: its status, its error text and its details', () => {
    expect(
      parseApiError({
        status: 400,
        data: { success: false, error: 'email is required', details: [{ field: 'email', message: 'is required' }] },
      }),
    ).toEqual({ status: 400, message: 'email is required', fieldErrors: [{ field: 'email', message: 'is required' }] });
  });

  it("falls back to the answer's message field, and keeps a 429's Retry-After", () => {
    expect(parseApiError({ status: 429, data: { message: 'Too many requests' }, retryAfterSeconds: 30 })).toEqual({
      status: 429,
      message: 'Too many requests',
      fieldErrors: [],
      retryAfterSeconds: 30,
    });
  });

  it('leaves out malformed details and names no field for an entry without one', () => {
    expect(parseApiError({ status: 400, data: { details: [{ message: 'odd' }, 'junk', { field: 'x' }, null] } }).fieldErrors).toEqual([
      { field: '', message: 'odd' },
    ]);
  });

  it('tells no answer at all from an answer, and a body that was not JSON by its real status', () => {
    expect(parseApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }).status).toBe('network');
    expect(parseApiError({ status: 'TIMEOUT_ERROR', error: 'timeout' }).status).toBe('network');
    expect(parseApiError({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' })).toEqual({
      status: 502,
      message: undefined,
      fieldErrors: [],
    });
  });

  it('has nothing to say about a client-side error or nothing at all', () => {
    expect(parseApiError({ message: 'boom' })).toEqual({ status: undefined, message: undefined, fieldErrors: [] });
    expect(parseApiError(undefined)).toEqual({ status: undefined, message: undefined, fieldErrors: [] });
    expect(apiErrorText({ status: 500, data: { error: '   ' } })).toBeUndefined();
    expect(apiErrorText({ status: 404, data: { error: 'Article not found' } })).toBe('Article not found');
  });
});

describe('splitFieldErrors', () => {
  it("puts the first message of each of the form's fields on it and keeps the rest", () => {
    expect(
      splitFieldErrors(
        [
          { field: 'slug', message: 'is reserved' },
          { field: 'slug', message: 'is too long' },
          { field: 'body', message: 'is too large' },
          { field: '', message: 'send something' },
        ],
        sameNameIn(['slug', 'name'] as const),
      ),
    ).toEqual({
      fields: { slug: 'is reserved' },
      other: [
        { field: 'body', message: 'is too large' },
        { field: '', message: 'send something' },
      ],
    });
  });
});

describe('withRetryAfter', () => {
  const meta = (value: string) => ({
    request: new Request('http://x.invalid'),
    response: new Response(null, { headers: { 'Retry-After': value } }),
  });
  it('reads seconds or an HTTP date', () => {
    expect(withRetryAfter({ status: 429, data: {} }, meta('120'))).toMatchObject({ retryAfterSeconds: 120 });
    const now = Date.parse('2026-01-01T10:00:00Z');
    expect(withRetryAfter({ status: 429, data: {} }, meta('Thu, 01 Jan 2026 10:01:00 GMT'), now)).toMatchObject({ retryAfterSeconds: 60 });
    expect(withRetryAfter({ status: 429, data: {} }, meta('soon'))).not.toHaveProperty('retryAfterSeconds');
    expect(withRetryAfter({ status: 429, data: {} }, undefined)).not.toHaveProperty('retryAfterSeconds');
  });
});
