import type { ApiSuccess } from '@taxatlas/contracts/api';
import type { UsEstateTaxParsedRequest } from '@taxatlas/contracts/us-estate-tax';
import type { UsEstateTaxResult } from '@taxatlas/tax-engine/us/estate-tax';
import { api } from '../../lib/api';

/** POST /api/calculators/us-estate-tax */
export const usEstateTaxApi = api.injectEndpoints({
  endpoints: (build) => ({
    calculateUsEstateTax: build.query<UsEstateTaxResult, UsEstateTaxParsedRequest>({
      query: (body) => ({ url: 'calculators/us-estate-tax', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<UsEstateTaxResult>) => response.data,
    }),
  }),
});

export const { useCalculateUsEstateTaxQuery } = usEstateTaxApi;
