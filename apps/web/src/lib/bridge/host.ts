import type { ServerConnection, TaxAtlasBridge } from '@taxatlas/contracts/desktop-bridge';
import { createBrowserBridge, TOKEN_STORAGE_KEY } from './browser-bridge';

declare global {
  interface Window {
    /** The desktop preload's bridge (apps/desktop/src/preload); absent in a browser. */
    taxatlas?: TaxAtlasBridge;
  }
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

interface HostState {
  readonly bridge: TaxAtlasBridge;
  readonly connection: ServerConnection;
  /** The desktop app's session token, held in memory only: its copy at rest is the keychain-encrypted one. */
  desktopToken: string | null;
}

let state: HostState | undefined;

function browserBridge(): TaxAtlasBridge {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return createBrowserBridge({ storage: browserStorage, origin, version: 'web' });
}

function browserState(): HostState {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return { bridge: browserBridge(), connection: { mode: 'local', apiBaseUrl: `${origin}/api` }, desktopToken: null };
}

/**
 * Learns, before the app's first render (main.tsx), which host the page runs in and which server it talks to: the
 * desktop app answers over its bridge (its own API, or a hosted server chosen in its settings) and hands over the
 * session it keeps encrypted; a browser talks to the site it came from. Should the desktop bridge fail, the page
 * still renders, against its own origin.
 */
export async function bootHost(
  desktop: TaxAtlasBridge | undefined = typeof window === 'undefined' ? undefined : window.taxatlas,
): Promise<void> {
  if (!desktop) {
    state = browserState();
    return;
  }
  try {
    const [connection, token] = await Promise.all([desktop.connection.current(), desktop.session.read()]);
    state = { bridge: desktop, connection, desktopToken: token };
  } catch {
    state = { ...browserState(), bridge: desktop };
  }
}

function current(): HostState {
  state ??= browserState();
  return state;
}

/** The bridge of the host the page runs in (desktop or browser). */
export const hostBridge = (): TaxAtlasBridge => current().bridge;

/** The server the page talks to; `local` in a browser. */
export const hostConnection = (): ServerConnection => current().connection;

export const isDesktop = (): boolean => current().bridge.platform === 'desktop';

/** Absolute base URL of the API for this request, e.g. "http://127.0.0.1:23456/api" (no trailing slash). */
export function apiBaseUrl(): string {
  // No window when the build pre-renders pages in Node; nothing is fetched then.
  if (typeof window === 'undefined') return '/api';
  return current().connection.apiBaseUrl.replace(/\/+$/, '');
}

/**
 * The session token: in a browser, localStorage (read on every call, so that another tab's sign-in or sign-out applies
 * at once); in the desktop app, memory, persisted through the bridge to the keychain-encrypted settings.
 */
export function readHostToken(): string | undefined {
  const host = current();
  if (host.bridge.platform === 'desktop') return host.desktopToken ?? undefined;
  try {
    return browserStorage()?.getItem(TOKEN_STORAGE_KEY) || undefined;
  } catch {
    return undefined;
  }
}

export function writeHostToken(token: string | null): void {
  const host = current();
  if (host.bridge.platform === 'desktop') {
    host.desktopToken = token;
    void host.bridge.session.write(token).catch(() => undefined);
    return;
  }
  try {
    if (token === null) browserStorage()?.removeItem(TOKEN_STORAGE_KEY);
    else browserStorage()?.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage blocked: the session lasts as long as this page.
  }
}

/** For tests: forget what bootHost learnt. */
export function resetHostForTests(): void {
  state = undefined;
}
