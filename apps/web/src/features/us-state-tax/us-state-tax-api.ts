import type { UsStateIncomeTaxResult } from '@taxatlas/tax-engine/us/state-income-tax';
import { api, apiFetch } from '../../lib/api';
import { rememberCalculationRequest } from '../../lib/calculation-requests';

export interface StateOption {
  readonly value: string;
  readonly label: string;
  readonly taxYears: readonly number[];
}

export interface StateTaxRequestBody {
  readonly state: string;
  readonly taxYear: string;
  readonly income: number;
  readonly filingStatus: string;
}

/** A failed calculation: the text to show, or undefined for the page's translated 'Calculation failed.'. */
export interface StateTaxFailure {
  readonly message: string | undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * POST /api/us-state-tax/calculate, read as docs/product.md, "Error messages", says: success false shows the response's
 * `error`, else its `message`; a thrown exception shows its message; otherwise 'Calculation failed.'.
 */
export async function postStateTaxCalculation(
  body: StateTaxRequestBody,
): Promise<{ data: UsStateIncomeTaxResult } | { error: StateTaxFailure }> {
  try {
    const response = await apiFetch('/us-state-tax/calculate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    let payload: Record<string, unknown> | undefined;
    try {
      payload = (await response.json()) as Record<string, unknown>;
    } catch {
      payload = undefined;
    }
    if (payload?.success === true && payload.data) return { data: payload.data as UsStateIncomeTaxResult };
    return { error: { message: text(payload?.error) ?? text(payload?.message) } };
  } catch (error) {
    return { error: { message: error instanceof Error ? text(error.message) : undefined } };
  }
}

export const usStateTaxApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/us-state-tax/states: the 50 states and DC with the tax years each supports. */
    getUsStateTaxStates: build.query<readonly StateOption[], void>({
      query: () => 'us-state-tax/states',
    }),
    /** A mutation: the page debounces and calls it itself; nothing is cached. */
    calculateUsStateTax: build.mutation<UsStateIncomeTaxResult, StateTaxRequestBody>({
      queryFn: async (body) => {
        const outcome = await postStateTaxCalculation(body);
        // A mutation keeps no arguments: the results panel finds the request here for its previous-year comparison.
        if ('data' in outcome) rememberCalculationRequest(outcome.data, body);
        // CUSTOM_ERROR carries the text to show ('' when the server gave none: the page shows 'Calculation failed.').
        return 'data' in outcome ? outcome : { error: { status: 'CUSTOM_ERROR' as const, error: outcome.error.message ?? '' } };
      },
    }),
  }),
});

export const { useGetUsStateTaxStatesQuery, useCalculateUsStateTaxMutation } = usStateTaxApi;
