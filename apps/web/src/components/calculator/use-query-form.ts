import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FormFieldError, ValidationOutcome } from '../../lib/calculator-form';

/** How a calculator's form maps to the URL and to its API request (see lib/calculator-form.ts). */
export interface QueryFormAdapter<V, F extends string, R> {
  readonly defaults: V;
  readonly fromQuery: (search: URLSearchParams) => V | undefined;
  readonly toQuery: (values: V) => URLSearchParams;
  readonly validate: (values: V) => ValidationOutcome<F, R>;
  /**
   * A schema `validate` needs loaded first (lib/calculator-form.ts, `lazySchema`); none when it validates at once. The
   * hook fetches it when the URL holds inputs, when the visitor first changes a field, and on submit.
   */
  readonly validator?: { readonly current: () => unknown; readonly load: () => Promise<unknown> } | undefined;
}

export interface QueryForm<V, F extends string, R> {
  readonly values: V;
  readonly errors: readonly FormFieldError<F>[];
  /** The validated request of the URL's inputs, or skipToken when the URL holds nothing (valid) to calculate. */
  readonly request: R | typeof skipToken;
  readonly onChange: (field: F, value: string) => void;
  /** Changes several fields at once (e.g. a choice that resets another). */
  readonly update: (patch: Partial<V>, clearErrorsOf?: readonly F[]) => void;
  /** Validates; on success writes every input to the query string, which runs the calculation. */
  readonly onSubmit: () => void;
}

/**
 * The inputs live in the query string: submitting writes them there and the calculation runs from the URL, so a
 * reload, back/forward or a shared link shows the same result. `adapter` must be a module-level constant.
 */
export function useQueryForm<V, F extends string, R>(adapter: QueryFormAdapter<V, F, R>): QueryForm<V, F, R> {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();

  const { validator } = adapter;
  const [validatorReady, setValidatorReady] = useState(() => !validator || validator.current() !== undefined);
  const loadValidator = useCallback(
    (): Promise<unknown> => (validator ? validator.load().then(() => setValidatorReady(true)) : Promise.resolve()),
    [validator],
  );

  const urlValues = useMemo(() => adapter.fromQuery(new URLSearchParams(query)), [adapter, query]);
  // Until the schema is here the URL's inputs wait: no request, no messages (the form shows them meanwhile).
  const urlValidation = useMemo(
    () => (urlValues && validatorReady ? adapter.validate(urlValues) : undefined),
    [adapter, urlValues, validatorReady],
  );
  const urlErrors = urlValidation && !urlValidation.ok ? urlValidation.errors : [];
  useEffect(() => {
    if (urlValues && !validatorReady) void loadValidator().catch(() => undefined);
  }, [urlValues, validatorReady, loadValidator]);

  const [values, setValues] = useState<V>(() => urlValues ?? adapter.defaults);
  const [errors, setErrors] = useState<readonly FormFieldError<F>[]>(() => urlErrors);

  // Back/forward (or a new link) changes the URL: show its inputs. Adjusting state while rendering, rather than in
  // an effect, avoids a render with stale inputs (react.dev, "You might not need an effect").
  const [formQuery, setFormQuery] = useState(query);
  const [formValidatorReady, setFormValidatorReady] = useState(validatorReady);
  if (formQuery !== query) {
    setFormQuery(query);
    setFormValidatorReady(validatorReady);
    setValues(urlValues ?? adapter.defaults);
    setErrors(urlErrors);
  } else if (formValidatorReady !== validatorReady) {
    // The schema arrived: the URL's inputs have been checked now. Without inputs in the URL there is nothing to show,
    // and a submit that waited for the schema has just set its own messages, which must stay.
    setFormValidatorReady(validatorReady);
    if (urlValues) setErrors(urlErrors);
  }

  const update = (patch: Partial<V>, clearErrorsOf: readonly F[] = Object.keys(patch) as F[]) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => current.filter((candidate) => !clearErrorsOf.includes(candidate.field)));
  };

  return {
    values,
    errors,
    request: urlValidation?.ok ? urlValidation.request : skipToken,
    onChange: (field, value) => {
      // The visitor is filling in the form: fetch the schema the submit will need.
      if (!validatorReady) void loadValidator().catch(() => undefined);
      update({ [field]: value } as unknown as Partial<V>, [field]);
    },
    update,
    onSubmit: () => {
      const submit = () => {
        const outcome = adapter.validate(values);
        if (!outcome.ok) {
          setErrors(outcome.errors);
          return;
        }
        setErrors([]);
        setSearchParams(adapter.toQuery(values));
      };
      if (validatorReady) submit();
      else void loadValidator().then(submit, () => undefined);
    },
  };
}
