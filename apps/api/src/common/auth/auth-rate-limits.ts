import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../errors/domain-errors';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';

const logger = new Logger('AuthRateLimits');

/** The longest a single login attempt is held back by the slow-down. */
export const MAX_LOGIN_DELAY_MS = 5_000;

const retryAfterSeconds = (res: RateLimiterRes): number => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * The stricter limits of login and register (docs/security.md, "Accounts"), independent of the global per-client
 * limit and never turned off by RATE_LIMIT_PER_MINUTE=0:
 * - failed logins per client address (LOGIN_FAILURES_PER_IP in LOGIN_FAILURE_WINDOW_SECONDS): the next attempt is a 429;
 * - failed logins per account, from any address (LOGIN_FAILURES_PER_ACCOUNT), against distributed guessing;
 * - a slow-down: past LOGIN_SLOWDOWN_AFTER failures, each attempt waits LOGIN_SLOWDOWN_STEP_MS more than the last;
 * - registrations per client address (REGISTER_PER_IP_PER_HOUR), successful or not.
 * With REDIS_URL the counters are shared by replicas; when Redis is unreachable each replica counts in memory.
 */
@Injectable()
export class AuthRateLimits implements OnModuleDestroy {
  private readonly redis: Redis | undefined;
  private readonly loginFailuresByIp: RateLimiterAbstract;
  private readonly loginFailuresByAccount: RateLimiterAbstract;
  private readonly registrationsByIp: RateLimiterAbstract;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const limits = config.authLimits;
    this.redis = config.redisUrl ? connect(config.redisUrl) : undefined;
    const window = limits.loginFailureWindowSeconds;
    this.loginFailuresByIp = this.limiter('login-ip', limits.loginFailuresPerIp, window);
    this.loginFailuresByAccount = this.limiter('login-account', limits.loginFailuresPerAccount, window);
    this.registrationsByIp = this.limiter('register-ip', limits.registerPerIpPerHour, 3_600);
  }

  /**
   * Before a password is checked: a 429 when the address or the account has used up its failures; otherwise how many
   * milliseconds to hold the attempt back (0 until the slow-down starts).
   */
  async beforeLogin(ip: string, accountKey: string): Promise<number> {
    const [byIp, byAccount] = await Promise.all([this.loginFailuresByIp.get(ip), this.loginFailuresByAccount.get(accountKey)]);
    const limits = this.config.authLimits;
    const blocked = [
      { res: byIp, max: limits.loginFailuresPerIp },
      { res: byAccount, max: limits.loginFailuresPerAccount },
    ].filter((entry): entry is { res: RateLimiterRes; max: number } => entry.res !== null && entry.res.consumedPoints >= entry.max);
    if (blocked.length > 0) throw new TooManyRequestsError(Math.max(...blocked.map((entry) => retryAfterSeconds(entry.res))));
    const failures = Math.max(byIp?.consumedPoints ?? 0, byAccount?.consumedPoints ?? 0);
    if (limits.loginSlowdownStepMs === 0 || failures < limits.loginSlowdownAfter) return 0;
    return Math.min(MAX_LOGIN_DELAY_MS, limits.loginSlowdownStepMs * (failures - limits.loginSlowdownAfter + 1));
  }

  async loginFailed(ip: string, accountKey: string): Promise<void> {
    await Promise.all([this.count(this.loginFailuresByIp, ip), this.count(this.loginFailuresByAccount, accountKey)]);
  }

  /** A success clears the account's failures, not the address's: one valid account must not reset a guessing run. */
  async loginSucceeded(accountKey: string): Promise<void> {
    await this.loginFailuresByAccount.delete(accountKey);
  }

  /** Counts a wrong current password on a password change against the account, as a failed login. */
  async passwordCheckFailed(accountKey: string): Promise<void> {
    await this.count(this.loginFailuresByAccount, accountKey);
  }

  /** Whether the account may try its password again now (a password change checks the current one). */
  async assertAccountNotBlocked(accountKey: string): Promise<void> {
    const res = await this.loginFailuresByAccount.get(accountKey);
    if (res && res.consumedPoints >= this.config.authLimits.loginFailuresPerAccount) throw new TooManyRequestsError(retryAfterSeconds(res));
  }

  /** Counts one registration attempt; a 429 past the hourly limit. */
  async register(ip: string): Promise<void> {
    try {
      await this.registrationsByIp.consume(ip);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new TooManyRequestsError(retryAfterSeconds(rejection));
      throw rejection;
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis?.quit().catch(() => 'closed');
  }

  private async count(limiter: RateLimiterAbstract, key: string): Promise<void> {
    // Past the limit, consume() rejects with the counter's state: the failure is still counted, nothing to do.
    await limiter.consume(key).catch((rejection: unknown) => {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
    });
  }

  private limiter(name: string, points: number, duration: number): RateLimiterAbstract {
    const memory = new RateLimiterMemory({ keyPrefix: `taxatlas:${name}`, points, duration });
    if (!this.redis) return memory;
    return new RateLimiterRedis({ storeClient: this.redis, keyPrefix: `taxatlas:${name}`, points, duration, insuranceLimiter: memory });
  }
}

/** A Redis client for rate-limiter-flexible counters that warns (once a minute) instead of failing while Redis is down. */
export function connect(redisUrl: string): Redis {
  const redis = new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  let lastWarning = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    logger.warn(`Redis for login limits is unreachable (${error.message}); each replica counts on its own meanwhile`);
  });
  return redis;
}
