import { matchRoutes } from 'react-router-dom';
import { routes } from './router';

/** The guards (lazy components named RequireAuth and RequireRole) a path passes, outermost first. */
function guardsOf(pathname: string): string[] {
  const matched = matchRoutes(routes, pathname) ?? [];
  const names: string[] = [];
  for (const { route } of matched) {
    let element = route.element as { type?: { displayName?: string }; props?: { children?: unknown } } | undefined;
    while (element && typeof element === 'object') {
      const name = element.type?.displayName;
      if (name === 'RequireAuth') names.push(name);
      else if (name === 'RequireRole') names.push(`RequireRole(${(element.props as { roles: string[] }).roles.join(',')})`);
      element = element.props?.children as typeof element;
    }
  }
  return names;
}

describe('the route table', () => {
  it.each(['/', '/uk/income-tax', '/blog/vat-explained', '/login', '/signup', '/about', '/contact', '/made-up'])(
    'public: %s needs no sign-in',
    (path) => {
      expect(guardsOf(path)).toEqual([]);
    },
  );

  it('account: /settings needs a signed-in user', () => {
    expect(guardsOf('/settings')).toEqual(['RequireAuth']);
  });

  it.each([
    '/admin/dashboard',
    '/admin/dashboard/analytics',
    '/admin/dashboard/articles',
    '/admin/dashboard/articles/new',
    '/admin/dashboard/articles/42/edit',
    '/admin/dashboard/categories',
    '/admin/dashboard/media',
  ])('admin: %s needs a signed-in admin or editor', (path) => {
    expect(guardsOf(path)).toEqual(['RequireAuth', 'RequireRole(admin,editor)']);
  });

  it.each(['/admin/dashboard/contact', '/admin/dashboard/users', '/admin/dashboard/settings'])('admin: %s is for admins only', (path) => {
    expect(guardsOf(path)).toEqual(['RequireAuth', 'RequireRole(admin,editor)', 'RequireRole(admin)']);
  });

  it('the article preview is outside the dashboard guard', () => {
    expect(guardsOf('/admin/blogs/preview/abc')).toEqual([]);
    expect(matchRoutes(routes, '/admin/blogs/preview/abc')?.at(-1)?.params).toEqual({ id: 'abc' });
  });
});
