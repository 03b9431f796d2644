import { loginHref } from './login-href';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps paths on this site, query and fragment included', () => {
    expect(safeReturnTo('/uk/income-tax?income=50000')).toBe('/uk/income-tax?income=50000');
    expect(safeReturnTo('/admin/dashboard/users?page=2#top')).toBe('/admin/dashboard/users?page=2#top');
    expect(safeReturnTo('/settings')).toBe('/settings');
  });

  it.each([
    'https://evil.example',
    'http://evil.example/settings',
    '//evil.example',
    '//evil.example/settings',
    '/\\evil.example',
    '\\\\evil.example',
    '/settings\\..\\..\\evil',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    ' /settings',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r//evil.example',
    '/settings\u0000',
    '/settings\u0085',
    'settings',
    '/login',
    '/login?returnTo=/settings',
    '/signup?x=1',
    '/signup',
    '/./login',
    // Paths that normalise to "//host": a protocol-relative address, another site once navigated to.
    '/.//evil.example',
    '/./\\evil.example',
    '/..//evil.example',
    '/../..//evil.example/settings',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/.%2e//evil.example',
    '/blog/..//evil.example',
    '/blog/../..//evil.example',
    '/././/evil.example?x=1#y',
    '/%2e/\\evil.example',
    '/\t\t/evil.example',
    '/.\t//evil.example',
    '/.\n//evil.example',
    'javascript:alert(1)//',
    '/javascript:alert(1)\n',
    'vbscript:msgbox(1)',
    '\t/evil',
    '',
    null,
    undefined,
  ])('falls back for %j', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  it('falls back to the given path', () => {
    expect(safeReturnTo('//evil.example', '/settings')).toBe('/settings');
  });

  it('normalises paths the way a browser resolves them, staying on this site', () => {
    // "/%2F%2Fevil" stays a path on this site (encoded slashes are not separators); "/./" segments resolve locally.
    expect(safeReturnTo('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(safeReturnTo('/./blog')).toBe('/blog');
    expect(safeReturnTo('/../../blog')).toBe('/blog');
    expect(safeReturnTo('/%2f%2fevil.example')).toBe('/%2f%2fevil.example');
    expect(safeReturnTo('/javascript:alert(1)')).toBe('/javascript:alert(1)');
    expect(safeReturnTo('/blog/./vat-explained?x=//evil.example#//evil')).toBe('/blog/vat-explained?x=//evil.example#//evil');
  });

  it('returns only what resolves to itself on this site, whatever it was given', () => {
    const spellings = ['/', '//', '/.//', '/..//', '/%2f/', '/.%2e/', '/./', '\\', '/\\', '/\t', 'x:', 'javascript:', '?', '#', '@'];
    for (const first of spellings) {
      for (const second of spellings) {
        const result = safeReturnTo(`${first}${second}evil.example`);
        expect(new URL(result, 'https://taxatlas.example').origin).toBe('https://taxatlas.example');
        expect(result.startsWith('/') && !result.startsWith('//') && !result.startsWith('/\\')).toBe(true);
      }
    }
  });
});

describe('loginHref', () => {
  it('carries the current page, query included', () => {
    expect(loginHref('/us/state-tax', '?state=CA')).toBe('/login?returnTo=%2Fus%2Fstate-tax%3Fstate%3DCA');
    expect(loginHref('/login')).toBe('/login');
  });

  it('round-trips through safeReturnTo', () => {
    const href = loginHref('/admin/dashboard/users', '?page=2');
    const returnTo = new URL(href, 'https://x.invalid').searchParams.get('returnTo');
    expect(safeReturnTo(returnTo)).toBe('/admin/dashboard/users?page=2');
  });
});
