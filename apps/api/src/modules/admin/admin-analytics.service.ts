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
  views: Numeric;
  total_time_spent: Numeric;
  time_samples: Numeric;
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

/**
 * The analytics of the admin: views and calculations per day over a period ending today (UTC, from the injected
 * clock), the most viewed articles and reading time. Views per day and the reading time come from totals that
 * triggers keep (Migration20261210000000-admin-speed); the calculations and the top articles read a range of days
 * through an index that starts with the day (Migration20261209000000-admin-indexes), so their cost follows the period,
 * not the table. The top articles are the one sum over every article's rows of the period that remains.
 */
@Injectable()
export class AdminAnalyticsService {
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
    const [viewRows, calculationRows, topRows, readingRows]: [ViewRow[], CalculationRow[], TopArticleRow[], ReadingRow[]] =
      await Promise.all([
        // One row per day, kept by triggers beside article_daily_views (Migration20261210000000-admin-speed).
        connection.execute<ViewRow[]>('select "day", "views" from "article_views_per_day" where "day" >= ? and "day" <= ?', [from, to]),
        connection.execute<CalculationRow[]>(
          'select "day", "calculator", sum("count") as "count" from "calculation_counts" where "day" >= ? and "day" <= ? ' +
            'group by "day", "calculator" order by "day", "calculator"',
          [from, to],
        ),
        // Ranked inside the period's rows first, so only ten articles are looked up; ties go to the lower id, so the
        // order is the same on both databases.
        connection.execute<TopArticleRow[]>(
          'select "a"."id", "a"."slug", "a"."title", "v"."views", "a"."total_time_spent", "a"."time_samples" from ' +
            '(select "article_id", sum("count") as "views" from "article_daily_views" where "day" >= ? and "day" <= ? ' +
            'group by "article_id" order by sum("count") desc, "article_id" limit ?) "v" ' +
            'join "articles" "a" on "a"."id" = "v"."article_id" order by "v"."views" desc, "a"."id"',
          [from, to, TOP_ARTICLES],
        ),
        // The sums over the articles with samples, kept by triggers on articles (Migration20261210000000-admin-speed).
        connection.execute<ReadingRow[]>(
          'select "total_time_spent" as "total", "time_samples" as "samples" from "article_reading_totals" where "id" = 1',
        ),
      ]);

    const viewsByDay = new Map(viewRows.map((row) => [row.day, Number(row.views ?? 0)]));
    const viewsPerDay = days.map((day) => ({ day, views: viewsByDay.get(day) ?? 0 }));
    const calculationsPerDay = calculationRows.map((row) => ({ day: row.day, calculator: row.calculator, count: Number(row.count ?? 0) }));
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
      topArticles: topRows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        views: Number(row.views ?? 0),
        averageTimeSpent: average(row.total_time_spent, row.time_samples),
      })),
      readingTime: {
        averageSeconds: average(readingRows[0]?.total ?? 0, readingRows[0]?.samples ?? 0),
        samples: Number(readingRows[0]?.samples ?? 0),
      },
    };
  }
}
