import type { ApiSuccess } from '@taxatlas/contracts/api';
import type { UsCapitalGainsParsedRequest } from '@taxatlas/contracts/us-capital-gains';
import type { UsCapitalGainsResult } from '@taxatlas/tax-engine/us/capital-gains';
import { api } from '../../lib/api';

/** POST /api/us-capital-gains/calculate */
export const usCapitalGainsApi = api.injectEndpoints({
  endpoints: (build) => ({
    calculateUsCapitalGains: build.query<UsCapitalGainsResult, UsCapitalGainsParsedRequest>({
      query: (body) => ({ url: 'us-capital-gains/calculate', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<UsCapitalGainsResult>) => response.data,
    }),
  }),
});

export const { useCalculateUsCapitalGainsQuery } = usCapitalGainsApi;
