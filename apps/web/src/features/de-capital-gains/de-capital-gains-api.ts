import type { ApiSuccess } from '@taxatlas/contracts/api';
import type { DeCapitalGainsParsedRequest } from '@taxatlas/contracts/de-capital-gains';
import type { GermanCapitalIncomeTaxResult } from '@taxatlas/tax-engine/germany/capital-income-tax';
import { api } from '../../lib/api';

/** POST /api/calculators/de-capital-gains */
export const deCapitalGainsApi = api.injectEndpoints({
  endpoints: (build) => ({
    calculateDeCapitalGains: build.query<GermanCapitalIncomeTaxResult, DeCapitalGainsParsedRequest>({
      query: (body) => ({ url: 'calculators/de-capital-gains', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<GermanCapitalIncomeTaxResult>) => response.data,
    }),
  }),
});

export const { useCalculateDeCapitalGainsQuery } = deCapitalGainsApi;
