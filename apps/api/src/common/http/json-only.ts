import type { FastifyRequest } from 'fastify';
import { UnsupportedMediaTypeError } from '../errors/domain-errors';

const methodsWithBodies = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The one route that takes a file: POST /api/media (multipart/form-data). A cross-site form cannot use it, since it
 * needs the bearer token in the Authorization header, which no form and no cookie carries.
 */
function isMultipartUpload(request: FastifyRequest, mediaType: string): boolean {
  return mediaType === 'multipart/form-data' && request.method === 'POST' && request.routeOptions.url === '/api/media';
}

/**
 * onRequest, for API requests (isApiRequest): the API takes JSON only. A form (`application/x-www-form-urlencoded`, `multipart/form-data`) or
 * `text/plain` body is what any web page can make a visitor's browser send without a CORS preflight, so accepting
 * one would let other sites post to the API; it gets 415 before the body is read.
 */
export function rejectNonJsonBodies(request: FastifyRequest): void {
  if (!methodsWithBodies.has(request.method)) return;
  const contentType = request.headers['content-type'];
  if (contentType === undefined) {
    const hasBody = request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? '0') > 0;
    if (hasBody) throw new UnsupportedMediaTypeError('The request body must be JSON: send Content-Type: application/json');
    return;
  }
  const mediaType = (contentType.split(';', 1)[0] ?? '').trim().toLowerCase();
  if (mediaType !== 'application/json' && !isMultipartUpload(request, mediaType)) {
    throw new UnsupportedMediaTypeError(
      `Content-Type ${mediaType || '(empty)'} is not accepted: the API takes JSON bodies only (Content-Type: application/json)`,
    );
  }
}
