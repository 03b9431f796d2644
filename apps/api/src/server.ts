import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from './app';
import { loadConfig } from './config/app-config';

export interface StartServerOptions {
  port: number;
  host: string;
  dataDir: string;
  webRoot?: string;
  env?: Record<string, string | undefined>;
}

export interface RunningServer {
  url: string;
  app: NestFastifyApplication;
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
  });
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  const address = app.getHttpAdapter().getInstance().server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const displayHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  return { url: `http://${displayHost}:${port}`, app, close: () => app.close() };
}
