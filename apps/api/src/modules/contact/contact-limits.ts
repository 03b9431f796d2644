import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type Redis from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { connect } from '../../common/auth/auth-rate-limits';
import { TooManyRequestsError } from '../../common/errors/domain-errors';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';

/**
 * Contact messages per client address and hour (CONTACT_PER_IP_PER_HOUR), stored or dropped alike, so that a bot
 * cannot probe the limit with honeypot sends. With REDIS_URL the counter is shared by replicas; when Redis is
 * unreachable each replica counts in memory.
 */
@Injectable()
export class ContactLimits implements OnModuleDestroy {
  private readonly redis: Redis | undefined;
  private readonly byIp: RateLimiterAbstract;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.redis = config.redisUrl ? connect(config.redisUrl) : undefined;
    const options = { keyPrefix: 'taxatlas:contact-ip', points: config.contactPerIpPerHour, duration: 3_600 };
    const memory = new RateLimiterMemory(options);
    this.byIp = this.redis ? new RateLimiterRedis({ ...options, storeClient: this.redis, insuranceLimiter: memory }) : memory;
  }

  /** Counts one message from the address; a 429 with Retry-After past the hourly limit. */
  async admit(ip: string): Promise<void> {
    try {
      await this.byIp.consume(ip);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new TooManyRequestsError(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
      throw rejection;
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis?.quit().catch(() => 'closed');
  }
}
