import { MikroORM, raw } from '@mikro-orm/core';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CLOCK, type Clock } from '../../common/time/clock';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { ArticleSchema } from './entities/article.entity';

const logger = new Logger('ArticleScheduler');

/**
 * Publishes scheduled articles when their time comes, with no one online: every SCHEDULER_INTERVAL_SECONDS one UPDATE
 * turns the due ones into published articles (published at their publishAt). The UPDATE only touches rows still
 * scheduled and due, so any number of replicas can run it at the same time: each article is published once.
 *
 * Readers never wait for a tick: the public list and article call publishDueBeforeReading() first, which runs the same
 * UPDATE only when this replica knows of an article that is due (it keeps the earliest publishAt it has seen). That
 * costs nothing while nothing is due. An article scheduled on another replica is learnt of at this replica's next tick.
 */
@Injectable()
export class ArticleScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;
  /** The earliest publishAt of a scheduled article (ms); null when none is scheduled, undefined until first read. */
  private nextDueAt: number | null | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly orm: MikroORM,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.publishDue().catch((error: unknown) => {
        logger.error(`Publishing scheduled articles failed: ${error instanceof Error ? error.message : String(error)}`);
      });
    }, this.config.schedulerIntervalSeconds * 1000);
    // The timer alone must not keep a process (a test, a CLI) alive.
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Publishes every scheduled article whose publishAt has come (by CLOCK); the number published. */
  publishDue(): Promise<number> {
    // One run at a time per replica; a call during a run waits for it (and its result is as fresh as needed).
    this.running ??= this.publish().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Called before answering a reader: publishes what is due, if this replica knows something is. */
  async publishDueBeforeReading(): Promise<void> {
    if (this.nextDueAt === null) return;
    if (this.nextDueAt !== undefined && this.nextDueAt > this.clock.now().getTime()) return;
    await this.publishDue();
  }

  /** An article was scheduled on this replica: readers here see it go live on time, whatever the tick. */
  noteScheduled(publishAt: Date | null): void {
    if (!publishAt) return;
    // A run under way may have read the next publishAt before this one was written: apply it after the run.
    if (this.running) {
      const apply = () => this.noteScheduled(publishAt);
      void this.running.then(apply, apply);
      return;
    }
    const at = publishAt.getTime();
    if (this.nextDueAt === undefined) return;
    this.nextDueAt = this.nextDueAt === null ? at : Math.min(this.nextDueAt, at);
  }

  private async publish(): Promise<number> {
    const now = this.clock.now();
    const em = this.orm.em.fork();
    // publish_at becomes published_at and goes back to null (the contract's "null otherwise"); the version moves on so
    // that an editor's form opened before the publication cannot silently turn it back into a scheduled draft.
    const published = await em.nativeUpdate(
      ArticleSchema,
      { status: 'scheduled', publishAt: { $lte: now } },
      { status: 'published', publishedAt: raw('"publish_at"'), publishAt: null, version: raw('"version" + 1') },
    );
    const [next] = await em.find(
      ArticleSchema,
      { status: 'scheduled' },
      { fields: ['publishAt'], orderBy: { publishAt: 'asc' }, limit: 1 },
    );
    this.nextDueAt = next?.publishAt ? new Date(next.publishAt).getTime() : null;
    if (published > 0) logger.log(`Published ${published} scheduled article${published === 1 ? '' : 's'}`);
    return published;
  }
}
