// What the server knows about the files of the web build (apps/web/dist): where its pages are.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the web build writes its pre-rendered pages (apps/web/scripts/prerender.mjs), inside the web root. */
export const PRERENDERED_FOLDER = 'prerendered';

/** The web app's shell: every page without a pre-rendered file of its own is answered with it. */
export const INDEX_FILE = 'index.html';

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

/** The URL patterns of the web app's pages, written by the web build (apps/web/src/prerender/route-patterns.ts). */
export const ROUTE_PATTERNS_FILE = 'route-patterns.json';

/** The page patterns of a web build, or undefined when the build wrote none (one older than the file). */
export function readRoutePatterns(webRoot: string): readonly string[] | undefined {
  const file = path.join(webRoot, ROUTE_PATTERNS_FILE);
  if (!existsSync(file)) return undefined;
  const { patterns } = JSON.parse(readFileSync(file, 'utf8')) as { patterns?: unknown };
  if (!Array.isArray(patterns) || !patterns.every((pattern): pattern is string => typeof pattern === 'string' && pattern.startsWith('/'))) {
    throw new Error(`${file} does not list route patterns: rebuild the web app (npm run build)`);
  }
  return patterns;
}

/** The public pages for the sitemap, written by the web build (apps/web/src/prerender/prerender-paths.ts). */
export const SITEMAP_PAGES_FILE = 'sitemap-pages.json';

/** The sitemap's page paths of a web build, or undefined when the build wrote none. */
export function readSitemapPages(webRoot: string): readonly string[] | undefined {
  const file = path.join(webRoot, SITEMAP_PAGES_FILE);
  if (!existsSync(file)) return undefined;
  const { paths } = JSON.parse(readFileSync(file, 'utf8')) as { paths?: unknown };
  if (!Array.isArray(paths) || !paths.every((page): page is string => typeof page === 'string' && page.startsWith('/'))) {
    throw new Error(`${file} does not list page paths: rebuild the web app (npm run build)`);
  }
  return paths;
}

/** A path segment as the router compares it: percent-decoded where that is valid, an encoded "/" kept inside it. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).replace(/\//g, '%2F').toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

function matchSegments(pattern: readonly string[], segments: readonly string[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return segments.length === 0;
  if (head === '*') return true;
  if (head.endsWith('?')) {
    const required = head.slice(0, -1);
    return matchSegments(rest, segments) || matchSegments([required, ...rest], segments);
  }
  const [segment, ...others] = segments;
  if (segment === undefined || segment === '') return false;
  if (!head.startsWith(':') && decodeSegment(segment) !== head.toLowerCase()) return false;
  return matchSegments(rest, others);
}

/**
 * Whether a path (no query, no trailing slash but for "/") is one of the web app's pages, matched the way React
 * Router matches it: case-insensitive, ":name" one non-empty segment, "name?" optional, a final "*" anything below.
 */
export function isPagePath(patterns: readonly string[], pathname: string): boolean {
  const segments = pathname === '/' ? [] : pathname.split('/').slice(1);
  return patterns.some((pattern) => matchSegments(pattern.split('/').filter(Boolean), segments));
}
