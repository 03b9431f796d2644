import sanitizeHtml from 'sanitize-html';
import { sanitizeArticleHtml } from './article-html';

// The sanitize-html advisories fixed after 2.17.5, the release the project stayed on while it ran on Node 20
// (2.17.6 and later need Node >= 22.12). Each payload goes through the article allow-list, which must keep it
// harmless; and where the advisory needs a wider allow-list than ours, that allow-list shows the installed
// sanitize-html carries the fix, so that a return to an older release fails here.
const liveMarkup = /<(svg|math|textarea|xmp|noscript|iframe|meta|animate|set|script)\b|\son\w+=|javascript:/i;

describe('article HTML and the sanitize-html advisories fixed after 2.17.5', () => {
  describe('GHSA-jxwj-j7wr-gfrw (2.17.6): textarea or xmp inside svg or math re-emitted its markup unescaped', () => {
    it.each([
      '<svg><textarea><img src=x onerror=alert(1)></textarea></svg><p>ok</p>',
      '<math><xmp><img src=x onerror=alert(1)></xmp></math><p>ok</p>',
      '<p>ok</p><textarea></textarea/><img src=x onerror=alert(1)></textarea>',
    ])('the article keeps nothing live of %s', (payload) => {
      const html = sanitizeArticleHtml(payload);
      expect(html).not.toMatch(liveMarkup);
      expect(html).toContain('<p>ok</p>');
    });

    it('the installed sanitize-html escapes it under an allow-list that admits svg and textarea', () => {
      const html = sanitizeHtml('<svg><textarea><img src=x onerror=alert(1)></textarea></svg>', {
        allowedTags: ['svg', 'textarea'],
        allowedAttributes: {},
      });
      expect(html).not.toMatch(/<img|onerror=/i);
    });
  });

  describe('GHSA-g8qq-57p8-ggw5 (2.17.7) and GHSA-374f-7chj-9948 (2.18.0): SVG animation retargeted a link to javascript:', () => {
    it.each([
      '<svg><a href="https://gov.uk"><animate attributeName="href" values="#top;javascript:alert(1)"/><set attributeName="href" to="javascript:alert(1)"/>x</a></svg><p>ok</p>',
      '<svg><a href="https://gov.uk"><svg:animate attributeName="href" values="#top;javascript:alert(1)"/>x</a></svg><p>ok</p>',
    ])('the article keeps nothing live of %s', (payload) => {
      const html = sanitizeArticleHtml(payload);
      expect(html).not.toMatch(liveMarkup);
      expect(html).toContain('<p>ok</p>');
    });

    it.each(['animate', 'svg:animate'])('the installed sanitize-html drops <%s> on href under an allow-list that admits it', (tag) => {
      const html = sanitizeHtml(`<svg><a href="#top"><${tag} attributeName="href" values="#top;javascript:alert(1)"/>x</a></svg>`, {
        allowedTags: ['svg', 'a', tag],
        allowedAttributes: { a: ['href'], [tag]: ['attributename', 'values'] },
      });
      expect(html).not.toMatch(/javascript:/i);
      expect(html).toContain('<a href="#top">x</a>');
    });
  });

  describe('GHSA-cv27-6wvh-8x7j (2.18.0): the URL in a meta refresh skipped the scheme check', () => {
    it('the article drops the meta element', () => {
      expect(sanitizeArticleHtml('<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>ok</p>')).toBe('<p>ok</p>');
    });

    it('the installed sanitize-html drops its javascript: content under an allow-list that admits meta', () => {
      const html = sanitizeHtml('<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', {
        allowedTags: ['meta'],
        allowedAttributes: { meta: ['http-equiv', 'content'] },
      });
      expect(html).not.toMatch(/javascript:/i);
    });
  });

  describe('GHSA-x3q4-9hxx-gx8m (2.18.0): a noscript closed early by an ancestor end tag, where a browser keeps it open', () => {
    it('the article keeps nothing live of it', () => {
      const html = sanitizeArticleHtml('<p><noscript></p><img src=x onerror=alert(1)></noscript><p>ok</p>');
      expect(html).not.toMatch(liveMarkup);
      expect(html).toContain('<p>ok</p>');
    });
  });

  describe('GHSA-c9rx-x947-fp3h (2.18.1): nested discarded iframes re-sanitised their fallback without bound', () => {
    // The article allow-list is exactly the advisory's case (iframe not allowed, disallowedTagsMode discard): on
    // 2.18.0 these nested iframes overflowed the stack, an exception out of the article writer.
    it('the article survives thousands of nested iframes and keeps none of them', () => {
      const html = sanitizeArticleHtml(`${'<iframe>'.repeat(3000)}<p>ok</p>`);
      expect(html).not.toMatch(liveMarkup);
    });

    it('the fallback markup of an iframe is sanitised like the rest of the article', () => {
      expect(sanitizeArticleHtml('<iframe><a href="javascript:alert(1)">x</a><p>ok</p></iframe>')).not.toMatch(liveMarkup);
    });
  });
});
