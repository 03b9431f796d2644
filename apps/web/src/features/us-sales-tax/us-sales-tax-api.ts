import type { ApiSuccess } from '@taxatlas/contracts/api';
import type { UsSalesTaxParsedRequest } from '@taxatlas/contracts/us-sales-tax';
import type { UsSalesTaxResult } from '@taxatlas/tax-engine/us/sales-tax';
import { api } from '../../lib/api';

/** POST /api/calculators/us-sales-tax; a query, so the same inputs (the same URL) are served from the cache. */
export const usSalesTaxApi = api.injectEndpoints({
  endpoints: (build) => ({
    calculateUsSalesTax: build.query<UsSalesTaxResult, UsSalesTaxParsedRequest>({
      query: (body) => ({ url: 'calculators/us-sales-tax', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<UsSalesTaxResult>) => response.data,
    }),
  }),
});

export const { useCalculateUsSalesTaxQuery } = usSalesTaxApi;
