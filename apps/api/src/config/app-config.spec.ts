import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'taxatlas-config-'));

  it('defaults to SQLite in DATA_DIR on port 3000', () => {
    const folder = dataDir();
    const config = loadConfig({ DATA_DIR: folder });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'sqlite', file: path.join(folder, 'taxatlas.sqlite') });
    expect(config.seedDemoData).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgresql://app@db:5432/taxatlas' });
    expect(config.database).toEqual({ kind: 'postgresql', url: 'postgresql://app@db:5432/taxatlas' });
  });

  it('generates and keeps a development secret so sessions survive a restart', () => {
    const folder = dataDir();
    const first = loadConfig({ DATA_DIR: folder }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: folder }).jwtSecret).toBe(first);
    expect(readFileSync(path.join(folder, '.jwt-secret'), 'utf8')).toBe(first);
  });

  it('refuses to start in production without a real secret, listing every problem', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual(['PORT must be a number', 'DATABASE_URL must be a postgres:// or postgresql:// URL']);
    }
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow('JWT_SECRET is required in production');
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), JWT_SECRET: 'short' })).toThrow('at least 32 characters');
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), JWT_SECRET: 'test-secret-for-jest-only-0123456789' })).toThrow(
      'published default',
    );
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), JWT_SECRET: 'a'.repeat(40) }).seedDemoData).toBe(false);
  });
});
