import type { FastifyRequest } from 'fastify';

/** True for the API's own paths (/api and below), which answer JSON; everything else is the web app. */
export function isApiPath(path: string): boolean {
  const pathname = path.split('?', 1)[0] ?? '';
  return pathname === '/api' || pathname.startsWith('/api/');
}

const anyHost = 'http://any.invalid';

/**
 * The path as a proxy or browser would read it: percent-encoding decoded, doubled slashes and dot segments resolved,
 * lower case. Used only for requests no route matched, so that /API/x, //api/x, /%61pi/x and /api/./x get the
 * API's JSON 404 rather than the web app's page.
 */
function normalisedPathname(url: string): string {
  const sent = url.split('?', 1)[0] ?? '';
  let decoded = sent;
  try {
    decoded = decodeURIComponent(sent);
  } catch {
    // Malformed percent-encoding: read as sent.
  }
  try {
    return new URL(decoded.replace(/[\\/]+/g, '/'), anyHost).pathname.toLowerCase();
  } catch {
    return sent.toLowerCase();
  }
}

/**
 * Whether a request is an API request, decided from the route the router matched, never from the URL as spelled:
 * the router decodes percent-encoding, so /%61pi/health runs /api/health and must meet every defence /api/health
 * meets. A request no route matched runs no route; its normalised path decides only how its 404 or preflight is
 * answered.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(request.is404 ? normalisedPathname(request.url) : (request.routeOptions.url ?? ''));
}
