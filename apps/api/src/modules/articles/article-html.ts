import sanitizeHtml from 'sanitize-html';

/**
 * The strict allow-list for article HTML: headings, paragraphs, lists, links (http, https, mailto or site-relative,
 * always rel="noopener noreferrer"), emphasis, quotes, code, tables and https images. Everything else — scripts,
 * styles, iframes, event handlers, inline styles, classes — is removed.
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
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    table: ['tabindex'],
    pre: ['tabindex'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Headings one level down: the page's <h1> is the article title.
  transformTags: {
    h1: 'h2',
    b: 'strong',
    i: 'em',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
    // Wide tables and code scroll sideways on a phone; a scrolling region must be reachable by keyboard (WCAG
    // 2.1.1), so they are focusable whatever the author wrote.
    table: (tagName, attribs) => ({ tagName, attribs: { ...attribs, tabindex: '0' } }),
    pre: (tagName, attribs) => ({ tagName, attribs: { ...attribs, tabindex: '0' } }),
  },
  // An image whose source is not an absolute https URL (relative, data:, http:) is dropped rather than kept empty.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^https:\/\//i.test(frame.attribs.src ?? ''),
  disallowedTagsMode: 'discard',
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, articleHtmlOptions).trim();
}

/** Plain text for excerpts and search-engine descriptions: no tags at all. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
