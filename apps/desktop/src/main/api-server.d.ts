// The API is compiled by SWC to CommonJS without declaration files, so the desktop states here the
// contract it relies on (apps/api/src/server.ts, apps/api/src/database/sqlite-backup.ts). Keep it in step with
// those files; the desktop's tests start the real built API through these declarations, so a mismatch fails them.
declare module '@taxatlas/api/dist/server' {
  import type { SavedCalculation, SavedCalculationDraft } from '@taxatlas/contracts/desktop-bridge';

  export interface StartServerOptions {
    port: number;
    host: string;
    /** SQLite lives at `<dataDir>/taxatlas.sqlite`. */
    dataDir: string;
    /** Folder of the web build (index.html) that the server serves next to `/api`. */
    webRoot?: string;
    env?: Record<string, string | undefined>;
    /** Host headers the server answers; any other gets a 400 (DNS rebinding). */
    allowedHosts?: readonly string[];
    /** Origins added to the CSP's connect-src and img-src, asked per response. */
    extraCspOrigins?: () => readonly string[];
  }
  export interface RunningServer {
    /** Origin the server listens on, e.g. `http://127.0.0.1:49152`. */
    url: string;
    /** The SQLite file, when the server runs on SQLite. */
    databaseFile?: string;
    savedCalculations: {
      list(filter?: { client?: string }): Promise<SavedCalculation[]>;
      save(draft: SavedCalculationDraft): Promise<SavedCalculation>;
      rename(id: string, changes: { client?: string; name?: string }): Promise<SavedCalculation>;
      remove(id: string): Promise<void>;
      findByIds(ids: readonly string[]): Promise<SavedCalculation[]>;
    };
    /** A consistent copy of the live SQLite database (VACUUM INTO); refuses an existing target. */
    backupTo(targetFile: string): Promise<void>;
    close(): Promise<void>;
  }
  export function startServer(options: StartServerOptions): Promise<RunningServer>;
}

declare module '@taxatlas/api/dist/database/sqlite-backup' {
  export function inspectSqliteBackup(file: string): Promise<{ ok: true } | { ok: false; reason: string }>;
  export function restoreSqliteBackup(options: { backupFile: string; databaseFile: string }): Promise<{ previousCopy: string }>;
  export function sqliteIntegrityCheck(file: string): Promise<string>;
}
