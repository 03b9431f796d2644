import { skipToken } from '@reduxjs/toolkit/query/react';
import type { ApiSuccess } from '@taxatlas/contracts/api';
import { calculatorForPath } from '@taxatlas/contracts/wrong-figure-report';
import { previousYearEndpoint, type PreviousYearAnswer } from '@taxatlas/contracts/previous-year';
import type { CalculationResult } from '@taxatlas/tax-engine/core/result';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { api, type ApiState } from '../../../lib/api';
import { calculatorsWithModes } from '../../../lib/calculator-catalogue';
import { rememberedCalculationRequest } from '../../../lib/calculation-requests';
import { requestOfResult } from '../income-curve-source';

interface PreviousYearArgs {
  /** The calculator's endpoint as the catalogue has it ('/api/income-tax/calculate'). */
  readonly endpoint: string;
  readonly body: unknown;
}

/** POST <endpoint>/previous-year (docs/api.md, "Change on the previous year"); a query, so the same inputs are asked once. */
const previousYearApi = api.injectEndpoints({
  endpoints: (build) => ({
    previousYear: build.query<PreviousYearAnswer, PreviousYearArgs>({
      query: ({ endpoint, body }) => ({ url: previousYearEndpoint(endpoint).replace(/^\/api\//, ''), method: 'POST', body }),
      transformResponse: (response: ApiSuccess<PreviousYearAnswer>) => response.data,
    }),
  }),
});

export type PreviousYearState =
  | { readonly status: 'unavailable' }
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'no-earlier-year' }
  | { readonly status: 'ready'; readonly previous: CalculationResult };

/**
 * The calculator that answered `result` on the page at `pathname`: the one of the page's calculators whose id the result
 * names as its calculation type (a page may have two, such as the wage tax beside the income tax), else the page's own.
 */
export function calculatorOfResult(pathname: string, result: Pick<CalculationResult, 'calculationType'>) {
  const page = calculatorForPath(pathname);
  if (!page) return undefined;
  const mode = calculatorsWithModes.find(
    (entry) => entry.id === result.calculationType && entry.url === page.url && entry.status === 'available',
  );
  return mode ?? page;
}

/**
 * The previous year of the result on screen: the calculator is the page's (the catalogue entry at this path), the
 * request the one the result answers (the API cache's query holding it, or the one a page remembered). Nothing is asked
 * when either is unknown, and a calculator without years (`not-applicable`) has no comparison.
 */
export function usePreviousYear(result: CalculationResult): PreviousYearState {
  const { pathname } = useLocation();
  const endpoint = calculatorOfResult(pathname, result)?.endpoint;
  const cached = useSelector((state: ApiState) => requestOfResult(state[api.reducerPath].queries, result));
  const body = cached ?? rememberedCalculationRequest(result);
  const known = endpoint !== undefined && body !== undefined;
  const { currentData: data, isError } = previousYearApi.endpoints.previousYear.useQuery(known ? { endpoint, body } : skipToken);
  if (!known) return { status: 'unavailable' };
  if (isError) return { status: 'failed' };
  if (!data) return { status: 'loading' };
  if (data.result) return { status: 'ready', previous: data.result };
  return data.missing === 'no-earlier-year' ? { status: 'no-earlier-year' } : { status: 'unavailable' };
}
