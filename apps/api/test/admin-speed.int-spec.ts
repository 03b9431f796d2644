import { MikroORM } from '@mikro-orm/core';
import request from 'supertest';
import type { ArticleList } from '@taxatlas/contracts/articles';
import { ormOptions } from '../src/database/orm-options';
import { type Account, createAccount, relaxedAuthLimits } from './support/accounts';
import { freshDatabase, type FreshDatabase } from './support/fresh-database';
import { databaseKinds, startTestApp, type TestApp } from './support/test-app';

// Migration20261210000000-admin-speed: search indexes and totals kept by triggers. Their figures must always equal what
// the plain queries over the tables would answer, whoever writes.

const BEFORE = 'Migration20261209000000AdminIndexes';

/** What the totals must equal: the sums over the tables themselves. */
async function plainSums(run: (sql: string) => Promise<Record<string, unknown>[]>) {
  const perDay = await run('select "day", sum("count") as "views" from "article_daily_views" group by "day" order by "day"');
  const [reading] = await run(
    'select coalesce(sum("total_time_spent"), 0) as "total", coalesce(sum("time_samples"), 0) as "samples" from "articles" where "time_samples" > 0',
  );
  return {
    perDay: perDay.map((row) => ({ day: row.day, views: Number(row.views) })),
    reading: { total: Number(reading!.total), samples: Number(reading!.samples) },
  };
}
async function keptSums(run: (sql: string) => Promise<Record<string, unknown>[]>) {
  const perDay = await run('select "day", "views" from "article_views_per_day" where "views" <> 0 order by "day"');
  const [reading] = await run('select "total_time_spent" as "total", "time_samples" as "samples" from "article_reading_totals"');
  return {
    perDay: perDay.map((row) => ({ day: row.day, views: Number(row.views) })),
    reading: { total: Number(reading!.total), samples: Number(reading!.samples) },
  };
}

describe.each(databaseKinds)('the admin speed migration (%s)', (kind) => {
  let database: FreshDatabase;
  let orm: MikroORM;
  const run = (sql: string, params: unknown[] = []) => orm.em.getConnection().execute(sql, params) as Promise<Record<string, unknown>[]>;
  const insertArticle = (id: string, title: string, spent: number, samples: number) =>
    run(
      'insert into "articles" ("id", "slug", "title", "excerpt", "status", "author", "total_time_spent", "time_samples", "created_at", "updated_at") ' +
        'values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [id, `slug-${id.slice(-4)}`, title, 'An excerpt', 'draft', 'Editor', spent, samples, new Date(), new Date()],
    );
  const views = (id: string, day: string, count: number) =>
    run('insert into "article_daily_views" ("article_id", "day", "count") values (?, ?, ?)', [id, day, count]);

  beforeAll(async () => {
    database = await freshDatabase(kind, 'speed-migration');
    orm = await MikroORM.init(ormOptions(database.config));
    await orm.getMigrator().up({ to: BEFORE });
  });
  afterAll(async () => {
    await orm?.close();
    await database?.drop();
  });

  it('fills the totals from the rows already there and keeps them equal to the sums through every kind of write', async () => {
    const first = 'a0000000-0000-4000-8000-000000000001';
    const second = 'a0000000-0000-4000-8000-000000000002';
    await insertArticle(first, 'Pension basics', 300, 4);
    await insertArticle(second, 'Dividend rules', 0, 0);
    await views(first, '2026-03-01', 5);
    await views(second, '2026-03-01', 7);
    await views(first, '2026-03-02', 2);

    await orm.getMigrator().up();
    expect(await keptSums(run)).toEqual(await plainSums(run));
    expect((await keptSums(run)).perDay).toEqual([
      { day: '2026-03-01', views: 12 },
      { day: '2026-03-02', views: 2 },
    ]);

    // track-view's upsert, a new day, a changed count, an article's first reading sample, a deleted article (its
    // rows go by cascade).
    await run(
      'insert into "article_daily_views" ("article_id", "day", "count") values (?, ?, 1) ' +
        'on conflict ("article_id", "day") do update set "count" = "article_daily_views"."count" + 1',
      [second, '2026-03-02'],
    );
    await views(second, '2026-03-03', 4);
    await run('update "article_daily_views" set "count" = 9 where "article_id" = ? and "day" = ?', [first, '2026-03-01']);
    await run('update "articles" set "total_time_spent" = "total_time_spent" + 60, "time_samples" = "time_samples" + 1 where "id" = ?', [
      second,
    ]);
    expect(await keptSums(run)).toEqual(await plainSums(run));
    expect((await keptSums(run)).reading).toEqual({ total: 360, samples: 5 });
    await run('delete from "articles" where "id" = ?', [first]);
    expect(await keptSums(run)).toEqual(await plainSums(run));
    expect((await keptSums(run)).reading).toEqual({ total: 60, samples: 1 });

    await orm.getMigrator().down({ to: BEFORE });
    await views(second, '2026-03-04', 3);
    await orm.getMigrator().up();
    expect(await keptSums(run)).toEqual(await plainSums(run));
  });
});

describe.each(databaseKinds)('the admin search (%s)', (kind) => {
  let testApp: TestApp;
  let editor: Account;
  const http = () => request(testApp.app.getHttpServer());
  const execute = (sql: string, params: unknown[]) => testApp.app.get(MikroORM).em.getConnection().execute(sql, params, 'run');
  const search = async (text: string): Promise<string[]> => {
    const response = await http().get('/api/articles').query({ status: 'all', search: text, limit: 100 }).set(editor.bearer);
    expect(response.status).toBe(200);
    const list = response.body as ArticleList;
    expect(list.total).toBe(list.data.length);
    return list.data.map((article) => article.slug).sort();
  };

  beforeAll(async () => {
    testApp = await startTestApp(kind, { ...relaxedAuthLimits, RATE_LIMIT_PER_MINUTE: '0' });
    editor = await createAccount(testApp, 'editor');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('follows titles and excerpts as they change, whatever the length of the search or its wildcard characters', async () => {
    await execute('update "articles" set "title" = ? where "slug" = ?', ['The Quokka guide to 50% relief', 'vat-explained']);
    await execute('update "articles" set "excerpt" = ? where "slug" = ?', ['What a QUOKKA pays in 50_50 splits', 'german-tax-system']);
    expect(await search('quokka')).toEqual(['german-tax-system', 'vat-explained']);
    if (kind === 'sqlite') {
      // The candidates came from the trigram index, which the triggers keep.
      const [row] = (await testApp.app
        .get(MikroORM)
        .em.getConnection()
        .execute('select count(*) as "found" from "article_search" where "article_search" match ?', ['"quokka"'])) as { found: number }[];
      expect(row!.found).toBe(2);
    }
    expect(await search('QuOkKa Guide')).toEqual(['vat-explained']);
    // Two characters have no trigram: every article is read, with the same answer.
    expect(await search('qu')).toEqual(expect.arrayContaining(['german-tax-system', 'vat-explained']));
    // %, _ and \ are literal characters (containsPattern escapes them): "50%" finds "50%" only, "50_" finds "50_".
    expect(await search('50%')).toEqual(['vat-explained']);
    expect(await search('50_')).toEqual(['german-tax-system']);
    expect(await search('a quokka pays')).toEqual(['german-tax-system']);

    await execute('update "articles" set "title" = ? where "slug" = ?', ['VAT explained', 'vat-explained']);
    expect(await search('quokka')).toEqual(['german-tax-system']);
    await execute('delete from "articles" where "slug" = ?', ['german-tax-system']);
    expect(await search('quokka')).toEqual([]);
  });
});
