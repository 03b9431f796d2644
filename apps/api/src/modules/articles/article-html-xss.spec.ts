import { Parser } from 'htmlparser2';
import { sanitizeArticleHtml } from './article-html';

const allowedAttributes: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
  table: ['tabindex'],
  pre: ['tabindex'],
};
const allowedTags = new Set([
  ...['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'u', 's', 'blockquote', 'code', 'pre'],
  ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'img'],
]);

/**
 * What a browser would build from the sanitised HTML, checked element by element (the way a browser parses it, not
 * with a pattern over the text): every problem found — an element or attribute outside the allow-list, a link or
 * image URL with a scheme that can run script or is not allowed.
 */
function problemsIn(html: string): string[] {
  const problems: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!allowedTags.has(name)) problems.push(`element <${name}>`);
        for (const [attribute, value] of Object.entries(attributes)) {
          if (!(allowedAttributes[name] ?? []).includes(attribute)) problems.push(`attribute ${attribute} on <${name}>`);
          // The URL as the browser reads it: without the whitespace and control characters it ignores.
          const url = [...value]
            .filter((character) => character.charCodeAt(0) > 0x20)
            .join('')
            .toLowerCase();
          if (attribute === 'href' && !(/^(https?:|mailto:)/.test(url) || (url.startsWith('/') && !url.startsWith('//')))) {
            problems.push(`href ${value}`);
          }
          if (
            attribute === 'src' &&
            !(/^https:\/\//.test(url) || /^\/api\/media\/files\/[0-9a-f-]{36}\/[a-z0-9-]+\.(webp|jpg|png|gif)$/.test(url))
          ) {
            problems.push(`src ${value}`);
          }
        }
      },
      oncomment(text) {
        problems.push(`comment ${text}`);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return problems;
}

/**
 * The usual XSS payloads (OWASP's filter evasion cheat sheet and friends) against the article allow-list: each must
 * be harmless after a save, while what the editor (TipTap StarterKit + Link + Image) writes survives unchanged.
 */
