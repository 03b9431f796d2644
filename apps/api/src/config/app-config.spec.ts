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

describe('loadConfig: accounts', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'taxatlas-config-'));
  const production = (env: Record<string, string>) => ({
    NODE_ENV: 'production',
    DATA_DIR: dataDir(),
    JWT_SECRET: 'x'.repeat(12) + 'q'.repeat(30),
    ...env,
  });
  const problemsOf = (env: Record<string, string>): readonly string[] => {
    try {
      loadConfig(env);
    } catch (error) {
      return (error as ConfigError).problems;
    }
    return [];
  };

  it('gives tokens seven days by default and reads JWT_EXPIRES_IN as a duration from a minute to 90 days', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).jwtExpiresInSeconds).toBe(7 * 86_400);
    expect(loadConfig({ DATA_DIR: dataDir(), JWT_EXPIRES_IN: '12h' }).jwtExpiresInSeconds).toBe(43_200);
    expect(loadConfig({ DATA_DIR: dataDir(), JWT_EXPIRES_IN: '3600' }).jwtExpiresInSeconds).toBe(3_600);
    for (const bad of ['30s', '91d', 'forever', '-1h', '']) {
      expect(problemsOf({ DATA_DIR: dataDir(), JWT_EXPIRES_IN: bad })[0]).toContain('JWT_EXPIRES_IN');
    }
  });

  it('limits contact messages to 5 an hour per address unless CONTACT_PER_IP_PER_HOUR says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).contactPerIpPerHour).toBe(5);
    expect(loadConfig({ DATA_DIR: dataDir(), CONTACT_PER_IP_PER_HOUR: '50' }).contactPerIpPerHour).toBe(50);
    expect(problemsOf({ DATA_DIR: dataDir(), CONTACT_PER_IP_PER_HOUR: '0' })).toEqual([
      'CONTACT_PER_IP_PER_HOUR must be a whole number from 1 to 1000000',
    ]);
  });

  it('has login and register limits with defaults, each a whole number set by the environment', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).authLimits).toEqual({
      loginFailuresPerIp: 5,
      loginFailuresPerAccount: 10,
      loginFailureWindowSeconds: 900,
      loginSlowdownAfter: 3,
      loginSlowdownStepMs: 500,
      registerPerIpPerHour: 10,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), REGISTER_PER_IP_PER_HOUR: '1000' }).authLimits.registerPerIpPerHour).toBe(1000);
    expect(problemsOf({ DATA_DIR: dataDir(), LOGIN_FAILURES_PER_IP: '0' })).toEqual([
      'LOGIN_FAILURES_PER_IP must be a whole number from 1 to 100000',
    ]);
  });

  it('takes ADMIN_EMAIL and ADMIN_PASSWORD together, normalised, with a password that meets the account rules', () => {
    expect(
      loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAIL: ' Boss@Example.com ', ADMIN_PASSWORD: 'a long passphrase here' }).bootstrapAdmin,
    ).toEqual({
      email: 'boss@example.com',
      username: 'admin',
      password: 'a long passphrase here',
    });
    expect(loadConfig({ DATA_DIR: dataDir() }).bootstrapAdmin).toBeUndefined();
    expect(problemsOf({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'boss@example.com' })[0]).toContain('must be set together');
    expect(problemsOf({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'boss', ADMIN_PASSWORD: 'a long passphrase here' })[0]).toContain('ADMIN_EMAIL');
    expect(problemsOf({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'short' })[0]).toContain('ADMIN_PASSWORD');
    expect(problemsOf({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: ' '.repeat(16) })[0]).toBe(
      'ADMIN_PASSWORD must contain a character other than spaces',
    );
    expect(
      problemsOf({
        DATA_DIR: dataDir(),
        ADMIN_EMAIL: 'b@example.com',
        ADMIN_PASSWORD: 'a long passphrase',
        ADMIN_USERNAME: 'No Spaces',
      })[0],
    ).toContain('ADMIN_USERNAME');
  });

  it('refuses to start in production with a default, published or weak admin password', async () => {
    const { e2eAdmin } = await import('../../../../e2e/support/accounts');
    const admin = (password: string) => ({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: password });
    for (const password of [e2eAdmin.password, 'changeme-admin-password', 'Password1234', 'qwertyuiop', 'elevenchars']) {
      expect(problemsOf(production(admin(password)))).toEqual([expect.stringMatching(/^ADMIN_PASSWORD /)]);
    }
    // The same values pass outside production where they meet the general rules (the e2e harness runs with NODE_ENV=test).
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir(), ...admin(e2eAdmin.password) }).bootstrapAdmin?.email).toBe(
      'owner@example.com',
    );
    expect(loadConfig(production(admin('a-long and unpublished passphrase'))).bootstrapAdmin?.email).toBe('owner@example.com');
  });

  it('refuses the integration tests’ JWT secret in production: nothing in the repository is a production credential', () => {
    expect(problemsOf(production({ JWT_SECRET: 'integration-test-secret-0123456789abcdef' }))).toEqual([
      'JWT_SECRET is a published default; set a secret of your own',
    ]);
  });
});

describe('loadConfig: the article scheduler and the test clock', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'taxatlas-config-'));
  const secret = 'x'.repeat(12) + 'q'.repeat(30);

  it('runs the scheduler every 30 seconds unless SCHEDULER_INTERVAL_SECONDS says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).schedulerIntervalSeconds).toBe(30);
    expect(loadConfig({ DATA_DIR: dataDir(), SCHEDULER_INTERVAL_SECONDS: '5' }).schedulerIntervalSeconds).toBe(5);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SCHEDULER_INTERVAL_SECONDS: '0' })).toThrow('SCHEDULER_INTERVAL_SECONDS');
  });

  it('removes expired contact IP addresses every hour unless CONTACT_RETENTION_INTERVAL_SECONDS says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).contactRetentionIntervalSeconds).toBe(3_600);
    expect(loadConfig({ DATA_DIR: dataDir(), CONTACT_RETENTION_INTERVAL_SECONDS: '60' }).contactRetentionIntervalSeconds).toBe(60);
    for (const refused of ['0', '86401', '1.5', 'hourly']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), CONTACT_RETENTION_INTERVAL_SECONDS: refused })).toThrow(
        'CONTACT_RETENTION_INTERVAL_SECONDS must be a whole number from 1 to 86400',
      );
    }
  });

  it('writes the counted calculations every 5 seconds unless CALCULATION_COUNT_FLUSH_SECONDS says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).calculationCountFlushSeconds).toBe(5);
    expect(loadConfig({ DATA_DIR: dataDir(), CALCULATION_COUNT_FLUSH_SECONDS: '60' }).calculationCountFlushSeconds).toBe(60);
    expect(() => loadConfig({ DATA_DIR: dataDir(), CALCULATION_COUNT_FLUSH_SECONDS: '0' })).toThrow('CALCULATION_COUNT_FLUSH_SECONDS');
  });

  it('offers the test clock only when asked, and never in production', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).testClock).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir(), TEST_CLOCK: 'enabled' }).testClock).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), JWT_SECRET: secret, TEST_CLOCK: 'disabled' }).testClock).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), JWT_SECRET: secret, TEST_CLOCK: 'enabled' })).toThrow(
      /TEST_CLOCK=enabled .* refused in production/,
    );
  });
});
