import { MikroORM } from '@mikro-orm/core';
import request from 'supertest';
import type { Article, ArticleList, CategoryList } from '@taxatlas/contracts/articles';
import { ArticleSchema } from '../src/modules/articles/entities/article.entity';
import { ArticleDailyViewSchema } from '../src/modules/articles/entities/article-daily-view.entity';
import { ArticleWriter } from '../src/modules/articles/article-writer';
import { utcDay } from '../src/modules/articles/articles.service';
import { AdjustableClock, systemClock } from '../src/common/time/clock';
import { PUBLIC_READ_MAX_AGE_SECONDS } from '../src/modules/articles/public-read-cache';
import { databaseKinds, startTestApp, type TestApp } from './support/test-app';

/** A browser's User-Agent, different for each n: another visitor from the same address. */
const browser = (n: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n}.0 Safari/537.36`;

const seededSlugs = [
  'uk-tax-guide-2024',
  'us-tax-deductions',
  'german-tax-system',
  'income-tax-calculations',
  'vat-explained',
  'tax-planning-tips',
  'small-business-taxes',
  'investment-tax-basics',
];

describe.each(databaseKinds)('blog articles and categories (%s)', (kind) => {
  let testApp: TestApp;
  const clock = new AdjustableClock(systemClock);
  const http = () => request(testApp.app.getHttpServer());
  const writer = () => new ArticleWriter(testApp.app.get(MikroORM).em.fork());
  const list = async (query: string): Promise<ArticleList> => {
    const response = await http().get(`/api/articles${query}`);
    expect(response.status).toBe(200);
    return response.body as ArticleList;
  };

  beforeAll(async () => {
    testApp = await startTestApp(kind, {}, clock);
  });
  afterAll(async () => {
    await testApp.close();
  });

  describe('seeded content', () => {
    it('has the eleven categories with counts of published articles', async () => {
      const response = await http().get('/api/categories');
      expect(response.status).toBe(200);
      const { data } = response.body as CategoryList;
      expect(data.map((category) => category.name).sort()).toEqual(
        [
          'Business Tax',
          'Corporate Tax',
          'Educational',
          'Income Tax',
          'Inheritance Tax',
          'Investment Tax',
          'Property Tax',
          'Social Security',
          'Tax Guide',
          'Tax Tips',
          'VAT',
        ].sort(),
      );
      const bySlug = new Map(data.map((category) => [category.slug, category]));
      expect(bySlug.get('tax-guide')).toMatchObject({ name: 'Tax Guide', articleCount: 2, description: expect.any(String) });
      expect(bySlug.get('vat')?.articleCount).toBe(2);
      expect(bySlug.get('inheritance-tax')?.articleCount).toBe(0);
    });

    it('has the eight articles of the specification, each long, sectioned and translated', async () => {
      const { data, total } = await list('?limit=50');
      expect(total).toBe(8);
      expect(data.map((article) => article.slug).sort()).toEqual([...seededSlugs].sort());
      for (const slug of seededSlugs) {
        const response = await http().get(`/api/articles/${slug}`);
        expect(response.status).toBe(200);
        const article = response.body as Article;
        const words = (article.content ?? '')
          .replace(/<[^>]+>/g, ' ')
          .split(/\s+/)
          .filter(Boolean).length;
        expect(words).toBeGreaterThanOrEqual(400);
        expect(article.content).toContain('<h2>');
        expect(article.readTime).toBeGreaterThanOrEqual(2);
        expect(article.translations.de).toEqual({ title: expect.any(String), excerpt: expect.any(String), summary: expect.any(String) });
        expect(article.translations.de!.summary.length).toBeGreaterThan(300);
        expect(article.category).toEqual({ id: expect.any(String), slug: expect.any(String), name: expect.any(String) });
        expect(article.categories[0]).toEqual(article.category);
      }
      expect(data.filter((article) => article.featured)).toHaveLength(3);
    });
  });

  describe('GET /api/articles', () => {
    it('returns published articles newest first, without content, with the default page and limit', async () => {
      const body = await list('');
      expect(body).toMatchObject({ total: 8, page: 1, limit: 10 });
      expect(body.data).toHaveLength(8);
      const dates = body.data.map((article) => article.publishedAt!);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(body.data[0]).not.toHaveProperty('content');
      expect(body.data[0]).toMatchObject({
        id: expect.any(String),
        slug: expect.any(String),
        title: expect.any(String),
        excerpt: expect.any(String),
        tags: expect.any(Array),
        status: 'published',
        featured: expect.any(Boolean),
        coverImage: null,
        author: expect.any(String),
        views: expect.any(Number),
        readTime: expect.any(Number),
        seo: { title: expect.any(String), description: expect.any(String), keywords: expect.any(Array), noIndex: false, noFollow: false },
      });
    });

    it('pages through the results', async () => {
      const first = await list('?limit=3&page=1');
      const second = await list('?limit=3&page=2');
      const third = await list('?limit=3&page=3');
      expect([first.data.length, second.data.length, third.data.length]).toEqual([3, 3, 2]);
      expect(second).toMatchObject({ total: 8, page: 2, limit: 3 });
      const slugs = [...first.data, ...second.data, ...third.data].map((article) => article.slug);
      expect(new Set(slugs).size).toBe(8);
      expect(await list('?limit=3&page=4')).toEqual({ data: [], total: 8, page: 4, limit: 3 });
    });

    it('filters by featured', async () => {
      const featured = await list('?featured=true');
      expect(featured.total).toBe(3);
      expect(featured.data.every((article) => article.featured)).toBe(true);
      expect((await list('?featured=false')).total).toBe(5);
    });

    it('filters by category slug, main or additional', async () => {
      const vat = await list('?category=vat');
      expect(vat.data.map((article) => article.slug).sort()).toEqual(['small-business-taxes', 'vat-explained']);
      const incomeTax = await list('?category=income-tax');
      expect(incomeTax.data.map((article) => article.slug)).toEqual(expect.arrayContaining(['us-tax-deductions', 'uk-tax-guide-2024']));
      expect(await list('?category=no-such-category')).toEqual({ data: [], total: 0, page: 1, limit: 10 });
    });

    it('searches title, excerpt and content case-insensitively', async () => {
      expect((await list('?search=VAT%20EXPLAINED')).data.map((article) => article.slug)).toEqual(['vat-explained']);
      // Only in the content of the German article (and the worked examples).
      const grundfreibetrag = await list('?search=grundfreibetrag');
      expect(grundfreibetrag.data.map((article) => article.slug)).toContain('german-tax-system');
      expect(grundfreibetrag.data.map((article) => article.slug)).not.toContain('vat-explained');
      expect((await list('?search=zzzz-nothing-matches')).total).toBe(0);
      // LIKE wildcards in the text are harmless.
      expect((await http().get('/api/articles?search=100%25_%5C')).status).toBe(200);
      // Combined with another filter.
      expect((await list('?search=tax&featured=true&category=tax-guide')).data.map((article) => article.slug).sort()).toEqual([
        'german-tax-system',
        'uk-tax-guide-2024',
      ]);
    });

    it.each([
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['limit=51', 'limit'],
      ['limit=2.5', 'limit'],
      ['featured=maybe', 'featured'],
      ['category=Not%20A%20Slug', 'category'],
    ])('rejects %s with a 400 naming %s', async (query, field) => {
      const response = await http().get(`/api/articles?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, error: expect.stringContaining(field) });
      expect(response.body.details).toEqual([{ field, message: expect.any(String) }]);
    });

    it('ignores unknown query parameters and empty filters', async () => {
      expect((await list('?foo=bar&sort=title&category=&search=')).total).toBe(8);
    });
  });

  describe('published only', () => {
    let draft: { id: string; slug: string };
    let archived: { id: string; slug: string };

    beforeAll(async () => {
      draft = await writer().create({ title: 'A draft about tax', content: '<p>Not ready.</p>', category: 'tax-tips', status: 'draft' });
      archived = await writer().create({
        title: 'An archived tax article',
        content: '<p>Old.</p>',
        category: 'tax-tips',
        status: 'archived',
        publishedAt: new Date('2030-01-01T00:00:00Z'),
      });
    });

    it('leaves drafts and archived articles out of the list, the counts and the search', async () => {
      expect((await list('?limit=50')).total).toBe(8);
      expect((await list('?search=draft%20about')).total).toBe(0);
      const categories = (await http().get('/api/categories')).body as CategoryList;
      expect(categories.data.find((category) => category.slug === 'tax-tips')?.articleCount).toBe(2);
    });

    it('answers 404 for unpublished articles and unknown ids or slugs', async () => {
      for (const key of [draft.slug, draft.id, archived.slug, 'no-such-article', '00000000-0000-4000-8000-000000000000']) {
        const response = await http().get(`/api/articles/${key}`);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ success: false, error: `Article not found: no published article has the id or slug "${key}"` });
      }
      expect((await http().post(`/api/articles/${draft.id}/track-view`)).status).toBe(404);
      expect((await http().post(`/api/articles/${archived.id}/log-time`).send({ timeSpent: 10 })).status).toBe(404);
    });
  });

  describe('GET /api/articles/:idOrSlug', () => {
    it('finds a published article by slug or by id, with content and the German summary', async () => {
      const bySlug = await http().get('/api/articles/german-tax-system');
      expect(bySlug.status).toBe(200);
      const article = bySlug.body as Article;
      expect(article.content).toContain('Grundfreibetrag');
      expect(article.translations.de?.title).toMatch(/Steuersystem/);
      const byId = await http().get(`/api/articles/${article.id}`);
      expect(byId.body).toEqual(article);
    });
  });

  describe('views and reading time', () => {
    it('counts views in the total and in today’s row of the daily counter, once per visitor', async () => {
      const article = (await http().get('/api/articles/vat-explained')).body as Article;
      const first = await http().post(`/api/articles/${article.id}/track-view`).set('User-Agent', browser(1));
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ success: true, views: article.views + 1, counted: true });
      const again = await http().post('/api/articles/vat-explained/track-view').set('User-Agent', browser(1));
      expect(again.body).toEqual({ success: true, views: article.views + 1, counted: false });
      const second = await http().post('/api/articles/vat-explained/track-view').set('User-Agent', browser(2));
      expect(second.body).toEqual({ success: true, views: article.views + 2, counted: true });
      // The counters of a public read are as fresh as its Cache-Control's max-age says: a view is not a change that
      // public_content_version follows (it would throw the kept answers away on every visit).
      clock.set(new Date(Date.now() + PUBLIC_READ_MAX_AGE_SECONDS * 1000));
      const after = (await http().get('/api/articles/vat-explained')).body as Article;
      clock.reset();
      expect(after.views).toBe(article.views + 2);
      // A view is not an edit.
      expect(after.updatedAt).toBe(article.updatedAt);

      const em = testApp.app.get(MikroORM).em.fork();
      const today = await em.findOneOrFail(ArticleDailyViewSchema, { articleId: article.id, day: utcDay(new Date()) });
      expect(today.count).toBe(2);
      expect((await http().post('/api/articles/no-such-article/track-view').set('User-Agent', browser(3))).status).toBe(404);
    });

    it('logs visible seconds and reports the average', async () => {
      const { id } = (await http().get('/api/articles/tax-planning-tips')).body as Article;
      const first = await http().post(`/api/articles/${id}/log-time`).set('User-Agent', browser(1)).send({ timeSpent: 120 });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ success: true, averageTimeSpent: 120 });
      expect((await http().post(`/api/articles/${id}/log-time`).set('User-Agent', browser(2)).send({ timeSpent: 59.6 })).body).toEqual({
        success: true,
        averageTimeSpent: 90,
      });
      expect((await http().post(`/api/articles/${id}/log-time`).set('User-Agent', browser(3)).send({ timeSpent: '0' })).status).toBe(200);
      expect((await http().post(`/api/articles/${id}/log-time`).set('User-Agent', browser(4)).send({ timeSpent: 86_400 })).status).toBe(
        200,
      );
      const article = (await http().get(`/api/articles/${id}`)).body as Article;
      expect(article.averageTimeSpent).toBe(Math.round((120 + 60 + 0 + 86_400) / 4));
    });

    it.each([[{ timeSpent: -1 }], [{ timeSpent: 86_401 }], [{ timeSpent: 'ten' }], [{ timeSpent: null }], [{}], [{ timeSpent: true }]])(
      'rejects %j with a 400 naming timeSpent',
      async (body) => {
        const response = await http().post('/api/articles/tax-planning-tips/log-time').send(body);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ success: false, error: expect.stringContaining('timeSpent') });
        expect(response.body.details).toEqual([{ field: 'timeSpent', message: expect.any(String) }]);
      },
    );

    it('answers 404 when logging time for an unknown article', async () => {
      const response = await http().post('/api/articles/no-such-article/log-time').send({ timeSpent: 5 });
      expect(response.status).toBe(404);
    });
  });

  describe('sanitising on write', () => {
    it('strips scripts, event handlers and unsafe URLs, and keeps the allowed markup', async () => {
      const created = await writer().create({
        title: 'Sanitiser check',
        status: 'published',
        category: 'educational',
        content: [
          '<h1>Title</h1><p onclick="steal()" style="color:red" class="x">Hello <strong>world</strong><script>alert(1)</script></p>',
          '<a href="javascript:alert(1)">bad link</a> <a href="https://example.com" target="_top" onmouseover="x()">good link</a>',
          '<a href="/uk/income-tax">calculator</a> <a href="mailto:help@example.com">mail</a>',
          '<img src="http://example.com/a.png" alt="insecure"><img src="https://example.com/b.png" alt="secure" onerror="x()">',
          '<iframe src="https://evil.example"></iframe><style>p{}</style><table><tr><td>1</td></tr></table>',
        ].join(''),
      });
      const response = await http().get(`/api/articles/${created.slug}`);
      const content = (response.body as Article).content ?? '';
      // The editor's target="_blank" is kept (see article-html-xss.spec.ts); no other target is.
      expect(content).not.toMatch(/<script|alert\(1\)|onclick|onmouseover|onerror|javascript:|style=|class=|<iframe|<style|target=/i);
      expect(content).toContain('<h2>Title</h2>');
      expect(content).toContain('<strong>world</strong>');
      expect(content).toContain('<a href="https://example.com" rel="noopener noreferrer">good link</a>');
      expect(content).toContain('<a href="/uk/income-tax" rel="noopener noreferrer">calculator</a>');
      expect(content).toContain('href="mailto:help@example.com"');
      expect(content).toContain('<img src="https://example.com/b.png" alt="secure" />');
      expect(content).not.toContain('http://example.com/a.png');
      expect(content).toContain('<td>1</td>');
      expect((response.body as Article).readTime).toBe(1);
    });

    it('rejects an unknown category and a taken slug', async () => {
      await expect(writer().create({ title: 'X', category: 'nope' })).rejects.toMatchObject({
        status: 400,
        details: [{ field: 'category', message: expect.any(String) }],
      });
      await expect(writer().create({ title: 'Again', slug: 'vat-explained' })).rejects.toMatchObject({ status: 409 });
    });
  });

  describe('seed', () => {
    it('is idempotent across a restart and keeps edits', async () => {
      const em = testApp.app.get(MikroORM).em.fork();
      const before = await em.count(ArticleSchema, {});
      const guide = await em.findOneOrFail(ArticleSchema, { slug: 'uk-tax-guide-2024' });
      guide.title = 'Edited title';
      await em.flush();

      testApp = await testApp.restart();
      const after = testApp.app.get(MikroORM).em.fork();
      expect(await after.count(ArticleSchema, {})).toBe(before);
      expect((await after.findOneOrFail(ArticleSchema, { slug: 'uk-tax-guide-2024' })).title).toBe('Edited title');
      const categories = (await http().get('/api/categories')).body as CategoryList;
      expect(categories.data).toHaveLength(11);
      expect((await list('?limit=50')).total).toBe(9); // the eight seeded articles and the sanitiser check
    });
  });
});
