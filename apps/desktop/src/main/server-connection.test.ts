import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSettingsStore, type SettingsStore } from './desktop-settings';
import { createServerConnection, normaliseServerUrl, type ServerConnectionOptions } from './server-connection';

describe('normaliseServerUrl', () => {
  it.each([
    ['tax.example.com', 'https://tax.example.com'],
    ['  https://tax.example.com/  ', 'https://tax.example.com'],
    ['HTTPS://Tax.Example.COM', 'https://tax.example.com'],
    ['https://tax.example.com:8443/taxatlas//', 'https://tax.example.com:8443/taxatlas'],
    ['https://tax.example.com/taxatlas/?tab=1#top', 'https://tax.example.com/taxatlas'],
    ['https://tax.example.com:443/', 'https://tax.example.com'],
    ['localhost:3000', 'https://localhost:3000'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://127.0.0.1:3000/', 'http://127.0.0.1:3000'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
  ])('accepts %j as %s', (input, url) => {
    expect(normaliseServerUrl(input)).toEqual({ url });
  });

  it.each(['', '   '])('asks for an address when given %j', (input) => {
    expect(normaliseServerUrl(input)).toEqual({ error: 'Enter the address of a TaxAtlas server.' });
  });

  it.each(['https://tax example.com', 'https://', 'javascript:alert(1)'])('says %j is not a web address', (input) => {
    expect(normaliseServerUrl(input)).toEqual({ error: `"${input}" is not a web address.` });
  });

  it.each(['https://admin:secret@tax.example.com', 'https://admin@tax.example.com', 'http://user:pw@localhost:3000'])(
    'refuses credentials in %s',
    (input) => {
      expect(normaliseServerUrl(input)).toEqual({ error: 'The address must not contain a user name or password.' });
    },
  );

  it.each([
    'http://tax.example.com',
    'http://localhost.example.com',
    'http://127.0.0.1.nip.io',
    'http://192.168.1.10:3000',
    'ftp://tax.example.com',
    'file:///etc/passwd',
    'ws://localhost:3000',
  ])('refuses %s: a token must travel encrypted unless it stays on this computer', (input) => {
    expect(normaliseServerUrl(input)).toEqual({ error: 'Use an https:// address (plain http is allowed only for this computer).' });
  });
});

type FetchCall = { url: string; init: RequestInit | undefined };

/** A fetch that records its calls and answers with `respond`. */
function fakeFetch(respond: (url: string, init: RequestInit | undefined) => Response | Promise<Response>): typeof fetch & {
  calls: FetchCall[];
} {
  const calls: FetchCall[] = [];
  const impl = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    calls.push({ url, init });
    return respond(url, init);
  };
  return Object.assign(impl as typeof fetch, { calls });
}

const appOrigin = 'http://127.0.0.1:24680';
const localApiBaseUrl = `${appOrigin}/api`;

const json = (body: unknown, init: ResponseInit = {}): Response =>
  new Response(JSON.stringify(body), { status: 200, ...init, headers: { 'content-type': 'application/json', ...init.headers } });

/** A TaxAtlas server that lets the desktop app's origin call it. */
const healthy = (version = '1.4.0'): Response =>
  json({ status: 'ok', database: 'up', version }, { headers: { 'access-control-allow-origin': appOrigin } });

