import { mediaFilePathPattern } from '@taxatlas/contracts/articles';
import sanitizeHtml from 'sanitize-html';

/** An image source the article may load: an absolute https URL or a media library file of this site. */
function isAllowedImageSource(src: string | undefined): boolean {
  const value = (src ?? '').trim();
  return /^https:\/\/[^\s]+$/i.test(value) || mediaFilePathPattern.test(value);
}

/**
 * The strict allow-list for article HTML: what the editor (TipTap's StarterKit, Link and Image) writes — headings,
 * paragraphs, lists, links (http, https, mailto or site-relative, always rel="noopener noreferrer", target only
 * _blank), bold, italic, underline, strike, quotes, code, rules and images (https or the media library) — plus the
 * seed's tables. Everything else — scripts, styles, iframes, forms, SVG, event handlers, inline styles, classes — is
 * removed.
 */
const articleHtmlOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'em',
    'u',
    's',
    'blockquote',
    'code',
    'pre',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    table: ['tabindex'],
    pre: ['tabindex'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  // Site-relative URLs (no scheme) pass the scheme check; protocol-relative ones ("//host") do not.
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Headings one level down: the page's <h1> is the article title.
  transformTags: {
    h1: 'h2',
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    // TipTap's Link writes target="_blank" rel="noopener noreferrer nofollow": no other target can be useful, and
    // nofollow is the author's to keep.
    a: (tagName, attribs) => {
      const { target, rel, ...rest } = attribs;
      const nofollow = /(^|\s)nofollow(\s|$)/i.test(rel ?? '');
      return {
        tagName,
        attribs: {
          ...rest,
          ...(target === '_blank' ? { target } : {}),
          rel: nofollow ? 'noopener noreferrer nofollow' : 'noopener noreferrer',
        },
      };
    },
    // Width and height are pixel counts; anything else (units, expressions) goes.
    img: (tagName, attribs) => {
      const { width, height, ...rest } = attribs;
      const pixels = (value: string | undefined) => (value !== undefined && /^\d{1,5}$/.test(value) ? value : undefined);
      const kept = { width: pixels(width), height: pixels(height) };
      return {
        tagName,
        attribs: {
          ...rest,
          ...(kept.width ? { width: kept.width } : {}),
          ...(kept.height ? { height: kept.height } : {}),
        },
      };
    },
    // Wide tables and code scroll sideways on a phone; a scrolling region must be reachable by keyboard (WCAG
    // 2.1.1), so they are focusable whatever the author wrote.
    table: (tagName, attribs) => ({ tagName, attribs: { ...attribs, tabindex: '0' } }),
    pre: (tagName, attribs) => ({ tagName, attribs: { ...attribs, tabindex: '0' } }),
  },
  // An image whose source is neither an absolute https URL nor a media library file (other relative paths, data:,
  // http:) is dropped rather than kept empty.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs.src),
  disallowedTagsMode: 'discard',
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, articleHtmlOptions).trim();
}

/** Plain text for excerpts and search-engine descriptions: no tags at all. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

/** The work the article HTML thread does (article-html.worker.ts), or the request's own thread when run from sources. */
export interface ArticleHtmlTask {
  readonly kind: 'sanitize' | 'plainText';
  readonly html: string;
}

export function runArticleHtmlTask(task: ArticleHtmlTask): string {
  return task.kind === 'sanitize' ? sanitizeArticleHtml(task.html) : plainText(task.html);
}

/**
 * How deep elements may nest in an article. The editor's deepest structures (a list in a quote in a table cell) stay
 * below 10; sanitize-html's time grows with the square of the depth, so 41,000 nested quotes took seconds.
 */
export const ARTICLE_MAX_NESTING = 100;

const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements whose end tag HTML lets an author leave out: the next one of the same kind closes the previous one. */
const selfClosingSiblings = new Set(['p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'option']);
const tagPattern = /<(\/?)([a-z][a-z0-9-]*)\b[^>]*?(\/?)>/gi;

/**
 * Whether the HTML nests elements deeper than `limit`, found by one pass over its tags, before any parser sees it.
 * Close enough to the browser's tree for a bound: an end tag closes up to its open element, and an unclosed <p> or <li>
 * is closed by the next sibling of its kind, so unclosed paragraphs and list items do not add up.
 */
export function nestsDeeperThan(html: string, limit: number): boolean {
  const open: string[] = [];
  for (const [, closing, rawName, selfClosing] of html.matchAll(tagPattern)) {
    const name = rawName!.toLowerCase();
    if (closing) {
      const index = open.lastIndexOf(name);
      if (index !== -1) open.length = index;
    } else if (!selfClosing && !voidElements.has(name)) {
      if (selfClosingSiblings.has(name) && open.at(-1) === name) open.pop();
      open.push(name);
      if (open.length > limit) return true;
    }
  }
  return false;
}
