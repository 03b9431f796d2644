import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

const pagePatterns = [
  '/',
  '/uk',
  '/uk/income-tax',
  '/blog',
  '/blog/:slug',
  '/login',
  '/signup',
  '/settings',
  '/admin/dashboard/*',
  '/admin/blogs/preview/:id',
];

describe('one port: the web app beside the API', () => {
  let testApp: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'taxatlas-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>TaxAtlas</title><div id="root"></div>');
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
    mkdirSync(path.join(webRoot, 'prerendered', 'uk'), { recursive: true });
    writeFileSync(path.join(webRoot, 'prerendered', 'index.html'), '<div id="root"><h1>Home, pre-rendered</h1></div>');
    writeFileSync(path.join(webRoot, 'prerendered', 'uk', 'income-tax.html'), '<div id="root"><h1>UK Income Tax, pre-rendered</h1></div>');
    // As the web build writes it (apps/web/src/prerender/route-patterns.ts), from the router's own table.
    writeFileSync(path.join(webRoot, 'route-patterns.json'), JSON.stringify({ patterns: pagePatterns }));
    testApp = await startTestApp('sqlite', { WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webRoot, { recursive: true, force: true });
  });
  const server = () => testApp.app.getHttpServer();

  it('serves index.html for client routes so deep links load the app', async () => {
    const pages = ['/', '/uk/income-tax', '/uk', '/UK/', '/blog', '/blog/vat-explained', '/login', '/signup', '/settings'];
    const adminPages = ['/admin/dashboard', '/admin/dashboard/users', '/admin/dashboard/articles/1/edit', '/admin/blogs/preview/42'];
    for (const route of [...pages, ...adminPages]) {
      const response = await request(server()).get(route);
      expect({ route, status: response.status }).toEqual({ route, status: 200 });
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.text).toContain('<div id="root">');
    }
  });

  it('answers a path that is no page with 404 and the app, which shows its not-found page', async () => {
    for (const route of ['/.git/config', '/definitely-not-a-page', '/uk/nope', '/blog/a/b', '/admin', '/admin/blogs/preview']) {
      const response = await request(server()).get(route);
      expect({ route, status: response.status }).toEqual({ route, status: 404 });
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toBeDefined();
      expect(response.text).toBe('<!doctype html><title>TaxAtlas</title><div id="root"></div>');
    }
    const head = await request(server()).head('/definitely-not-a-page');
    expect(head.status).toBe(404);
  });

  it('answers a route with its pre-rendered page when the build made one, the query string and a trailing slash aside', async () => {
    for (const route of ['/uk/income-tax', '/uk/income-tax/', '/uk/income-tax?income=60000']) {
      const response = await request(server()).get(route);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.text).toContain('UK Income Tax, pre-rendered');
    }
    expect((await request(server()).get('/')).text).toContain('Home, pre-rendered');
    // Routes without a pre-rendered page (blog articles, not-found) get the plain app.
    for (const route of ['/uk', '/blog/vat-explained', '/definitely-not-a-page']) {
      expect((await request(server()).get(route)).text).toBe('<!doctype html><title>TaxAtlas</title><div id="root"></div>');
    }
    // The files are not pages of their own.
    expect((await request(server()).get('/prerendered/uk/income-tax.html')).status).toBe(404);
    expect((await request(server()).get('/route-patterns.json')).status).toBe(404);
  });

  it('serves fingerprinted assets with a long cache and index.html without one', async () => {
    const asset = await request(server()).get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await request(server()).get('/uk');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('keeps unknown API paths and missing files as 404s', async () => {
    const api = await request(server()).get('/api/unknown');
    expect(api.status).toBe(404);
    expect(api.body.success).toBe(false);
    const missingFile = await request(server()).get('/assets/missing.js');
    expect(missingFile.status).toBe(404);
    expect(missingFile.body.success).toBe(false);
    expect((await request(server()).post('/uk/income-tax').send({})).status).toBe(404);
  });
});

describe('a web build without route patterns (older than the server)', () => {
  it('answers every page path with the app, as before, and a missing file with 404', async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'taxatlas-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    const testApp = await startTestApp('sqlite', { WEB_ROOT: webRoot });
    try {
      expect((await request(testApp.app.getHttpServer()).get('/definitely-not-a-page')).status).toBe(200);
      expect((await request(testApp.app.getHttpServer()).get('/assets/missing.js')).status).toBe(404);
    } finally {
      await testApp.close();
      rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
