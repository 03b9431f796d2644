import type { CalculatorEntry } from '@taxatlas/contracts/calculator-catalogue';
import { api } from '../../lib/api';

/** GET /api/calculators: every calculator with its true status (libs/contracts/src/calculator-catalogue.ts). */
const calculatorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCalculators: build.query<readonly CalculatorEntry[], void>({ query: () => 'calculators' }),
  }),
});

export const { useGetCalculatorsQuery } = calculatorsApi;
