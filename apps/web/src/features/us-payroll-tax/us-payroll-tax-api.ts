import type { ApiSuccess } from '@taxatlas/contracts/api';
import type { UsPayrollTaxParsedRequest } from '@taxatlas/contracts/us-payroll-tax';
import type { UsPayrollTaxResult } from '@taxatlas/tax-engine/us/payroll-tax';
import { api } from '../../lib/api';

/** POST /api/calculators/us-payroll-tax */
export const usPayrollTaxApi = api.injectEndpoints({
  endpoints: (build) => ({
    calculateUsPayrollTax: build.query<UsPayrollTaxResult, UsPayrollTaxParsedRequest>({
      query: (body) => ({ url: 'calculators/us-payroll-tax', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<UsPayrollTaxResult>) => response.data,
    }),
  }),
});

export const { useCalculateUsPayrollTaxQuery } = usPayrollTaxApi;
