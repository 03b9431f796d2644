import type { ApiSuccess } from '@taxatlas/contracts/api';
import type { DeWageTaxParsedRequest } from '@taxatlas/contracts/de-wage-tax';
import type { GermanWageTaxResult } from '@taxatlas/tax-engine/germany/wage-tax';
import { api } from '../../../lib/api';

/** POST /api/calculators/de-wage-tax */
export const deWageTaxApi = api.injectEndpoints({
  endpoints: (build) => ({
    calculateDeWageTax: build.query<GermanWageTaxResult, DeWageTaxParsedRequest>({
      query: (body) => ({ url: 'calculators/de-wage-tax', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<GermanWageTaxResult>) => response.data,
    }),
  }),
});

export const { useCalculateDeWageTaxQuery } = deWageTaxApi;
