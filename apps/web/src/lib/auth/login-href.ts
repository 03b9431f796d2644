import { paths } from '../../config/paths';

/** /login?returnTo=<the current page>; on the login page itself, plain /login. (Its own module: the header needs only this.) */
export function loginHref(pathname: string, search = '', base: string = paths.login): string {
  if (pathname === base) return base;
  return `${base}?${new URLSearchParams({ returnTo: `${pathname}${search}` }).toString()}`;
}
