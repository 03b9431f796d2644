import { internalHref, teaserText } from './article-text';
import { relatedCalculators } from './related-calculators';

const article = {
  title: 'The German Tax System Explained',
  excerpt: 'English excerpt',
  translations: { de: { title: 'Das deutsche Steuersystem', excerpt: 'Deutscher Auszug', summary: 'Zusammenfassung' } },
};

describe('teaserText', () => {
  it('uses the German title and excerpt in German, the original otherwise', () => {
    expect(teaserText(article, 'de')).toEqual({ title: 'Das deutsche Steuersystem', excerpt: 'Deutscher Auszug', translated: true });
    expect(teaserText(article, 'en')).toEqual({ title: 'The German Tax System Explained', excerpt: 'English excerpt', translated: false });
    expect(teaserText({ ...article, translations: {} }, 'de').translated).toBe(false);
  });
});

describe('internalHref', () => {
  it('accepts only site-relative paths', () => {
    expect(internalHref('/uk/income-tax')).toBe('/uk/income-tax');
    expect(internalHref('https://www.gov.uk')).toBeUndefined();
    expect(internalHref('//evil.example/x')).toBeUndefined();
    expect(internalHref('mailto:a@b.c')).toBeUndefined();
    expect(internalHref(null)).toBeUndefined();
  });
});

describe('relatedCalculators', () => {
  it('links the seeded articles to their calculators', () => {
    expect(relatedCalculators({ slug: 'german-tax-system', categories: [] }).map((link) => link.to)).toEqual(['/germany/income-tax']);
    expect(relatedCalculators({ slug: 'investment-tax-basics', categories: [] }).map((link) => link.to)).toEqual(['/us/capital-gains']);
  });

  it('falls back to the categories, at most three links without repeats', () => {
    const links = relatedCalculators({
      slug: 'new-article',
      categories: [{ slug: 'income-tax' }, { slug: 'social-security' }, { slug: 'property-tax' }],
    });
    expect(links.map((link) => link.to)).toEqual(['/uk/income-tax', '/us/federal-income-tax', '/germany/income-tax']);
    expect(relatedCalculators({ slug: 'new-article', categories: [{ slug: 'tax-tips' }] })).toEqual([]);
  });
});
