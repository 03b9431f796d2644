import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../src/app';
import { freshDatabase, type FreshDatabase } from './support/fresh-database';
import { type RawRequest, type RawResponse, sendRaw } from './support/raw-http';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * What the desktop app needs from the server (docs/desktop.md): its page at http://127.0.0.1:<port> may call a hosted
 * server that sets CORS_ALLOW_LOOPBACK_ORIGINS, the local server answers only its own Host (ALLOWED_HOSTS), and the
 * CSP lets the page reach the hosted server it is connected to.
 */

async function listening(app: NestFastifyApplication): Promise<number> {
  await app.listen(0, '127.0.0.1');
  return (app.getHttpServer().address() as AddressInfo).port;
}

/** A desktop app's page on another port than the server's (the OS never hands out 23456 for port 0 on Linux). */
const desktopOrigin = 'http://127.0.0.1:23456';

/** Origins that only look like the desktop app's: none of them is http://127.0.0.1:<port>. */
const lookalikeOrigins = [
  'http://evil.example',
  'http://127.0.0.1.evil.example',
  'http://localhost@evil.example',
  'http://127.0.0.1@evil.example',
  'http://127.0.0.1:23456@evil.example',
  'http://127.0.0.1:23456.evil.example',
  'http://127.0.0.1:23456/',
  'https://127.0.0.1:23456',
  'http://localhost:23456',
  'http://127.0.0.2:23456',
  'http://127.0.0.1:234567',
  'null',
];

function json(response: RawResponse): { success?: boolean; error?: string; details?: { field: string; message: string }[] } {
  return JSON.parse(response.body.toString('utf8'));
}

function expectContractError(response: RawResponse, status: number, field?: string): void {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = json(response);
  expect(body.success).toBe(false);
  expect(typeof body.error).toBe('string');
  if (field) expect(body.details?.map((detail) => detail.field)).toContain(field);
}

const preflight = (origin: string): RawRequest => ({
  method: 'OPTIONS',
  target: '/api/income-tax/calculate',
  headers: [
    ['Origin', origin],
    ['Access-Control-Request-Method', 'POST'],
    ['Access-Control-Request-Headers', 'content-type'],
  ],
});

const healthFrom = (origin: string): RawRequest => ({ method: 'GET', target: '/api/health', headers: [['Origin', origin]] });

/** A state-changing request from `origin`; `fetchSite` as a browser would send it (none over plain http). */
const calculateFrom = (origin: string, fetchSite?: string): RawRequest => ({
  method: 'POST',
  target: '/api/income-tax/calculate',
  headers: [
    ['Content-Type', 'application/json'],
    ['Origin', origin],
    ...(fetchSite ? [['Sec-Fetch-Site', fetchSite] as [string, string]] : []),
  ],
  body: '{"grossIncome":50000}',
});

