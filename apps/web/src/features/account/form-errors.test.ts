import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { en } from './messages';
import { describeApiError, fieldMessage, problemText, schemaFieldErrors } from './form-errors';
import { loginRequestSchema, registerRequestSchema } from '@taxatlas/contracts/auth';

// A t() that fills ICU arguments roughly (plural forms: the "other" branch), enough to read the sentence.
const t = ((id: keyof typeof en, values: Record<string, unknown> = {}) =>
  (en[id] ?? id)
    .replace(/\{(\w+), plural, one \{[^}]*\} other \{([^}]*)\}\}/g, (_all, name: string, other: string) =>
      other.replace('#', String(values[name])),
    )
    .replace(/\{(\w+)\}/g, (_all, name: string) => String(values[name]))) as Parameters<typeof problemText>[0];

const fields = ['email', 'password'] as const;

describe('describeApiError', () => {
  it('401: the API text, translated when it is the one invalid-credentials answer', () => {
    const problem = describeApiError({ status: 401, data: { success: false, error: 'Invalid email or password' } }, fields);
    expect(problem).toEqual({ kind: 'credentials', text: 'Invalid email or password' });
    expect(problemText(t, problem)).toBe('Invalid email or password');
    expect(problemText(t, describeApiError({ status: 401, data: { error: 'Account locked' } }, fields))).toBe('Account locked');
  });

  it('429: says when to retry, from Retry-After', () => {
    expect(problemText(t, describeApiError({ status: 429, data: {}, retryAfterSeconds: 900 } as FetchBaseQueryError, fields))).toBe(
      'Too many attempts. Try again in 15 minutes.',
    );
    expect(problemText(t, describeApiError({ status: 429, data: {}, retryAfterSeconds: 30 } as FetchBaseQueryError, fields))).toBe(
      'Too many attempts. Try again in 30 seconds.',
    );
    expect(problemText(t, describeApiError({ status: 429, data: {} }, fields))).toBe(en['form.error.rateLimited']);
  });

  it('no answer at all is a network failure', () => {
    expect(describeApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, fields)).toEqual({ kind: 'network' });
    expect(problemText(t, { kind: 'network' })).toBe(en['form.error.network']);
  });

  it('400 details land on the form fields they name; the rest stays form-level', () => {
    expect(
      describeApiError(
        {
          status: 400,
          data: {
            error: 'email is already registered; body x',
            details: [
              { field: 'email', message: 'is already registered: log in, or use another address' },
              { field: 'nickname', message: 'is not a recognised field' },
            ],
          },
        },
        fields,
      ),
    ).toEqual({
      kind: 'fields',
      fields: { email: 'is already registered: log in, or use another address' },
      text: 'nickname is not a recognised field',
    });
    // Nothing for this form's fields: the API's text.
    expect(
      describeApiError({ status: 400, data: { error: 'body is not valid JSON', details: [{ field: 'body', message: 'x' }] } }, fields),
    ).toEqual({
      kind: 'other',
      text: 'body is not valid JSON',
    });
  });

  it('403, other statuses, and errors without an answer', () => {
    expect(describeApiError({ status: 403, data: { error: 'Registration is closed on this site' } }, fields)).toEqual({
      kind: 'forbidden',
      text: 'Registration is closed on this site',
    });
    expect(problemText(t, describeApiError({ status: 500, data: null }, fields))).toBe('Request failed');
    expect(problemText(t, describeApiError({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' }, fields))).toBe(
      'Request failed',
    );
    expect(describeApiError({ message: 'boom' }, fields)).toEqual({ kind: 'other' });
  });
});

describe('schemaFieldErrors and fieldMessage', () => {
  it('checks with the contracts schema, first message per field, in the UI language', () => {
    expect(schemaFieldErrors(loginRequestSchema, { email: '', password: '' }, fields)).toEqual({
      email: 'is required',
      password: 'is required',
    });
    expect(schemaFieldErrors(loginRequestSchema, { email: 'anna', password: 'x' }, fields)).toBeUndefined();
    expect(
      schemaFieldErrors(
        registerRequestSchema,
        { email: 'a@b.example', username: ' ', password: '' },
        ['email', 'username', 'password'],
        ['username', 'password'],
      ),
    ).toEqual({ username: 'is required', password: 'is required' });
    const signupFields = ['email', 'username', 'password'] as const;
    const errors = schemaFieldErrors(
      registerRequestSchema,
      { email: 'not-an-address', username: 'A!', password: 'password1' },
      signupFields,
    );
    expect(fieldMessage(t, 'E-mail address', errors?.email ?? '')).toBe(en['form.validation.email']);
    expect(fieldMessage(t, 'Username', errors?.username ?? '')).toBe(en['form.validation.username']);
    expect(fieldMessage(t, 'Password', errors?.password ?? '')).toBe(en['form.validation.commonPassword']);
    expect(fieldMessage(t, 'Password', 'must be at least 8 characters')).toBe(en['form.validation.passwordShort']);
    expect(fieldMessage(t, 'Username', 'is already taken: choose another')).toBe(en['form.validation.usernameTaken']);
    expect(fieldMessage(t, 'E-mail address', 'is required')).toBe('E-mail address is required.');
    expect(fieldMessage(t, 'First name', 'must be text')).toBe('First name must be text');
  });
});
