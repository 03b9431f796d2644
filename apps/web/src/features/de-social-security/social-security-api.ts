import type { ApiSuccess } from '@taxatlas/contracts/api';
import type { DeSocialSecurityParsedRequest } from '@taxatlas/contracts/de-social-security';
import type { GermanSocialSecurityResult } from '@taxatlas/tax-engine/germany/social-security';
import { api } from '../../lib/api';

/** POST /api/calculators/de-social-security */
export const deSocialSecurityApi = api.injectEndpoints({
  endpoints: (build) => ({
    calculateDeSocialSecurity: build.query<GermanSocialSecurityResult, DeSocialSecurityParsedRequest>({
      query: (body) => ({ url: 'calculators/de-social-security', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<GermanSocialSecurityResult>) => response.data,
    }),
  }),
});

export const { useCalculateDeSocialSecurityQuery } = deSocialSecurityApi;
