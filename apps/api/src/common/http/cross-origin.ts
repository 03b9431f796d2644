import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config';
import { DomainError } from '../errors/domain-errors';
import { isApiPath } from './api-path';
import { sendErrorResponse } from './error-response';

class CrossOriginDeniedError extends DomainError {
  readonly status = 403;
}

const allowedMethods = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const allowedHeaders = 'Authorization, Content-Type';
const preflightMaxAgeSeconds = 600;

/**
 * Cross-origin use of the API is off unless CORS_ORIGINS names the origins allowed. Their requests get the CORS
 * headers and their preflights a 204; any other preflight gets a 403 in the contract's shape, not a silent 404.
 * State-changing requests from other sites are refused by Nest's CSRF protection (Sec-Fetch-Site, else Origin
 * against Host), which trusts the same origins.
 *
 * Written here rather than with @fastify/cors: that plugin answers preflights from a plugin context of its own,
 * whose errors (a 415, a 429) would bypass the contract's error shape.
 */
export function configureCrossOrigin(app: NestFastifyApplication, config: AppConfig): void {
  const allowed = new Set(config.corsOrigins);
  app.enableCsrfProtection({ trustedOrigins: [...allowed] });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const origin = request.headers.origin;
      if (origin === undefined || !isApiPath(request.url)) return;
      const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
      void reply.header('vary', 'Origin');
      if (!allowed.has(origin)) {
        if (preflight)
          return sendErrorResponse(new CrossOriginDeniedError(`Cross-origin requests from ${origin} are not allowed`), request, reply);
        return;
      }
      void reply.header('access-control-allow-origin', origin);
      if (!preflight) return;
      return reply
        .status(204)
        .headers({
          'access-control-allow-methods': allowedMethods,
          'access-control-allow-headers': allowedHeaders,
          'access-control-max-age': String(preflightMaxAgeSeconds),
        })
        .send();
    });
}
