import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config';
import { RequestValidationError } from '../errors/domain-errors';
import { registerCompression } from './compression';
import { configureCrossOrigin } from './cross-origin';
import { rejectControlCharacters } from './input-text-guard';
import { rejectNonJsonBodies } from './json-only';
import { registerGlobalRateLimit } from './rate-limit';

/**
 * Node lets HTTP/1.1 requests without Host through (requireHostHeader: false) so that they are refused here, in the
 * contract's shape. HTTP/1.0 never required Host.
 */
function requireHostHeader(request: FastifyRequest): void {
  if (!request.headers.host && request.raw.httpVersion !== '1.0')
    throw new RequestValidationError([{ field: 'host', message: 'header is required' }], 'The Host header is required');
}

/**
 * With ALLOWED_HOSTS set (the desktop app sets its own origin), any other Host is refused: a page whose domain was
 * rebound to 127.0.0.1 (DNS rebinding) arrives with its own name and gets nothing from the local server.
 */
function requireAllowedHost(request: FastifyRequest, allowedHosts: readonly string[]): void {
  const host = (request.headers.host ?? '').toLowerCase();
  if (!allowedHosts.includes(host))
    throw new RequestValidationError([{ field: 'host', message: `"${host}" is not served here` }], `The Host "${host}" is not served here`);
}

/**
 * Everything every request meets before a route runs, in order: the security headers (docs/security.md), the Host check, the rate limit, cross-origin rules,
 * JSON-only bodies (onRequest, so that nothing else is parsed), then control characters and depth (preValidation,
 * once the body is parsed). Compression applies on the way out. Must run before app.init(), which adds the routes.
 */
export async function hardenHttp(
  app: NestFastifyApplication,
  config: AppConfig,
  securityHeaders: Readonly<Record<string, string>>,
  /** A Content-Security-Policy that can change while running (the desktop app's remote server), asked per request. */
  dynamicContentSecurityPolicy?: () => string,
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  // First, so that every answer, the early refusals below included, carries them.
  fastify.addHook('onRequest', async (_request, reply) => void reply.headers(securityHeaders));
  if (dynamicContentSecurityPolicy)
    fastify.addHook('onRequest', async (_request, reply) => void reply.header('content-security-policy', dynamicContentSecurityPolicy()));
  fastify.addHook('onRequest', async (request) => requireHostHeader(request));
  const { allowedHosts } = config;
  if (allowedHosts) fastify.addHook('onRequest', async (request) => requireAllowedHost(request, allowedHosts));
  await registerGlobalRateLimit(app, config);
  configureCrossOrigin(app, config);
  fastify.addHook('onRequest', async (request) => rejectNonJsonBodies(request));
  fastify.addHook('preValidation', async (request) => rejectControlCharacters(request));
  await registerCompression(app);
}
