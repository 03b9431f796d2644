/**
 * The link a person typed, as the body will hold it, or undefined when it is refused. Only https, http and mailto
 * addresses and paths on this site: a `javascript:` or `data:` link is refused here before the server strips it.
 * A bare domain ("example.com/page") becomes https.
 */
export function linkHref(typed: string): string | undefined {
  const text = typed.trim();
  if (text === '') return undefined;
  // "//host" would leave the site while looking like a path.
  if (text.startsWith('//')) return undefined;
  if (text.startsWith('/')) return text;
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(text)) return text;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}
