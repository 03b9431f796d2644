import type {} from '@fastify/static';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Where the web build writes its pre-rendered pages (apps/web/scripts/prerender.mjs), inside the web root. */
export const PRERENDERED_FOLDER = 'prerendered';

export interface SpaFallback {
  readonly indexFile: string;
  /** Route path ('/', '/uk/income-tax') → its pre-rendered file, relative to the web root. */
  readonly prerenderedPages: ReadonlyMap<string, string>;
}

/** The pre-rendered pages of a web build: `prerendered/uk/income-tax.html` answers `/uk/income-tax`. */
export function findPrerenderedPages(webRoot: string): ReadonlyMap<string, string> {
  const pages = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(webRoot, folder), { withFileTypes: true })) {
      const relative = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.html')) {
        const route = `/${relative.slice(PRERENDERED_FOLDER.length + 1, -'.html'.length)}`;
        pages.set(route === '/index' ? '/' : route, relative);
      }
    }
  };
  if (existsSync(path.join(webRoot, PRERENDERED_FOLDER))) walk(PRERENDERED_FOLDER);
  return pages;
}

/** "/blog/" → "/blog"; a loop rather than /\/+$/, whose backtracking is quadratic in a long run of slashes. */
function withoutTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === '/') end -= 1;
  return pathname.slice(0, end);
}

/**
 * Client-side routes (/uk/income-tax, /blog/...) are answered with their pre-rendered page when the build made one,
 * else with the web app's index.html; API paths and non-GET requests never are, so an unknown /api path stays a
 * JSON 404.
 */
export function sendSpaFallback(fallback: SpaFallback, request: FastifyRequest, reply: FastifyReply): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  if (/\.[a-z0-9]+$/i.test(pathname)) return false;
  const route = pathname.length > 1 ? withoutTrailingSlashes(pathname) : pathname;
  const file = fallback.prerenderedPages.get(route) ?? fallback.indexFile;
  void reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(file);
  return true;
}
