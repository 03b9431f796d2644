import type { ApiSuccess } from '@taxatlas/contracts/api';
import type { UsTakeHomeParsedRequest } from '@taxatlas/contracts/us-take-home';
import type { UsTakeHomeResult } from '@taxatlas/tax-engine/us/take-home';
import { api } from '../../lib/api';

/** POST /api/us-income-tax/calculate (take-home pay) */
export const usTakeHomeApi = api.injectEndpoints({
  endpoints: (build) => ({
    calculateUsTakeHome: build.query<UsTakeHomeResult, UsTakeHomeParsedRequest>({
      query: (body) => ({ url: 'us-income-tax/calculate', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<UsTakeHomeResult>) => response.data,
    }),
  }),
});

export const { useCalculateUsTakeHomeQuery } = usTakeHomeApi;
