import { MikroORM } from '@mikro-orm/core';
import request from 'supertest';
import type { AdminAnalytics } from '@taxatlas/contracts/admin';
import { ArticleWriter } from '../src/modules/articles/article-writer';
import { type Account, createAccount, relaxedAuthLimits } from './support/accounts';
import { databaseKinds, startTestApp, type TestApp } from './support/test-app';

// "Today" for the server: the period ends on this UTC day whatever the machine's date.
const today = '2026-03-15';
const noon = (day: string) => new Date(`${day}T22:30:00.000Z`);
// Moved only by the tests at the end, which put it back.
let clockNow = noon(today);
const clock = { now: () => clockNow };
const daysBefore = (days: number) => new Date(Date.parse(`${today}T00:00:00.000Z`) - days * 86_400_000).toISOString().slice(0, 10);

describe.each(databaseKinds)('GET /api/admin/analytics (%s)', (kind) => {
  let testApp: TestApp;
  let editor: Account;
  let admin: Account;
  /** Seeded article ids by slug. */
  const ids: Record<string, string> = {};
  const http = () => request(testApp.app.getHttpServer());
  const analytics = async (query: string, account: Account = editor): Promise<AdminAnalytics> => {
    const response = await http().get(`/api/admin/analytics${query}`).set(account.bearer);
    expect(response.status).toBe(200);
    return response.body as AdminAnalytics;
  };
  const execute = (sql: string, params: unknown[]) => testApp.app.get(MikroORM).em.getConnection().execute(sql, params, 'run');
  const views = (slug: string, day: string, count: number) =>
    execute('insert into "article_daily_views" ("article_id", "day", "count") values (?, ?, ?)', [ids[slug], day, count]);
  const select = async (sql: string, params: unknown[]) =>
    (await testApp.app.get(MikroORM).em.fork().getConnection().execute(sql, params, 'all')) as Record<string, unknown>[];
  const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  /** Real views through the reader endpoint, each from another browser so that each one counts. */
  const trackViews = async (slug: string, count: number) => {
    for (let n = 0; n < count; n += 1) {
      const response = await http()
        .post(`/api/articles/${slug}/track-view`)
        .set('User-Agent', `${chrome} ${slug} ${n} ${clockNow.toISOString()}`);
      expect(response.body).toMatchObject({ counted: true });
    }
  };
  /** The top ten as the plain sum over the period's rows computes it, for the period ending on the clock's day. */
  const plainTop = async (period: number) => {
    const to = clockNow.toISOString().slice(0, 10);
    const from = new Date(Date.parse(`${to}T00:00:00.000Z`) - (period - 1) * 86_400_000).toISOString().slice(0, 10);
    const rows = await select(
      'select "a"."id", "v"."views" from (select "article_id", sum("count") as "views" from "article_daily_views" ' +
        'where "day" >= ? and "day" <= ? group by "article_id") "v" join "articles" "a" on "a"."id" = "v"."article_id" ' +
        'order by "v"."views" desc, "a"."id" limit 10',
      [from, to],
    );
    return rows.map((row) => [row.id, Number(row.views)]);
  };
  /** The answer's top ten for each period equals the plain sum's, and is returned for further checks. */
  const expectPlainTop = async (): Promise<Record<number, [string, number][]>> => {
    const answers: Record<number, [string, number][]> = {};
    for (const period of [1, 7, 30, 365]) {
      const top = (await analytics(`?period=${period}`)).topArticles.map((article): [string, number] => [article.id, article.views]);
      expect({ period, top }).toEqual({ period, top: await plainTop(period) });
      answers[period] = top;
    }
    return answers;
  };
  const calculations = (calculator: string, day: string, count: number) =>
    execute('insert into "calculation_counts" ("day", "calculator", "count") values (?, ?, ?)', [day, calculator, count]);

  beforeAll(async () => {
    testApp = await startTestApp(kind, { ...relaxedAuthLimits, RATE_LIMIT_PER_MINUTE: '0' }, clock);
    editor = await createAccount(testApp, 'editor');
    admin = await createAccount(testApp, 'admin');
    const list = await http().get('/api/articles?limit=50');
    for (const article of list.body.data as { id: string; slug: string }[]) ids[article.slug] = article.id;

    // Known rows: the edges of the 30 days (29 days ago counts, 30 days ago does not), a day after "today" (a clock
    // that moved back must not show it), and days of the 7-day period.
    await views('vat-explained', today, 5);
    await views('vat-explained', daysBefore(6), 2);
    await views('vat-explained', daysBefore(7), 100);
    await views('german-tax-system', today, 3);
    await views('german-tax-system', daysBefore(29), 7);
    await views('german-tax-system', daysBefore(30), 1000);
    await views('tax-planning-tips', daysBefore(1), 4);
    await views('tax-planning-tips', daysBefore(-1), 500);
    await views('uk-tax-guide-2024', daysBefore(364), 9);
    await views('uk-tax-guide-2024', daysBefore(365), 9000);
    await calculations('uk-income-tax', today, 2);
    await calculations('de-income-tax', today, 1);
    await calculations('uk-income-tax', daysBefore(29), 6);
    await calculations('uk-income-tax', daysBefore(30), 1000);
    // Reading time: two articles with reports, the rest without.
    await execute('update "articles" set "total_time_spent" = ?, "time_samples" = ? where "id" = ?', [300, 4, ids['vat-explained']]);
    await execute('update "articles" set "total_time_spent" = ?, "time_samples" = ? where "id" = ?', [100, 1, ids['german-tax-system']]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('covers the 30 days up to today by default, one zero-filled entry a day, the period edges exact', async () => {
    const figures = await analytics('', admin);
    expect(figures.period).toBe(30);
    expect(figures.from).toBe(daysBefore(29));
    expect(figures.to).toBe(today);
    expect(figures.viewsPerDay).toHaveLength(30);
    expect(figures.viewsPerDay.map((entry) => entry.day)).toEqual(Array.from({ length: 30 }, (_, index) => daysBefore(29 - index)));
    expect(figures.viewsPerDay[0]).toEqual({ day: daysBefore(29), views: 7 });
    expect(figures.viewsPerDay.at(-1)).toEqual({ day: today, views: 5 + 3 });
    expect(figures.viewsPerDay.find((entry) => entry.day === daysBefore(1))).toEqual({ day: daysBefore(1), views: 4 });
    expect(figures.viewsPerDay.filter((entry) => entry.views === 0)).toHaveLength(30 - 5);
    expect(figures.calculationsPerDay).toEqual([
      { day: daysBefore(29), calculator: 'uk-income-tax', count: 6 },
      { day: today, calculator: 'de-income-tax', count: 1 },
      { day: today, calculator: 'uk-income-tax', count: 2 },
    ]);
    expect(figures.totals).toEqual({ views: 7 + 100 + 2 + 4 + 8, calculations: 6 + 1 + 2 });
  });

  it('narrows to the last 7 days and widens to 365, counting only the rows inside', async () => {
    const week = await analytics('?period=7');
    expect([week.from, week.to, week.viewsPerDay.length]).toEqual([daysBefore(6), today, 7]);
    expect(week.totals).toEqual({ views: 2 + 4 + 8, calculations: 3 });
    expect(week.topArticles.map((article) => [article.slug, article.views])).toEqual([
      ['vat-explained', 7],
      ['tax-planning-tips', 4],
      ['german-tax-system', 3],
    ]);

    const year = await analytics('?period=365');
    expect([year.from, year.viewsPerDay.length]).toEqual([daysBefore(364), 365]);
    expect(year.totals.views).toBe(9 + 1000 + 7 + 100 + 2 + 4 + 8);
    expect(year.totals.calculations).toBe(1000 + 6 + 3);
    expect(year.topArticles[0]).toMatchObject({ slug: 'german-tax-system', views: 1010 });
  });

  it('ranks the ten most viewed articles of the period, ties by id, with each one’s mean reading time', async () => {
    const figures = await analytics('?period=30');
    expect(figures.topArticles).toEqual([
      { id: ids['vat-explained'], slug: 'vat-explained', title: expect.any(String), views: 107, averageTimeSpent: 75 },
      { id: ids['german-tax-system'], slug: 'german-tax-system', title: expect.any(String), views: 10, averageTimeSpent: 100 },
      { id: ids['tax-planning-tips'], slug: 'tax-planning-tips', title: expect.any(String), views: 4, averageTimeSpent: null },
    ]);
    expect(figures.readingTime).toEqual({ averageSeconds: 80, samples: 5 });

    // Eleven more articles viewed on one day: 10 of them tie on 50 views, one has 60. Only ten are listed.
    const writer = new ArticleWriter(testApp.app.get(MikroORM).em.fork());
    const created: string[] = [];
    for (let n = 0; n < 11; n += 1) {
      const article = await writer.create({
        title: `Analytics ${n}`,
        content: '<p>Read me.</p>',
        category: 'tax-tips',
        status: 'published',
      });
      ids[article.slug] = article.id;
      created.push(article.id);
      await views(article.slug, daysBefore(2), n === 10 ? 60 : 50);
    }
    const ranked = (await analytics('?period=30')).topArticles;
    expect(ranked).toHaveLength(10);
    expect(ranked.map((article) => article.views)).toEqual([107, 60, 50, 50, 50, 50, 50, 50, 50, 50]);
    const tied = ranked.slice(2).map((article) => article.id);
    expect(tied).toEqual(created.slice(0, 10).sort().slice(0, 8));
  });

  it('counts a real calculation on the clock’s day', async () => {
    const before = await analytics('?period=1');
    expect(before.viewsPerDay).toEqual([{ day: today, views: 8 }]);
    expect((await http().post('/api/income-tax/calculate').send({ grossIncome: 50_000 })).status).toBe(200);
    const after = await analytics('?period=1');
    expect(after.totals.calculations).toBe(before.totals.calculations + 1);
  });

  // On a big site the figures come from indexes (docs/performance.md); the plan shows it without a big table. SQLite
  // only: PostgreSQL's planner rightly scans a table this small.
  (kind === 'sqlite' ? it : it.skip)('reads the period from indexes, never the whole counter table or every article', async () => {
    const connection = testApp.app.get(MikroORM).em.getConnection();
    const plan = async (sql: string) =>
      ((await connection.execute(`explain query plan ${sql}`, [daysBefore(29), today])) as { detail: string }[])
        .map((row) => row.detail)
        .join('\n');
    expect(
      await plan('select "article_id", sum("count") from "article_daily_views" where "day" >= ? and "day" <= ? group by "article_id"'),
    ).toMatch(/USING COVERING INDEX article_daily_views_day_article_id_count_index/);
    expect(
      await plan(
        'select "day", "calculator", sum("count") from "calculation_counts" where "day" >= ? and "day" <= ? group by "day", "calculator"',
      ),
    ).toMatch(/SEARCH calculation_counts USING INDEX/);
    const reading = (await connection.execute(
      'explain query plan select sum("total_time_spent"), sum("time_samples") from "articles" where "time_samples" > 0',
    )) as { detail: string }[];
    expect(reading.map((row) => row.detail).join('\n')).toMatch(/USING COVERING INDEX articles_time_samples_total_time_spent_index/);
  });

  // The top articles add today's rows to a cache of the past days' sums (AdminAnalyticsService); these check that it
  // always answers what the plain sum over the period's rows answers.
  it('ranks as the plain sum does after views today and writes to past days', async () => {
    const before = await expectPlainTop();
    // Enough real views today to lift the second article of the day above the first.
    await trackViews('german-tax-system', 6);
    const after = await expectPlainTop();
    expect(after[1]!.slice(0, 2)).toEqual([
      [ids['german-tax-system'], 3 + 6],
      [ids['vat-explained'], 5],
    ]);
    expect(after[365]![0]).toEqual([ids['german-tax-system'], before[365]![0]![1] + 6]);
    // Past days change only with SQL (the app writes only the clock's day); the cache follows them too.
    await execute('update "article_daily_views" set "count" = "count" + 500 where "article_id" = ? and "day" = ?', [
      ids['tax-planning-tips'],
      daysBefore(1),
    ]);
    await views('us-tax-deductions', daysBefore(3), 55);
    const rewritten = await expectPlainTop();
    expect(rewritten[30]![0]).toEqual([ids['tax-planning-tips'], 504]);
    expect(rewritten[30]!.map(([id]) => id)).toContain(ids['us-tax-deductions']);
  });

  it('ranks as the plain sum does after the day changes, forwards and back', async () => {
    try {
      // Tomorrow: today's views become a past day's, the row of tomorrow (500 views) becomes today's.
      clockNow = noon(daysBefore(-1));
      const tomorrow = await expectPlainTop();
      expect(tomorrow[1]).toEqual([[ids['tax-planning-tips'], 500]]);
      await trackViews('vat-explained', 2);
      await expectPlainTop();
      // Back to today: views written on it now are on a day that was "past" a moment ago.
      clockNow = noon(today);
      await trackViews('uk-tax-guide-2024', 3);
      await expectPlainTop();
      clockNow = noon(daysBefore(-1));
      expect((await expectPlainTop())[30]).not.toEqual(tomorrow[30]);
    } finally {
      clockNow = noon(today);
    }
  });

  it('leaves a deleted article out of the ranking and lists the next one', async () => {
    const before = await expectPlainTop();
    const [first] = before[30]!;
    expect(before[30]).toHaveLength(10);
    expect((await http().delete(`/api/articles/${first![0]}`).set(editor.bearer)).status).toBe(204);
    const after = await expectPlainTop();
    expect(after[30]!.map(([id]) => id)).not.toContain(first![0]);
    expect(after[30]).toHaveLength(10);
    expect(after[30]!.slice(0, 9)).toEqual(before[30]!.slice(1));
  });

  it.each(['0', '366', '-3', 'abc', '1.5', '30days'])('refuses period=%s with a 400 naming period', async (period) => {
    const response = await http().get(`/api/admin/analytics?period=${period}`).set(editor.bearer);
    expect(response.status).toBe(400);
    expect((response.body.details as { field: string }[]).map((detail) => detail.field)).toEqual(['period']);
  });
});
