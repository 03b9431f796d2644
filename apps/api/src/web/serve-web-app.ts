import type { FastifyStaticOptions } from '@fastify/static';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  findPrerenderedPages,
  INDEX_FILE,
  isPagePath,
  PRERENDERED_FOLDER,
  readRoutePatterns,
  ROUTE_PATTERNS_FILE,
  SITEMAP_PAGES_FILE,
} from './web-build';
import { isApiRequest } from '../common/http/api-path';

/** "/blog/" → "/blog"; a loop rather than /\/+$/, whose backtracking is quadratic in a long run of slashes. */
function withoutTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === '/') end -= 1;
  return pathname.slice(0, end);
}

/**
 * Serves the web build at / beside the API: its files (assets with a long cache), and its pages. Pages are the paths
 * no route or file answers: a GET or HEAD outside /api that does not name a file gets the page's pre-rendered file
 * when the build made one, else index.html — with 200 when the web app's router has a page there (the build's
 * route-patterns.json), else with 404 (the app then shows its not-found page). Everything else no route answers
 * (unknown /api paths, missing files, other methods) goes on to Nest's not-found handling, a JSON 404. Call before
 * app.init(), after hardenHttp, so that the security checks and headers come first.
 */
export function serveWebApp(app: NestFastifyApplication, webRoot: string): void {
  const staticOptions: FastifyStaticOptions = {
    root: webRoot,
    prefix: '/',
    wildcard: false,
    // Pages, the home page included, are answered below: with their pre-rendered file when there is one (not at a
    // URL of its own), else with index.html.
    index: false,
    globIgnore: [`${PRERENDERED_FOLDER}/**`, ROUTE_PATTERNS_FILE, SITEMAP_PAGES_FILE],
    // The web build writes .br and .gz next to each asset (scripts/precompress.mjs); send those when accepted.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // Vite fingerprints everything under assets/, so those files never change; index.html always may.
      const immutable = /[\\/]assets[\\/]/.test(filePath);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  };
  // Nest's declared option type predates @fastify/static 10, which hands setHeaders the Fastify reply.
  app.useStaticAssets(staticOptions as unknown as Parameters<NestFastifyApplication['useStaticAssets']>[0]);

  const prerenderedPages = findPrerenderedPages(webRoot);
  const routePatterns = readRoutePatterns(webRoot);
  if (!routePatterns) {
    new Logger('WebApp').warn(
      `${webRoot} has no ${ROUTE_PATTERNS_FILE} (a web build older than the server): every path is answered as a page`,
    );
  }
  const fastify = app.getHttpAdapter().getInstance();
  // Only requests no route matched (is404): the API's routes and the build's files never reach the page lookup.
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.is404 || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    if (isApiRequest(request)) return;
    const pathname = request.url.split('?')[0] ?? '/';
    const route = pathname.length > 1 ? withoutTrailingSlashes(pathname) : pathname;
    const namesFile = /\.[a-z0-9]+$/i.test(route);
    const page = routePatterns ? prerenderedPages.has(route) || isPagePath(routePatterns, route) : !namesFile;
    // A missing file (/assets/gone.js, /favicon.png) is a plain 404, not the web app.
    if (!page && namesFile) return;
    return reply
      .code(page ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .sendFile(prerenderedPages.get(route) ?? INDEX_FILE);
  });
}
