import type { ApiSuccess } from '@taxatlas/contracts/api';
import type { UkStampDutyParsedRequest } from '@taxatlas/contracts/uk-stamp-duty';
import type { UkPropertyTransactionTaxResult } from '@taxatlas/tax-engine/uk/property-transaction-tax';
import { api } from '../../lib/api';

/** POST /api/calculators/uk-stamp-duty; a query, so the same inputs (the same URL) are served from the cache. */
export const ukStampDutyApi = api.injectEndpoints({
  endpoints: (build) => ({
    calculateUkStampDuty: build.query<UkPropertyTransactionTaxResult, UkStampDutyParsedRequest>({
      query: (body) => ({ url: 'calculators/uk-stamp-duty', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<UkPropertyTransactionTaxResult>) => response.data,
    }),
  }),
});

export const { useCalculateUkStampDutyQuery } = ukStampDutyApi;
