/**
 * The returnTo query parameter of /login and /signup (product-spec.md, "Public routes"): only a path on this site
 * is kept, so a crafted link cannot send the visitor elsewhere after logging in.
 */
export function safeReturnTo(value: string | null | undefined, fallback = '/'): string {
  if (!value) return fallback;
  // "//evil.example" and "/\evil.example" are protocol-relative in browsers.
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/^\/(login|signup)(?:[/?#]|$)/.test(value)) return fallback;
  return value;
}

/** /login?returnTo=<the current page>; on the login page itself, plain /login. */
export function loginHref(pathname: string, search = '', base = '/login'): string {
  if (pathname === base) return base;
  return `${base}?${new URLSearchParams({ returnTo: `${pathname}${search}` }).toString()}`;
}
