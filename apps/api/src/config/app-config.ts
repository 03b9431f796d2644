import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { emailField, newPasswordField, usernameField } from '@taxatlas/contracts/auth';
import { isCommonPassword } from '@taxatlas/contracts/common-passwords';
import { z } from 'zod';

/** Secrets that must never run in production (examples from docs, docker files and tests). */
const knownDefaultSecrets = new Set([
  'changeme',
  'change-me',
  'secret',
  'jwt-secret',
  'development-secret',
  'test-secret-for-jest-only-0123456789',
  // apps/api/test/support/test-app.ts
  'integration-test-secret-0123456789abcdef',
]);

/**
 * Requests one client may make to /api in a minute. A person using the calculators, or a page sending debounced
 * requests as they type (at most a few a second, in bursts), stays far below it; a script hammering the API does not.
 */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 600;

/**
 * ADMIN_PASSWORD values that are published (in this repository's test harnesses, docs and examples) and so must never
 * guard a production admin. e2e/support/accounts.ts holds the end-to-end harness's; app-config.spec.ts checks it is here.
 */
export const knownAdminPasswords = new Set(['e2e-only admin password, never for production', 'changeme-admin-password', 'admin-password']);

/** A production admin password is longer than the general minimum: it guards everything. */
export const PRODUCTION_ADMIN_PASSWORD_MIN_LENGTH = 12;

/** "7d", "12h", "30m", "45s" or plain seconds. */
const durationPattern = /^(\d{1,7})([smhd]?)$/;
const durationUnits: Readonly<Record<string, number>> = { '': 1, s: 1, m: 60, h: 3_600, d: 86_400 };

function count(name: string, fallback: number, min: number, max: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.coerce
    .number({ error: () => message })
    .int(message)
    .min(min, message)
    .max(max, message)
    .default(fallback);
}

const environmentSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: () => 'NODE_ENV must be development, production or test' })
    .default('development'),
  PORT: z.coerce
    .number({ error: () => 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(0, 'PORT must be 0-65535')
    .max(65535, 'PORT must be 0-65535')
    .default(3000),
  HOST: z.string().min(1, 'HOST must not be empty').default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'DATA_DIR must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_SECRET: z.string().optional(),
  WEB_ROOT: z.string().optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: () => 'LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent',
    })
    .default('info'),
  SEED_DEMO_DATA: z.enum(['true', 'false'], { error: () => 'SEED_DEMO_DATA must be true or false' }).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: () => 'RATE_LIMIT_PER_MINUTE must be a whole number (0 turns the global limit off)' })
    .int('RATE_LIMIT_PER_MINUTE must be a whole number (0 turns the global limit off)')
    .min(0, 'RATE_LIMIT_PER_MINUTE must be 0 or more')
    .default(DEFAULT_RATE_LIMIT_PER_MINUTE),
  TRUST_PROXY: z.string().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  CORS_ORIGINS: z.string().optional(),
  CORS_ALLOW_LOOPBACK_ORIGINS: z
    .enum(['true', 'false'], { error: () => 'CORS_ALLOW_LOOPBACK_ORIGINS must be true or false' })
    .default('false'),
  ALLOWED_HOSTS: z.string().optional(),
  JWT_EXPIRES_IN: z.string().default('7d'),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_USERNAME: z.string().optional(),
  LOGIN_FAILURES_PER_IP: count('LOGIN_FAILURES_PER_IP', 5, 1, 100_000),
  LOGIN_FAILURES_PER_ACCOUNT: count('LOGIN_FAILURES_PER_ACCOUNT', 10, 1, 100_000),
  LOGIN_FAILURE_WINDOW_SECONDS: count('LOGIN_FAILURE_WINDOW_SECONDS', 900, 1, 86_400),
  LOGIN_SLOWDOWN_AFTER: count('LOGIN_SLOWDOWN_AFTER', 3, 1, 100_000),
  LOGIN_SLOWDOWN_STEP_MS: count('LOGIN_SLOWDOWN_STEP_MS', 500, 0, 10_000),
  REGISTER_PER_IP_PER_HOUR: count('REGISTER_PER_IP_PER_HOUR', 10, 1, 1_000_000),
  CONTACT_PER_IP_PER_HOUR: count('CONTACT_PER_IP_PER_HOUR', 5, 1, 1_000_000),
  READER_EVENTS_PER_MINUTE: count('READER_EVENTS_PER_MINUTE', 120, 1, 1_000_000),
  VIEW_WINDOW_SECONDS: count('VIEW_WINDOW_SECONDS', 1_800, 1, 86_400),
  SCHEDULER_INTERVAL_SECONDS: count('SCHEDULER_INTERVAL_SECONDS', 30, 1, 3_600),
  CONTACT_RETENTION_INTERVAL_SECONDS: count('CONTACT_RETENTION_INTERVAL_SECONDS', 3_600, 1, 86_400),
  CALCULATION_COUNT_FLUSH_SECONDS: count('CALCULATION_COUNT_FLUSH_SECONDS', 5, 1, 3_600),
  TEST_CLOCK: z.enum(['enabled', 'disabled'], { error: () => 'TEST_CLOCK must be enabled or disabled' }).optional(),
  MEDIA_STORE: z.enum(['database', 'local'], { error: () => 'MEDIA_STORE must be database or local' }).default('database'),
  MEDIA_DIR: z.string().min(1, 'MEDIA_DIR must not be empty').optional(),
  MEDIA_UPLOADS_WAITING: count('MEDIA_UPLOADS_WAITING', 4, 0, 1_000),
});

