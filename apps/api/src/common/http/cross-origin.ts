import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config';
import { DomainError } from '../errors/domain-errors';

class CrossOriginDeniedError extends DomainError {
  readonly status = 403;
}

const allowedMethods = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const allowedHeaders = 'Authorization, Content-Type';
const preflightMaxAgeSeconds = 600;
const preflightHeaders = {
  'access-control-allow-methods': allowedMethods,
  'access-control-allow-headers': allowedHeaders,
  'access-control-max-age': String(preflightMaxAgeSeconds),
} as const;

/** The desktop app's page: http://127.0.0.1 on any port (a different one per install). */
const loopbackOrigin = /^http:\/\/127\.0\.0\.1:\d{1,5}$/;

/**
 * Whether `origin` may call the API from a browser: one named in CORS_ORIGINS or, with CORS_ALLOW_LOOPBACK_ORIGINS, the
 * desktop app's page. Allowing the latter is safe because the API authenticates with a bearer token that a page must
 * already hold, never with cookies a browser would attach by itself.
 */
export function crossOriginAllowed(config: Pick<AppConfig, 'corsOrigins' | 'corsAllowLoopbackOrigins'>): (origin: string) => boolean {
  const listed = new Set(config.corsOrigins);
  return (origin) => listed.has(origin) || (config.corsAllowLoopbackOrigins && loopbackOrigin.test(origin));
}

/**
 * Cross-origin use of the API is off unless CORS_ORIGINS names the origins allowed. Their requests get the CORS
 * headers and their preflights a 204; any other preflight gets a 403 in the contract's shape, not a silent 404.
 * State-changing requests from other sites are refused by Nest's CSRF protection (Sec-Fetch-Site, else Origin
 * against Host), which trusts the same origins.
 *
 * Written here rather than with @fastify/cors: that plugin answers preflights from a plugin context of its own,
 * whose errors (a 415, a 429) would bypass the contract's error shape.
 *
 * Returns the onRequest step for API requests (http-hardening.ts): true when it has answered the request.
 */
export function configureCrossOrigin(
  app: NestFastifyApplication,
  config: AppConfig,
): (request: FastifyRequest, reply: FastifyReply) => boolean {
  const allowed = crossOriginAllowed(config);
  app.enableCsrfProtection({
    trustedOrigins: [...config.corsOrigins],
    // The desktop app's origins cannot be listed (any port): its requests are let through by predicate instead.
    exclude: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const origin = request.headers.origin;
      return typeof origin === 'string' && allowed(origin);
    },
  });
  return (request, reply) => {
    const origin = request.headers.origin;
    if (origin === undefined) return false;
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    void reply.header('vary', 'Origin');
    if (!allowed(origin)) {
      if (preflight) throw new CrossOriginDeniedError(`Cross-origin requests from ${origin} are not allowed`);
      return false;
    }
    void reply.header('access-control-allow-origin', origin);
    if (!preflight) return false;
    void reply.status(204).headers(preflightHeaders).send();
    return true;
  };
}
