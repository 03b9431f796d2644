import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Secrets that must never run in production (examples from docs, docker files and tests). */
const knownDefaultSecrets = new Set([
  'changeme',
  'change-me',
  'secret',
  'jwt-secret',
  'development-secret',
  'test-secret-for-jest-only-0123456789',
]);

/**
 * Requests one client may make to /api in a minute. A person using the calculators, or a page sending debounced
 * requests as they type (at most a few a second, in bursts), stays far below it; a script hammering the API does not.
 */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 600;

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
  };
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
