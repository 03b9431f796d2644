import type { ZodSafeParseResult } from 'zod';

/**
 * A calculator form as pure data: its fields (all strings, as typed), their query-string keys, and how they
 * become the API request. The request schema of libs/contracts validates, so the form and the API report the
 * same problems. Used by every calculator page; the URL query string holds every input, so a reload or a
 * shared link reproduces the result.
 */
export type FormValues = Record<string, string>;

export interface RequestSchema<R> {
  safeParse(input: unknown): ZodSafeParseResult<R>;
}

/**
 * A request schema fetched when first needed. The contracts' schema modules bring zod (about 26 KB gzip), which no
 * calculator page needs to show its form: it is fetched when the URL holds inputs to calculate, when the visitor first
 * types, or on submit (components/calculator/use-query-form.ts), so it stays out of every page's first load.
 */
export interface LazySchema<R> {
  /** The schema, once loaded. */
  readonly current: () => RequestSchema<R> | undefined;
  /** Fetches it (once; again after a failure). */
  readonly load: () => Promise<RequestSchema<R>>;
}

export function lazySchema<R>(importSchema: () => Promise<RequestSchema<R>>): LazySchema<R> {
  let schema: RequestSchema<R> | undefined;
  let loading: Promise<RequestSchema<R>> | undefined;
  return {
    current: () => schema,
    load: () =>
      (loading ??= importSchema().then(
        (loaded) => (schema = loaded),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
}

/** Resolves once `definition` can validate (its lazy schema loaded). */
export async function schemaLoaded<V extends FormValues, R>(definition: CalculatorFormDefinition<V, R>): Promise<void> {
  if (!('safeParse' in definition.schema)) await definition.schema.load();
}

/** The schema to validate with; validating before a lazy schema has loaded is a programming error. */
export function loadedSchema<R>(schema: RequestSchema<R> | LazySchema<R>): RequestSchema<R> {
  if ('safeParse' in schema) return schema;
  const loaded = schema.current();
  if (!loaded) throw new Error('The request schema is used before it has loaded (await its load() first)');
  return loaded;
}

export interface CalculatorFormDefinition<V extends FormValues, R> {
  readonly defaults: V;
  /** Query-string key of each field. */
  readonly queryKeys: { readonly [K in keyof V]: string };
  /** Without this field in the URL there is nothing to calculate (the page shows its placeholder). */
  readonly requiredField: keyof V & string;
  /** Money fields: separators, spaces and currency signs are stripped before they reach the URL or the API. */
  readonly amountFields: readonly (keyof V & string)[];
  /** Allowed values of choice fields: an unknown value in the URL falls back to the default. */
  readonly choices?: { readonly [K in keyof V]?: readonly string[] };
  readonly schema: RequestSchema<R> | LazySchema<R>;
  /** The form as the request body the schema parses (amounts already normalised). */
  readonly toRequestInput: (values: V) => Record<string, unknown>;
  /** The form field a request key's schema message belongs to. */
  readonly fieldForRequestKey: Readonly<Record<string, keyof V & string>>;
}

/** A schema message, attached to the form field it belongs to. */
export interface FormFieldError<F extends string = string> {
  readonly field: F;
  readonly message: string;
}

export type ValidationOutcome<F extends string, R> =
  { readonly ok: true; readonly request: R } | { readonly ok: false; readonly errors: readonly FormFieldError<F>[] };

/** "£1,234.50 " → "1234.50": the API takes plain digits (docs/api.md, "Numbers in requests"). */
export function normaliseAmount(text: string): string {
  return text.replace(/[\s,£$€_]/g, '');
}

function normaliseValues<V extends FormValues, R>(definition: CalculatorFormDefinition<V, R>, values: V): V {
  const normalised: Record<string, string> = { ...values };
  for (const field of definition.amountFields) normalised[field] = normaliseAmount(values[field] ?? '');
  return normalised as V;
}

/** The form the URL describes; undefined when the required field is missing or blank. */
export function formValuesFromQuery<V extends FormValues, R>(
  definition: CalculatorFormDefinition<V, R>,
  search: URLSearchParams,
): V | undefined {
  const required = search.get(definition.queryKeys[definition.requiredField]);
  if (required === null || required.trim() === '') return undefined;
  const values: Record<string, string> = {};
  for (const field of Object.keys(definition.defaults) as (keyof V & string)[]) {
    const fromUrl = search.get(definition.queryKeys[field]);
    const allowed = definition.choices?.[field];
    const fallback: string = definition.defaults[field] ?? '';
    values[field] = fromUrl === null || (allowed !== undefined && !allowed.includes(fromUrl)) ? fallback : fromUrl;
  }
  return values as V;
}

/** Every input in the query string (amounts normalised, blank optional fields left out), in the definition's order. */
export function queryFromFormValues<V extends FormValues, R>(definition: CalculatorFormDefinition<V, R>, values: V): URLSearchParams {
  const normalised = normaliseValues(definition, values);
  const query = new URLSearchParams();
  for (const field of Object.keys(definition.defaults) as (keyof V & string)[]) {
    const value = normalised[field] ?? '';
    if (value !== '' || field === definition.requiredField) query.set(definition.queryKeys[field], value);
  }
  return query;
}

/** Validates with the shared request schema; the first message per field. */
export function validateFormValues<V extends FormValues, R>(
  definition: CalculatorFormDefinition<V, R>,
  values: V,
): ValidationOutcome<keyof V & string, R> {
  const parsed = loadedSchema(definition.schema).safeParse(definition.toRequestInput(normaliseValues(definition, values)));
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: FormFieldError<keyof V & string>[] = [];
  for (const issue of parsed.error.issues) {
    // A nested field ("w4.dependentsAmount") may have its own form field; else its object's field takes the message.
    const key = issue.path[0];
    const field =
      definition.fieldForRequestKey[issue.path.join('.')] ?? (typeof key === 'string' ? definition.fieldForRequestKey[key] : undefined);
    if (field && !errors.some((error) => error.field === field)) errors.push({ field, message: issue.message });
  }
  if (errors.length === 0) errors.push({ field: definition.requiredField, message: parsed.error.issues[0]?.message ?? 'is invalid' });
  return { ok: false, errors };
}

/** An amount field's text as the request wants it: blank → undefined (the schema default or "is required"). */
export function optionalAmount(text: string | undefined): string | undefined {
  return text === undefined || text === '' ? undefined : text;
}

/** The definition as the functions useQueryForm (components/calculator) takes. */
export function queryFormAdapter<V extends FormValues, R>(definition: CalculatorFormDefinition<V, R>) {
  return {
    defaults: definition.defaults,
    fromQuery: (search: URLSearchParams) => formValuesFromQuery(definition, search),
    toQuery: (values: V) => queryFromFormValues(definition, values),
    validate: (values: V) => validateFormValues(definition, values),
    validator: 'safeParse' in definition.schema ? undefined : definition.schema,
  };
}
