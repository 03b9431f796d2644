import type { ApiSuccess } from '@taxatlas/contracts/api';
import type { UkCorporationTaxParsedRequest } from '@taxatlas/contracts/uk-corporation-tax';
import type { UkCorporationTaxResult } from '@taxatlas/tax-engine/uk/corporation-tax';
import { api } from '../../lib/api';

/** POST /api/calculators/uk-corporation-tax; a query, so the same inputs (the same URL) are served from the cache. */
export const ukCorporationTaxApi = api.injectEndpoints({
  endpoints: (build) => ({
    calculateUkCorporationTax: build.query<UkCorporationTaxResult, UkCorporationTaxParsedRequest>({
      query: (body) => ({ url: 'calculators/uk-corporation-tax', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<UkCorporationTaxResult>) => response.data,
    }),
  }),
});

export const { useCalculateUkCorporationTaxQuery } = ukCorporationTaxApi;