export interface AppConfig {
  readonly environment: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly database: { readonly kind: 'sqlite'; readonly file: string } | { readonly kind: 'postgresql'; readonly url: string };
  readonly jwtSecret: string;
  /** Folder of the built web app; undefined when it has not been built (API-only). */
  readonly webRoot: string | undefined;
  readonly logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  readonly seedDemoData: boolean;
  readonly version: string;
  /** Requests per minute per client to /api; 0 turns the global limit off (benchmarks, bulk checks). */
  readonly rateLimitPerMinute: number;
  /** Which proxies' X-Forwarded-For to believe: false (none), a hop count, or addresses/CIDR ranges. */
  readonly trustProxy: false | number | readonly string[];
  /** Shared storage for rate limits when several replicas serve the site. */
  readonly redisUrl: string | undefined;
  /** Other origins allowed to call the API from a browser (CORS); none by default. */
  readonly corsOrigins: readonly string[];
  /**
   * CORS_ALLOW_LOOPBACK_ORIGINS: also allow any http://127.0.0.1:<port> origin, the desktop app's page connected to
   * this server (its port differs per install, docs/desktop.md).
   */
  readonly corsAllowLoopbackOrigins: boolean;
  /** ALLOWED_HOSTS: the Host headers answered (lower case host[:port]); undefined answers any. */
  readonly allowedHosts: readonly string[] | undefined;
  /** Lifetime of a session token (JWT_EXPIRES_IN), in seconds. */
  readonly jwtExpiresInSeconds: number;
  /** ADMIN_EMAIL/ADMIN_PASSWORD: the admin created at start when the database has none. */
  readonly bootstrapAdmin: { readonly email: string; readonly username: string; readonly password: string } | undefined;
  /** The stricter limits of login and register (docs/security.md, "Accounts"). */
  readonly authLimits: AuthLimits;
  /** The limits of the public reader events, track-view and log-time (docs/security.md, "Counters"). */
  readonly readerLimits: ReaderLimitsConfig;
  /** Contact messages one address may send in an hour (stored or dropped as a bot's); the next gets 429. */
  readonly contactPerIpPerHour: number;
  /** How often the scheduler publishes the scheduled articles that are due (SCHEDULER_INTERVAL_SECONDS). */
  readonly schedulerIntervalSeconds: number;
  /**
   * How often each server empties the IP address and user agent of contact messages older than the site settings'
   * contactRetentionDays (CONTACT_RETENTION_INTERVAL_SECONDS); also once at start.
   */
  readonly contactRetentionIntervalSeconds: number;
  /**
   * How often the calculations counted in memory are added to calculation_counts (CALCULATION_COUNT_FLUSH_SECONDS);
   * also at shutdown and before the admin's figures are read.
   */
  readonly calculationCountFlushSeconds: number;
  /**
   * TEST_CLOCK=enabled: PUT/DELETE /api/test/clock move the server's clock (end-to-end tests of scheduled posts).
   * Refused in production.
   */
  readonly testClock: boolean;
  /**
   * Where uploaded images live: the database (the default; every replica sees them) or a local folder (MEDIA_DIR,
   * default DATA_DIR/media), for a single server and the desktop app.
   */
  readonly mediaStore: { readonly kind: 'database' } | { readonly kind: 'local'; readonly dir: string };
  /**
   * Uploads that may wait while another image is being processed (one at a time); the next gets 503 with Retry-After.
   */
  readonly mediaUploadsWaiting: number;
}

export interface ReaderLimitsConfig {
  /** track-view and log-time requests one address may send in a minute (together); the next gets 429. */
  readonly eventsPerMinute: number;
  /** A visitor's view of (and reading time on) an article counts once in this many seconds. */
  readonly viewWindowSeconds: number;
}

