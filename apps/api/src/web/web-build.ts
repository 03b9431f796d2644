// What the server knows about the files of the web build (apps/web/dist): where its pages are.
import { existsSync, readdirSync } from 'node:fs';
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
