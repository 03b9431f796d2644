import type { ApiSuccess } from '@taxatlas/contracts/api';
import type { DeTaxClassChoiceParsedRequest } from '@taxatlas/contracts/de-tax-class-choice';
import type { GermanTaxClassChoiceResult } from '@taxatlas/tax-engine/germany/tax-class-choice';
import { api } from '../../../lib/api';

/** POST /api/calculators/de-tax-class-choice */
export const deTaxClassChoiceApi = api.injectEndpoints({
  endpoints: (build) => ({
    calculateDeTaxClassChoice: build.query<GermanTaxClassChoiceResult, DeTaxClassChoiceParsedRequest>({
      query: (body) => ({ url: 'calculators/de-tax-class-choice', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<GermanTaxClassChoiceResult>) => response.data,
    }),
  }),
});

export const { useCalculateDeTaxClassChoiceQuery } = deTaxClassChoiceApi;
