import { MikroORM } from '@mikro-orm/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from './app';
import { loadConfig } from './config/app-config';
import { backupSqliteDatabase } from './database/sqlite-backup';
import { SavedCalculationsService } from './modules/saved-calculations/saved-calculations.service';

export interface StartServerOptions {
  port: number;
  host: string;
  dataDir: string;
  webRoot?: string;
  env?: Record<string, string | undefined>;
  /** Host headers answered; any other gets a 400 (the desktop app: its own origin only, against DNS rebinding). */
  allowedHosts?: readonly string[];
  /** Origins added to the CSP's connect-src and img-src, asked per response (the desktop app's remote server). */
  extraCspOrigins?: () => readonly string[];
}

export interface RunningServer {
  url: string;
  app: NestFastifyApplication;
  /** The SQLite file, when the server runs on SQLite. */
  databaseFile?: string;
  /** Saved calculations, for the desktop app's bridge (no HTTP route serves them). */
  savedCalculations: Pick<SavedCalculationsService, 'list' | 'save' | 'rename' | 'remove' | 'findByIds'>;
  /** A consistent copy of the live SQLite database at `targetFile`, which must not exist yet. */
  backupTo(targetFile: string): Promise<void>;
  close(): Promise<void>;
}

/** Starts TaxAtlas on a host and port (SQLite in dataDir unless env names a DATABASE_URL); used by the desktop app. */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const config = loadConfig({
    ...(options.env ?? process.env),
    PORT: String(options.port),
    HOST: options.host,
    DATA_DIR: options.dataDir,
    ...(options.webRoot ? { WEB_ROOT: options.webRoot } : {}),
    ...(options.allowedHosts ? { ALLOWED_HOSTS: options.allowedHosts.join(',') } : {}),
  });
  const app = await createApp(config, options.extraCspOrigins ? { extraCspOrigins: options.extraCspOrigins } : {});
  await app.listen(config.port, config.host);
  const address = app.getHttpAdapter().getInstance().server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const displayHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  const databaseFile = config.database.kind === 'sqlite' ? config.database.file : undefined;
  return {
    url: `http://${displayHost}:${port}`,
    app,
    ...(databaseFile ? { databaseFile } : {}),
    savedCalculations: app.get(SavedCalculationsService),
    backupTo: async (targetFile) => {
      if (!databaseFile) throw new Error('Backups from the app are for SQLite; back up PostgreSQL with its own tools (pg_dump)');
      await backupSqliteDatabase(app.get(MikroORM), targetFile);
    },
    close: () => app.close(),
  };
}
