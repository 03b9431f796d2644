import type { CalculatorEntry } from '@taxatlas/contracts/calculator-catalogue';
import { paths } from '../config/paths';
import { calculatorCatalogue } from '../lib/calculator-catalogue';

/**
 * The public pages a search engine may list (dist/sitemap-pages.json, read by the API's GET /sitemap.xml): home, the
 * hubs, every calculator of the catalogue (its page or its coming-soon page), the blog list and the static pages.
 */
export function sitemapPathsFrom(catalogue: readonly CalculatorEntry[] = calculatorCatalogue): string[] {
  return [
    paths.home,
    paths.uk.hub,
    paths.us.hub,
    paths.germany.hub,
    ...catalogue.map((entry) => entry.url),
    paths.blog,
    paths.about,
    paths.contact,
    paths.privacy,
    paths.terms,
    paths.disclaimer,
    paths.cookies,
  ];
}

/**
 * The routes the build turns into HTML files: every public page whose content does not depend on the visitor or on
 * a route parameter (the sitemap's pages, and login and signup). Parts filled from the API (hub statuses, the blog
 * list) are pre-rendered as their loading state. Blog articles (a page per slug, from the API), /test (the system
 * status page, live), not-found and the signed-in areas (/settings, /admin/*) are left to the app, which the server
 * answers with the plain index.html.
 */
export function prerenderPathsFrom(catalogue: readonly CalculatorEntry[] = calculatorCatalogue): string[] {
  return [...sitemapPathsFrom(catalogue), paths.login, paths.signup];
}

export const prerenderPaths: readonly string[] = prerenderPathsFrom();

/** Where the web build writes the sitemap's pages for the API (apps/api/src/web/web-build.ts reads it). */
export const SITEMAP_PAGES_FILE = 'sitemap-pages.json';