describe('loopback origins with CORS_ALLOW_LOOPBACK_ORIGINS unset (the default)', () => {
  let testApp: TestApp;
  let port: number;
  beforeAll(async () => {
    testApp = await startTestApp('sqlite', { RATE_LIMIT_PER_MINUTE: '0' });
    port = await listening(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('gives the desktop app’s page no CORS headers and refuses its preflight in the contract shape', async () => {
    const health = await sendRaw(port, healthFrom(desktopOrigin));
    expect(health.status).toBe(200);
    expect(health.headers['access-control-allow-origin']).toBeUndefined();
    const answer = await sendRaw(port, preflight(desktopOrigin));
    expectContractError(answer, 403);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses its cross-site writes, by Sec-Fetch-Site and by Origin against Host', async () => {
    expectContractError(await sendRaw(port, calculateFrom(desktopOrigin, 'cross-site')), 403);
    expectContractError(await sendRaw(port, calculateFrom(desktopOrigin)), 403);
    // The server's own page (same origin) still works.
    expect((await sendRaw(port, calculateFrom(`http://127.0.0.1:${port}`, 'same-origin'))).status).toBe(200);
  });
});

describe('loopback origins with CORS_ALLOW_LOOPBACK_ORIGINS=true (a hosted server open to desktop apps)', () => {
  let testApp: TestApp;
  let port: number;
  beforeAll(async () => {
    testApp = await startTestApp('sqlite', { RATE_LIMIT_PER_MINUTE: '0', CORS_ALLOW_LOOPBACK_ORIGINS: 'true' });
    port = await listening(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers GET /api/health from http://127.0.0.1:<port> with its origin allowed', async () => {
    const health = await sendRaw(port, healthFrom(desktopOrigin));
    expect(health.status).toBe(200);
    expect(health.headers['access-control-allow-origin']).toBe(desktopOrigin);
    expect(health.headers['vary']).toMatch(/origin/i);
    // Any port: each install has its own.
    expect((await sendRaw(port, healthFrom('http://127.0.0.1:61000'))).headers['access-control-allow-origin']).toBe(
      'http://127.0.0.1:61000',
    );
  });

  it('answers its preflight with 204 and the methods and headers the API takes', async () => {
    const answer = await sendRaw(port, preflight(desktopOrigin));
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(desktopOrigin);
    expect(answer.headers['access-control-allow-methods']).toContain('POST');
    expect(answer.headers['access-control-allow-headers']).toContain('Authorization');
    expect(answer.headers['access-control-allow-headers']).toContain('Content-Type');
  });

  it('lets its cross-site writes through, with the CORS header', async () => {
    for (const fetchSite of ['cross-site', undefined]) {
      const answer = await sendRaw(port, calculateFrom(desktopOrigin, fetchSite));
      expect({ fetchSite, status: answer.status }).toEqual({ fetchSite, status: 200 });
      expect(answer.headers['access-control-allow-origin']).toBe(desktopOrigin);
    }
  });

  it.each(lookalikeOrigins)('still gives %s nothing: no CORS header, a 403 preflight, writes refused', async (origin) => {
    const health = await sendRaw(port, healthFrom(origin));
    expect(health.status).toBe(200);
    expect(health.headers['access-control-allow-origin']).toBeUndefined();
    const answer = await sendRaw(port, preflight(origin));
    expectContractError(answer, 403);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expectContractError(await sendRaw(port, calculateFrom(origin, 'cross-site')), 403);
  });
});

describe('ALLOWED_HOSTS (the desktop app’s local server answers its own Host only)', () => {
  let testApp: TestApp;
  let port: number;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'taxatlas-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>TaxAtlas</title><div id="root"></div>');
    testApp = await startTestApp('sqlite', {
      RATE_LIMIT_PER_MINUTE: '0',
      ALLOWED_HOSTS: ' 127.0.0.1:23456 , TaxAtlas.Example ',
      WEB_ROOT: webRoot,
    });
    port = await listening(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webRoot, { recursive: true, force: true });
  });
  const withHost = (host: string, target = '/api/health'): Promise<RawResponse> =>
    sendRaw(port, { method: 'GET', target, omitHost: true, headers: [['Host', host]] });

  it('answers the hosts listed, in any letter case', async () => {
    for (const host of ['127.0.0.1:23456', 'taxatlas.example', 'TAXATLAS.EXAMPLE']) {
      const health = await withHost(host);
      expect({ host, status: health.status }).toEqual({ host, status: 200 });
      expect(json(health)).toMatchObject({ status: 'ok' });
    }
    const page = await withHost('127.0.0.1:23456', '/');
    expect(page.status).toBe(200);
    expect(page.body.toString('utf8')).toContain('<div id="root">');
  });

  it.each(['evil.example', '127.0.0.1', '127.0.0.1:23457', 'localhost:23456', 'taxatlas.example.evil.example'])(
    'refuses Host %s with 400 in the contract shape, API and pages alike',
    async (host) => {
      const health = await withHost(host);
      expectContractError(health, 400, 'host');
      expect(json(health).error).toContain('is not served here');
      // The security headers come first, so even the refusal carries them.
      expect(health.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expectContractError(await withHost(host, '/'), 400, 'host');
    },
  );

  it('refuses the server’s own address when it is not listed (a rebound name arrives with its own Host)', async () => {
    expectContractError(await withHost(`127.0.0.1:${port}`), 400, 'host');
    expectContractError(await withHost(`localhost:${port}`), 400, 'host');
  });
});

describe('extra CSP origins (the hosted server a desktop app is connected to)', () => {
  let database: FreshDatabase;
  let app: NestFastifyApplication;
  let port: number;
  let webRoot: string;
  /** Asked per response, as the desktop app does when it connects to or leaves a hosted server. */
  let extraOrigins: string[] = [];
  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'taxatlas-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>TaxAtlas</title><div id="root"></div>');
    database = await freshDatabase('sqlite', 'csp-origins', { WEB_ROOT: webRoot, RATE_LIMIT_PER_MINUTE: '0' });
    app = await createApp(database.config, { extraCspOrigins: () => extraOrigins });
    port = await listening(app);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const directives = (response: RawResponse): Map<string, string[]> => {
    const policy = response.headers['content-security-policy'] ?? '';
    return new Map(
      policy.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );
  };
  const responses = async (): Promise<RawResponse[]> => [
    await sendRaw(port, { method: 'GET', target: '/' }),
    await sendRaw(port, { method: 'GET', target: '/api/health' }),
    await sendRaw(port, { method: 'GET', target: '/api/no-such-endpoint' }),
  ];

  it('adds the connected server to connect-src and img-src of the page and API responses, and to nothing else', async () => {
    extraOrigins = ['https://tax.example.com'];
    const [page, ...api] = await responses();
    expect(page!.status).toBe(200);
    expect(page!.headers['content-type']).toContain('text/html');
    for (const response of [page!, ...api]) {
      const csp = directives(response);
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://tax.example.com']);
      expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'https://tax.example.com']));
      expect(csp.get('script-src')).not.toContain('https://tax.example.com');
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      // One policy, not the static one beside the dynamic one (a browser would enforce both).
      expect(response.headers['content-security-policy']?.match(/connect-src/g)).toHaveLength(1);
    }
  });

  it('follows the connection as it changes, without a restart', async () => {
    extraOrigins = ['https://tax.example.com', 'https://cdn.tax.example.com'];
    for (const response of await responses()) {
      expect(directives(response).get('connect-src')).toEqual(["'self'", 'https://tax.example.com', 'https://cdn.tax.example.com']);
    }
    extraOrigins = [];
    for (const response of await responses()) {
      expect(directives(response).get('connect-src')).toEqual(["'self'"]);
      expect(response.headers['content-security-policy']).not.toContain('tax.example.com');
    }
  });
});
