// The desktop app's server side, free of Electron: main (index.ts) runs it inside Electron, and the desktop tests run
// the same built file (out/main/desktop-server.js) under Node. Everything the app does with its data goes through here.
import { join } from 'node:path';
import { startServer, type RunningServer, type StartServerOptions } from '@taxatlas/api/dist/server';
import { inspectSqliteBackup, restoreSqliteBackup } from '@taxatlas/api/dist/database/sqlite-backup';
import type { BridgeChannel } from '@taxatlas/contracts/desktop-bridge';
import { createBridgeHandlers, type BridgeHandler, type ExportFileWriter } from './bridge-handlers';
import { createSettingsStore, type SettingsStore } from './desktop-settings';
import { apiBaseUrlFor, desktopServerEnvironment, desktopServerHost } from './server-launch';
import { createServerConnection, type ServerConnectionService } from './server-connection';
import { createSessionVault, type SecretCipher, type SessionVault } from './session-vault';
import { chooseStablePort, isPortFree } from './stable-port';

export { sqliteIntegrityCheck } from '@taxatlas/api/dist/database/sqlite-backup';

export interface DesktopServerOptions {
  /** `app.getPath('userData')`: the database, uploads and settings live there, per OS user. */
  readonly userDataDir: string;
  readonly webRoot: string;
  readonly isPackaged: boolean;
  readonly env: Record<string, string | undefined>;
  /** Electron's safeStorage in the app. */
  readonly cipher: SecretCipher;
  /** A save dialog in the app. */
  readonly writeExportFile: ExportFileWriter;
  readonly fetch?: typeof fetch;
  readonly isFree?: (port: number) => Promise<boolean>;
}

export interface DesktopServer {
  /** The renderer's origin, `http://127.0.0.1:<port>`: the same at every launch of this install. */
  readonly origin: string;
  readonly port: number;
  /** The port of earlier launches when another program had taken it and the origin had to change. */
  readonly replacedPort?: number;
  readonly settings: SettingsStore;
  readonly connection: ServerConnectionService;
  readonly sessions: SessionVault;
  /** The main-process side of the bridge, by IPC channel. */
  readonly handlers: Readonly<Record<BridgeChannel, BridgeHandler>>;
  /** The running API (replaced by a restore). */
  api(): RunningServer;
  backupTo(targetFile: string): Promise<void>;
  /** Checks the backup, stops the API, puts the backup in place (keeping the old file aside) and starts again. */
  restoreFrom(backupFile: string): Promise<{ previousCopy: string }>;
  close(): Promise<void>;
}

const SETTINGS_FILE = 'desktop-settings.json';

function isAddressInUse(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'EADDRINUSE';
}

export async function startDesktopServer(options: DesktopServerOptions): Promise<DesktopServer> {
  const {
    userDataDir,
    webRoot,
    isPackaged,
    cipher,
    writeExportFile,
    isFree = (port: number) => isPortFree(port, desktopServerHost),
  } = options;
  const settings = createSettingsStore(join(userDataDir, SETTINGS_FILE));
  const env = desktopServerEnvironment(options.env, { isPackaged, userDataDir });
  // Created once the port is known; the CSP asks it per response, so a later connect or disconnect applies at once.
  const connectionRef: { current?: ServerConnectionService } = {};

  const startOn = (port: number): Promise<RunningServer> => {
    const startOptions: StartServerOptions = {
      host: desktopServerHost,
      port,
      dataDir: userDataDir,
      webRoot,
      env,
      // Only the app's own origin: a web page that rebinds some domain to 127.0.0.1 arrives with its own Host.
      allowedHosts: [`${desktopServerHost}:${port}`],
      extraCspOrigins: () => connectionRef.current?.extraOrigins() ?? [],
    };
    return startServer(startOptions);
  };

  // The stored port can be taken between the check and the bind; then one more choice, like a taken port at start.
  let choice = await chooseStablePort({ stored: settings.read().port, isFree });
  let api: RunningServer;
  try {
    api = await startOn(choice.port);
  } catch (error) {
    if (!isAddressInUse(error)) throw error;
    choice = { ...(await chooseStablePort({ stored: choice.port, isFree })), replaced: choice.replaced ?? choice.port };
    api = await startOn(choice.port);
  }
  const { port } = choice;
  if (settings.read().port !== port) settings.update((current) => ({ ...current, port }));

  const origin = `http://${desktopServerHost}:${port}`;
  const connection = createServerConnection({
    store: settings,
    localApiBaseUrl: apiBaseUrlFor(origin),
    appOrigin: origin,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  connectionRef.current = connection;
  const sessions = createSessionVault(settings, cipher);
  const handlers = createBridgeHandlers({
    // Through a getter, so that calls after a restore reach the new API.
    savedCalculations: {
      list: (filter) => api.savedCalculations.list(filter),
      save: (draft) => api.savedCalculations.save(draft),
      rename: (id, changes) => api.savedCalculations.rename(id, changes),
      remove: (id) => api.savedCalculations.remove(id),
      findByIds: (ids) => api.savedCalculations.findByIds(ids),
    },
    connection,
    sessions,
    writeExportFile,
  });

  let closed = false;
  return {
    origin,
    port,
    ...(choice.replaced === undefined ? {} : { replacedPort: choice.replaced }),
    settings,
    connection,
    sessions,
    handlers,
    api: () => api,
    backupTo: (targetFile) => api.backupTo(targetFile),
    async restoreFrom(backupFile) {
      const databaseFile = api.databaseFile;
      if (!databaseFile) throw new Error('Only the SQLite database of the desktop app can be restored from a backup.');
      const inspection = await inspectSqliteBackup(backupFile);
      if (!inspection.ok) throw new Error(`This file cannot be restored: ${inspection.reason}`);
      await api.close();
      try {
        return await restoreSqliteBackup({ backupFile, databaseFile });
      } finally {
        // Started again whatever happened: on a failed restore, on the untouched database.
        api = await startOn(port);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await api.close();
    },
  };
}
