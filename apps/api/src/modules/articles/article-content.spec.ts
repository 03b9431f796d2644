import { readingTimeMinutes, wordCount } from '@taxatlas/contracts/articles';
import { nestsDeeperThan, plainText, sanitizeArticleHtml } from './article-html';
import { containsPattern } from '../../common/database/contains-pattern';
import { utcDay } from './articles.service';
import { slugify } from '../../common/text/slugify';

describe('article content rules', () => {
  it('sanitises to the allow-list', () => {
    expect(sanitizeArticleHtml('<p onclick="x()">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitizeArticleHtml('<a href="javascript:alert(1)" target="_blank">x</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeArticleHtml('<a href="https://gov.uk" rel="opener">x</a>')).toBe(
      '<a href="https://gov.uk" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeArticleHtml('<img src="data:image/png;base64,AAAA" alt="a"><img src="https://x.test/a.png" alt="b">')).toBe(
      '<img src="https://x.test/a.png" alt="b" />',
    );
    expect(sanitizeArticleHtml('<h1>T</h1><b>bold</b><i>it</i>')).toBe('<h2>T</h2><strong>bold</strong><em>it</em>');
    expect(plainText('<p>A <strong>b</strong></p>\n<p>c</p>')).toBe('A b c');
  });

  it('computes reading time at 200 words a minute, at least one minute', () => {
    expect(wordCount('<p>one two</p><p>three &amp; four</p>')).toBe(4);
    expect(readingTimeMinutes('')).toBe(1);
    expect(readingTimeMinutes(`<p>${'word '.repeat(401)}</p>`)).toBe(3);
  });

  it('makes slugs, LIKE patterns and UTC days', () => {
    expect(slugify('Steuern für Größere Unternehmen 2024/25!')).toBe('steuern-fuer-groessere-unternehmen-2024-25');
    expect(containsPattern('100%_Off\\')).toBe('%100\\%\\_off\\\\%');
    expect(utcDay(new Date('2024-04-05T23:30:00-02:00'))).toBe('2024-04-06');
  });
});

describe('scrolling content stays reachable by keyboard', () => {
  it('makes tables and code blocks focusable, whatever tabindex the author gave', () => {
    const html = sanitizeArticleHtml('<table tabindex="-1"><tr><td>1</td></tr></table><pre>code</pre>');
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain('<pre tabindex="0">');
  });
});

describe('nestsDeeperThan: the scan that bounds sanitising before it starts', () => {
  it('counts open elements, not tags', () => {
    expect(nestsDeeperThan('<blockquote>'.repeat(101), 100)).toBe(true);
    expect(nestsDeeperThan('<blockquote>'.repeat(100), 100)).toBe(false);
    expect(nestsDeeperThan('<blockquote>x</blockquote>'.repeat(1000), 1)).toBe(false);
  });

  it('does not count void elements, self-closed tags, or unclosed paragraphs and list items', () => {
    expect(nestsDeeperThan('<br><hr><img src="x">'.repeat(200), 1)).toBe(false);
    expect(nestsDeeperThan('<span/>'.repeat(200), 1)).toBe(false);
    expect(nestsDeeperThan('<p>one'.repeat(200), 1)).toBe(false);
    expect(nestsDeeperThan(`<ul>${'<li>item'.repeat(200)}</ul>`, 2)).toBe(false);
  });

  it('lets an end tag close the elements left open inside it', () => {
    expect(nestsDeeperThan('<div><em><strong></div>'.repeat(200), 3)).toBe(false);
  });
});
