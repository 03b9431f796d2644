import type { SitemapArticle } from './articles.service';

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => xmlEscapes[character]!);

/**
 * GET /sitemap.xml (sitemaps.org protocol 0.9): every public page (the web build's list, which holds the hubs, the
 * calculators, the static pages and the blog list), then each published, indexable article with its last change as
 * lastmod. Addresses are absolute, on `origin`; a page listed twice is listed once.
 */
export function sitemapXml(origin: string, pagePaths: readonly string[], articles: readonly SitemapArticle[]): string {
  const urls = [...new Set(pagePaths)].map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
  for (const article of articles) {
    const loc = escapeXml(`${origin}/blog/${encodeURIComponent(article.slug)}`);
    urls.push(`  <url><loc>${loc}</loc><lastmod>${escapeXml(article.updatedAt)}</lastmod></url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
