import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import { createApp } from '../../src/app';
import type { CalculatorDeclarations } from '../../src/modules/calculators/calculator-declarations';
import type { Clock } from '../../src/common/time/clock';
import { loadConfig } from '../../src/config/app-config';

export type DatabaseKind = 'sqlite' | 'postgresql';

/**
 * The databases every integration suite runs against. PostgreSQL comes from TEST_DATABASE_URL, which
 * `npm run test:api` always sets (finding or starting a server); run through jest alone without it, the
 * PostgreSQL half is reported as skipped rather than silently passing.
 */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgresql'] : ['sqlite'];
if (!process.env.TEST_DATABASE_URL) {
  console.warn('TEST_DATABASE_URL is not set: PostgreSQL integration tests are skipped (use npm run test:api).');
}

export interface TestApp {
  readonly app: NestFastifyApplication;
  readonly dataDir: string;
  /** Where the app's database lives: a SQLite file or a PostgreSQL URL. */
  readonly databaseUrl: string | undefined;
  /** The same data folder and database, started again (with extra environment, when given). */
  restart(extraEnv?: Record<string, string>): Promise<TestApp>;
  close(): Promise<void>;
}

function databaseUrlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function boot(
  kind: DatabaseKind,
  dataDir: string,
  databaseUrl: string | undefined,
  cleanUp: () => Promise<void>,
  env: Record<string, string> = {},
  clock?: Clock,
  calculators?: CalculatorDeclarations,
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'integration-test-secret-0123456789abcdef',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const app = await createApp(config, { ...(clock ? { clock } : {}), ...(calculators ? { calculators } : {}) });
  await app.getHttpAdapter().getInstance().ready();
  const testApp: TestApp = {
    app,
    dataDir,
    databaseUrl,
    async restart(extraEnv = {}) {
      await app.close();
      return boot(kind, dataDir, databaseUrl, cleanUp, { ...env, ...extraEnv }, clock, calculators);
    },
    async close() {
      await app.close();
      await cleanUp();
    },
  };
  return testApp;
}

/**
 * A fresh application with its own empty database (a new SQLite file, or a new PostgreSQL database).
 * Passport keeps strategies in one registry per process, so the JWT strategy of the app started last checks the tokens
 * of every app in the test file: keep one app with signed-in requests running at a time.
 */
export async function startTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  clock?: Clock,
  /** The calculators to serve instead of those declared on disk (fixtures). */
  calculators?: CalculatorDeclarations,
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'taxatlas-api-test-'));
  const removeDataDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'sqlite') return boot(kind, dataDir, undefined, removeDataDir, env, clock, calculators);

  const database = `taxatlas_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await withAdmin((client) => client.query(`create database "${database}"`));
  const dropDatabase = async () => {
    await withAdmin((client) => client.query(`drop database if exists "${database}" with (force)`));
    await removeDataDir();
  };
  return boot(kind, dataDir, databaseUrlFor(process.env.TEST_DATABASE_URL!, database), dropDatabase, env, clock, calculators);
}
