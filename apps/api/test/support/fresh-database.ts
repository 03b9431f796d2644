import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { type AppConfig, loadConfig } from '../../src/config/app-config';
import type { DatabaseKind } from './test-app';

/** A database of its own for a migration test, and the way to remove it again. */
export interface FreshDatabase {
  readonly config: AppConfig;
  drop(): Promise<void>;
}

/** One statement on the test server's maintenance connection (creating or dropping a database). */
async function adminQuery(sql: string): Promise<void> {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * An empty SQLite file in a temporary folder, or an empty PostgreSQL database created on TEST_DATABASE_URL's server,
 * so that a test can apply migrations one by one without touching the other suites' data. `name` tells whose it is.
 */
export async function freshDatabase(kind: DatabaseKind, name: string, env: Record<string, string> = {}): Promise<FreshDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `taxatlas-${name}-`));
  const baseEnv = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'integration-test-secret-0123456789abcdef',
    ...env,
  };
  const removeFolder = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'sqlite') return { config: loadConfig(baseEnv), drop: async () => removeFolder() };
  const database = `taxatlas_${name.replace(/-/g, '_')}_${process.pid}_${Date.now()}`;
  await adminQuery(`create database "${database}"`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return {
    config: loadConfig({ ...baseEnv, DATABASE_URL: url.toString() }),
    drop: async () => {
      await adminQuery(`drop database if exists "${database}" with (force)`);
      removeFolder();
    },
  };
}
