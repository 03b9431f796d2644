import type { ApiSuccess } from '@taxatlas/contracts/api';
import type { UkVatParsedRequest } from '@taxatlas/contracts/uk-vat';
import type { UkVatCalculatorResult } from '@taxatlas/tax-engine/uk/vat/vat-calculator';
import { api } from '../../lib/api';

/** POST /api/calculators/uk-vat; a query, so the same inputs (the same URL) are served from the cache. */
export const ukVatApi = api.injectEndpoints({
  endpoints: (build) => ({
    calculateUkVat: build.query<UkVatCalculatorResult, UkVatParsedRequest>({
      query: (body) => ({ url: 'calculators/uk-vat', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<UkVatCalculatorResult>) => response.data,
    }),
  }),
});

export const { useCalculateUkVatQuery } = ukVatApi;
