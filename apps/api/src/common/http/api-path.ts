/** True for the API's own paths (/api and below), which answer JSON; everything else is the web app. */
export function isApiPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  return pathname === '/api' || pathname.startsWith('/api/');
}