export interface AuthLimits {
  /** Failed logins one address may make in the window; the next attempt gets 429. */
  readonly loginFailuresPerIp: number;
  /** Failed logins for one account, from anywhere, in the window. */
  readonly loginFailuresPerAccount: number;
  readonly loginFailureWindowSeconds: number;
  /** After this many failures (by address or account), every further attempt is answered more slowly. */
  readonly loginSlowdownAfter: number;
  /** The delay added per failure past loginSlowdownAfter; 0 turns the slow-down off. */
  readonly loginSlowdownStepMs: number;
  readonly registerPerIpPerHour: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

function defaultWebRoot(): string | undefined {
  const candidate = path.resolve(__dirname, '../../../web/dist');
  const fromSource = path.resolve(__dirname, '../../web/dist');
  return [candidate, fromSource].find((folder) => existsSync(path.join(folder, 'index.html')));
}

function readVersion(): string {
  try {
    const packageJson = JSON.parse(readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as { version?: string };
    return packageJson.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** Outside production a missing secret is generated once and kept in the data folder, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads and validates the environment, listing every problem at once. Throws ConfigError. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => issue.message));
  }
  const values = parsed.data;
  const problems: string[] = [];
  const production = values.NODE_ENV === 'production';
  const dataDir = path.resolve(values.DATA_DIR);

  let jwtSecret = values.JWT_SECRET;
  if (production) {
    if (!jwtSecret) problems.push('JWT_SECRET is required in production');
    else if (jwtSecret.length < 32) problems.push('JWT_SECRET must be at least 32 characters in production');
    else if (knownDefaultSecrets.has(jwtSecret)) problems.push('JWT_SECRET is a published default; set a secret of your own');
  }
  const trustProxy = parseTrustProxy(values.TRUST_PROXY, problems);
  const corsOrigins = parseOrigins(values.CORS_ORIGINS, problems);
  const allowedHosts = parseAllowedHosts(values.ALLOWED_HOSTS, problems);
  const jwtExpiresInSeconds = parseDuration(values.JWT_EXPIRES_IN, problems);
  const bootstrapAdmin = parseBootstrapAdmin(values, production, problems);
  if (production && values.TEST_CLOCK === 'enabled') {
    problems.push('TEST_CLOCK=enabled lets anyone move the server clock; it is for end-to-end tests and refused in production');
  }
  const webRoot = values.WEB_ROOT ? path.resolve(values.WEB_ROOT) : defaultWebRoot();
  if (values.WEB_ROOT && !existsSync(path.join(webRoot!, 'index.html'))) {
    problems.push(`WEB_ROOT ${webRoot} has no index.html (run npm run build)`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  jwtSecret ??= developmentSecret(dataDir);

  return {
    environment: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir,
    database: values.DATABASE_URL
      ? { kind: 'postgresql', url: values.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'taxatlas.sqlite') },
    jwtSecret,
    webRoot,
    logLevel: values.LOG_LEVEL,
    seedDemoData: values.SEED_DEMO_DATA ? values.SEED_DEMO_DATA === 'true' : !production,
    version: readVersion(),
    rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
    trustProxy,
    redisUrl: values.REDIS_URL,
    corsOrigins,
    corsAllowLoopbackOrigins: values.CORS_ALLOW_LOOPBACK_ORIGINS === 'true',
    allowedHosts,
    jwtExpiresInSeconds,
    bootstrapAdmin,
    authLimits: {
      loginFailuresPerIp: values.LOGIN_FAILURES_PER_IP,
      loginFailuresPerAccount: values.LOGIN_FAILURES_PER_ACCOUNT,
      loginFailureWindowSeconds: values.LOGIN_FAILURE_WINDOW_SECONDS,
      loginSlowdownAfter: values.LOGIN_SLOWDOWN_AFTER,
      loginSlowdownStepMs: values.LOGIN_SLOWDOWN_STEP_MS,
      registerPerIpPerHour: values.REGISTER_PER_IP_PER_HOUR,
    },
    readerLimits: {
      eventsPerMinute: values.READER_EVENTS_PER_MINUTE,
      viewWindowSeconds: values.VIEW_WINDOW_SECONDS,
    },
    contactPerIpPerHour: values.CONTACT_PER_IP_PER_HOUR,
    schedulerIntervalSeconds: values.SCHEDULER_INTERVAL_SECONDS,
    contactRetentionIntervalSeconds: values.CONTACT_RETENTION_INTERVAL_SECONDS,
    calculationCountFlushSeconds: values.CALCULATION_COUNT_FLUSH_SECONDS,
    testClock: values.TEST_CLOCK === 'enabled',
    mediaStore:
      values.MEDIA_STORE === 'local'
        ? { kind: 'local', dir: path.resolve(values.MEDIA_DIR ?? path.join(dataDir, 'media')) }
        : { kind: 'database' },
    mediaUploadsWaiting: values.MEDIA_UPLOADS_WAITING,
  };
}

/** JWT_EXPIRES_IN: from one minute to 90 days; a token lives at most that long, revocation or not. */
function parseDuration(raw: string, problems: string[]): number {
  const match = durationPattern.exec(raw.trim());
  const seconds = match ? Number(match[1]) * durationUnits[match[2] ?? '']! : Number.NaN;
  if (!(seconds >= 60 && seconds <= 90 * 86_400)) {
    problems.push(`JWT_EXPIRES_IN "${raw}" must be a duration from 60s to 90d, such as 7d, 12h, 30m or 3600`);
    return 7 * 86_400;
  }
  return seconds;
}

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD come together. The password meets the rules of every account and, in production, is
 * at least 12 characters and not a value published anywhere (this repository's test harnesses included).
 */
function parseBootstrapAdmin(
  values: { ADMIN_EMAIL?: string | undefined; ADMIN_PASSWORD?: string | undefined; ADMIN_USERNAME?: string | undefined },
  production: boolean,
  problems: string[],
): AppConfig['bootstrapAdmin'] {
  const { ADMIN_EMAIL: rawEmail, ADMIN_PASSWORD: password, ADMIN_USERNAME: rawUsername } = values;
  if (!rawEmail && !password) {
    if (rawUsername) problems.push('ADMIN_USERNAME needs ADMIN_EMAIL and ADMIN_PASSWORD');
    return undefined;
  }
  if (!rawEmail || !password) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together (the admin created at start when none exists)');
    return undefined;
  }
  const email = emailField().safeParse(rawEmail);
  if (!email.success) problems.push(`ADMIN_EMAIL ${email.error.issues[0]?.message ?? 'is not valid'}`);
  const username = usernameField().safeParse(rawUsername ?? 'admin');
  if (!username.success) problems.push(`ADMIN_USERNAME ${username.error.issues[0]?.message ?? 'is not valid'}`);
  const passwordCheck = newPasswordField().safeParse(password);
  if (!passwordCheck.success) problems.push(`ADMIN_PASSWORD ${passwordCheck.error.issues[0]?.message ?? 'is not valid'}`);
  else if (production) {
    if (password.length < PRODUCTION_ADMIN_PASSWORD_MIN_LENGTH) {
      problems.push(`ADMIN_PASSWORD must be at least ${PRODUCTION_ADMIN_PASSWORD_MIN_LENGTH} characters in production`);
    } else if (knownAdminPasswords.has(password) || isCommonPassword(password) || password.toLowerCase().includes('password')) {
      problems.push('ADMIN_PASSWORD is a published or guessable value; choose a password of your own');
    }
  }
  if (!email.success || !username.success || !passwordCheck.success) return undefined;
  return { email: email.data, username: username.data, password };
}

/**
 * TRUST_PROXY: unset or "false" trusts no proxy (the client is the socket's address); a whole number trusts that many
 * hops; otherwise a comma-separated list of proxy addresses or CIDR ranges (or proxy-addr's names "loopback",
 * "linklocal", "uniquelocal"). "true" is refused: it would let any client choose its own address.
 */
function parseTrustProxy(raw: string | undefined, problems: string[]): AppConfig['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  if (value === 'true') {
    problems.push('TRUST_PROXY=true would believe any X-Forwarded-For; name the proxy addresses or a hop count');
    return false;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/');
    const validPrefix = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (isIP(address ?? '') === 6 ? 128 : 32));
    if (!(named.has(entry) || (isIP(address ?? '') !== 0 && validPrefix && rest.length === 0))) {
      problems.push(`TRUST_PROXY entry "${entry}" is not an IP address, a CIDR range, loopback, linklocal or uniquelocal`);
    }
  }
  return entries;
}

