import type { ApiSuccess } from '@taxatlas/contracts/api';
import type { UkCapitalGainsParsedRequest } from '@taxatlas/contracts/uk-capital-gains';
import type { UkCapitalGainsResult } from '@taxatlas/tax-engine/uk/capital-gains';
import { api } from '../../lib/api';

/** POST /api/calculators/uk-capital-gains; a query, so the same inputs (the same URL) are served from the cache. */
export const ukCapitalGainsApi = api.injectEndpoints({
  endpoints: (build) => ({
    calculateUkCapitalGains: build.query<UkCapitalGainsResult, UkCapitalGainsParsedRequest>({
      query: (body) => ({ url: 'calculators/uk-capital-gains', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<UkCapitalGainsResult>) => response.data,
    }),
  }),
});

export const { useCalculateUkCapitalGainsQuery } = ukCapitalGainsApi;
