import { MikroORM } from '@mikro-orm/core';
import request from 'supertest';
import type { Article, ArticleList } from '@taxatlas/contracts/articles';
import { ArticleWriter } from '../src/modules/articles/article-writer';
import { ArticleSchema } from '../src/modules/articles/entities/article.entity';
import { PUBLIC_READ_MAX_AGE_SECONDS, PUBLIC_READ_STALE_SECONDS } from '../src/modules/articles/public-read-cache';
import { type Account, createAccount, relaxedAuthLimits } from './support/accounts';
import { databaseKinds, startTestApp, type TestApp } from './support/test-app';

const publicCaching = `public, max-age=${PUBLIC_READ_MAX_AGE_SECONDS}, stale-while-revalidate=${PUBLIC_READ_STALE_SECONDS}`;

describe.each(databaseKinds)('public reads: validators, caching and literal search (%s)', (kind) => {
  let testApp: TestApp;
  let reader: Account;
  let editor: Account;
  const http = () => request(testApp.app.getHttpServer());
  const execute = (sql: string, params: unknown[]) => testApp.app.get(MikroORM).em.getConnection().execute(sql, params, 'run');

  beforeAll(async () => {
    testApp = await startTestApp(kind, { ...relaxedAuthLimits, RATE_LIMIT_PER_MINUTE: '0' });
    reader = await createAccount(testApp, 'user');
    editor = await createAccount(testApp, 'editor');
    const writer = () => new ArticleWriter(testApp.app.get(MikroORM).em.fork());
    for (const [slug, character] of [
      ['percent', '%'],
      ['underscore', '_'],
      ['backslash', '\\'],
    ]) {
      await writer().create({
        title: `Wildcard ${character} in a title`,
        slug,
        status: 'published',
        category: 'educational',
        content: '<p>Text.</p>',
      });
    }
    await writer().create({ title: 'Plain words only', status: 'published', category: 'educational', content: '<p>Nothing special.</p>' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it.each(['/api/articles?page=1&limit=5', '/api/articles/vat-explained'])(
    'answers %s with an ETag, and 304 without a body to If-None-Match naming it',
    async (path) => {
      const first = await http().get(path);
      expect(first.status).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      const again = await http().get(path).set('If-None-Match', etag);
      expect(again.status).toBe(304);
      expect(again.text ?? '').toBe('');
      expect(again.headers.etag).toBe(etag);
      // In a list of validators, and compared weakly (a proxy may have dropped the W/).
      expect(
        (
          await http()
            .get(path)
            .set('If-None-Match', `"other", ${etag.slice(2)}`)
        ).status,
      ).toBe(304);
      expect((await http().get(path).set('If-None-Match', '"something-else"')).status).toBe(200);
    },
  );

  it('lets shared caches keep anonymous answers only; signed-in and editor answers are private', async () => {
    for (const path of ['/api/articles', '/api/articles/vat-explained']) {
      const anonymous = await http().get(path);
      expect(anonymous.headers['cache-control']).toBe(publicCaching);
      expect(anonymous.headers.vary).toMatch(/\bAuthorization\b/i);
      const signedIn = await http().get(path).set(reader.bearer);
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers['cache-control']).toBe('private, no-store');
      expect(signedIn.headers.vary).toMatch(/\bAuthorization\b/i);
    }
    const adminList = await http().get('/api/articles?status=all').set(editor.bearer);
    expect(adminList.status).toBe(200);
    expect(adminList.headers['cache-control']).toBe('private, no-store');
    expect(adminList.headers.etag).toBeUndefined();
  });

  it('gives a changed article a new ETag at once, whoever changed it (the API or a direct write)', async () => {
    const listPath = '/api/articles?limit=50';
    const before = await http().get(listPath);
    const article = await http().get('/api/articles/tax-planning-tips');
    // Another replica or a script writes the row: the triggers move public_content_version.
    await execute('update "articles" set "title" = ? where "slug" = ?', ['Tax planning tips, revised', 'tax-planning-tips']);
    const after = await http()
      .get('/api/articles/tax-planning-tips')
      .set('If-None-Match', article.headers.etag as string);
    expect(after.status).toBe(200);
    expect((after.body as Article).title).toBe('Tax planning tips, revised');
    expect(after.headers.etag).not.toBe(article.headers.etag);
    const listAfter = await http()
      .get(listPath)
      .set('If-None-Match', before.headers.etag as string);
    expect(listAfter.status).toBe(200);
    expect((listAfter.body as ArticleList).data.map((item) => item.title)).toContain('Tax planning tips, revised');

    // Through the API: a new published article joins the list with a new ETag.
    const created = await new ArticleWriter(testApp.app.get(MikroORM).em.fork()).create({
      title: 'A brand new guide',
      status: 'published',
      category: 'educational',
      content: '<p>New.</p>',
    });
    const withNew = await http()
      .get(listPath)
      .set('If-None-Match', listAfter.headers.etag as string);
    expect(withNew.status).toBe(200);
    expect((withNew.body as ArticleList).data.map((item) => item.slug)).toContain(created.slug);
  });

  it.each(['%', '_', '\\'])('searches for %s as that character only, never as a wildcard', async (character) => {
    const published = await testApp.app
      .get(MikroORM)
      .em.fork()
      .find(ArticleSchema, { status: 'published' }, { populate: ['content'] });
    const expected = published
      .filter((article) => [article.title, article.excerpt, article.content].some((text) => text.toLowerCase().includes(character)))
      .map((article) => article.slug)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(published.length);
    const response = await http().get('/api/articles').query({ search: character, limit: 50 });
    expect(response.status).toBe(200);
    const found = (response.body as ArticleList).data.map((article) => article.slug).sort();
    expect(found).toEqual(expected);
    // Three characters with a wildcard: the trigram index's candidates, then the LIKE, still literal.
    const titled = await http()
      .get('/api/articles')
      .query({ search: `d ${character} i`, limit: 50 });
    expect((titled.body as ArticleList).data.map((article) => article.title)).toEqual([`Wildcard ${character} in a title`]);
  });
});