/** ALLOWED_HOSTS: comma-separated host or host:port values such as 127.0.0.1:23456 or taxatlas.example. */
function parseAllowedHosts(raw: string | undefined, problems: string[]): string[] | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const hosts: string[] = [];
  for (const entry of raw.split(',').map((item) => item.trim().toLowerCase())) {
    if (entry === '') continue;
    if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/.test(entry)) {
      problems.push(`ALLOWED_HOSTS entry "${entry}" must be a host or host:port such as 127.0.0.1:23456 (no scheme or path)`);
    } else {
      hosts.push(entry);
    }
  }
  return hosts;
}

/** CORS_ORIGINS: comma-separated origins such as https://partner.example (scheme and host, no path). */
function parseOrigins(raw: string | undefined, problems: string[]): string[] {
  const origins: string[] = [];
  for (const entry of (raw ?? '').split(',').map((item) => item.trim())) {
    if (entry === '') continue;
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    if (!url || !/^[a-z][a-z0-9+.-]*:\/\/[^/?#]+$/i.test(entry) || url.username || url.password) {
      problems.push(`CORS_ORIGINS entry "${entry}" must be an origin such as https://app.example.com (no path)`);
    } else {
      origins.push(`${url.protocol}//${url.host}`);
    }
  }
  return origins;
}
