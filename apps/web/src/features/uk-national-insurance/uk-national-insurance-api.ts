import type { ApiSuccess } from '@taxatlas/contracts/api';
import type { UkNationalInsuranceParsedRequest } from '@taxatlas/contracts/uk-national-insurance';
import type { UkNationalInsuranceResult } from '@taxatlas/tax-engine/uk/national-insurance';
import { api } from '../../lib/api';

/** POST /api/calculators/uk-national-insurance; a query, so the same inputs (the same URL) are served from the cache. */
export const ukNationalInsuranceApi = api.injectEndpoints({
  endpoints: (build) => ({
    calculateUkNationalInsurance: build.query<UkNationalInsuranceResult, UkNationalInsuranceParsedRequest>({
      query: (body) => ({ url: 'calculators/uk-national-insurance', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<UkNationalInsuranceResult>) => response.data,
    }),
  }),
});

export const { useCalculateUkNationalInsuranceQuery } = ukNationalInsuranceApi;
