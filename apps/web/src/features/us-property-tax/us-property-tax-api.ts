import type { ApiSuccess } from '@taxatlas/contracts/api';
import type { UsPropertyTaxParsedRequest } from '@taxatlas/contracts/us-property-tax';
import type { UsPropertyTaxResult } from '@taxatlas/tax-engine/us/property-tax';
import { api } from '../../lib/api';

/** POST /api/calculators/us-property-tax; a query, so the same inputs (the same URL) are served from the cache. */
export const usPropertyTaxApi = api.injectEndpoints({
  endpoints: (build) => ({
    calculateUsPropertyTax: build.query<UsPropertyTaxResult, UsPropertyTaxParsedRequest>({
      query: (body) => ({ url: 'calculators/us-property-tax', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<UsPropertyTaxResult>) => response.data,
    }),
  }),
});

export const { useCalculateUsPropertyTaxQuery } = usPropertyTaxApi;
