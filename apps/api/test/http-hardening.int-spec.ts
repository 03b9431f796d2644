import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Logger } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { type RawRequest, type RawResponse, sendRaw } from './support/raw-http';
import { databaseKinds, startTestApp, type TestApp } from './support/test-app';

/** Hostile requests, one by one (docs/testing.md, "Hostile requests"): each must be a 4xx in the contract's shape, answered at once. */

async function listening(testApp: TestApp): Promise<number> {
  await testApp.app.listen(0, '127.0.0.1');
  return (testApp.app.getHttpServer().address() as AddressInfo).port;
}

function json(response: RawResponse): { success?: boolean; error?: string; details?: { field: string; message: string }[] } {
  return JSON.parse(response.body.toString('utf8'));
}

const postJson = (target: string, body: string, headers: [string, string][] = []): RawRequest => ({
  method: 'POST',
  target,
  headers: [['Content-Type', 'application/json'], ...headers],
  body,
});

/** A contract error naming `field` (when given), answered well within the time a person notices. */
function expectContractError(response: RawResponse, status: number, field?: string): void {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = json(response);
  expect(body.success).toBe(false);
  expect(typeof body.error).toBe('string');
  if (field) expect(body.details?.map((detail) => detail.field)).toContain(field);
}

describe.each(databaseKinds)('defects found by the security probe stay fixed (%s)', (kind) => {
  let testApp: TestApp;
  let port: number;
  beforeAll(async () => {
    testApp = await startTestApp(kind, { RATE_LIMIT_PER_MINUTE: '0' });
    port = await listening(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });
  const send = (request: RawRequest) => sendRaw(port, request);

  it('parses a long digit string ending in a letter without backtracking (money fields and log-time)', async () => {
    // As long as a calculator's 16 KB body limit lets through.
    const digits = `${'1'.repeat(15_000)}x`;
    expectContractError(await send(postJson('/api/income-tax/calculate', JSON.stringify({ grossIncome: digits }))), 400, 'grossIncome');
    expectContractError(await send(postJson('/api/calculators/uk-stamp-duty', JSON.stringify({ price: digits }))), 400, 'price');
    expectContractError(
      await send(postJson('/api/articles/vat-explained/log-time', JSON.stringify({ timeSpent: digits }))),
      400,
      'timeSpent',
    );
  });

  it('keeps /api/health answering at once while a 1 MB numeric string is being refused as too large', async () => {
    const body = JSON.stringify({ grossIncome: `${'1'.repeat(1_040_000)}x` });
    const big = send(postJson('/api/income-tax/calculate', body));
    let done = false;
    void big.finally(() => (done = true));
    const healthTimes: number[] = [];
    while (!done) {
      const health = await send({ method: 'GET', target: '/api/health' });
      expect(health.status).toBe(200);
      healthTimes.push(health.elapsedMs);
    }
    // A calculator takes 16 KB: the body is refused from its Content-Length, before it is read.
    expectContractError(await big, 413, 'body');
    // With the old pattern this request held the event loop for minutes; every health check would wait for it.
    expect((await big).elapsedMs).toBeLessThan(2_000);
    expect(Math.max(...healthTimes)).toBeLessThan(1_000);
  });

  it('rejects NUL and other control characters in queries, path parameters and bodies with a 400 naming the field', async () => {
    expectContractError(await send({ method: 'GET', target: '/api/articles?search=%00' }), 400, 'search');
    expectContractError(await send({ method: 'GET', target: '/api/articles/a%00b' }), 400, 'idOrSlug');
    expectContractError(await send({ method: 'POST', target: '/api/articles/%00/track-view' }), 400, 'id');
    expectContractError(await send(postJson('/api/articles/%00/log-time', '{"timeSpent":5}')), 400, 'id');
    expectContractError(await send({ method: 'GET', target: '/api/articles?search=a%1Bb' }), 400, 'search');
    expectContractError(await send(postJson('/api/us-state-tax/calculate', '{"state":"C\\u0000A","income":1}')), 400, 'state');
    // Line breaks and tabs are ordinary text in a body, and still reach the schema's own rules.
    const withNewline = await send(postJson('/api/us-state-tax/calculate', '{"state":"CA\\n","income":1,"taxYear":2024}'));
    expect(withNewline.status).toBe(200);
  });

  it('refuses JSON nested deeper than any request needs', async () => {
    expectContractError(await send(postJson('/api/income-tax/calculate', `${'['.repeat(5_000)}${']'.repeat(5_000)}`)), 400, 'body');
  });

  it('refuses a body over its route’s limit with 413 before reading it, and lists only the first problems', async () => {
    const unknownFields = (count: number) => `{${Array.from({ length: count }, (_, i) => `"k${i}":1`).join(',')}}`;
    // A red team's 0.9 MB of 70,000 unknown fields took up to 0.6 s of CPU and drew a 1.1 MB answer.
    const huge = await send(postJson('/api/income-tax/calculate', unknownFields(70_000)));
    expectContractError(huge, 413, 'body');
    expect(huge.body.length).toBeLessThan(500);
    const many = await send(postJson('/%61pi/income-tax/calculate', unknownFields(1_500)));
    expectContractError(many, 400, 'k0');
    const body = json(many);
    expect(body.details).toHaveLength(10);
    expect(body.details?.every((detail) => typeof detail.field === 'string' && typeof detail.message === 'string')).toBe(true);
    expect(body.error).toMatch(/; and 1491 more problems$/);
    expect(many.body.length).toBeLessThan(2_000);
  });

  it('answers what Fastify and Node reject themselves in the contract shape, with their status codes', async () => {
    expectContractError(await send({ method: 'GET', target: '/api/articles/%FF' }), 400, 'path');
    expectContractError(await send({ method: 'GET', target: '/api/articles/%' }), 400, 'path');
    expectContractError(await send({ method: 'GET', target: `/api/articles/${'a'.repeat(300)}` }), 414, 'path');
    expectContractError(await send({ method: 'GET', target: '/api/health', headers: [['X-Padding', 'p'.repeat(20_000)]] }), 431);
    expectContractError(
      await send({ method: 'POST', target: '/api/health', headers: [['Transfer-Encoding', 'chunked']], body: '0\r\n\r\n' }),
      400,
    );
    expectContractError(await send({ method: 'POST', target: '/api/health', headers: [['Content-Length', '1']], body: '{}' }), 400);
    expectContractError(await send({ method: 'GET', target: '/api/health', omitHost: true }), 400, 'host');
    expectContractError(await send({ method: 'GET', target: '/api/no-such-endpoint' }), 404);
  });

  it('takes JSON only: a form, text or multipart body gets 415 before it is read', async () => {
    const form: RawRequest = {
      method: 'POST',
      target: '/api/income-tax/calculate',
      headers: [['Content-Type', 'application/x-www-form-urlencoded']],
      body: 'grossIncome=50000',
    };
    expectContractError(await send(form), 415);
    expectContractError(
      await send({
        method: 'POST',
        target: '/api/articles/vat-explained/track-view',
        headers: [['Content-Type', 'text/plain']],
        body: 'x',
      }),
      415,
    );
    expectContractError(
      await send({
        method: 'POST',
        target: '/api/articles/vat-explained/log-time',
        headers: [['Content-Type', 'multipart/form-data; boundary=x']],
        body: '--x--',
      }),
      415,
    );
    // A body without any Content-Type is not JSON either.
    expectContractError(await send({ method: 'POST', target: '/api/income-tax/calculate', body: '{"grossIncome":50000}' }), 415);
    const ok = await send(
      postJson('/api/income-tax/calculate', '{"grossIncome":50000}', [['Content-Type', 'application/json; charset=utf-8']]),
    );
    expect(ok.status).toBe(200);
    // A POST without a body needs no Content-Type.
    expect((await send({ method: 'POST', target: '/api/articles/vat-explained/track-view' })).status).toBe(200);
  });

  it('gives other origins no access: preflights get 403, cross-site writes are refused, same-origin ones work', async () => {
    const preflight = await send({
      method: 'OPTIONS',
      target: '/api/income-tax/calculate',
      headers: [
        ['Origin', 'https://attacker.example'],
        ['Access-Control-Request-Method', 'POST'],
      ],
    });
    expectContractError(preflight, 403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const crossSite = await send(
      postJson('/api/articles/vat-explained/log-time', '{"timeSpent":5}', [
        ['Origin', 'https://attacker.example'],
        ['Sec-Fetch-Site', 'cross-site'],
      ]),
    );
    expectContractError(crossSite, 403);
    const sameOrigin = await send(
      postJson('/api/income-tax/calculate', '{"grossIncome":50000}', [
        ['Origin', `http://127.0.0.1:${port}`],
        ['Sec-Fetch-Site', 'same-origin'],
      ]),
    );
    expect(sameOrigin.status).toBe(200);
  });

  it('compresses API JSON over 1 KB for clients that accept it, and only for them', async () => {
    const gzip = await send({ method: 'GET', target: '/api/articles?limit=10', headers: [['Accept-Encoding', 'gzip']] });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gzip.body.toString('utf8')).data.length).toBeGreaterThan(0);
    const brotli = await send({ method: 'GET', target: '/api/articles?limit=10', headers: [['Accept-Encoding', 'br']] });
    expect(brotli.headers['content-encoding']).toBe('br');
    const plain = await send({ method: 'GET', target: '/api/articles?limit=10' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The health answer is under the threshold: compressing it would cost more than it saves.
    const small = await send({ method: 'GET', target: '/api/health', headers: [['Accept-Encoding', 'gzip']] });
    expect(small.headers['content-encoding']).toBeUndefined();
    // Request bodies are never inflated (a small gzip body can inflate far past the body limit): not JSON, then.
    const gzipped = await send({
      method: 'POST',
      target: '/api/income-tax/calculate',
      headers: [
        ['Content-Type', 'application/json'],
        ['Content-Encoding', 'gzip'],
      ],
      body: gzipSync('{"grossIncome":50000}'),
    });
    expectContractError(gzipped, 400, 'body');
  });
});

/**
 * The router decodes percent-encoding, so /%61pi/health runs /api/health. Every spelling that reaches an
 * API route must meet every defence the plain spelling meets.
 */
describe.each(databaseKinds)('every spelling of an API path meets every defence (%s)', (kind) => {
  const rateLimit = 40;
  let testApp: TestApp;
  let port: number;
  beforeAll(async () => {
    testApp = await startTestApp(kind, { RATE_LIMIT_PER_MINUTE: String(rateLimit), CORS_ORIGINS: 'https://partner.example' });
    port = await listening(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });
  const send = (request: RawRequest) => sendRaw(port, request);

  it('refuses NUL in a query with a 400 naming the field, on /%61pi as on /api', async () => {
    expectContractError(await send({ method: 'GET', target: '/%61pi/articles?search=a%00b' }), 400, 'search');
    expectContractError(await send({ method: 'GET', target: '/%61%70%69/%61rticles/a%00b' }), 400, 'idOrSlug');
    expectContractError(await send({ method: 'GET', target: '/api/articles?search=a%00b' }), 400, 'search');
  });

  it('refuses JSON nested 100,000 deep with a 400 before parsing it, on every spelling', async () => {
    const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    // Saving an article takes bodies up to 1 MB, and parses them before the route asks who is sending.
    for (const target of ['/api/articles', '/%61pi/articles', '/api/%61rticles']) {
      for (const body of [arrays(100_000), objects(100_000)]) {
        const response = await send(postJson(target, body));
        expectContractError(response, 400, 'body');
        expect(json(response).error).toMatch(/nested too deeply/);
      }
    }
    // A calculator takes 16 KB at most: as deep as fits.
    expectContractError(await send(postJson('/%61pi/income-tax/calculate', arrays(8_000))), 400, 'body');
  });

  it('takes JSON only, checks the Host and sends the security headers on /%61pi', async () => {
    const form = await send({
      method: 'POST',
      target: '/%61pi/income-tax/calculate',
      headers: [['Content-Type', 'text/plain']],
      body: '{"grossIncome":50000}',
    });
    expectContractError(form, 415);
    expect(form.headers['content-security-policy']).toContain("default-src 'self'");
    expect(form.headers['x-content-type-options']).toBe('nosniff');
    expectContractError(await send({ method: 'GET', target: '/%61pi/health', omitHost: true }), 400, 'host');
    expectContractError(await send({ method: 'GET', target: '/%61pi/no-such-endpoint' }), 404);
  });

  it('applies the CORS rules on /%61pi: an allowed origin gets its header, another site cannot write', async () => {
    const allowed = await send(
      postJson('/%61pi/income-tax/calculate', '{"grossIncome":50000}', [
        ['Origin', 'https://partner.example'],
        ['Sec-Fetch-Site', 'cross-site'],
      ]),
    );
    expect(allowed.status).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    const other = await send({ method: 'GET', target: '/%61pi/health', headers: [['Origin', 'https://attacker.example']] });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers.vary).toMatch(/Origin/);
    const write = await send(
      postJson('/%61pi/articles/vat-explained/log-time', '{"timeSpent":5}', [
        ['Origin', 'https://attacker.example'],
        ['Sec-Fetch-Site', 'cross-site'],
      ]),
    );
    expectContractError(write, 403);
  });

  it('lets no other spelling reach a route past the defences: upper case, doubled slashes, dot segments', async () => {
    for (const target of ['/API/health', '//api/health', '/api//health', '/api/./health', '/api/x/../health']) {
      const response = await send({ method: 'POST', target, headers: [['Content-Type', 'text/plain']], body: 'x' });
      // Not the route: these paths name nothing, so the answer is a refusal in the contract's shape.
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(json(response).success).toBe(false);
    }
  });

  it('rate-limits /%61pi/health with /api/health', async () => {
    // The tests above used part of the budget; at most `rateLimit` more requests exhaust it.
    let limited: RawResponse | undefined;
    for (let i = 0; i <= rateLimit && !limited; i += 1) {
      const response = await send({ method: 'GET', target: '/%61pi/health' });
      if (response.status === 429) limited = response;
      else expect(response.status).toBe(200);
    }
    expect(limited).toBeDefined();
    expectContractError(limited!, 429);
    expect(limited!.headers['retry-after']).toBeDefined();
    expectContractError(await send({ method: 'GET', target: '/api/health' }), 429);
  });
});

describe('allowed origins (CORS_ORIGINS)', () => {
  let testApp: TestApp;
  let port: number;
  beforeAll(async () => {
    testApp = await startTestApp('sqlite', { CORS_ORIGINS: 'https://partner.example' });
    port = await listening(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers a configured origin’s preflight and requests with the CORS headers', async () => {
    const preflight = await sendRaw(port, {
      method: 'OPTIONS',
      target: '/api/income-tax/calculate',
      headers: [
        ['Origin', 'https://partner.example'],
        ['Access-Control-Request-Method', 'POST'],
      ],
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(preflight.headers['access-control-allow-headers']).toContain('Content-Type');
    const post = await sendRaw(
      port,
      postJson('/api/income-tax/calculate', '{"grossIncome":50000}', [
        ['Origin', 'https://partner.example'],
        ['Sec-Fetch-Site', 'cross-site'],
      ]),
    );
    expect(post.status).toBe(200);
    expect(post.headers['access-control-allow-origin']).toBe('https://partner.example');
  });
});

describe('the global rate limit', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });
  async function start(env: Record<string, string>): Promise<number> {
    const testApp = await startTestApp('sqlite', env);
    apps.push(testApp);
    return listening(testApp);
  }

  it('answers 429 with Retry-After in the contract shape past RATE_LIMIT_PER_MINUTE, for the API only', async () => {
    const port = await start({ RATE_LIMIT_PER_MINUTE: '5' });
    for (let i = 0; i < 5; i += 1) expect((await sendRaw(port, { method: 'GET', target: '/api/health' })).status).toBe(200);
    const limited = await sendRaw(port, { method: 'GET', target: '/api/calculators' });
    expectContractError(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The web app's pages are not the API: a visitor who hit the limit can still load them.
    expect((await sendRaw(port, { method: 'GET', target: '/' })).status).not.toBe(429);
  });

  it('is off with RATE_LIMIT_PER_MINUTE=0', async () => {
    const port = await start({ RATE_LIMIT_PER_MINUTE: '0' });
    for (let i = 0; i < 30; i += 1) expect((await sendRaw(port, { method: 'GET', target: '/api/health' })).status).toBe(200);
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
    const forwardedFor = (address: string): RawRequest => ({
      method: 'GET',
      target: '/api/health',
      headers: [['X-Forwarded-For', address]],
    });
    const untrusting = await start({ RATE_LIMIT_PER_MINUTE: '2' });
    await sendRaw(untrusting, forwardedFor('203.0.113.1'));
    await sendRaw(untrusting, forwardedFor('203.0.113.2'));
    // Without TRUST_PROXY the header is ignored: all three come from 127.0.0.1.
    expect((await sendRaw(untrusting, forwardedFor('203.0.113.3'))).status).toBe(429);

    const behindProxy = await start({ RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '127.0.0.1' });
    await sendRaw(behindProxy, forwardedFor('203.0.113.1'));
    await sendRaw(behindProxy, forwardedFor('203.0.113.1'));
    expect((await sendRaw(behindProxy, forwardedFor('203.0.113.1'))).status).toBe(429);
    expect((await sendRaw(behindProxy, forwardedFor('203.0.113.2'))).status).toBe(200);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  (redisUrl ? it : it.skip)('is shared by replicas through Redis (REDIS_URL)', async () => {
    const env = { RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '127.0.0.1', REDIS_URL: redisUrl! };
    const [first, second] = [await start(env), await start(env)];
    // A client address of its own, so that runs sharing this Redis do not count each other's requests.
    const client = `10.${process.pid % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const request: RawRequest = { method: 'GET', target: '/api/health', headers: [['X-Forwarded-For', client]] };
    expect((await sendRaw(first, request)).status).toBe(200);
    expect((await sendRaw(second, request)).status).toBe(200);
    expect((await sendRaw(first, request)).status).toBe(200);
    const limited = await sendRaw(second, request);
    expectContractError(limited, 429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('security headers on every response', () => {
  let testApp: TestApp;
  let port: number;
  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
    port = await listening(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('carry a strict CSP, nosniff, frame and referrer protection, whichever layer answers', async () => {
    const responses = [
      await sendRaw(port, { method: 'GET', target: '/api/health' }),
      await sendRaw(port, { method: 'GET', target: '/api/no-such-endpoint' }),
      await sendRaw(port, { method: 'POST', target: '/api/health', headers: [['Content-Type', 'text/plain']], body: 'x' }),
      await sendRaw(port, { method: 'GET', target: '/api/articles/%FF' }),
      await sendRaw(port, { method: 'GET', target: '/api/health', headers: [['X-Padding', 'p'.repeat(20_000)]] }),
    ];
    for (const response of responses) {
      expect(response.headers['content-security-policy']).toMatch(/default-src 'self'; script-src 'self'/);
      expect(response.headers['content-security-policy']).toContain("object-src 'none'");
      expect(response.headers['content-security-policy']).not.toContain('unsafe-eval');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe.each(databaseKinds)('a client that hangs up mid-response (%s)', (kind) => {
  let testApp: TestApp;
  let port: number;
  let webRoot: string;
  beforeAll(async () => {
    // A page far larger than a socket buffer, so that every hang-up below lands mid-response.
    webRoot = mkdtempSync(path.join(tmpdir(), 'taxatlas-web-'));
    writeFileSync(
      path.join(webRoot, 'index.html'),
      `<!doctype html><title>TaxAtlas</title><div id="root">${'<p>page</p>'.repeat(400_000)}</div>`,
    );
    writeFileSync(path.join(webRoot, 'route-patterns.json'), JSON.stringify({ patterns: ['/'] }));
    testApp = await startTestApp(kind, { RATE_LIMIT_PER_MINUTE: '0', WEB_ROOT: webRoot });
    port = await listening(testApp);
  }, 30_000);
  afterAll(async () => {
    await testApp.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  /** Asks for `target` and closes the connection at the first bytes of the answer (a reset every other time). */
  function hangUpMidResponse(target: string, reset: boolean): Promise<void> {
    return new Promise((resolve) => {
      const socket = connect({ host: '127.0.0.1', port }, () =>
        socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept-Encoding: gzip\r\n\r\n`),
      );
      socket.once('data', () => (reset ? socket.resetAndDestroy() : socket.destroy()));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve());
    });
  }

  /**
   * Hangs up on `target` twenty times and returns what was logged: Nest's Logger and Fastify's own (request) logger,
   * which the tests run silent but still call.
   */
  async function logsOfHangUps(target: string) {
    const nestErrors = jest.spyOn(Logger.prototype, 'error');
    const log = testApp.app.getHttpAdapter().getInstance().log;
    const fastifyLog = {
      fatal: jest.spyOn(log, 'fatal'),
      error: jest.spyOn(log, 'error'),
      warn: jest.spyOn(log, 'warn'),
      info: jest.spyOn(log, 'info'),
    };
    try {
      for (let i = 0; i < 20; i += 1) await hangUpMidResponse(target, i % 2 === 1);
      // The server notices the closed socket as it writes: give it a moment.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const messages = (spy: jest.SpyInstance) => spy.mock.calls.map((call: unknown[]) => call.find((part) => typeof part === 'string'));
      return {
        nestErrors: nestErrors.mock.calls,
        fatal: fastifyLog.fatal.mock.calls,
        error: fastifyLog.error.mock.calls,
        warn: messages(fastifyLog.warn),
        info: messages(fastifyLog.info),
      };
    } finally {
      nestErrors.mockRestore();
      for (const spy of Object.values(fastifyLog)) spy.mockRestore();
    }
  }

  it('on the OpenAPI document (hundreds of KB), logs no error and keeps serving', async () => {
    const logs = await logsOfHangUps('/api/docs/openapi.json');
    expect([logs.nestErrors, logs.fatal, logs.error, logs.warn]).toEqual([[], [], [], []]);
    expect((await sendRaw(port, { method: 'GET', target: '/api/health' })).status).toBe(200);
  });

  it('on a page of the web app (sent as a file), notes the hang-up at info, with no error, no 500 and no stack', async () => {
    const logs = await logsOfHangUps('/');
    expect([logs.nestErrors, logs.fatal, logs.error, logs.warn]).toEqual([[], [], [], []]);
    expect(logs.info).toContain('client closed the connection before the response was complete');
    expect((await sendRaw(port, { method: 'GET', target: '/' })).status).toBe(200);
  });
});
