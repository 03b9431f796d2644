import { emptyEditorValues } from './editor-form';
import { descriptionRoom, searchSnippet } from './seo-preview';
import { slugEdited, slugFollowsTitle } from './slug-follow';

describe('the search snippet', () => {
  it('falls back to the title, the slug from the title, and the excerpt', () => {
    const snippet = searchSnippet({ ...emptyEditorValues, title: 'Größere Steuern', excerpt: 'Short.', seoKeywords: [' ', 'tax'] });
    expect(snippet).toEqual({
      title: 'Größere Steuern | TaxAtlas',
      path: '/blog/groessere-steuern',
      description: 'Short.',
      robots: 'index, follow',
      keywords: ['tax'],
    });
  });

  it('prefers the SEO fields and says noindex, nofollow', () => {
    const snippet = searchSnippet({
      ...emptyEditorValues,
      title: 'T',
      slug: 'own-slug',
      seoTitle: 'Search title',
      seoDescription: 'd'.repeat(200),
      noIndex: true,
      noFollow: true,
    });
    expect(snippet.title).toBe('Search title | TaxAtlas');
    expect(snippet.path).toBe('/blog/own-slug');
    expect(snippet.description.length).toBeLessThanOrEqual(160);
    expect(snippet.robots).toBe('noindex, nofollow');
  });

  it('counts the description’s room down from 160', () => {
    expect(descriptionRoom('')).toBe(160);
    expect(descriptionRoom('x'.repeat(170))).toBe(-10);
  });
});

describe('the slug following the title', () => {
  it('follows for a new article and an untouched, never-published draft only', () => {
    expect(slugFollowsTitle(undefined)).toBe(true);
    expect(slugFollowsTitle({ title: 'VAT explained', slug: 'vat-explained', publishedAt: null })).toBe(true);
    expect(slugFollowsTitle({ title: 'VAT explained', slug: 'vat', publishedAt: null })).toBe(false);
    expect(slugFollowsTitle({ title: 'VAT explained', slug: 'vat-explained', publishedAt: '2026-01-01T00:00:00Z' })).toBe(false);
  });

  it('stops following once edited, and follows again when emptied', () => {
    expect(slugEdited('my-slug')).toEqual({ follows: false });
    expect(slugEdited('  ')).toEqual({ follows: true });
  });
});
