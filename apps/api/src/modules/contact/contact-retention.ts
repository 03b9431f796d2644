import { MikroORM } from '@mikro-orm/core';
import { SqlitePlatform } from '@mikro-orm/sqlite';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { CLOCK, type Clock } from '../../common/time/clock';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { SettingsService } from '../settings/settings.service';

const logger = new Logger('ContactRetention');
const DAY_MS = 86_400_000;
/** Rows changed per statement: each statement is short, so the form's inserts and the inbox never wait long behind it. */
export const CONTACT_RETENTION_BATCH = 5_000;

/**
 * One batch: empties the IP address and user agent of at most CONTACT_RETENTION_BATCH messages created before the one
 * parameter (the cutoff). The inner SELECT finds them through the partial index (its condition is written out, not
 * bound, so that both databases see it is the index's own); the UPDATE then reaches each by its primary key and checks
 * the condition again, so a row another replica emptied meanwhile is not counted twice.
 *
 * PostgreSQL: the batch locks its rows and skips those another replica's batch holds (FOR UPDATE SKIP LOCKED), and its
 * ids come as one array (an InitPlan): with `id in (select …)` the planner hash-joined the batch against every row
 * still holding an address instead of looking each id up.
 */
export function contactRetentionStatement(kind: 'sqlite' | 'postgresql'): string {
  const holdsData = `("ip_address" <> '' or "user_agent" <> '')`;
  const batch =
    `select "id" from "contact_submissions" where "created_at" < ? and ${holdsData} limit ${CONTACT_RETENTION_BATCH}` +
    (kind === 'postgresql' ? ' for update skip locked' : '');
  const ids = kind === 'postgresql' ? `"id" = any(array(${batch}))` : `"id" in (${batch})`;
  return `update "contact_submissions" set "ip_address" = '', "user_agent" = '' where ${ids} and ${holdsData}`;
}

/** What one run did. */
export interface ContactRetentionRun {
  /** Messages whose IP address and user agent were emptied. */
  readonly cleared: number;
  readonly batches: number;
  /** The slowest statement, in ms: how long a write to the table may have waited behind this run. */
  readonly longestBatchMs: number;
  /** The whole run, in ms. */
  readonly durationMs: number;
}

/**
 * Privacy: a contact message keeps the sender's IP address and user agent (for spam checks) only for the site settings'
 * contactRetentionDays; then both become '' (the contract's "empty once the retention period has removed it"). It runs
 * with no one online: once when the server starts (createApp, after the migrations) and every
 * CONTACT_RETENTION_INTERVAL_SECONDS, by the CLOCK, so a test that moves the clock moves the cutoff.
 *
 * Any number of replicas may run it together: each statement only touches rows that are past the cutoff and still hold
 * an address, so a row is changed once and a repeated run changes nothing. Statements change at most
 * CONTACT_RETENTION_BATCH rows, found through the partial index of the rows that still hold one
 * (Migration20261213000000-contact-indexes), so a big backlog (a first run on a million messages, or a shorter period)
 * never holds a long lock, and a run with nothing to do reads nothing. On PostgreSQL the batch skips rows that another
 * replica's batch has locked instead of waiting for them.
 */
@Injectable()
export class ContactRetention implements OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<ContactRetentionRun> | undefined;
  private stopping = false;

  constructor(
    private readonly orm: MikroORM,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SettingsService,
  ) {}

  /** Runs once now and then on the interval; createApp calls it once the migrations have made the table. */
  start(): void {
    if (this.timer || this.stopping) return;
    this.tick();
    this.timer = setInterval(() => this.tick(), this.config.contactRetentionIntervalSeconds * 1000);
    // The timer alone must not keep a process (a test, a CLI) alive.
    this.timer.unref();
  }

  /** Lets a run under way finish its current batch, then stops: a shutdown never cuts a statement off. */
  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /**
   * Empties the IP address and user agent of every message older than the retention period, now. A run already under
   * way on this replica finishes first (it may have started from an older cutoff or setting).
   */
  removeExpired(): Promise<ContactRetentionRun> {
    const previous = this.running?.catch(() => undefined) ?? Promise.resolve();
    const run: Promise<ContactRetentionRun> = previous
      .then(() => this.run())
      .finally(() => {
        if (this.running === run) this.running = undefined;
      });
    this.running = run;
    return run;
  }

  /** A timer's run: skipped while one is under way (a long backlog must not pile up runs behind it). */
  private tick(): void {
    if (this.running) return;
    this.removeExpired().catch((error: unknown) => {
      logger.error(`Removing expired contact IP addresses failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  private async run(): Promise<ContactRetentionRun> {
    const { contactRetentionDays } = await this.settings.get();
    const cutoff = new Date(this.clock.now().getTime() - contactRetentionDays * DAY_MS);
    const sqlite = this.orm.em.getPlatform() instanceof SqlitePlatform;
    const statement = contactRetentionStatement(sqlite ? 'sqlite' : 'postgresql');
    // MikroORM keeps SQLite datetimes as epoch milliseconds.
    const cutoffParam = sqlite ? cutoff.getTime() : cutoff;
    const connection = this.orm.em.fork().getConnection();
    const runStarted = performance.now();
    let cleared = 0;
    let batches = 0;
    let longestBatchMs = 0;
    for (;;) {
      const started = performance.now();
      const result = await connection.execute<{ affectedRows: number }>(statement, [cutoffParam], 'run');
      longestBatchMs = Math.max(longestBatchMs, performance.now() - started);
      batches += 1;
      const changed = Number(result.affectedRows ?? 0);
      cleared += changed;
      if (changed < CONTACT_RETENTION_BATCH || this.stopping) break;
      // Between batches the server answers what waited (one SQLite connection serves every request).
      await new Promise((resolve) => setImmediate(resolve));
    }
    const durationMs = performance.now() - runStarted;
    if (cleared > 0) {
      // benchmarks/contact-queries.mjs reads this line.
      logger.log(
        `Removed the IP address and user agent of ${cleared} contact message${cleared === 1 ? '' : 's'} older than ` +
          `${contactRetentionDays} days in ${Math.round(durationMs)} ms (${batches} batches, longest ${Math.round(longestBatchMs)} ms)`,
      );
    }
    return { cleared, batches, longestBatchMs, durationMs };
  }
}
