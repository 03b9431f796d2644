import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isPagePath, readRoutePatterns } from './web-build';

describe('telling pages from 404s with the web build’s route patterns', () => {
  const patterns = ['/', '/uk', '/uk/income-tax', '/blog/:slug', '/admin/dashboard/*', '/admin/blogs/preview/:id', '/docs/:lang?/intro'];

  it('matches static paths case-insensitively and percent-decoded, as React Router does', () => {
    for (const page of ['/', '/uk', '/UK/Income-Tax', '/%75k/income-tax']) expect(isPagePath(patterns, page)).toBe(true);
    for (const other of ['/u', '/uk/nope', '/uk/income-tax/more', '/.git/config', '/definitely-not-a-page']) {
      expect(isPagePath(patterns, other)).toBe(false);
    }
  });

  it('matches a parameter to exactly one non-empty segment', () => {
    expect(isPagePath(patterns, '/blog/vat-explained')).toBe(true);
    expect(isPagePath(patterns, '/blog/a%2Fb')).toBe(true);
    expect(isPagePath(patterns, '/blog/a/b')).toBe(false);
    expect(isPagePath(patterns, '/blog/')).toBe(false);
    expect(isPagePath(patterns, '/blog//x')).toBe(false);
    expect(isPagePath(patterns, '/admin/blogs/preview/0b9e6c1e-5d1c-4c2a-9c55-3f0f0f0f0f0f')).toBe(true);
    expect(isPagePath(patterns, '/admin/blogs/preview')).toBe(false);
  });

  it('matches everything below a final "*", the path itself included, and optional segments', () => {
    for (const page of ['/admin/dashboard', '/admin/dashboard/users', '/admin/dashboard/articles/1/edit']) {
      expect(isPagePath(patterns, page)).toBe(true);
    }
    expect(isPagePath(patterns, '/admin')).toBe(false);
    expect(isPagePath(patterns, '/docs/intro')).toBe(true);
    expect(isPagePath(patterns, '/docs/en/intro')).toBe(true);
    expect(isPagePath(patterns, '/docs/en/de/intro')).toBe(false);
  });

  it('reads the patterns the web build wrote, and refuses a file that lists none', () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'taxatlas-routes-'));
    try {
      expect(readRoutePatterns(webRoot)).toBeUndefined();
      writeFileSync(path.join(webRoot, 'route-patterns.json'), JSON.stringify({ patterns: ['/', '/blog/:slug'] }));
      expect(readRoutePatterns(webRoot)).toEqual(['/', '/blog/:slug']);
      writeFileSync(path.join(webRoot, 'route-patterns.json'), JSON.stringify({ patterns: ['blog'] }));
      expect(() => readRoutePatterns(webRoot)).toThrow(/rebuild the web app/);
    } finally {
      rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