describe('createServerConnection', () => {
  let dir = '';
  let store: SettingsStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'taxatlas-connection-'));
    store = createSettingsStore(join(dir, 'desktop-settings.json'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const connect = (options: Partial<ServerConnectionOptions>) => createServerConnection({ store, localApiBaseUrl, appOrigin, ...options });

  describe('check', () => {
    it('asks <url>/api/health as the app, and reports the version of a server that accepts it', async () => {
      const fetch = fakeFetch(() => healthy('1.4.0'));
      expect(await connect({ fetch }).check('tax.example.com/')).toEqual({
        ok: true,
        serverUrl: 'https://tax.example.com',
        version: '1.4.0',
      });
      expect(fetch.calls).toHaveLength(1);
      const [{ url, init }] = fetch.calls as [FetchCall];
      expect(url).toBe('https://tax.example.com/api/health');
      expect(new Headers(init?.headers).get('origin')).toBe(appOrigin);
      // A redirect could carry the check (and later the token) somewhere else.
      expect(init?.redirect).toBe('error');
      expect(init?.signal).toBeInstanceOf(AbortSignal);
    });

    it('does not call anything for an address it refuses', async () => {
      const fetch = fakeFetch(() => healthy());
      expect(await connect({ fetch }).check('http://tax.example.com')).toEqual({
        ok: false,
        error: 'Use an https:// address (plain http is allowed only for this computer).',
      });
      expect(fetch.calls).toHaveLength(0);
    });

    it('refuses a server that does not allow the desktop app in CORS, telling its operator what to set', async () => {
      const result = await connect({ fetch: fakeFetch(() => json({ status: 'ok', database: 'up', version: '1.4.0' })) }).check(
        'https://tax.example.com',
      );
      expect(result).toEqual({
        ok: false,
        serverUrl: 'https://tax.example.com',
        error: expect.stringContaining('does not accept the desktop app'),
      });
      expect(result.ok === false && result.error).toContain('CORS_ALLOW_LOOPBACK_ORIGINS=true');
    });

    it('refuses a server that allows some other origin', async () => {
      const fetch = fakeFetch(() =>
        json({ status: 'ok', database: 'up', version: '1.4.0' }, { headers: { 'access-control-allow-origin': 'https://tax.example.com' } }),
      );
      expect(await connect({ fetch }).check('https://tax.example.com')).toMatchObject({
        ok: false,
        error: expect.stringContaining('CORS_ALLOW_LOOPBACK_ORIGINS'),
      });
    });

    it.each([
      ['a web page', () => new Response('<!doctype html><title>Shop</title>', { headers: { 'content-type': 'text/html' } })],
      ['some other JSON API', () => json({ hello: 'world' }, { headers: { 'access-control-allow-origin': appOrigin } })],
      ['a 404', () => new Response('Not Found', { status: 404 })],
    ])('says %s does not look like a TaxAtlas server', async (_name, respond) => {
      expect(await connect({ fetch: fakeFetch(respond) }).check('https://tax.example.com')).toEqual({
        ok: false,
        serverUrl: 'https://tax.example.com',
        error: 'https://tax.example.com does not look like a TaxAtlas server.',
      });
    });

    it('refuses a TaxAtlas server whose database is down, saying so', async () => {
      const fetch = fakeFetch(() =>
        json(
          { status: 'error', database: 'down', version: '1.4.0' },
          { status: 503, headers: { 'access-control-allow-origin': appOrigin } },
        ),
      );
      expect(await connect({ fetch }).check('https://tax.example.com')).toEqual({
        ok: false,
        serverUrl: 'https://tax.example.com',
        error: 'The server at https://tax.example.com is not healthy right now (database down).',
      });
    });

    it('says a server that cannot be reached cannot be reached', async () => {
      const fetch = fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
      expect(await connect({ fetch }).check('https://tax.example.com')).toEqual({
        ok: false,
        serverUrl: 'https://tax.example.com',
        error: 'No TaxAtlas server at https://tax.example.com: it could not be reached.',
      });
    });

    it('gives up on a server that does not answer in time', async () => {
      // Rejects as fetch does when its signal aborts. The reason is re-created in this realm: jest's sandbox has its own
      // Error, so Node's DOMException is no `instanceof Error` here, as it is in Node and Electron.
      const fetch = fakeFetch(
        (_url, init) =>
          new Promise<Response>((_resolve, reject) => {
            const signal = init?.signal;
            signal?.addEventListener('abort', () => {
              const reason = signal.reason as { name: string; message: string };
              reject(Object.assign(new Error(reason.message), { name: reason.name }));
            });
          }),
      );
      expect(await connect({ fetch, timeoutMs: 20 }).check('https://tax.example.com')).toEqual({
        ok: false,
        serverUrl: 'https://tax.example.com',
        error: 'No TaxAtlas server at https://tax.example.com: it did not answer in time.',
      });
    });
  });

  describe('the connection', () => {
    it('is the local API until the user connects to a server', () => {
      const connection = connect({ fetch: fakeFetch(() => healthy()) });
      expect(connection.current()).toEqual({ mode: 'local', apiBaseUrl: localApiBaseUrl });
      expect(connection.sessionKey()).toBe('local');
      expect(connection.extraOrigins()).toEqual([]);
    });

    it('switches to a server that passes the check, and remembers it at the next launch', async () => {
      const connection = connect({ fetch: fakeFetch(() => healthy()) });
      await expect(connection.connectRemote('tax.example.com/taxatlas/')).resolves.toMatchObject({ ok: true });
      const expected = {
        mode: 'remote',
        serverUrl: 'https://tax.example.com/taxatlas',
        apiBaseUrl: 'https://tax.example.com/taxatlas/api',
      };
      expect(connection.current()).toEqual(expected);
      expect(connection.sessionKey()).toBe('https://tax.example.com/taxatlas');
      expect(connection.extraOrigins()).toEqual(['https://tax.example.com']);

      const nextLaunch = createServerConnection({
        store: createSettingsStore(join(dir, 'desktop-settings.json')),
        localApiBaseUrl,
        appOrigin,
      });
      expect(nextLaunch.current()).toEqual(expected);
    });

    it('stays where it was when the check fails', async () => {
      store.update(() => ({ port: 24_680, remote: { serverUrl: 'https://old.example.com' } }));
      const connection = connect({ fetch: fakeFetch(() => json({ status: 'ok', database: 'up', version: '1.4.0' })) });
      await expect(connection.connectRemote('https://tax.example.com')).resolves.toMatchObject({ ok: false });
      expect(connection.current()).toMatchObject({ mode: 'remote', serverUrl: 'https://old.example.com' });
      expect(store.read()).toEqual({ port: 24_680, remote: { serverUrl: 'https://old.example.com' } });
    });

    it('goes back to the local API, keeping the other settings', async () => {
      store.update(() => ({ port: 24_680, windowState: { width: 1000, height: 700, maximized: false } }));
      const connection = connect({ fetch: fakeFetch(() => healthy()) });
      await connection.connectRemote('https://tax.example.com');
      expect(connection.useLocal()).toEqual({ mode: 'local', apiBaseUrl: localApiBaseUrl });
      expect(connection.sessionKey()).toBe('local');
      expect(store.read()).toEqual({ port: 24_680, windowState: { width: 1000, height: 700, maximized: false } });
    });
  });

  describe('against a real HTTP server, with the real fetch', () => {
    let server: Server | undefined;
    afterEach(async () => {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    });

    async function serve(handle: (request: IncomingMessage, response: ServerResponse) => void): Promise<string> {
      const started = createServer(handle);
      server = started;
      await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
    }

    it('passes a server that answers CORS for the Origin it was sent', async () => {
      const seen: { path?: string; origin?: string } = {};
      const url = await serve((request, response) => {
        seen.path = request.url;
        seen.origin = request.headers.origin;
        response.setHeader('content-type', 'application/json');
        if (request.headers.origin) response.setHeader('access-control-allow-origin', request.headers.origin);
        response.end(JSON.stringify({ status: 'ok', database: 'up', version: '2.0.0' }));
      });
      expect(await connect({}).check(`${url}/`)).toEqual({ ok: true, serverUrl: url, version: '2.0.0' });
      expect(seen).toEqual({ path: '/api/health', origin: appOrigin });
    });

    it('does not follow a redirect, even to a server that would pass', async () => {
      const url = await serve((request, response) => {
        if (request.url === '/api/health') {
          response.writeHead(302, { location: '/elsewhere/api/health' }).end();
          return;
        }
        response.setHeader('content-type', 'application/json');
        response.setHeader('access-control-allow-origin', appOrigin);
        response.end(JSON.stringify({ status: 'ok', database: 'up', version: '2.0.0' }));
      });
      expect(await connect({}).check(url)).toEqual({
        ok: false,
        serverUrl: url,
        error: `No TaxAtlas server at ${url}: it could not be reached.`,
      });
    });
  });
});
