import { MikroORM } from '@mikro-orm/core';
import type {
  ArticleConflict,
  ArticleRevision,
  ArticleRevisionList,
  ArticleStats,
  ArticleViewsList,
} from '@taxatlas/contracts/article-admin';
import type { Article, ArticleList } from '@taxatlas/contracts/articles';
import request from 'supertest';
import { ArticleDailyViewSchema } from '../src/modules/articles/entities/article-daily-view.entity';
import { TagSchema } from '../src/modules/articles/entities/tag.entity';
import { ArticleScheduler } from '../src/modules/articles/article-scheduler';
import { type Account, createAccount, relaxedAuthLimits } from './support/accounts';
import { databaseKinds, startTestApp, type TestApp } from './support/test-app';

const HOUR = 3_600_000;

describe.each(databaseKinds)('the editors’ article API (%s)', (kind) => {
  let testApp: TestApp;
  let editor: Account;
  let secondEditor: Account;
  let reader: Account;
  // The server clock, as PUT /api/test/clock moves it (TEST_CLOCK=enabled for this suite).
  const http = () => request(testApp.app.getHttpServer());
  const asEditor = (account: Account = editor) => ({
    get: (url: string) => http().get(url).set(account.bearer),
    post: (url: string, body: object) => http().post(url).set(account.bearer).send(body),
    put: (url: string, body: object) => http().put(url).set(account.bearer).send(body),
    delete: (url: string) => http().delete(url).set(account.bearer),
  });
  let counter = 0;
  const unique = (title: string) => `${title} ${kind} ${(counter += 1)}`;
  const create = async (fields: Record<string, unknown> = {}): Promise<Article> => {
    const response = await asEditor().post('/api/articles', { title: unique('Editor article'), content: '<p>Body.</p>', ...fields });
    expect(response.status).toBe(201);
    return response.body as Article;
  };
  const formOf = (article: Article, changes: Record<string, unknown> = {}) => ({
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    content: article.content ?? '',
    category: article.category?.slug,
    tags: article.tags,
    status: article.status,
    featured: article.featured,
    seo: { keywords: [...article.seo.keywords] },
    version: article.version,
    ...changes,
  });

  beforeAll(async () => {
    testApp = await startTestApp(kind, { ...relaxedAuthLimits, TEST_CLOCK: 'enabled', READER_EVENTS_PER_MINUTE: '100000' });
    editor = await createAccount(testApp, 'editor');
    secondEditor = await createAccount(testApp, 'editor');
    reader = await createAccount(testApp, 'user');
  });
  afterAll(async () => {
    await testApp.close();
  });

  describe('GET /api/articles with status: the admin list', () => {
    it('needs an editor or admin session (401 anonymous or with a junk token, 403 for a user)', async () => {
      expect((await http().get('/api/articles?status=all')).status).toBe(401);
      expect((await http().get('/api/articles?status=all').set('Authorization', 'Bearer junk')).status).toBe(401);
      const forbidden = await http().get('/api/articles?status=draft').set(reader.bearer);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toMatchObject({ success: false, error: expect.stringContaining('editor') });
      expect((await asEditor().get('/api/articles?status=all')).status).toBe(200);
    });

    it('leaves the public list as it was without status, whatever token is sent', async () => {
      const draft = await create({ status: 'draft' });
      for (const headers of [{}, editor.bearer, { Authorization: 'Bearer junk' }]) {
        const response = await http().get('/api/articles?limit=50').set(headers);
        expect(response.status).toBe(200);
        const list = response.body as ArticleList;
        expect(list.data.every((article) => article.status === 'published')).toBe(true);
        expect(list.data.map((article) => article.id)).not.toContain(draft.id);
      }
    });

    it('filters by status, category and search (title and excerpt), sorts and pages', async () => {
      const word = `zebra${kind}`;
      const drafts = [];
      for (const title of ['Alpha', 'Bravo', 'Charlie']) {
        drafts.push(await create({ title: `${title} ${word}`, status: 'draft', category: 'vat' }));
      }
      await create({ title: unique('Unrelated'), excerpt: `About the ${word} rules`, status: 'archived', category: 'tax-tips' });

      const all = (await asEditor().get(`/api/articles?status=all&search=${word.toUpperCase()}&sort=title&order=asc`)).body as ArticleList;
      expect(all.total).toBe(4);
      expect(all.data.slice(0, 3).map((article) => article.title)).toEqual(drafts.map((article) => article.title));
      expect(all.data[0]).not.toHaveProperty('content');

      const onlyDrafts = (await asEditor().get(`/api/articles?status=draft&search=${word}&category=vat`)).body as ArticleList;
      expect(onlyDrafts.data.map((article) => article.status)).toEqual(['draft', 'draft', 'draft']);
      const archived = (await asEditor().get(`/api/articles?status=archived&search=${word}`)).body as ArticleList;
      expect(archived.total).toBe(1);
      expect((await asEditor().get(`/api/articles?status=all&search=${word}&category=no-such-category`)).body.total).toBe(0);

      const page2 = (await asEditor().get(`/api/articles?status=draft&search=${word}&sort=title&order=desc&limit=2&page=2`))
        .body as ArticleList;
      expect(page2).toMatchObject({ total: 3, page: 2, limit: 2 });
      expect(page2.data.map((article) => article.title)).toEqual([drafts[0]!.title]);
    });

    it('sorts articles never published last by publishedAt, either way, on both databases', async () => {
      const word = `yak${kind}`;
      const draft = await create({ title: `Draft ${word}`, status: 'draft' });
      const live = await create({ title: `Live ${word}`, status: 'published' });
      for (const order of ['asc', 'desc']) {
        const list = (await asEditor().get(`/api/articles?status=all&search=${word}&sort=publishedAt&order=${order}`)).body as ArticleList;
        expect(list.data.map((article) => article.id)).toEqual([live.id, draft.id]);
      }
    });

    it('answers 400 naming the parameter for a bad status, sort, order or limit', async () => {
      for (const [query, field] of [
        ['status=live', 'status'],
        ['status=all&sort=author', 'sort'],
        ['status=all&order=up', 'order'],
        ['status=all&limit=101', 'limit'],
      ] as const) {
        const response = await asEditor().get(`/api/articles?${query}`);
        expect(response.status).toBe(400);
        expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
      }
    });
  });

  describe('create, read and delete', () => {
    it('creates at version 1 with a slug from the title, sanitised content and the metadata rules applied', async () => {
      const title = unique('Capital Gains: A Guide!');
      const response = await asEditor().post('/api/articles', {
        title,
        content: '<p>Safe <u>text</u></p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a>',
        category: 'investment-tax',
        tags: ['CGT', 'allowance'],
        coverImage: 'https://images.example.com/cgt.jpg',
        coverImageAlt: 'A chart of gains',
        seo: { description: 'd'.repeat(300), keywords: ['a', ' ', '', ...Array.from({ length: 12 }, (_, i) => `k${i}`)] },
      });
      expect(response.status).toBe(201);
      const article = response.body as Article;
      expect(article).toMatchObject({
        version: 1,
        status: 'draft',
        slug: expect.stringMatching(/^capital-gains-a-guide-/),
        coverImageAlt: 'A chart of gains',
        publishAt: null,
        tags: ['CGT', 'allowance'],
        category: expect.objectContaining({ slug: 'investment-tax' }),
      });
      expect(article.content).toBe('<p>Safe <u>text</u></p><a rel="noopener noreferrer">x</a>');
      expect(article.seo.description).toHaveLength(160);
      expect(article.seo.keywords).toEqual(['a', 'k0', 'k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7', 'k8']);

      const read = await asEditor().get(`/api/articles/admin/${article.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ id: article.id, status: 'draft', content: article.content });
      // A draft is not public.
      expect((await http().get(`/api/articles/${article.slug}`)).status).toBe(404);
    });

    it('refuses a taken slug with a clear 409 and bad fields with a 400 naming them', async () => {
      const taken = await asEditor().post('/api/articles', { title: 'Anything', slug: 'vat-explained' });
      expect(taken.status).toBe(409);
      expect(taken.body.error).toMatch(/slug "vat-explained" already exists/);
      const bad = await asEditor().post('/api/articles', { title: '', status: 'live', unknownField: 1 });
      expect(bad.status).toBe(400);
      expect(bad.body.details.map((detail: { field: string }) => detail.field)).toEqual(expect.arrayContaining(['title', 'status']));
    });

    it('deletes with 204, after which the article is gone; unknown ids are 404', async () => {
      const article = await create();
      expect((await asEditor().delete(`/api/articles/${article.id}`)).status).toBe(204);
      expect((await asEditor().get(`/api/articles/admin/${article.id}`)).status).toBe(404);
      expect((await asEditor().delete(`/api/articles/${article.id}`)).status).toBe(404);
      expect((await asEditor().get('/api/articles/admin/not-an-id')).status).toBe(404);
    });

    it('counts articles by status and lists the most viewed', async () => {
      const stats = (await asEditor().get('/api/articles/stats')).body as ArticleStats;
      expect(Object.keys(stats.byStatus).sort()).toEqual(['archived', 'draft', 'published', 'scheduled']);
      expect(stats.total).toBe(Object.values(stats.byStatus).reduce((sum, count) => sum + count, 0));
      expect(stats.byStatus.published).toBeGreaterThanOrEqual(8);

      const viewer = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.1.0 Safari/537.36';
      expect((await http().post('/api/articles/vat-explained/track-view').set('User-Agent', viewer)).body.counted).toBe(true);
      const views = (await asEditor().get('/api/articles/admin/views')).body as ArticleViewsList;
      expect(views.data[0]).toMatchObject({ slug: 'vat-explained', views: 1, status: 'published' });
    });
  });

  describe('saving: versions and the stale-save check', () => {
    it('moves the version on by one per save', async () => {
      const article = await create();
      const saved = await asEditor().put(`/api/articles/${article.id}`, formOf(article, { title: unique('Renamed') }));
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ version: 2 });
      const again = await asEditor().put(`/api/articles/${article.id}`, formOf(saved.body as Article, { excerpt: 'New excerpt' }));
      expect(again.body).toMatchObject({ version: 3, excerpt: 'New excerpt' });
    });

    it('refuses a save based on an old version with 409 ArticleConflict and changes nothing', async () => {
      const article = await create();
      const first = await asEditor(secondEditor).put(`/api/articles/${article.id}`, formOf(article, { title: unique('Colleague') }));
      expect(first.status).toBe(200);
      const stale = await asEditor().put(`/api/articles/${article.id}`, formOf(article, { title: 'Overwrite attempt' }));
      expect(stale.status).toBe(409);
      const conflict = stale.body as ArticleConflict;
      expect(conflict).toMatchObject({
        success: false,
        error: expect.stringContaining(secondEditor.user.username),
        current: { version: 2, savedBy: secondEditor.user.username, updatedAt: (first.body as Article).updatedAt },
      });
      const stored = (await asEditor().get(`/api/articles/admin/${article.id}`)).body as Article;
      expect(stored).toMatchObject({ version: 2, title: (first.body as Article).title });
    });

    it('lets exactly one of two simultaneous saves of the same version win', async () => {
      const article = await create();
      const responses = await Promise.all(
        [editor, secondEditor].map((account, index) =>
          asEditor(account).put(`/api/articles/${article.id}`, formOf(article, { title: `${article.title} by ${index}` })),
        ),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
      const winner = responses.find((response) => response.status === 200)!.body as Article;
      const stored = (await asEditor().get(`/api/articles/admin/${article.id}`)).body as Article;
      expect(stored).toMatchObject({ version: 2, title: winner.title });
      const revisions = (await asEditor().get(`/api/articles/${article.id}/revisions`)).body as ArticleRevisionList;
      expect(revisions.data.map((revision) => revision.version)).toEqual([2, 1]);
    });

    it('answers 404 for an unknown article and 400 without a version', async () => {
      const article = await create();
      const { version: _version, ...withoutVersion } = formOf(article);
      expect((await asEditor().put(`/api/articles/${article.id}`, withoutVersion)).status).toBe(400);
      expect((await asEditor().put('/api/articles/00000000-0000-4000-8000-000000000000', formOf(article))).status).toBe(404);
    });
  });

  describe('revisions', () => {
    it('records every save, lets one autosave of an editor replace the last, and restores as a new version', async () => {
      const article = await create({ content: '<p>First text.</p>' });
      const v2 = (await asEditor().put(`/api/articles/${article.id}`, formOf(article, { content: '<p>Second text.</p>' }))).body as Article;
      const v3 = (await asEditor().put(`/api/articles/${article.id}`, formOf(v2, { content: '<p>Autosaved once.</p>', autosave: true })))
        .body as Article;
      const v4 = (await asEditor().put(`/api/articles/${article.id}`, formOf(v3, { content: '<p>Autosaved twice.</p>', autosave: true })))
        .body as Article;
      expect(v4.version).toBe(4);

      let list = ((await asEditor().get(`/api/articles/${article.id}/revisions`)).body as ArticleRevisionList).data;
      // The second autosave took the place of the first.
      expect(list.map((revision) => [revision.version, revision.autosave])).toEqual([
        [4, true],
        [2, false],
        [1, false],
      ]);
      expect(list[0]).toMatchObject({ savedBy: editor.user.username, title: article.title, status: 'draft' });

      // Another editor's autosave does not replace this editor's.
      const v5 = (
        await asEditor(secondEditor).put(
          `/api/articles/${article.id}`,
          formOf(v4, { content: '<p>Colleague autosave.</p>', autosave: true }),
        )
      ).body as Article;
      list = ((await asEditor().get(`/api/articles/${article.id}/revisions`)).body as ArticleRevisionList).data;
      expect(list.map((revision) => revision.version)).toEqual([5, 4, 2, 1]);

      const first = list.find((revision) => revision.version === 1)!;
      const shown = (await asEditor().get(`/api/articles/${article.id}/revisions/${first.id}`)).body as ArticleRevision;
      expect(shown).toMatchObject({ version: 1, article: expect.objectContaining({ id: article.id, content: '<p>First text.</p>' }) });

      const staleRestore = await asEditor().post(`/api/articles/${article.id}/revisions/${first.id}/restore`, { version: 4 });
      expect(staleRestore.status).toBe(409);
      expect(staleRestore.body).toMatchObject({ current: { version: 5 } });

      const restored = await asEditor().post(`/api/articles/${article.id}/revisions/${first.id}/restore`, { version: v5.version });
      expect(restored.status).toBe(200);
      expect(restored.body).toMatchObject({ version: 6, content: '<p>First text.</p>' });
      list = ((await asEditor().get(`/api/articles/${article.id}/revisions`)).body as ArticleRevisionList).data;
      expect(list[0]).toMatchObject({ version: 6, autosave: false });
      expect((await asEditor().get(`/api/articles/${article.id}/revisions/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    });

    it('keeps a live article live and at its address when an older draft revision is restored', async () => {
      const article = await create({ status: 'draft', content: '<p>Draft words.</p>' });
      const live = (
        await asEditor().put(`/api/articles/${article.id}`, formOf(article, { status: 'published', content: '<p>Live words.</p>' }))
      ).body as Article;
      const [, draftRevision] = ((await asEditor().get(`/api/articles/${article.id}/revisions`)).body as ArticleRevisionList).data;
      const restored = (
        await asEditor().post(`/api/articles/${article.id}/revisions/${draftRevision!.id}/restore`, { version: live.version })
      ).body as Article;
      expect(restored).toMatchObject({ status: 'published', slug: live.slug, content: '<p>Draft words.</p>' });
      expect((await http().get(`/api/articles/${live.slug}`)).body).toMatchObject({ content: '<p>Draft words.</p>' });
    });
  });

  describe('bulk actions', () => {
    it('publishes, unpublishes, archives and deletes, counting only what changed', async () => {
      const a = await create({ status: 'draft' });
      const b = await create({ status: 'published' });
      const ids = [a.id, b.id];
      expect((await asEditor().post('/api/articles/bulk', { ids, action: 'publish' })).body).toEqual({ success: true, affected: 1 });
      const published = (await asEditor().get(`/api/articles/admin/${a.id}`)).body as Article;
      expect(published).toMatchObject({ status: 'published', version: 2, publishedAt: expect.any(String) });
      expect((await http().get(`/api/articles/${a.slug}`)).status).toBe(200);

      expect((await asEditor().post('/api/articles/bulk', { ids, action: 'unpublish' })).body.affected).toBe(2);
      expect((await http().get(`/api/articles/${a.slug}`)).status).toBe(404);
      expect((await asEditor().post('/api/articles/bulk', { ids, action: 'archive' })).body.affected).toBe(2);
      expect(((await asEditor().get(`/api/articles/admin/${b.id}`)).body as Article).status).toBe('archived');
      expect((await asEditor().post('/api/articles/bulk', { ids, action: 'delete' })).body.affected).toBe(2);
      expect((await asEditor().get(`/api/articles/admin/${b.id}`)).status).toBe(404);

      const bad = await asEditor().post('/api/articles/bulk', { ids: ['x'], action: 'explode' });
      expect(bad.status).toBe(400);
      expect(bad.body.details.map((detail: { field: string }) => detail.field)).toEqual(expect.arrayContaining(['action']));
    });
  });

  describe('slugs', () => {
    it('keeps the old address working: the old slug answers 301 to the new one, also after moving back', async () => {
      const article = await create({ status: 'published', title: unique('Moving article') });
      const oldSlug = article.slug;
      const newSlug = `${oldSlug}-renamed`;
      const moved = (await asEditor().put(`/api/articles/${article.id}`, formOf(article, { slug: newSlug }))).body as Article;
      expect(moved.slug).toBe(newSlug);

      const redirect = await http().get(`/api/articles/${oldSlug}`);
      expect(redirect.status).toBe(301);
      expect(redirect.headers.location).toBe(`/api/articles/${newSlug}`);
      expect(redirect.headers['cache-control']).toBe('no-store');
      const followed = await http().get(redirect.headers.location!);
      expect(followed.body).toMatchObject({ id: article.id, slug: newSlug });

      const back = (await asEditor().put(`/api/articles/${article.id}`, formOf(moved, { slug: oldSlug }))).body as Article;
      expect(back.slug).toBe(oldSlug);
      expect((await http().get(`/api/articles/${oldSlug}`)).status).toBe(200);
      expect((await http().get(`/api/articles/${newSlug}`)).headers.location).toBe(`/api/articles/${oldSlug}`);
    });

    it('refuses a slug another article has with 409, and lets another article take an old slug over', async () => {
      const first = await create({ status: 'published' });
      const second = await create();
      const taken = await asEditor().put(`/api/articles/${second.id}`, formOf(second, { slug: first.slug }));
      expect(taken.status).toBe(409);
      expect(taken.body.error).toContain(first.slug);

      const firstMoved = (await asEditor().put(`/api/articles/${first.id}`, formOf(first, { slug: `${first.slug}-v2` }))).body as Article;
      const claimed = await asEditor().put(`/api/articles/${second.id}`, formOf(second, { slug: first.slug, status: 'published' }));
      expect(claimed.status).toBe(200);
      expect((await http().get(`/api/articles/${first.slug}`)).body).toMatchObject({ id: second.id });
      expect((await http().get(`/api/articles/${firstMoved.slug}`)).body).toMatchObject({ id: first.id });
    });
  });

  describe('tags', () => {
    it('survives parallel saves that bring the same new tag: every save succeeds and the tag exists once', async () => {
      const tag = `race-${kind}-${Date.now()}`;
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          asEditor().post('/api/articles', { title: unique(`Tag race ${index}`), tags: [tag, `other-${tag}-${index}`] }),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(6).fill(201));
      expect(responses.every((response) => (response.body as Article).tags[0] === tag)).toBe(true);
      const rows = await testApp.app.get(MikroORM).em.fork().find(TagSchema, { name: tag });
      expect(rows).toHaveLength(1);
    });
  });

  describe('scheduling', () => {
    afterEach(async () => {
      await http().delete('/api/test/clock');
    });

    it('needs publishAt in the future (400 naming publishAt)', async () => {
      for (const publishAt of [undefined, new Date(Date.now() - HOUR).toISOString()]) {
        const response = await asEditor().post('/api/articles', { title: unique('Scheduled'), status: 'scheduled', publishAt });
        expect(response.status).toBe(400);
        expect(response.body.details).toEqual([expect.objectContaining({ field: 'publishAt' })]);
      }
    });

    it('publishes the article at its time, by the injected clock, and readers see it at once', async () => {
      const publishAt = new Date(Date.now() + 2 * HOUR);
      const article = await create({ status: 'scheduled', publishAt: publishAt.toISOString(), category: 'tax-tips' });
      expect(article).toMatchObject({ status: 'scheduled', publishAt: publishAt.toISOString() });
      const publicSlugs = async () => ((await http().get('/api/articles?limit=50')).body as ArticleList).data.map((item) => item.slug);
      expect(await publicSlugs()).not.toContain(article.slug);
      expect((await http().get(`/api/articles/${article.slug}`)).status).toBe(404);

      // One minute before: still scheduled.
      const early = await http()
        .put('/api/test/clock')
        .send({ now: new Date(publishAt.getTime() - 60_000).toISOString() });
      expect(early.body).toMatchObject({ published: 0 });
      expect(await publicSlugs()).not.toContain(article.slug);

      // Past its time the readers see it even before the scheduler's next tick (the test clock ran one at once).
      const later = await http()
        .put('/api/test/clock')
        .send({ now: new Date(publishAt.getTime() + 60_000).toISOString() });
      expect(later.status).toBe(200);
      expect(later.body.published).toBe(1);
      expect(await publicSlugs()).toContain(article.slug);
      const live = (await asEditor().get(`/api/articles/admin/${article.id}`)).body as Article;
      expect(live).toMatchObject({ status: 'published', publishedAt: publishAt.toISOString(), publishAt: null, version: 2 });
      // Idempotent: another run publishes nothing.
      expect(await testApp.app.get(ArticleScheduler).publishDue()).toBe(0);
    });

    it('shows a due article to readers between ticks, without the test clock running the scheduler', async () => {
      const publishAt = new Date(Date.now() + 3 * HOUR);
      const article = await create({ status: 'scheduled', publishAt: publishAt.toISOString() });
      // Move the clock past publishAt without publishing: only the read path can publish it now.
      const clock = (testApp.app.get(ArticleScheduler) as unknown as { clock: { set(now: Date): void } }).clock;
      clock.set(new Date(publishAt.getTime() + 1_000));
      const response = await http().get(`/api/articles/${article.slug}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ status: 'published', publishedAt: publishAt.toISOString() });
    });

    it('dates a view by the server clock, as the dashboard and analytics read it', async () => {
      await http().put('/api/test/clock').send({ now: '2030-01-02T12:00:00Z' });
      const visitor = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.77.0 Safari/537.36';
      expect((await http().post('/api/articles/tax-planning-tips/track-view').set('User-Agent', visitor)).body.counted).toBe(true);
      const em = testApp.app.get(MikroORM).em.fork();
      expect(await em.count(ArticleDailyViewSchema, { day: '2030-01-02' })).toBe(1);
    });

    it('validates the test clock body', async () => {
      const response = await http().put('/api/test/clock').send({ now: 'tomorrow' });
      expect(response.status).toBe(400);
      expect(response.body.details).toEqual([expect.objectContaining({ field: 'now' })]);
    });
  });
});

describe('the test clock is absent unless TEST_CLOCK=enabled', () => {
  it('answers 404 on a default app', async () => {
    const testApp = await startTestApp('sqlite');
    try {
      expect((await request(testApp.app.getHttpServer()).put('/api/test/clock').send({ now: new Date().toISOString() })).status).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});
