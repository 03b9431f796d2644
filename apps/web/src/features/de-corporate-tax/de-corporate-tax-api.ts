import type { ApiSuccess } from '@taxatlas/contracts/api';
import type { DeCorporateTaxParsedRequest } from '@taxatlas/contracts/de-corporate-tax';
import type { GermanCorporateTaxResult } from '@taxatlas/tax-engine/germany/corporate-tax';
import { api } from '../../lib/api';

/** POST /api/calculators/de-corporate-tax */
export const deCorporateTaxApi = api.injectEndpoints({
  endpoints: (build) => ({
    calculateDeCorporateTax: build.query<GermanCorporateTaxResult, DeCorporateTaxParsedRequest>({
      query: (body) => ({ url: 'calculators/de-corporate-tax', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<GermanCorporateTaxResult>) => response.data,
    }),
  }),
});

export const { useCalculateDeCorporateTaxQuery } = deCorporateTaxApi;
