// Against the build: article HTML is sanitised in a worker thread (dist/modules/articles/
// article-html.worker.js), which the desktop app loads from the API's dist as it ships. Under jest's TypeScript
// transform the API sanitises in-process, so this is where the thread itself is tested.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as ArticleHtmlThreadModule from '../../api/src/modules/articles/article-html-thread';
import { desktopServerBuild, startTestDesktop, type DesktopServer } from './support/desktop-harness';

jest.setTimeout(120_000);

type ArticleHtmlThread = typeof ArticleHtmlThreadModule;

/** The API's article-html-thread.js as the desktop bundle resolves it (node_modules/@taxatlas/api/dist). */
const builtThread = (): ArticleHtmlThread =>
  createRequire(desktopServerBuild)('@taxatlas/api/dist/modules/articles/article-html-thread') as ArticleHtmlThread;

/** About 490,000 characters of ordinary paragraphs: within the limits, and the better part of a second to sanitise. */
const bigArticle = (): string => {
  const paragraph = `<p>${'Income tax is charged on earnings above the personal allowance. '.repeat(6)}<strong>Note.</strong></p>`;
  return paragraph.repeat(Math.floor(490_000 / paragraph.length));
};

describe('article HTML sanitising in a worker thread (built API)', () => {
  it('leaves the event loop turning while a big article is sanitised, with the same result as before', async () => {
    const { sanitizeArticleContent } = builtThread();
    const html = bigArticle();
    let turns = 0;
    let turning = true;
    const turn = (): void => {
      turns += 1;
      if (turning) setImmediate(turn);
    };
    setImmediate(turn);
    // On the calling thread the whole sanitising would run before any setImmediate: no turns at all.
    const content = await sanitizeArticleContent(html);
    turning = false;
    expect(turns).toBeGreaterThan(10);
    expect(content).toBe(html);
  });

  it('refuses nesting past 100 levels and output past 500,000 characters, naming content', async () => {
    const { sanitizeArticleContent } = builtThread();
    await expect(sanitizeArticleContent('<blockquote>'.repeat(41_000))).rejects.toMatchObject({
      status: 400,
      details: [{ field: 'content', message: expect.stringContaining('more than 100 levels deep') }],
    });
    await expect(sanitizeArticleContent('<p>x'.repeat(120_000))).rejects.toMatchObject({
      status: 400,
      details: [{ field: 'content', message: expect.stringContaining('at most 500,000') }],
    });
  });

  describe('through the desktop app’s server', () => {
    const email = 'editor-thread@example.com';
    const password = 'thread test passphrase 2026';
    let userDataDir: string;
    let desktop: DesktopServer;
    let bearer: { authorization: string };

    beforeAll(async () => {
      userDataDir = mkdtempSync(join(tmpdir(), 'taxatlas-desktop-thread-'));
      desktop = await startTestDesktop(userDataDir, { env: { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } });
      const login = await fetch(`${desktop.origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expect(login.status).toBe(200);
      bearer = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    });
    afterAll(async () => {
      await desktop.close();
      rmSync(userDataDir, { recursive: true, force: true });
    });

    const save = (title: string, content: string) =>
      fetch(`${desktop.origin}/api/articles`, {
        method: 'POST',
        headers: { ...bearer, 'content-type': 'application/json' },
        body: JSON.stringify({ title, content }),
      });

    it('answers the 41,000 nested quotes with 400 naming content', async () => {
      const response = await save('Deep quotes', '<blockquote>'.repeat(41_000));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, details: [{ field: 'content' }] });
    });

    // The turns counted above are what tell a thread from the calling thread; this shows the app's server saving a big
    // article through the thread and answering meanwhile.
    it('answers /api/health while a big article is being sanitised, before the save', async () => {
      const order: string[] = [];
      const saving = save('A long article', bigArticle()).then((response) => {
        order.push('save');
        return response.status;
      });
      // The save's body is on its way and being sanitised when the health check is sent.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const health = await fetch(`${desktop.origin}/api/health`);
      order.push('health');
      expect(health.status).toBe(200);
      expect(await saving).toBe(201);
      expect(order).toEqual(['health', 'save']);
    });
  });
});
