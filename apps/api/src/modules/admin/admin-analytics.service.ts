import { MikroORM } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import type { AdminAnalytics } from '@taxatlas/contracts/admin';
import { CLOCK, type Clock } from '../../common/time/clock';
import { CalculationCounter } from '../calculators/calculation-counter';

const DAY_MS = 86_400_000;
const TOP_ARTICLES = 10;

/** UTC day "YYYY-MM-DD". */
const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/** PostgreSQL answers sums and bigint counts as strings, SQLite as numbers. */
type Numeric = number | string | null;

interface ViewRow {
  day: string;
  views: Numeric;
}
interface CalculationRow {
  day: string;
  calculator: string;
  count: Numeric;
}
interface TopArticleRow {
  id: string;
  slug: string;
  title: string;
  total_time_spent: Numeric;
  time_samples: Numeric;
}
interface ArticleViewsRow {
  article_id: string;
  views: Numeric;
}
interface ReadingRow {
  total: Numeric;
  samples: Numeric;
}

/** Mean seconds, rounded to a tenth; null without any report. */
const average = (total: Numeric, samples: Numeric): number | null => {
  const count = Number(samples ?? 0);
  return count > 0 ? Math.round((Number(total ?? 0) / count) * 10) / 10 : null;
};

interface Ranked {
  id: string;
  views: number;
}

/** The order of the plain query: most views first, ties to the lower id (ids are lowercase UUIDs on both databases). */
const byRank = (a: Ranked, b: Ranked): number => b.views - a.views || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Per-article views summed over a period's past days, and the same ranked. */
interface PastViews {
  sums: Map<string, number>;
  ranked: Ranked[];
}

/** Periods whose past sums are kept at once (the admin offers a few fixed periods). */
const CACHED_PERIODS = 4;
/** Articles looked up per round while resolving the top ten (more rounds only when ranked articles are gone). */
const RESOLVE_BATCH = 20;

/**
 * The analytics of the admin: views and calculations per day over a period ending today (UTC, from the injected
 * clock), the most viewed articles and reading time. Views per day and the reading time come from totals that
 * triggers keep (Migration20261210000000-admin-speed); the calculations read a range of days through an index that
 * starts with the day (Migration20261209000000-admin-indexes), so their cost follows the period, not the table.
 *
 * The top articles add today's rows to a cache of each article's views over the period's past days. Views are only
 * ever written on the clock's day (ArticlesService.trackView), so past days' rows change only when an article is
 * deleted (its rows cascade away) or when the test clock moves back and then forward again (rows written meanwhile are
 * "past" afterwards), or when rows are written with SQL (tests, the bench's seed). All of them change the per-day totals
 * that triggers keep in article_views_per_day, so the cache is keyed by the past days and their totals: any such change
 * recomputes it on the next request. What this relies on: no write moves views between articles within a day while
 * keeping the day's total, and no row is written with a count of 0 (the app only writes count >= 1). Deleted articles
 * are also skipped when the titles are resolved, so a ranked article that is gone is never shown.
 */
@Injectable()
export class AdminAnalyticsService {
  /** Past sums by "first day/last past day/per-day totals", least recently used first. */
  private readonly pastViews = new Map<string, Promise<PastViews>>();

  constructor(
    private readonly orm: MikroORM,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly calculationCounter: CalculationCounter,
  ) {}

  async analytics(period: number): Promise<AdminAnalytics> {
    // This server's calculations, counted in memory, show at once (another replica's within its flush interval).
    await this.calculationCounter.flush();
    const connection = this.orm.em.fork().getConnection();
    const today = this.clock.now();
    const days = Array.from({ length: period }, (_, index) => utcDay(new Date(today.getTime() - (period - 1 - index) * DAY_MS)));
    const from = days[0]!;
    const to = days.at(-1)!;
    const [viewRows, calculationRows, todayRows, readingRows]: [ViewRow[], CalculationRow[], ArticleViewsRow[], ReadingRow[]] =
      await Promise.all([
        // One row per day, kept by triggers beside article_daily_views (Migration20261210000000-admin-speed).
        connection.execute<ViewRow[]>('select "day", "views" from "article_views_per_day" where "day" >= ? and "day" <= ?', [from, to]),
        connection.execute<CalculationRow[]>(
          'select "day", "calculator", sum("count") as "count" from "calculation_counts" where "day" >= ? and "day" <= ? ' +
            'group by "day", "calculator" order by "day", "calculator"',
          [from, to],
        ),
        // Today's rows, the only ones that change during the day; read through the index that starts with the day.
        connection.execute<ArticleViewsRow[]>('select "article_id", "count" as "views" from "article_daily_views" where "day" = ?', [to]),
        // The sums over the articles with samples, kept by triggers on articles (Migration20261210000000-admin-speed).
        connection.execute<ReadingRow[]>(
          'select "total_time_spent" as "total", "time_samples" as "samples" from "article_reading_totals" where "id" = 1',
        ),
      ]);

    const viewsByDay = new Map(viewRows.map((row) => [row.day, Number(row.views ?? 0)]));
    const viewsPerDay = days.map((day) => ({ day, views: viewsByDay.get(day) ?? 0 }));
    const calculationsPerDay = calculationRows.map((row) => ({ day: row.day, calculator: row.calculator, count: Number(row.count ?? 0) }));
    const past = await this.pastViewsOf(days.slice(0, -1), viewsPerDay.slice(0, -1));
    const topArticles = await this.resolveTop(this.ranking(past, todayRows));
    return {
      period,
      from,
      to,
      viewsPerDay,
      calculationsPerDay,
      totals: {
        views: viewsPerDay.reduce((total, entry) => total + entry.views, 0),
        calculations: calculationsPerDay.reduce((total, entry) => total + entry.count, 0),
      },
      topArticles,
      readingTime: {
        averageSeconds: average(readingRows[0]?.total ?? 0, readingRows[0]?.samples ?? 0),
        samples: Number(readingRows[0]?.samples ?? 0),
      },
    };
  }

