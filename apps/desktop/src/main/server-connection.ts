import type { HealthResponse } from '@taxatlas/contracts/api';
import type { ServerCheck, ServerConnection } from '@taxatlas/contracts/desktop-bridge';
import type { SettingsStore } from './desktop-settings';

/** How long a health check may take before the server counts as unreachable. */
export const HEALTH_CHECK_TIMEOUT_MS = 8_000;

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The server URL the user typed, normalised (no trailing slash, query or fragment), or an error to show. Plain http is
 * accepted only for this computer: a session token sent to a hosted server must travel encrypted.
 */
export function normaliseServerUrl(input: string): { url: string } | { error: string } {
  const text = input.trim();
  if (text === '') return { error: 'Enter the address of a TaxAtlas server.' };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return { error: `"${text}" is not a web address.` };
  }
  if (url.username || url.password) return { error: 'The address must not contain a user name or password.' };
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopbackHosts.has(url.hostname))) {
    return { error: 'Use an https:// address (plain http is allowed only for this computer).' };
  }
  const path = url.pathname.replace(/\/+$/, '');
  return { url: `${url.origin}${path}` };
}

function isHealthResponse(value: unknown): value is HealthResponse {
  if (typeof value !== 'object' || value === null) return false;
  const health = value as Partial<Record<keyof HealthResponse, unknown>>;
  return (health.status === 'ok' || health.status === 'error') && typeof health.version === 'string';
}

export interface ServerConnectionService {
  current(): ServerConnection;
  /** The session key of the current connection: 'local' or the remote server's URL. */
  sessionKey(): string;
  /** Origins the page may call besides its own (the remote server, when connected). */
  extraOrigins(): readonly string[];
  check(input: string): Promise<ServerCheck>;
  connectRemote(input: string): Promise<ServerCheck>;
  useLocal(): ServerConnection;
}

export interface ServerConnectionOptions {
  readonly store: SettingsStore;
  /** The local API, `http://127.0.0.1:<port>/api`. */
  readonly localApiBaseUrl: string;
  /** The renderer's origin, sent as Origin on the check so that a server refusing desktop clients is caught now. */
  readonly appOrigin: string;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

export function createServerConnection({
  store,
  localApiBaseUrl,
  appOrigin,
  fetch: fetchImpl = fetch,
  timeoutMs = HEALTH_CHECK_TIMEOUT_MS,
}: ServerConnectionOptions): ServerConnectionService {
  const current = (): ServerConnection => {
    const remote = store.read().remote;
    if (!remote) return { mode: 'local', apiBaseUrl: localApiBaseUrl };
    return { mode: 'remote', serverUrl: remote.serverUrl, apiBaseUrl: `${remote.serverUrl}/api` };
  };

  const check = async (input: string): Promise<ServerCheck> => {
    const normalised = normaliseServerUrl(input);
    if ('error' in normalised) return { ok: false, error: normalised.error };
    const serverUrl = normalised.url;
    let response: Response;
    try {
      response = await fetchImpl(`${serverUrl}/api/health`, {
        headers: { Accept: 'application/json', Origin: appOrigin },
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'it did not answer in time' : 'it could not be reached';
      return { ok: false, serverUrl, error: `No TaxAtlas server at ${serverUrl}: ${reason}.` };
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    if (!isHealthResponse(body)) return { ok: false, serverUrl, error: `${serverUrl} does not look like a TaxAtlas server.` };
    if (!response.ok || body.status !== 'ok') {
      return { ok: false, serverUrl, error: `The server at ${serverUrl} is not healthy right now (database ${body.database}).` };
    }
    if (response.headers.get('access-control-allow-origin') !== appOrigin) {
      return {
        ok: false,
        serverUrl,
        error: `The server at ${serverUrl} does not accept the desktop app yet: its operator sets CORS_ALLOW_LOOPBACK_ORIGINS=true (docs/deployment.md).`,
      };
    }
    return { ok: true, serverUrl, version: body.version };
  };

  return {
    current,
    sessionKey: () => {
      const connection = current();
      return connection.mode === 'remote' ? connection.serverUrl : 'local';
    },
    extraOrigins: () => {
      const connection = current();
      return connection.mode === 'remote' ? [new URL(connection.serverUrl).origin] : [];
    },
    check,
    async connectRemote(input) {
      const result = await check(input);
      if (result.ok) store.update((settings) => ({ ...settings, remote: { serverUrl: result.serverUrl } }));
      return result;
    },
    useLocal() {
      store.update(({ remote: _remote, ...rest }) => rest);
      return current();
    },
  };
}
