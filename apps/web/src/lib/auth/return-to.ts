import { paths } from '../../config/paths';

// Control characters (C0, DEL, C1): browsers drop tabs and newlines from URLs, so "/\t/evil.example" would become
// "//evil.example"; none of them belongs in a path of this site.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/;
const origin = 'https://taxatlas.invalid';

/** The path, query and fragment `value` resolves to on this site, or undefined when it leaves the site. */
function resolveOnSite(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

/**
 * The returnTo query parameter of /login and /signup (docs/product.md, "Public routes"): only a path on this site
 * is kept, so a crafted link cannot send the visitor elsewhere after logging in (no open redirect). Refused, with the
 * fallback instead: anything not starting with one "/", "//host" and "/\host" (protocol-relative in browsers), any
 * backslash or control character, a scheme, and the account pages themselves (no loop back to /login). The value is
 * normalised, then the result is checked again: "/.//evil.example" and "/..//evil.example" resolve to
 * "//evil.example", which is another site once it is navigated to.
 */
export function safeReturnTo(value: string | null | undefined, fallback: string = paths.home): string {
  if (!value || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || controlCharacters.test(value)) return fallback;
  const normalised = resolveOnSite(value);
  if (normalised === undefined || resolveOnSite(normalised) !== normalised) return fallback;
  const { pathname } = new URL(normalised, origin);
  if (pathname === paths.login || pathname === paths.signup) return fallback;
  return normalised;
}
