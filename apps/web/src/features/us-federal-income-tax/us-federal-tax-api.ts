import type { ApiSuccess } from '@taxatlas/contracts/api';
import type { UsFederalTaxParsedRequest } from '@taxatlas/contracts/us-federal-tax';
import type { UsFederalIncomeTaxResult } from '@taxatlas/tax-engine/us/federal-income-tax';
import { api } from '../../lib/api';

/** POST /api/calculators/us-federal-tax */
export const usFederalTaxApi = api.injectEndpoints({
  endpoints: (build) => ({
    calculateUsFederalTax: build.query<UsFederalIncomeTaxResult, UsFederalTaxParsedRequest>({
      query: (body) => ({ url: 'calculators/us-federal-tax', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<UsFederalIncomeTaxResult>) => response.data,
    }),
  }),
});

export const { useCalculateUsFederalTaxQuery } = usFederalTaxApi;