  /** The cached past sums for these days, computed when the days or their totals (see the class comment) changed. */
  private pastViewsOf(pastDays: string[], totals: { views: number }[]): Promise<PastViews> {
    if (pastDays.length === 0) return Promise.resolve({ sums: new Map(), ranked: [] });
    const key = `${pastDays[0]}/${pastDays.at(-1)}/${totals.map((entry) => entry.views).join(',')}`;
    let entry = this.pastViews.get(key);
    if (entry) {
      // Most recently used last, so that the first key is the one evicted.
      this.pastViews.delete(key);
      this.pastViews.set(key, entry);
      return entry;
    }
    entry = this.sumPastViews(pastDays[0]!, pastDays.at(-1)!);
    // Concurrent requests share one computation; a failed one is not kept.
    entry.catch(() => this.pastViews.get(key) === entry && this.pastViews.delete(key));
    this.pastViews.set(key, entry);
    // Older keys of the same period (yesterday's, or before a change) are never asked for again once superseded.
    for (const other of this.pastViews.keys()) {
      if (other !== key && other.startsWith(`${pastDays[0]}/${pastDays.at(-1)}/`)) this.pastViews.delete(other);
    }
    while (this.pastViews.size > CACHED_PERIODS) this.pastViews.delete(this.pastViews.keys().next().value!);
    return entry;
  }

  private async sumPastViews(first: string, last: string): Promise<PastViews> {
    const rows: ArticleViewsRow[] = await this.orm.em
      .fork()
      .getConnection()
      .execute<ArticleViewsRow[]>(
        'select "article_id", sum("count") as "views" from "article_daily_views" where "day" >= ? and "day" <= ? ' +
          'group by "article_id" order by sum("count") desc, "article_id"',
        [first, last],
      );
    // Sorted by the database already (the ids are lowercase UUIDs, in the same order under any collation); sorting again
    // costs one pass over sorted rows and keeps the merge with today's rows right whatever the database did.
    const ranked = rows.map((row) => ({ id: row.article_id, views: Number(row.views ?? 0) })).sort(byRank);
    return { sums: new Map(ranked.map((entry) => [entry.id, entry.views])), ranked };
  }

  /** Every article with views in the period, in rank order: today's articles with their whole sums merged into the rest. */
  private *ranking(past: PastViews, todayRows: ArticleViewsRow[]): Generator<Ranked> {
    const current = todayRows
      .map((row) => ({ id: row.article_id, views: (past.sums.get(row.article_id) ?? 0) + Number(row.views ?? 0) }))
      .sort(byRank);
    const seenToday = new Set(current.map((entry) => entry.id));
    let next = 0;
    for (const entry of past.ranked) {
      if (seenToday.has(entry.id)) continue;
      while (next < current.length && byRank(current[next]!, entry) < 0) yield current[next++]!;
      yield entry;
    }
    while (next < current.length) yield current[next++]!;
  }

  /** The first ten ranked articles that still exist, with their titles and reading time. */
  private async resolveTop(ranking: Iterator<Ranked>): Promise<AdminAnalytics['topArticles']> {
    const connection = this.orm.em.fork().getConnection();
    const top: AdminAnalytics['topArticles'][number][] = [];
    for (;;) {
      const batch: Ranked[] = [];
      for (let step = ranking.next(); !step.done; step = ranking.next()) {
        batch.push(step.value);
        if (batch.length === Math.max(RESOLVE_BATCH, TOP_ARTICLES - top.length)) break;
      }
      if (batch.length === 0) return top;
      const rows: TopArticleRow[] = await connection.execute<TopArticleRow[]>(
        `select "id", "slug", "title", "total_time_spent", "time_samples" from "articles" where "id" in (${batch.map(() => '?').join(', ')})`,
        batch.map((entry) => entry.id),
      );
      const articles = new Map(rows.map((row) => [row.id, row]));
      for (const entry of batch) {
        const row = articles.get(entry.id);
        if (!row) continue;
        top.push({
          id: row.id,
          slug: row.slug,
          title: row.title,
          views: entry.views,
          averageTimeSpent: average(row.total_time_spent, row.time_samples),
        });
        if (top.length === TOP_ARTICLES) return top;
      }
    }
  }
}
