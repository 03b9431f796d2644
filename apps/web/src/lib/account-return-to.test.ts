import { loginHref, safeReturnTo } from './account-return-to';

describe('safeReturnTo', () => {
  it('keeps paths on this site', () => {
    expect(safeReturnTo('/uk/income-tax?income=50000')).toBe('/uk/income-tax?income=50000');
  });

  it('falls back for other sites, protocol-relative links, the account pages and nothing', () => {
    for (const value of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/login',
      '/signup?x=1',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnTo(value)).toBe('/');
    }
  });
});

describe('loginHref', () => {
  it('carries the current page, query included', () => {
    expect(loginHref('/us/state-tax', '?state=CA')).toBe('/login?returnTo=%2Fus%2Fstate-tax%3Fstate%3DCA');
    expect(loginHref('/login')).toBe('/login');
  });
});
