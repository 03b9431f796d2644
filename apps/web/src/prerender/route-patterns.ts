import type { RouteObject } from 'react-router-dom';

/** The file of the web build (dist/) that lists its route patterns; the server reads it to tell pages from 404s. */
export const ROUTE_PATTERNS_FILE = 'route-patterns.json';

function joinPatterns(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  const joined = `${parent.replace(/\/+$/, '')}/${path}`;
  return joined.length > 1 ? joined.replace(/\/+$/, '') : joined;
}

/**
 * Every URL pattern the router shows a page at, in React Router's syntax ('/blog/:slug', '/admin/dashboard/*'), from
 * the route table itself so that the server and the router cannot disagree. The catch-all at the top ('/*', the
 * not-found page) is left out: a path only it matches is not a page, and the server answers it with a 404.
 */
export function routePatternsOf(routes: readonly RouteObject[], parent = '/'): string[] {
  const patterns = new Set<string>();
  for (const route of routes) {
    const pattern = route.path === undefined ? parent : joinPatterns(parent, route.path);
    // The router matches a route with a path (or an index route) on its own; a pathless layout only through its children.
    if ((route.path !== undefined || route.index === true) && pattern !== '/*') patterns.add(pattern);
    if (route.children) for (const child of routePatternsOf(route.children, pattern)) patterns.add(child);
  }
  return [...patterns].sort();
}
