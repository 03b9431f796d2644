import { readingTimeMinutes, wordCount } from '../src/articles';
import { MAX_NUMERIC_STRING_LENGTH, numberFromString } from '../src/fields';

describe('numberFromString: numeric strings from requests', () => {
  test.each([
    ['60000', 60000],
    [' 60000.50 ', 60000.5],
    ['.5', 0.5],
    ['5.', 5],
    ['-1', -1],
    ['1e12', 1e12],
    ['1E-2', 0.01],
  ])('reads %p as %p', (text, expected) => {
    expect(numberFromString(text)).toBe(expected);
  });

  test.each(['60,000', '£60000', '0x10', '1_000', 'Infinity', 'NaN', '', '.', '-', '1e', '1.2.3', '１２３', '1 2'])(
    'leaves %p as it is, for the schema to reject',
    (text) => {
      expect(numberFromString(text)).toBe(text);
    },
  );

  test('whole numbers take plain digits only', () => {
    expect(numberFromString(' 2024 ', 'whole')).toBe(2024);
    expect(numberFromString('2024.0', 'whole')).toBe('2024.0');
    expect(numberFromString('-1', 'whole')).toBe('-1');
  });

  test('a string longer than any real amount is not a number, however many digits it has', () => {
    const longest = '1'.repeat(MAX_NUMERIC_STRING_LENGTH);
    expect(numberFromString(longest)).toBe(Number(longest));
    expect(numberFromString(`${longest}1`)).toBe(`${longest}1`);
    // The security probe's string: 32,000 digits and a letter. It is returned untouched, without any pattern work.
    const probe = `${'1'.repeat(32_000)}x`;
    expect(numberFromString(probe)).toBe(probe);
  });

  test('values that are not strings pass through', () => {
    expect(numberFromString(5)).toBe(5);
    expect(numberFromString(null)).toBe(null);
  });
});

describe('wordCount: reading time from an article body', () => {
  test('counts the words of the visible text only', () => {
    expect(wordCount('<p>one two</p><p>three &amp; four</p>')).toBe(4);
    expect(wordCount('<p>before</p><script>var a = "not words";</script><STYLE>p { x: y }</STYLE><p>after</p>')).toBe(2);
    expect(wordCount('<scripts>kept words</scripts>')).toBe(2);
    expect(wordCount('plain text, no markup')).toBe(4);
    // Sanitised HTML escapes a literal "<"; anything between "<" and ">" is markup.
    expect(wordCount('a &lt; b and c &gt; d')).toBe(5);
    expect(wordCount('a < b and c > d')).toBe(2);
  });

  test('an unclosed script hides the rest, as a browser would', () => {
    expect(wordCount('<p>one</p><script>two three')).toBe(1);
  });

  // Bodies of half a million characters built to make a regular expression backtrack: a linear scan finishes them
  // in milliseconds, where the old patterns took minutes (jest's timeout would fail the test).
  test('is linear on bodies built to make pattern matching backtrack', () => {
    expect(wordCount('<'.repeat(500_000))).toBe(0);
    expect(wordCount('<script>'.repeat(60_000))).toBe(0);
    expect(readingTimeMinutes(`${'word '.repeat(100_000)}<`)).toBe(500);
  });
});
