import type { HealthResponse } from '@taxatlas/contracts/api';
import { api } from '../../lib/api';

/** GET /api/health: { status, database, version }; 503 with the same body when the database does not answer. */
const healthApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<HealthResponse, void>({ query: () => ({ url: 'health', cache: 'no-store' }), keepUnusedDataFor: 0 }),
  }),
});

export const { useGetHealthQuery } = healthApi;

/** The health body, whether it came with 200 or with the 503 of a database that is down. */
export function healthFrom(data: HealthResponse | undefined, error: unknown): HealthResponse | undefined {
  if (data) return data;
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const body = (error as { data: unknown }).data;
    if (typeof body === 'object' && body !== null && 'status' in body && 'database' in body) return body as HealthResponse;
  }
  return undefined;
}
