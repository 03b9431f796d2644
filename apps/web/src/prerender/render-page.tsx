// Entry of the server-side build (vite build --ssr): renders a route of the app to HTML for scripts/prerender.mjs.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { PRERENDER_ORIGIN, PrerenderContext, PrerenderState } from '../lib/prerender-context';
import { AppProviders } from '../app/providers';
import { preloadPagesFor, routes } from '../app/router';
import { renderHeadHtml } from './head-html';
import { routePatternsOf } from './route-patterns';

export { prerenderPaths, sitemapPathsFrom, SITEMAP_PAGES_FILE } from './prerender-paths';
export { ROUTE_PATTERNS_FILE } from './route-patterns';

/** The URL patterns of every page, written to dist/ for the server (apps/api/src/web). */
export const routePatterns = routePatternsOf(routes);

export interface PrerenderedPage {
  /** The markup of the app's root element. */
  readonly body: string;
  /** Title and meta tags for the document head (those that need the site's origin are left to the app). */
  readonly head: string;
}

/** The page at `pathname` as the app renders it in English before anything is fetched. */
export async function renderPage(pathname: string): Promise<PrerenderedPage> {
  await preloadPagesFor(pathname);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`${PRERENDER_ORIGIN}${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const state = new PrerenderState();
  const body = renderToString(
    <PrerenderContext value={state}>
      <AppProviders initialLanguage="en">
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </PrerenderContext>,
  );
  if (!state.head) throw new Error(`${pathname} rendered no page head`);
  return { body, head: renderHeadHtml(state.head) };
}
