/** @jest-environment node */
import { matchPath, type RouteObject } from 'react-router-dom';
import { routes } from '../app/router';
import { paths } from '../config/paths';
import { routePatternsOf } from './route-patterns';

/** Every path of the route table, with a sample value for each path that takes a parameter. */
function pathsOf(table: object): string[] {
  return Object.values(table).flatMap((value: unknown) => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') return [(value as (sample: string) => string)('sample-slug')];
    return value && typeof value === 'object' ? pathsOf(value) : [];
  });
}

const isPage = (patterns: readonly string[], pathname: string) => patterns.some((pattern) => matchPath(pattern, pathname) !== null);

// A prefix for isAdminPath, not a page (docs/product.md lists none at /admin itself).
const notPages = new Set<string>([paths.admin.root]);
// Paths of config/paths.ts that no route serves yet; the test below fails once one is routed, so the list never lingers.
const notRoutedYet = new Set<string>([]);

describe('route patterns (dist/route-patterns.json, which the server reads to tell pages from 404s)', () => {
  const patterns = routePatternsOf(routes);

  it('cover every path in config/paths.ts', () => {
    const uncovered = pathsOf(paths).filter((path) => !notPages.has(path) && !notRoutedYet.has(path) && !isPage(patterns, path));
    expect(uncovered).toEqual([]);
    expect([...notRoutedYet].filter((path) => isPage(patterns, path))).toEqual([]);
  });

  it('leave out the not-found catch-all, so made-up paths are no page', () => {
    expect(patterns).not.toContain('/*');
    for (const path of ['/definitely-not-a-page', '/.git/config', '/uk/nope', '/blog/a/b']) expect(isPage(patterns, path)).toBe(false);
    expect(isPage(patterns, '/blog/any-slug')).toBe(true);
  });

  it('join nested paths, keep index routes and nested catch-alls, and drop only the top catch-all', () => {
    const table: RouteObject[] = [
      {
        path: '/',
        children: [
          { index: true },
          { path: 'blog/:slug' },
          { children: [{ path: 'settings' }] },
          { path: 'admin/dashboard', children: [{ index: true }, { path: 'users' }, { path: '*' }] },
          { path: '/admin/blogs/preview/:id' },
          { path: '*' },
        ],
      },
    ];
    expect(routePatternsOf(table)).toEqual([
      '/',
      '/admin/blogs/preview/:id',
      '/admin/dashboard',
      '/admin/dashboard/*',
      '/admin/dashboard/users',
      '/blog/:slug',
      '/settings',
    ]);
  });
});
