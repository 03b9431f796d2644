import { MikroORM } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { type AdminDashboard, DASHBOARD_PERIOD_DAYS } from '@taxatlas/contracts/admin';
import { type ArticleStatus, articleStatuses } from '@taxatlas/contracts/articles';
import { type Role, roles } from '@taxatlas/contracts/auth';
import { CLOCK, type Clock } from '../../common/time/clock';
import { CalculationCounter } from '../calculators/calculation-counter';
import { ArticleSchema } from '../articles/entities/article.entity';
import { ContactService } from '../contact/contact.service';

const DAY_MS = 86_400_000;

/** UTC day "YYYY-MM-DD". */
const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/** Each known key at 0, then the counts of a GROUP BY (PostgreSQL answers counts as strings). */
function tally<K extends string>(keys: readonly K[], rows: readonly { key: string; count: number | string }[]): Record<K, number> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const row of rows) counts[row.key as K] = Number(row.count);
  return counts;
}

const sum = (counts: Readonly<Record<string, number>>): number => Object.values(counts).reduce((total, count) => total + count, 0);

/** The figures of the admin dashboard, each one COUNT/SUM query over indexed columns. */
@Injectable()
export class AdminDashboardService {
  constructor(
    private readonly orm: MikroORM,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly calculationCounter: CalculationCounter,
    private readonly contact: ContactService,
  ) {}

  async dashboard(): Promise<AdminDashboard> {
    // This server's calculations, counted in memory, show at once (another replica's within its flush interval).
    await this.calculationCounter.flush();
    const em = this.orm.em.fork();
    const connection = em.getConnection();
    const since = utcDay(new Date(this.clock.now().getTime() - (DASHBOARD_PERIOD_DAYS - 1) * DAY_MS));
    const [userRows, articleRows, views, calculations, recent, unreadContactMessages] = await Promise.all([
      connection.execute<{ key: string; count: number | string }[]>(
        'select "role" as "key", count(*) as "count" from "users" group by "role"',
      ),
      connection.execute<{ key: string; count: number | string }[]>(
        'select "status" as "key", count(*) as "count" from "articles" group by "status"',
      ),
      connection.execute<{ total: number | string | null }[]>(
        // One row per day, kept by triggers beside article_daily_views (Migration20261210000000-admin-speed).
        'select sum("views") as "total" from "article_views_per_day" where "day" >= ?',
        [since],
      ),
      connection.execute<{ total: number | string | null }[]>('select sum("count") as "total" from "calculation_counts" where "day" >= ?', [
        since,
      ]),
      em.find(
        ArticleSchema,
        {},
        { fields: ['id', 'title', 'status', 'updatedAt'], orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }], limit: 5 },
      ),
      this.contact.unreadCount(),
    ]);
    const byRole = tally<Role>(roles, userRows);
    const byStatus = tally<ArticleStatus>(articleStatuses, articleRows);
    return {
      users: { total: sum(byRole), byRole },
      articles: { total: sum(byStatus), byStatus },
      unreadContactMessages,
      viewsLast30Days: Number(views[0]?.total ?? 0),
      calculationsLast30Days: Number(calculations[0]?.total ?? 0),
      recentArticles: recent.map((article) => ({
        id: article.id,
        title: article.title,
        status: article.status,
        updatedAt: new Date(article.updatedAt).toISOString(),
      })),
    };
  }
}