describe('article HTML sanitising: XSS payloads are gone after save', () => {
  it.each([
    ['img onerror', '<img src="x" onerror="alert(1)">'],
    ['img onerror on an allowed source', '<img src="https://example.com/a.png" onerror="alert(1)" alt="a">'],
    ['img onerror without quotes', '<img src=x onerror=alert(1)//>'],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['javascript: link in mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['javascript: link with entity-encoded letters', '<a href="jav&#x61;script:alert(1)">x</a>'],
    ['javascript: link fully entity-encoded', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
    ['javascript: link with a tab and a newline inside', '<a href="jav\tascr\nipt:alert(1)">x</a>'],
    ['javascript: link with leading spaces and control characters', '<a href=" \u0001javascript:alert(1)">x</a>'],
    ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
    ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['data: image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="x">'],
    ['svg onload', '<svg onload="alert(1)"><circle r="10"/></svg>'],
    ['svg with a script inside', '<svg><script>alert(1)</script></svg>'],
    ['iframe', '<iframe src="https://evil.example"></iframe>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['style element with expression()', '<style>p { width: expression(alert(1)); }</style><p>x</p>'],
    ['style attribute with expression()', '<p style="width: expression(alert(1))">x</p>'],
    ['style attribute with a javascript: url', '<p style="background:url(javascript:alert(1))">x</p>'],
    ['form and button with formaction', '<form action="https://evil.example"><button formaction="javascript:alert(1)">go</button></form>'],
    ['input autofocus onfocus', '<input autofocus onfocus="alert(1)">'],
    ['script tag', '<script>alert(1)</script>'],
    ['script split across tags', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
    ['script with an odd closing tag', '<script>alert(1)</script >'],
    ['script in upper case with attributes', '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>'],
    [
      'attribute injection through a quote',
      '<img src="https://example.com/a.png" alt="x" onerror="alert(1)" title="a\\" onmouseover=\\"alert(1)">',
    ],
    ['attribute injection in a link title', '<a href="https://example.com" title=\'x" onmouseover="alert(1)\'>x</a>'],
    ['object and embed', '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">'],
    ['math with an xlink:href', '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['base href', '<base href="javascript:alert(1)//">'],
    ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
    ['details ontoggle', '<details open ontoggle="alert(1)">x</details>'],
    ['video with a source onerror', '<video><source onerror="alert(1)"></video>'],
    ['HTML comment hiding a script', '<!--<img src="--><img src=x onerror=alert(1)//">'],
    ['unclosed attribute quote', '<img src="https://example.com/a.png onerror=alert(1)'],
  ])('removes %s', (_name, payload) => {
    const clean = sanitizeArticleHtml(`<p>before</p>${payload}<p>after</p>`);
    expect(problemsIn(clean)).toEqual([]);
    expect(clean).not.toMatch(/<script|<svg|<iframe|javascript:/i);
    expect(clean).toContain('<p>before</p>');
  });

  it('finds the problems it looks for (the check above can fail)', () => {
    expect(problemsIn('<p onclick="x">a</p><a href=" jav&#x61;script:x">b</a><svg></svg><img src="data:x">')).toEqual([
      'attribute onclick on <p>',
      'href  javascript:x',
      'element <svg>',
      'src data:x',
    ]);
  });

  it('keeps no image whose source is neither https nor a media library file', () => {
    expect(sanitizeArticleHtml('<img src="http://example.com/a.png" alt="a">')).toBe('');
    expect(sanitizeArticleHtml('<img src="/etc/passwd" alt="a">')).toBe('');
    expect(sanitizeArticleHtml('<img src="//evil.example/a.png" alt="a">')).toBe('');
    expect(sanitizeArticleHtml('<img src="/api/media/files/../../x.png" alt="a">')).toBe('');
  });

  it('keeps links only to http(s), mailto and this site', () => {
    expect(sanitizeArticleHtml('<a href="//evil.example/x">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeArticleHtml('<a href="ftp://example.com/x">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeArticleHtml('<a href="/uk/income-tax">x</a>')).toBe('<a href="/uk/income-tax" rel="noopener noreferrer">x</a>');
    expect(sanitizeArticleHtml('<a href="mailto:help@example.com">x</a>')).toBe(
      '<a href="mailto:help@example.com" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeArticleHtml('<a href="https://gov.uk" target="_top">x</a>')).toBe(
      '<a href="https://gov.uk" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('article HTML sanitising: the editor’s formatting survives', () => {
  const mediaImage = '/api/media/files/0b6f3b8e-6f1f-4c2a-9a55-3f1c2d4e5f60/large.webp';

  it('keeps what TipTap StarterKit, Link and Image write, unchanged', () => {
    const html = [
      '<h2>Heading two</h2>',
      '<h3>Heading three</h3>',
      '<h4>Heading four</h4>',
      '<p>Text with <strong>bold</strong>, <em>italic</em>, <u>underline</u>, <s>strike</s> and <code>code</code>.<br />Next line.</p>',
      '<blockquote><p>A quote.</p></blockquote>',
      '<ul><li><p>One</p></li><li><p>Two</p></li></ul>',
      '<ol><li><p>First</p></li></ol>',
      '<pre tabindex="0"><code>const tax = income * rate;</code></pre>',
      '<hr />',
      '<p><a href="https://www.gov.uk/income-tax-rates" target="_blank" rel="noopener noreferrer nofollow">Rates</a></p>',
      `<img src="${mediaImage}" alt="A chart" title="Chart" width="800" height="600" />`,
      '<img src="https://images.example.com/photo.jpg" alt="Photo" />',
    ].join('');
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('normalises the editor’s older spellings and drops what the editor cannot write', () => {
    expect(sanitizeArticleHtml('<p><b>b</b><i>i</i><strike>s</strike><del>d</del></p>')).toBe(
      '<p><strong>b</strong><em>i</em><s>s</s><s>d</s></p>',
    );
    expect(sanitizeArticleHtml('<p class="x" style="color:red" data-id="1">t</p>')).toBe('<p>t</p>');
    expect(sanitizeArticleHtml(`<img src="${mediaImage}" alt="a" width="100%" height="expression(1)" />`)).toBe(
      `<img src="${mediaImage}" alt="a" />`,
    );
  });
});
