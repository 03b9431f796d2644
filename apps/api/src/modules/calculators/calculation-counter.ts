import { MikroORM } from '@mikro-orm/core';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CLOCK, type Clock } from '../../common/time/clock';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';

const DAY_MS = 86_400_000;

/**
 * UTC day "YYYY-MM-DD" of a time, formatting a date only when the day changes: every calculation asks, and
 * `toISOString()` per request was a measurable share of the calculate route's CPU (docs/performance.md).
 */
class UtcDayCache {
  private start = Number.POSITIVE_INFINITY;
  private day = '';

  of(date: Date): string {
    const time = date.getTime();
    if (time < this.start || time >= this.start + DAY_MS) {
      this.start = time - (((time % DAY_MS) + DAY_MS) % DAY_MS);
      this.day = new Date(this.start).toISOString().slice(0, 10);
    }
    return this.day;
  }
}

/**
 * Rows per statement: three parameters each keeps far below SQLite's 999. A flush normally holds one key per calculator
 * used since the last one; more only after the database was unreachable for days.
 */
const KEYS_PER_STATEMENT = 100;

/** "day|calculator": neither part contains "|" (a date, a catalogue id). */
const keyOf = (day: string, calculator: string): string => `${day}|${calculator}`;

/**
 * The calculation counter. A calculation costs one increment of an in-memory tally per (UTC day by CLOCK, calculator);
 * the tallies reach calculation_counts as one upsert that adds each tally to its row (so replicas and restarts add up):
 * every CALCULATION_COUNT_FLUSH_SECONDS, before this process reads the counts (flush(), from the admin's figures),
 * and at shutdown. Writing per request made every calculation wait for a write transaction (SQLite: 444 instead of
 * ~7,000 requests/s, docs/performance.md).
 *
 * A failed write is logged and its tallies go back into memory for the next flush: neither a calculation nor an admin
 * page fails because counting did. Counts are lost only if the process dies without shutting down (at most one
 * interval's worth), or, if the database fails after committing but before answering, counted twice.
 */
@Injectable()
export class CalculationCounter implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('CalculationCounter');
  private pending = new Map<string, { day: string; calculator: string; count: number }>();
  /** The last write queued: writes run one at a time, so a flush never overtakes the one before it. */
  private writing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private readonly utcDay = new UtcDayCache();

  constructor(
    private readonly orm: MikroORM,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.flush(), this.config.calculationCountFlushSeconds * 1000);
    // The timer alone must not keep a process (a test, a CLI) alive.
    this.timer.unref();
  }

  /** Before the HTTP server closes; the ORM closes only in its own onApplicationShutdown, after this. */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** Calculations answered while the HTTP server was closing (when the ORM is still open: otherwise logged, lost). */
  async onApplicationShutdown(): Promise<void> {
    if (this.pending.size > 0) await this.flush();
  }

  /**
   * `result`, a successful calculation of `calculator` (the catalogue's id), counted on today's UTC day by CLOCK. Called
   * by the calculate routes themselves: an interceptor did this before and cost every calculation a chain of rxjs
   * observables and async scopes (docs/performance.md, "HTTP").
   */
  counted<Result>(calculator: string, result: Result): Result {
    this.count(calculator);
    return result;
  }

  private count(calculator: string): void {
    const day = this.utcDay.of(this.clock.now());
    const key = keyOf(day, calculator);
    const entry = this.pending.get(key);
    if (entry) entry.count += 1;
    else this.pending.set(key, { day, calculator, count: 1 });
  }

  /**
   * Writes every calculation counted before this call. Never rejects: a failure is logged and kept for the next flush.
   * Resolves true when nothing is left unwritten from before the call.
   */
  flush(): Promise<boolean> {
    const done = this.writing.then(() => this.write());
    this.writing = done.then(() => undefined);
    return done;
  }

  private async write(): Promise<boolean> {
    if (this.pending.size === 0) return true;
    const entries = [...this.pending.values()];
    this.pending = new Map();
    const connection = this.orm.em.fork().getConnection();
    for (let start = 0; start < entries.length; start += KEYS_PER_STATEMENT) {
      const chunk = entries.slice(start, start + KEYS_PER_STATEMENT);
      try {
        // One statement is atomic: on failure none of its rows was added, so all of them are kept.
        await connection.execute(
          `insert into "calculation_counts" ("day", "calculator", "count") values ${chunk.map(() => '(?, ?, ?)').join(', ')} ` +
            'on conflict ("day", "calculator") do update set "count" = "calculation_counts"."count" + "excluded"."count"',
          chunk.flatMap((entry) => [entry.day, entry.calculator, entry.count]),
          'run',
        );
      } catch (error) {
        const unwritten = entries.slice(start);
        for (const entry of unwritten) {
          const key = keyOf(entry.day, entry.calculator);
          const later = this.pending.get(key);
          if (later) later.count += entry.count;
          else this.pending.set(key, { ...entry });
        }
        const calculations = unwritten.reduce((total, entry) => total + entry.count, 0);
        this.logger.warn(
          `${calculations} calculation${calculations === 1 ? '' : 's'} not yet written to calculation_counts, kept for the next try: ` +
            (error instanceof Error ? error.message : String(error)),
        );
        return false;
      }
    }
    return true;
  }
}
