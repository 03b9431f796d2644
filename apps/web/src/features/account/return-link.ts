import { safeReturnTo } from '../../lib/auth/return-to';

/** The link to the other account page (/login ↔ /signup), keeping returnTo; only a same-site one is carried on. */
export function withReturnTo(path: string, returnTo: string | null): string {
  const safe = safeReturnTo(returnTo, '');
  return safe ? `${path}?${new URLSearchParams({ returnTo: safe }).toString()}` : path;
}
