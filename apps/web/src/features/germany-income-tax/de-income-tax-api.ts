import type { ApiSuccess } from '@taxatlas/contracts/api';
import type { DeIncomeTaxParsedRequest } from '@taxatlas/contracts/de-income-tax';
import type { GermanIncomeTaxResult } from '@taxatlas/tax-engine/germany/income-tax';
import { api } from '../../lib/api';

/** POST /api/calculators/de-income-tax */
export const deIncomeTaxApi = api.injectEndpoints({
  endpoints: (build) => ({
    calculateDeIncomeTax: build.query<GermanIncomeTaxResult, DeIncomeTaxParsedRequest>({
      query: (body) => ({ url: 'calculators/de-income-tax', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<GermanIncomeTaxResult>) => response.data,
    }),
  }),
});

export const { useCalculateDeIncomeTaxQuery } = deIncomeTaxApi;
