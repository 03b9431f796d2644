import type { PageHead } from '../../lib/seo-rules';

/** Marks the tags this module owns, so a page change removes the previous page's tags (e.g. article dates). */
const OWNED = 'data-seo';

function selectorFor(attribute: 'name' | 'property', key: string): string {
  return `meta[${attribute}="${key.replace(/"/g, '\\"')}"]`;
}

/** Writes a page's title, meta tags, canonical and alternate links into document.head. */
export function applyPageHead(head: PageHead, doc: Document = document): void {
  doc.title = head.title;

  const wanted = new Set<Element>();
  for (const tag of head.meta) {
    let element = doc.head.querySelector(selectorFor(tag.attribute, tag.key));
    if (!element) {
      element = doc.createElement('meta');
      element.setAttribute(tag.attribute, tag.key);
      doc.head.appendChild(element);
    }
    element.setAttribute(OWNED, '');
    element.setAttribute('content', tag.content);
    wanted.add(element);
  }
  for (const element of Array.from(doc.head.querySelectorAll(`meta[${OWNED}]`))) {
    if (!wanted.has(element)) element.remove();
  }

  for (const element of Array.from(doc.head.querySelectorAll(`link[${OWNED}]`))) element.remove();
  for (const link of head.links) {
    const element = doc.createElement('link');
    element.setAttribute(OWNED, '');
    element.rel = link.rel;
    element.href = link.href;
    if (link.hreflang) element.hreflang = link.hreflang;
    doc.head.appendChild(element);
  }
}
