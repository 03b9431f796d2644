import { slugPattern } from '../src/articles';
import { slugify } from '../src/slugify';

describe('slugify', () => {
  it.each([
    ['UK Tax Guide 2024/25!', 'uk-tax-guide-2024-25'],
    ['Steuern für Größere Unternehmen 2024/25!', 'steuern-fuer-groessere-unternehmen-2024-25'],
    ['  Café --- crème brûlée  ', 'cafe-creme-brulee'],
    ['***', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('keeps to 120 characters without a trailing hyphen, and what it makes is a valid slug', () => {
    const slug = slugify(`${'a'.repeat(119)} b and more words`);
    expect(slug).toBe('a'.repeat(119));
    expect(slugPattern.test(slugify('Was kostet die Grunderwerbsteuer in Berlin?'))).toBe(true);
  });
});
