import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import rateLimit from '@fastify/rate-limit';
import Redis from 'ioredis';
import type { AppConfig } from '../../config/app-config';
import { TooManyRequestsError } from '../errors/domain-errors';
import { isApiPath } from './api-path';

const logger = new Logger('RateLimit');

/** Redis for the counters when replicas must share them; a Redis outage lets requests through rather than failing them. */
function sharedStore(redisUrl: string): Redis {
  const redis = new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  let lastWarning = 0;
  redis.on('error', (error: Error) => {
    // ioredis reports every failed reconnect; one line a minute is enough to see that Redis is down.
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    logger.warn(`Redis for rate limits is unreachable (${error.message}); requests are not limited meanwhile`);
  });
  return redis;
}

/**
 * The global per-client limit on /api (RATE_LIMIT_PER_MINUTE; 0 turns it off). The client is request.ip: the socket's
 * address, or what TRUST_PROXY's proxies report. Login, register, contact and view counting add stricter limits of
 * their own, which RATE_LIMIT_PER_MINUTE never turns off.
 */
export async function registerGlobalRateLimit(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  if (config.rateLimitPerMinute === 0) return;
  const redis = config.redisUrl ? sharedStore(config.redisUrl) : undefined;
  const fastify = app.getHttpAdapter().getInstance();
  // Decided per route as it is added, before the plugin's own onRoute hook sees it: only the API's routes are
  // limited, whatever spelling of their path a request uses (api-path.ts).
  fastify.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) route.config = { ...route.config, rateLimit: false };
  });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: 'taxatlas:rate-limit:' } : {}),
    skipOnError: true,
    errorResponseBuilder: (_request, context) => new TooManyRequestsError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
  if (redis) fastify.addHook('onClose', async () => void (await redis.quit().catch(() => 'closed')));
}
