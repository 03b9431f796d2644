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

describe('loadConfig: rate limits, proxies and origins', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'taxatlas-config-'));
  const problemsOf = (env: Record<string, string>): readonly string[] => {
    try {
      loadConfig({ DATA_DIR: dataDir(), ...env });
    } catch (error) {
      return (error as ConfigError).problems;
    }
    return [];
  };

  it('limits each client to 600 API requests a minute by default; 0 turns the global limit off', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).rateLimitPerMinute).toBe(600);
    expect(loadConfig({ DATA_DIR: dataDir(), RATE_LIMIT_PER_MINUTE: '0' }).rateLimitPerMinute).toBe(0);
    expect(problemsOf({ RATE_LIMIT_PER_MINUTE: '-1' })).toEqual(['RATE_LIMIT_PER_MINUTE must be 0 or more']);
    expect(problemsOf({ RATE_LIMIT_PER_MINUTE: 'lots' })[0]).toContain('RATE_LIMIT_PER_MINUTE must be a whole number');
  });

  it('trusts no proxy unless TRUST_PROXY names addresses, ranges or a hop count, and never "true"', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.0/8, ::1, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    expect(problemsOf({ TRUST_PROXY: 'true' })[0]).toContain('TRUST_PROXY=true');
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/40' })[0]).toContain('"10.0.0.0/40"');
    expect(problemsOf({ TRUST_PROXY: 'proxy.example' })[0]).toContain('"proxy.example"');
  });

  it('reads REDIS_URL and CORS_ORIGINS, rejecting what is not a redis URL or an origin', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      REDIS_URL: 'redis://cache:6379',
      CORS_ORIGINS: 'https://a.example, http://localhost:5173',
    });
    expect(config.redisUrl).toBe('redis://cache:6379');
    expect(config.corsOrigins).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(loadConfig({ DATA_DIR: dataDir() }).corsOrigins).toEqual([]);
    expect(problemsOf({ REDIS_URL: 'http://cache' })).toEqual(['REDIS_URL must be a redis:// or rediss:// URL']);
    expect(problemsOf({ CORS_ORIGINS: 'https://a.example/path' })[0]).toContain('CORS_ORIGINS entry "https://a.example/path"');
  });
});
