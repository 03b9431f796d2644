import { PRERENDER_ORIGIN } from '../lib/prerender-context';
import type { PageHead } from '../lib/seo-rules';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A page's title and meta tags as HTML, marked `data-seo` like the tags the app writes, so the app updates them in
 * place. Absolute URLs (canonical, og:url, og:image, alternates) need the origin the site is served from, which the
 * build does not know: those tags are left to the app.
 */
export function renderHeadHtml(head: PageHead): string {
  const meta = head.meta
    .filter((tag) => !tag.content.includes(PRERENDER_ORIGIN))
    .map((tag) => `<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}" data-seo>`);
  return [`<title>${escapeHtml(head.title)}</title>`, ...meta].join('\n    ');
}
