/**
 * Search-engine metadata rules (docs/product.md, "Search metadata"): the title defaults
 * to the site name, the description is cut to 160 characters, blank keywords are dropped and at most 10 kept, the
 * robots value is noindex and/or nofollow or 'index, follow', and the social image is 1200×630.
 */

export const SITE_NAME = 'TaxAtlas';
export const DESCRIPTION_MAX_LENGTH = 160;
export const KEYWORDS_MAX = 10;
export const SOCIAL_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

export interface SeoInput {
  readonly title?: string;
  readonly description?: string;
  /** Absolute, or a path on this site; defaults to the current page without its query string. */
  readonly canonicalUrl?: string;
  readonly image?: string;
  readonly author?: string;
  /** ISO dates. */
  readonly publishedAt?: string;
  readonly modifiedAt?: string;
  readonly keywords?: readonly string[];
  /** 'article' for blog posts; anything else is a website page. */
  readonly articleType?: 'article' | 'website';
  readonly noIndex?: boolean;
  readonly noFollow?: boolean;
}

export function pageTitle(title: string | undefined): string {
  const trimmed = title?.trim();
  if (!trimmed || trimmed === SITE_NAME) return SITE_NAME;
  return `${trimmed} | ${SITE_NAME}`;
}

/** At most 160 characters; a longer text is cut at the last word that fits and ends with an ellipsis. */
export function cutDescription(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  if (text.length <= DESCRIPTION_MAX_LENGTH) return text;
  const room = text.slice(0, DESCRIPTION_MAX_LENGTH - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > DESCRIPTION_MAX_LENGTH / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.–-]+$/, '')}…`;
}

/** Blank keywords dropped (and repeats), at most ten kept, in the given order. */
export function cleanKeywords(keywords: readonly string[] | undefined): string[] {
  const kept: string[] = [];
  for (const keyword of keywords ?? []) {
    const trimmed = keyword.trim();
    if (trimmed === '' || kept.some((existing) => existing.toLowerCase() === trimmed.toLowerCase())) continue;
    kept.push(trimmed);
    if (kept.length === KEYWORDS_MAX) break;
  }
  return kept;
}

export function robotsValue(noIndex = false, noFollow = false): string {
  const parts = [noIndex ? 'noindex' : undefined, noFollow ? 'nofollow' : undefined].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'index, follow';
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  try {
    return new URL(pathOrUrl, origin).toString();
  } catch {
    return pathOrUrl;
  }
}

export interface AlternateLink {
  readonly hreflang: 'en' | 'de' | 'x-default';
  readonly href: string;
}

export function isGermanyPath(pathname: string): boolean {
  return pathname === '/germany' || pathname.startsWith('/germany/');
}

/**
 * Alternate-language links (docs/product.md, "Language"): every page names its English
 * version; /germany pages also name the German one and the default. Both languages share one URL — the language
 * is a visitor preference, not part of the path.
 */
export function alternateLanguageLinks(origin: string, pathname: string): AlternateLink[] {
  const href = absoluteUrl(origin, pathname);
  const links: AlternateLink[] = [{ hreflang: 'en', href }];
  if (isGermanyPath(pathname)) links.push({ hreflang: 'de', href }, { hreflang: 'x-default', href });
  return links;
}

export interface MetaTag {
  readonly attribute: 'name' | 'property';
  readonly key: string;
  readonly content: string;
}

export interface HeadLink {
  readonly rel: 'canonical' | 'alternate';
  readonly href: string;
  readonly hreflang?: string;
}

export interface PageHead {
  readonly title: string;
  readonly meta: readonly MetaTag[];
  readonly links: readonly HeadLink[];
}

/** Every tag the head of a page carries, from the page's metadata and where it is. */
export function buildPageHead(input: SeoInput, location: { origin: string; pathname: string; language: string }): PageHead {
  const title = pageTitle(input.title);
  const description = input.description ? cutDescription(input.description) : '';
  const canonical = absoluteUrl(location.origin, input.canonicalUrl ?? location.pathname);
  const image = absoluteUrl(location.origin, input.image ?? SOCIAL_IMAGE.path);
  const keywords = cleanKeywords(input.keywords);
  const type = input.articleType === 'article' ? 'article' : 'website';

  const meta: MetaTag[] = [];
  const name = (key: string, content: string | undefined) => {
    if (content) meta.push({ attribute: 'name', key, content });
  };
  const property = (key: string, content: string | undefined) => {
    if (content) meta.push({ attribute: 'property', key, content });
  };

  name('description', description);
  name('keywords', keywords.join(', '));
  name('author', input.author?.trim());
  name('robots', robotsValue(input.noIndex, input.noFollow));
  property('og:site_name', SITE_NAME);
  property('og:type', type);
  property('og:title', title);
  property('og:description', description);
  property('og:url', canonical);
  property('og:locale', location.language === 'de' ? 'de_DE' : 'en_GB');
  property('og:image', image);
  property('og:image:width', String(SOCIAL_IMAGE.width));
  property('og:image:height', String(SOCIAL_IMAGE.height));
  if (type === 'article') {
    property('article:published_time', input.publishedAt);
    property('article:modified_time', input.modifiedAt);
    property('article:author', input.author?.trim());
  }
  name('twitter:card', 'summary_large_image');
  name('twitter:title', title);
  name('twitter:description', description);
  name('twitter:image', image);

  const links: HeadLink[] = [
    { rel: 'canonical', href: canonical },
    ...alternateLanguageLinks(location.origin, location.pathname).map((link) => ({ rel: 'alternate' as const, ...link })),
  ];
  return { title, meta, links };
}
