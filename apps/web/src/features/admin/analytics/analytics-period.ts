import { ANALYTICS_DEFAULT_PERIOD_DAYS } from '@taxatlas/contracts/admin';

/** The periods the analytics screen offers, in days. */
export const analyticsPeriods = [7, 30, 90, 365] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

/** The period a URL's `?period=` asks for, when it is one of those offered; the API's default otherwise. */
export function periodFromSearch(search: URLSearchParams): AnalyticsPeriod {
  const asked = Number(search.get('period'));
  return (analyticsPeriods as readonly number[]).includes(asked)
    ? (asked as AnalyticsPeriod)
    : (ANALYTICS_DEFAULT_PERIOD_DAYS as AnalyticsPeriod);
}
