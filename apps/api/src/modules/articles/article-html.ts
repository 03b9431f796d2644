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
