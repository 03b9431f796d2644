// One editor save must not hold the server for seconds. HTML nested past ARTICLE_MAX_NESTING is
// refused before any parser sees it, and what sanitising makes of the HTML is held to the same 500,000 characters as
// the request. (That the sanitising runs off the event loop is checked against the build: apps/desktop/test.)
import type { Article } from '@taxatlas/contracts/articles';
import request from 'supertest';
import { type Account, createAccount, relaxedAuthLimits } from './support/accounts';
import { databaseKinds, startTestApp, type TestApp } from './support/test-app';

describe.each(databaseKinds)('article HTML limits (%s)', (kind) => {
  let testApp: TestApp;
  let editor: Account;
  const http = () => request(testApp.app.getHttpServer());
  const titled = async (title: string) =>
    (
      (
        await http()
          .get('/api/articles?status=all&limit=50&search=' + encodeURIComponent(title))
          .set(editor.bearer)
      ).body as {
        data: Article[];
      }
    ).data;

  beforeAll(async () => {
    testApp = await startTestApp(kind, relaxedAuthLimits);
    editor = await createAccount(testApp, 'editor');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses 41,000 nested quotes (498 KB) with a 400 naming content, and stores nothing', async () => {
    const title = `Deep quotes ${kind}`;
    const response = await http()
      .post('/api/articles')
      .set(editor.bearer)
      .send({ title, content: '<blockquote>'.repeat(41_000) + '<p>x</p>' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      success: false,
      details: [{ field: 'content', message: expect.stringContaining('more than 100 levels deep') }],
    });
    expect(await titled(title)).toEqual([]);
  });

  it('refuses the same on an update, and the article keeps its content', async () => {
    const created = await http()
      .post('/api/articles')
      .set(editor.bearer)
      .send({ title: `Quoted ${kind}`, content: '<p>Kept.</p>' });
    expect(created.status).toBe(201);
    const article = created.body as Article;
    const response = await http()
      .put(`/api/articles/${article.id}`)
      .set(editor.bearer)
      .send({ title: article.title, content: '<blockquote>'.repeat(41_000), version: article.version });
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([{ field: 'content', message: expect.stringContaining('levels deep') }]);
    const stored = await http().get(`/api/articles/admin/${article.id}`).set(editor.bearer);
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ content: '<p>Kept.</p>', version: article.version });
  });

  it('takes nesting up to the limit, and unclosed paragraphs do not count as nesting', async () => {
    const deep = await http()
      .post('/api/articles')
      .set(editor.bearer)
      .send({ title: `Hundred quotes ${kind}`, content: '<blockquote>'.repeat(100) + 'x' + '</blockquote>'.repeat(100) });
    expect(deep.status).toBe(201);
    const paragraphs = await http()
      .post('/api/articles')
      .set(editor.bearer)
      .send({ title: `Unclosed paragraphs ${kind}`, content: '<p>one'.repeat(500) });
    expect(paragraphs.status).toBe(201);
    expect((paragraphs.body as Article).content).toBe('<p>one</p>'.repeat(500));
  });

  it('refuses HTML whose sanitised form is past 500,000 characters (400 naming content) and stores nothing', async () => {
    const title = `Swelling paragraphs ${kind}`;
    // 480,000 characters as sent, within the request limit; every <p> gets its </p>: 960,000 once sanitised.
    const response = await http()
      .post('/api/articles')
      .set(editor.bearer)
      .send({ title, content: '<p>x'.repeat(120_000) });
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([
      { field: 'content', message: expect.stringMatching(/960,000 characters once sanitised.*500,000/) },
    ]);
    expect(await titled(title)).toEqual([]);
  });
});
