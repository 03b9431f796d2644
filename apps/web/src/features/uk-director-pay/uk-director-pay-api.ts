import type { ApiSuccess } from '@taxatlas/contracts/api';
import type { UkDirectorPayParsedRequest } from '@taxatlas/contracts/uk-director-pay';
import type { UkDirectorPayResult } from '@taxatlas/tax-engine/uk/director-pay';
import { api } from '../../lib/api';

/** POST /api/calculators/uk-director-pay; a query, so the same inputs (the same URL) are served from the cache. */
export const ukDirectorPayApi = api.injectEndpoints({
  endpoints: (build) => ({
    calculateUkDirectorPay: build.query<UkDirectorPayResult, UkDirectorPayParsedRequest>({
      query: (body) => ({ url: 'calculators/uk-director-pay', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<UkDirectorPayResult>) => response.data,
    }),
  }),
});

export const { useCalculateUkDirectorPayQuery } = ukDirectorPayApi;
