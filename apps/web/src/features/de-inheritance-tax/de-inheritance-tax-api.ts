import type { ApiSuccess } from '@taxatlas/contracts/api';
import type { DeInheritanceTaxParsedRequest } from '@taxatlas/contracts/de-inheritance-tax';
import type { GermanInheritanceTaxResult } from '@taxatlas/tax-engine/germany/inheritance-tax';
import { api } from '../../lib/api';

/** POST /api/calculators/de-inheritance-tax */
export const deInheritanceTaxApi = api.injectEndpoints({
  endpoints: (build) => ({
    calculateDeInheritanceTax: build.query<GermanInheritanceTaxResult, DeInheritanceTaxParsedRequest>({
      query: (body) => ({ url: 'calculators/de-inheritance-tax', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<GermanInheritanceTaxResult>) => response.data,
    }),
  }),
});

export const { useCalculateDeInheritanceTaxQuery } = deInheritanceTaxApi;
