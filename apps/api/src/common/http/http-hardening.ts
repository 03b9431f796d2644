import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { AppConfig } from '../../config/app-config';
import { RequestValidationError } from '../errors/domain-errors';
import { isApiPath, isApiRequest } from './api-path';
import { bodyLimitOf } from './body-limits';
import { registerCompression } from './compression';
import { configureCrossOrigin } from './cross-origin';
import { rejectControlCharacters } from './input-text-guard';
import { parseJsonBodiesWithDepthLimit } from './json-body';
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
 * Everything every request meets before a route runs. Whether a request is an API request is decided once, from the
 * route the router matched (api-path.ts), so that every spelling of an API path meets the same defences.
 *
 * - When each route is added (app.init() adds them, after this): its body limit (body-limits.ts), the global rate
 *   limit for the API's routes only, and the control-character check (preValidation, once the body is parsed).
 * - JSON bodies are refused when nested too deeply before they are parsed (json-body.ts), on every route.
 * - One onRequest step, in order: the security headers (docs/security.md), the Host check, then for API requests
 *   cross-origin rules and JSON-only bodies (so that nothing else is parsed). The rate limit follows, per route.
 *
 * Compression applies on the way out. Must run before app.init(), which adds the routes.
 */
export async function hardenHttp(
  app: NestFastifyApplication,
  config: AppConfig,
  securityHeaders: Readonly<Record<string, string>>,
  /** A Content-Security-Policy that can change while running (the desktop app's remote server), asked per request. */
  dynamicContentSecurityPolicy?: () => string,
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const bodyLimit = bodyLimitOf(route.method, route.url);
    if (bodyLimit !== undefined) route.bodyLimit = bodyLimit;
    const hooks = route.preValidation === undefined ? [] : [route.preValidation].flat();
    route.preValidation = [...hooks, controlCharacterCheck];
  });
  parseJsonBodiesWithDepthLimit(app);
  await registerGlobalRateLimit(app, config);
  const crossOrigin = configureCrossOrigin(app, config);
  const { allowedHosts } = config;
  // One synchronous step rather than a hook per check: each hook costs a turn of Fastify's hook runner per request.
  fastify.addHook('onRequest', (request, reply, done) => {
    // First, so that every answer, the early refusals below included, carries them.
    void reply.headers(securityHeaders);
    if (dynamicContentSecurityPolicy) void reply.header('content-security-policy', dynamicContentSecurityPolicy());
    requireHostHeader(request);
    if (allowedHosts) requireAllowedHost(request, allowedHosts);
    if (isApiRequest(request)) {
      if (crossOrigin(request, reply)) return;
      rejectNonJsonBodies(request);
    }
    done();
  });
  await registerCompression(app);
}

function controlCharacterCheck(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  rejectControlCharacters(request);
  done();
}
