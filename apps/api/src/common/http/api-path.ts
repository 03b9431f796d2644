import type { FastifyRequest } from 'fastify';

/** True for the API's own paths (/api and below), which answer JSON; everything else is the web app. */
export function isApiPath(path: string): boolean {
  const pathname = path.split('?', 1)[0] ?? '';
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * Whether a request is an API request, decided from the route the router matched, never from the URL as spelled:
 * the router decodes percent-encoding, so /%61pi/health runs /api/health and must meet every defence /api/health
 * meets. A request no route matched runs no route; its path as sent decides only how its 404 or preflight is answered.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(request.is404 ? request.url : (request.routeOptions.url ?? ''));
}
