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
   * Before a password is checked: counts the attempt as a failure of the address and of the account at once, so that
   * requests arriving together cannot all pass the check before any of them is counted (100 parallel guesses would
   * otherwise get several times the limit of password checks). A 429 when either has no failure left; otherwise how
   * many milliseconds to hold the attempt back (0 until the slow-down starts). loginSucceeded() gives the attempt back.
   */
  async reserveLoginAttempt(ip: string, accountKey: string): Promise<number> {
    const byIp = await this.reserve(this.loginFailuresByIp, ip);
    const byAccount = await this.reserve(this.loginFailuresByAccount, accountKey).catch(async (error: unknown) => {
      // Refused for the account: this attempt checks no password, so it costs the address nothing.
      await this.loginFailuresByIp.reward(ip, 1);
      throw error;
    });
    const limits = this.config.authLimits;
    const failuresBefore = Math.max(byIp.consumedPoints, byAccount.consumedPoints) - 1;
    if (limits.loginSlowdownStepMs === 0 || failuresBefore < limits.loginSlowdownAfter) return 0;
    return Math.min(MAX_LOGIN_DELAY_MS, limits.loginSlowdownStepMs * (failuresBefore - limits.loginSlowdownAfter + 1));
  }

  /**
   * The reserved attempt was the right password: it is not a failure of the address, whose earlier failures stay (one
   * valid account must not reset a guessing run), and the account's failures are cleared.
   */
  async loginSucceeded(ip: string, accountKey: string): Promise<void> {
    await Promise.all([this.loginFailuresByIp.reward(ip, 1), this.loginFailuresByAccount.delete(accountKey)]);
  }

  /**
   * Before a password change checks the current password: reserves a failure of the account, as a login does (a 429
   * when none is left). passwordCheckSucceeded() gives it back.
   */
  async reservePasswordCheck(accountKey: string): Promise<void> {
    await this.reserve(this.loginFailuresByAccount, accountKey);
  }

  async passwordCheckSucceeded(accountKey: string): Promise<void> {
    await this.loginFailuresByAccount.reward(accountKey, 1);
  }

  /** Counts one registration attempt; a 429 past the hourly limit. */
  async register(ip: string): Promise<void> {
    await this.reserve(this.registrationsByIp, ip);
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis?.quit().catch(() => 'closed');
  }

  /** Takes one point, atomically (in memory, and in Redis by its own script); past the limit, a 429. */
  private async reserve(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes> {
    try {
      return await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new TooManyRequestsError(retryAfterSeconds(rejection));
      throw rejection;
    }
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
