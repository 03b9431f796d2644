import { MikroORM } from '@mikro-orm/core';
import request from 'supertest';
import type { AdminDashboard } from '@taxatlas/contracts/admin';
import { ArticleWriter } from '../src/modules/articles/article-writer';
import { type Account, createAccount, relaxedAuthLimits } from './support/accounts';
import { databaseKinds, startTestApp, type TestApp } from './support/test-app';

const browser = (n: number) => `Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.${n}`;
const dayOffset = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe.each(databaseKinds)('GET /api/admin/dashboard (%s)', (kind) => {
  let testApp: TestApp;
  let editor: Account;
  let admin: Account;
  const http = () => request(testApp.app.getHttpServer());
  const dashboard = async (account: Account): Promise<AdminDashboard> => {
    const response = await http().get('/api/admin/dashboard').set(account.bearer);
    expect(response.status).toBe(200);
    return response.body as AdminDashboard;
  };

  beforeAll(async () => {
    testApp = await startTestApp(kind, { ...relaxedAuthLimits, RATE_LIMIT_PER_MINUTE: '0' });
    editor = await createAccount(testApp, 'editor');
    admin = await createAccount(testApp, 'admin');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('starts from the seeded blog: every status and role listed, nothing viewed or calculated yet', async () => {
    const figures = await dashboard(editor);
    expect(figures).toEqual({
      // The demo seed's editor and admin, and this file's two accounts.
      users: { total: 4, byRole: { user: 0, editor: 2, admin: 2 } },
      articles: { total: 8, byStatus: { draft: 0, scheduled: 0, published: 8, archived: 0 } },
      unreadContactMessages: 0,
      viewsLast30Days: 0,
      calculationsLast30Days: 0,
      recentArticles: expect.any(Array),
    });
    expect(figures.recentArticles).toHaveLength(5);
    expect(figures.recentArticles[0]).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      status: 'published',
      updatedAt: expect.any(String),
    });
    expect(Object.keys(figures.recentArticles[0]!).sort()).toEqual(['id', 'status', 'title', 'updatedAt']);
  });

  it('counts what a known set of actions did', async () => {
    for (let n = 0; n < 3; n += 1) await createAccount(testApp, 'user');
    await createAccount(testApp, 'editor');
    const writer = new ArticleWriter(testApp.app.get(MikroORM).em.fork());
    const draft = await writer.create({ title: 'Dashboard draft', content: '<p>Soon.</p>', category: 'tax-tips', status: 'draft' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const archived = await writer.create({ title: 'Dashboard archive', content: '<p>Old.</p>', category: 'tax-tips', status: 'archived' });

    // Three visitors view one article, one of them five times; a crawler's view and a second article's view.
    for (let n = 0; n < 5; n += 1) await http().post('/api/articles/vat-explained/track-view').set('User-Agent', browser(1));
    await http().post('/api/articles/vat-explained/track-view').set('User-Agent', browser(2));
    await http().post('/api/articles/vat-explained/track-view').set('User-Agent', browser(3));
    await http().post('/api/articles/vat-explained/track-view').set('User-Agent', 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    await http().post('/api/articles/tax-planning-tips/track-view').set('User-Agent', browser(1));
    // Four calculations, and one refused request that is not one.
    for (const grossIncome of [20_000, 40_000, 60_000]) await http().post('/api/income-tax/calculate').send({ grossIncome });
    await http().post('/api/calculators/de-income-tax').send({ taxableIncome: 50_000, taxYear: 2025 });
    expect((await http().post('/api/income-tax/calculate').send({ grossIncome: -1 })).status).toBe(400);

    // Counter rows at the edges of the 30 days: 29 days ago counts, 30 days ago does not.
    const connection = testApp.app.get(MikroORM).em.getConnection();
    const { id: articleId } = (await http().get('/api/articles/german-tax-system')).body as { id: string };
    await connection.execute('insert into "article_daily_views" ("article_id", "day", "count") values (?, ?, 7), (?, ?, 1000)', [
      articleId,
      dayOffset(29),
      articleId,
      dayOffset(30),
    ]);
    await connection.execute('insert into "calculation_counts" ("day", "calculator", "count") values (?, ?, 6), (?, ?, 1000)', [
      dayOffset(29),
      'uk-stamp-duty',
      dayOffset(30),
      'uk-stamp-duty',
    ]);

    // Three people write, one of whose messages is then read; a bot's honeypot send and a 1-second form are not unread.
    const message = (subject: string, extra: object = {}) =>
      http()
        .post('/api/contact')
        .set('User-Agent', browser(4))
        .send({ name: 'Visitor', email: 'visitor@example.com', subject, message: 'Hello', startedAt: Date.now() - 60_000, ...extra });
    for (const subject of ['Dashboard one', 'Dashboard two', 'Dashboard three']) expect((await message(subject)).status).toBe(201);
    expect((await message('Dashboard bot', { website: 'spam' })).status).toBe(201);
    expect((await message('Dashboard fast', { startedAt: Date.now() - 1_000 })).status).toBe(201);
    const [read] = (await http().get('/api/contact').query({ search: 'Dashboard one' }).set(admin.bearer)).body.data as { _id: string }[];
    expect((await http().patch(`/api/contact/${read!._id}`).set(admin.bearer).send({ status: 'read' })).status).toBe(200);

    const figures = await dashboard(admin);
    expect(figures).toMatchObject({
      users: { total: 8, byRole: { user: 3, editor: 3, admin: 2 } },
      articles: { total: 10, byStatus: { draft: 1, scheduled: 0, published: 8, archived: 1 } },
      unreadContactMessages: 2,
      viewsLast30Days: 4 + 7,
      calculationsLast30Days: 4 + 6,
    });
    expect(figures.recentArticles.slice(0, 2)).toEqual([
      { id: archived.id, title: 'Dashboard archive', status: 'archived', updatedAt: expect.any(String) },
      { id: draft.id, title: 'Dashboard draft', status: 'draft', updatedAt: expect.any(String) },
    ]);
    const times = figures.recentArticles.map((article) => article.updatedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
