import type { ApiSuccess } from '@taxatlas/contracts/api';
import type { DeVatParsedRequest } from '@taxatlas/contracts/de-vat';
import type { GermanVatWithSmallBusinessResult } from '@taxatlas/tax-engine/germany/vat/vat-with-small-business';
import { api } from '../../lib/api';

/** POST /api/calculators/de-vat */
export const deVatApi = api.injectEndpoints({
  endpoints: (build) => ({
    calculateDeVat: build.query<GermanVatWithSmallBusinessResult, DeVatParsedRequest>({
      query: (body) => ({ url: 'calculators/de-vat', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<GermanVatWithSmallBusinessResult>) => response.data,
    }),
  }),
});

export const { useCalculateDeVatQuery } = deVatApi;
