import type {} from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface SpaFallback {
  readonly indexFile: string;
}

/**
 * Client-side routes (/uk/income-tax, /blog/...) are answered with the web app's index.html; API paths
 * and non-GET requests never are, so an unknown /api path stays a JSON 404.
 */
export function sendSpaFallback(fallback: SpaFallback, request: FastifyRequest, reply: FastifyReply): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  if (/\.[a-z0-9]+$/i.test(pathname)) return false;
  void reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(fallback.indexFile);
  return true;
}
