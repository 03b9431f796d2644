import { createHmac } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type Redis from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { TooManyRequestsError } from '../errors/domain-errors';
import { connect } from './auth-rate-limits';

/** What the reader events know of the client: its address (as TRUST_PROXY believes it) and User-Agent header. */
export interface ReaderClient {
  readonly ip: string;
  readonly userAgent: string;
}

/** The reader events that count once per visitor, article and window. */
export type ReaderEvent = 'view' | 'time';

/**
 * User agents that announce a crawler, a link previewer, a monitor or a script. Headless browsers are not in the list:
 * they are how the end-to-end tests read the site, and a bot hiding as a browser is out of reach of any list.
 */
const botPattern =
  /bot\b|bot[/;-]|crawl|spider|slurp|scrap|archiver|facebookexternalhit|embedly|preview|lighthouse|pagespeed|pingdom|uptime|monitor|curl\/|wget|python-|httpclient|http-client|okhttp|go-http|java\/|libwww|axios\/|node-fetch|undici|postman|insomnia|^$/i;

/** Whether a User-Agent is obviously not a person's browser (an empty one included: every browser sends one). */
export function isBotUserAgent(userAgent: string): boolean {
  return botPattern.test(userAgent.trim());
}

const retryAfterSeconds = (res: RateLimiterRes): number => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * The limits that make article views and reading time mean something (docs/security.md, "Counters"):
 * - a flood limit per client address over track-view and log-time together (READER_EVENTS_PER_MINUTE), a 429 past it;
 * - a visitor's view of an article, and its reading time, count once per VIEW_WINDOW_SECONDS. A visitor is an HMAC of
 *   the address and User-Agent under a key derived from the server secret: the raw pair is never stored, and the key
 *   cannot be recomputed without the secret.
 * With REDIS_URL the counters are shared by replicas; when Redis is unreachable each replica counts in memory.
 */
@Injectable()
export class ReaderLimits implements OnModuleDestroy {
  private readonly redis: Redis | undefined;
  private readonly visitorKey: Buffer;
  private readonly eventsByIp: RateLimiterAbstract;
  private readonly counted: Readonly<Record<ReaderEvent, RateLimiterAbstract>>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const limits = config.readerLimits;
    this.redis = config.redisUrl ? connect(config.redisUrl) : undefined;
    this.visitorKey = createHmac('sha256', config.jwtSecret).update('taxatlas reader visitor key').digest();
    this.eventsByIp = this.limiter('reader-ip', limits.eventsPerMinute, 60);
    this.counted = {
      view: this.limiter('reader-view', 1, limits.viewWindowSeconds),
      time: this.limiter('reader-time', 1, limits.viewWindowSeconds),
    };
  }

  /** Counts one reader request from the address; a 429 with Retry-After past the per-minute limit. */
  async admit(client: ReaderClient): Promise<void> {
    try {
      await this.eventsByIp.consume(client.ip);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new TooManyRequestsError(retryAfterSeconds(rejection));
      throw rejection;
    }
  }

  /**
   * Whether this event of this visitor on this article should be counted now: false for a bot, and for a visitor whose
   * event on the article was counted within the window. A true answer starts the window.
   */
  async shouldCount(event: ReaderEvent, client: ReaderClient, articleId: string): Promise<boolean> {
    if (isBotUserAgent(client.userAgent)) return false;
    try {
      await this.counted[event].consume(`${this.visitorOf(client)}:${articleId}`);
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return false;
      throw rejection;
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis?.quit().catch(() => 'closed');
  }

  private visitorOf(client: ReaderClient): string {
    return createHmac('sha256', this.visitorKey).update(`${client.ip}\n${client.userAgent}`).digest('base64url').slice(0, 32);
  }

  private limiter(name: string, points: number, duration: number): RateLimiterAbstract {
    const memory = new RateLimiterMemory({ keyPrefix: `taxatlas:${name}`, points, duration });
    if (!this.redis) return memory;
    return new RateLimiterRedis({ storeClient: this.redis, keyPrefix: `taxatlas:${name}`, points, duration, insuranceLimiter: memory });
  }
}
