// Writes dist/prerendered/<route>.html for every route in src/prerender/prerender-paths.ts: the built index.html
// with the page's markup inside #root and its title and meta tags in the head. The server answers a route with its
// file (else with index.html), so the first paint needs no JavaScript; the app then replaces the markup with its
// own render of the same page (src/main.tsx). Also writes dist/route-patterns.json, the URL patterns of every page
// (src/prerender/route-patterns.ts): the server answers any other path with a 404; and dist/sitemap-pages.json, the
// public pages the server's GET /sitemap.xml lists (src/prerender/prerender-paths.ts). Run after `vite build` and
// `vite build --ssr`.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(webDir, 'dist');
const outDir = path.join(distDir, 'prerendered');
const { renderPage, prerenderPaths, routePatterns, ROUTE_PATTERNS_FILE, sitemapPathsFrom, SITEMAP_PAGES_FILE } = await import(
  pathToFileURL(path.join(webDir, 'dist-ssr/render-page.js')).href
);

const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!template.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT}`);

/** The template's own tag for a key the page sets (title, or a meta name/property), removed so none is doubled. */
function withoutTemplateTag(html, tag) {
  const title = /^<title>/.test(tag);
  if (title) return html.replace(/<title>[^<]*<\/title>/, '');
  const [, attribute, key] = /^<meta (name|property)="([^"]+)"/.exec(tag) ?? [];
  if (!attribute) return html;
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return html.replace(new RegExp(`\\s*<meta\\s+${attribute}="${escaped}"[^>]*>`), '');
}

rmSync(outDir, { recursive: true, force: true });
for (const pathname of prerenderPaths) {
  const { body, head } = await renderPage(pathname);
  let html = head.split('\n').reduce((page, tag) => withoutTemplateTag(page, tag.trim()), template);
  html = html.replace('</head>', () => `  ${head}\n  </head>`);
  // Readable at once, usable once the app has taken over: `inert` and `disabled` keep clicks and typing away from
  // markup that is about to be replaced (they would be lost).
  html = html.replace(ROOT, () => `<div id="root"><fieldset class="prerendered" disabled inert>${body}</fieldset></div>`);
  const file = path.join(outDir, pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
}
console.log(`pre-rendered ${prerenderPaths.length} pages into ${path.relative(webDir, outDir)}/`);

writeFileSync(path.join(distDir, ROUTE_PATTERNS_FILE), `${JSON.stringify({ patterns: routePatterns }, null, 2)}\n`);
console.log(`wrote ${routePatterns.length} route patterns into ${path.relative(webDir, path.join(distDir, ROUTE_PATTERNS_FILE))}`);

const sitemapPaths = sitemapPathsFrom();
writeFileSync(path.join(distDir, SITEMAP_PAGES_FILE), `${JSON.stringify({ paths: sitemapPaths }, null, 2)}\n`);
console.log(`wrote ${sitemapPaths.length} sitemap pages into ${path.relative(webDir, path.join(distDir, SITEMAP_PAGES_FILE))}`);
