import { ANALYTICS_DEFAULT_PERIOD_DAYS, ANALYTICS_MAX_PERIOD_DAYS } from '@taxatlas/contracts/admin';
import { numberFromString } from '@taxatlas/contracts/fields';
import { z } from 'zod';

const periodMessage = `must be a whole number of days from 1 to ${ANALYTICS_MAX_PERIOD_DAYS}`;

/** GET /api/admin/analytics?period=<days>: the query, validated so that a bad period is a 400 naming it. */
export const adminAnalyticsQuerySchema = z.object({
  period: z.preprocess(
    (value) => (value === '' ? undefined : numberFromString(value, 'whole')),
    z
      .number({ error: () => periodMessage })
      .int({ error: () => periodMessage })
      .min(1, { error: () => periodMessage })
      .max(ANALYTICS_MAX_PERIOD_DAYS, { error: () => periodMessage })
      .default(ANALYTICS_DEFAULT_PERIOD_DAYS),
  ),
});
export type AdminAnalyticsParsedQuery = z.output<typeof adminAnalyticsQuerySchema>;
