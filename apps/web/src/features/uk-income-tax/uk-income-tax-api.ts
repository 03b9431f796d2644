import type { ApiSuccess } from '@taxatlas/contracts/api';
import type { UkIncomeTaxParsedRequest } from '@taxatlas/contracts/uk-income-tax';
import type { UkIncomeTaxResult } from '@taxatlas/tax-engine/uk/income-tax';
import { api } from '../../lib/api';

/**
 * POST /api/income-tax/calculate. A query rather than a mutation: the result is a pure function of the inputs,
 * so the same URL (inputs in the query string) is served from the cache.
 */
export const ukIncomeTaxApi = api.injectEndpoints({
  endpoints: (build) => ({
    calculateUkIncomeTax: build.query<UkIncomeTaxResult, UkIncomeTaxParsedRequest>({
      query: (body) => ({ url: 'income-tax/calculate', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<UkIncomeTaxResult>) => response.data,
    }),
  }),
});

export const { useCalculateUkIncomeTaxQuery } = ukIncomeTaxApi;
