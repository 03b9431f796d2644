import type { WrongFigureTrackingData } from './wrong-figure-report';

/**
 * The one bridge between the web app and whatever hosts it, declared once. The desktop preload implements
 * it over IPC (apps/desktop/src/preload), the browser build implements it with the browser's own storage
 * (apps/web/src/lib/bridge/browser-bridge.ts), and the web app only ever talks to `TaxAtlasBridge`.
 * Everything crossing it is plain, structured-cloneable data: no functions, no class instances.
 */

/** A calculation as the results panel shows it: the calculator page with its inputs, and the figures it showed. */
export type CalculationSnapshot = Omit<WrongFigureTrackingData, 'kind'>;

/** One saved calculation: named, filed under a client, reopened later with the same inputs. */
export interface SavedCalculation {
  readonly id: string;
  /** Who the calculation is for, e.g. "Smith & Co"; calculations are listed grouped by client. */
  readonly client: string;
  /** What it is, e.g. "Salary review April". */
  readonly name: string;
  readonly calculation: CalculationSnapshot;
  /** ISO 8601 timestamps. */
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** What the user types to save (or rename) a calculation. */
export interface SavedCalculationDraft {
  readonly client: string;
  readonly name: string;
  readonly calculation: CalculationSnapshot;
}

/** Client and name limits, the same on every side of the bridge. */
export const SAVED_CALCULATION_LIMITS = { client: 120, name: 160 } as const;

export type SavedCalculationExportFormat = 'csv' | 'json';

/** The outcome of an export: where the file went, or that the user cancelled the save dialog. */
export type SavedCalculationExportResult =
  { readonly saved: true; readonly fileName: string; readonly count: number } | { readonly saved: false };

export interface SavedCalculationsBridge {
  /** Newest first; `client` narrows to one client (exact match). */
  list(filter?: { readonly client?: string }): Promise<readonly SavedCalculation[]>;
  save(draft: SavedCalculationDraft): Promise<SavedCalculation>;
  rename(id: string, changes: { readonly client?: string; readonly name?: string }): Promise<SavedCalculation>;
  remove(id: string): Promise<void>;
  /** Writes the listed calculations (all when `ids` is absent) to a file the user picks (desktop) or downloads (browser). */
  export(format: SavedCalculationExportFormat, ids?: readonly string[]): Promise<SavedCalculationExportResult>;
}

/**
 * Which server the web app's API calls go to. `local` is the API inside the desktop app (or, in a browser, the site
 * the page came from); `remote` is a hosted TaxAtlas server the desktop app was connected to in its settings.
 */
export type ServerConnection =
  | { readonly mode: 'local'; readonly apiBaseUrl: string }
  | { readonly mode: 'remote'; readonly apiBaseUrl: string; readonly serverUrl: string };

/** The result of checking a server's /api/health before connecting to it. */
export type ServerCheck =
  | { readonly ok: true; readonly serverUrl: string; readonly version: string }
  | { readonly ok: false; readonly serverUrl?: string; readonly error: string };

export interface ConnectionBridge {
  /** Whether this host can connect to another server at all (the desktop app can; a browser page cannot). */
  readonly canConnectRemote: boolean;
  current(): Promise<ServerConnection>;
  /** Checks `url` (its /api/health) without changing anything. */
  check(url: string): Promise<ServerCheck>;
  /** Checks, then connects: the app reloads against that server. Resolves with the check when it failed. */
  connectRemote(url: string): Promise<ServerCheck>;
  /** Back to the local server; forgets the remote session. The app reloads. */
  useLocal(): Promise<void>;
}

/**
 * The signed-in session's token. A browser keeps it in localStorage; the desktop app keeps a remote server's token
 * encrypted with the OS keychain (Electron's safeStorage), never in the renderer's storage.
 */
export interface SessionBridge {
  read(): Promise<string | null>;
  write(token: string | null): Promise<void>;
}

export interface TaxAtlasBridge {
  readonly platform: 'desktop' | 'web';
  /** The app's version: the desktop app's package version, or the web build's. */
  readonly version: string;
  readonly savedCalculations: SavedCalculationsBridge;
  readonly connection: ConnectionBridge;
  readonly session: SessionBridge;
}

/**
 * The IPC channels of the desktop implementation, one per bridge method: the preload invokes them and the main
 * process handles them, both from this list so that neither can drift.
 */
export const bridgeChannels = {
  savedCalculationsList: 'taxatlas:saved-calculations:list',
  savedCalculationsSave: 'taxatlas:saved-calculations:save',
  savedCalculationsRename: 'taxatlas:saved-calculations:rename',
  savedCalculationsRemove: 'taxatlas:saved-calculations:remove',
  savedCalculationsExport: 'taxatlas:saved-calculations:export',
  connectionCurrent: 'taxatlas:connection:current',
  connectionCheck: 'taxatlas:connection:check',
  connectionConnectRemote: 'taxatlas:connection:connect-remote',
  connectionUseLocal: 'taxatlas:connection:use-local',
  sessionRead: 'taxatlas:session:read',
  sessionWrite: 'taxatlas:session:write',
} as const;

export type BridgeChannel = (typeof bridgeChannels)[keyof typeof bridgeChannels];

/** How a bridge call reaches its host: `ipcRenderer.invoke` in the preload, a Playwright binding in tests. */
export type BridgeInvoke = (channel: BridgeChannel, ...args: unknown[]) => Promise<unknown>;

/**
 * The desktop bridge over an `invoke` function. The preload calls this with `ipcRenderer.invoke`; the desktop tests
 * call it with a Playwright binding to the same main-process handlers, so both run the same code.
 */
export function createInvokeBridge(invoke: BridgeInvoke, info: { readonly version: string }): TaxAtlasBridge {
  const call = <T>(channel: BridgeChannel, ...args: unknown[]): Promise<T> => invoke(channel, ...args) as Promise<T>;
  return {
    platform: 'desktop',
    version: info.version,
    savedCalculations: {
      list: (filter) => call(bridgeChannels.savedCalculationsList, filter ?? {}),
      save: (draft) => call(bridgeChannels.savedCalculationsSave, draft),
      rename: (id, changes) => call(bridgeChannels.savedCalculationsRename, id, changes),
      remove: (id) => call(bridgeChannels.savedCalculationsRemove, id),
      export: (format, ids) => call(bridgeChannels.savedCalculationsExport, format, ids),
    },
    connection: {
      canConnectRemote: true,
      current: () => call(bridgeChannels.connectionCurrent),
      check: (url) => call(bridgeChannels.connectionCheck, url),
      connectRemote: (url) => call(bridgeChannels.connectionConnectRemote, url),
      useLocal: () => call(bridgeChannels.connectionUseLocal),
    },
    session: {
      read: () => call(bridgeChannels.sessionRead),
      write: (token) => call(bridgeChannels.sessionWrite, token),
    },
  };
}
