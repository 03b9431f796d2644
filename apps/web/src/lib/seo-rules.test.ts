import { alternateLanguageLinks, buildPageHead, cleanKeywords, cutDescription, pageTitle, robotsValue, SOCIAL_IMAGE } from './seo-rules';

describe('pageTitle', () => {
  it('defaults to the site name and suffixes it otherwise', () => {
    expect(pageTitle(undefined)).toBe('TaxAtlas');
    expect(pageTitle('  ')).toBe('TaxAtlas');
    expect(pageTitle('TaxAtlas')).toBe('TaxAtlas');
    expect(pageTitle('About')).toBe('About | TaxAtlas');
  });
});

describe('cutDescription', () => {
  it('keeps a short text', () => {
    expect(cutDescription('Free tax calculators.')).toBe('Free tax calculators.');
    const exact = 'x'.repeat(160);
    expect(cutDescription(exact)).toBe(exact);
  });

  it('cuts a long text to at most 160 characters at a word', () => {
    const long = 'word '.repeat(60);
    const cut = cutDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
    const unbroken = 'y'.repeat(300);
    expect(cutDescription(unbroken)).toHaveLength(160);
  });
});

describe('cleanKeywords', () => {
  it('drops blanks and repeats and keeps at most ten', () => {
    expect(cleanKeywords(undefined)).toEqual([]);
    expect(cleanKeywords([' tax ', '', '   ', 'Tax', 'vat'])).toEqual(['tax', 'vat']);
    const many = Array.from({ length: 14 }, (_, index) => `k${index}`);
    expect(cleanKeywords(many)).toEqual(many.slice(0, 10));
  });
});

describe('robotsValue', () => {
  it('says noindex and/or nofollow, or index, follow', () => {
    expect(robotsValue()).toBe('index, follow');
    expect(robotsValue(true)).toBe('noindex');
    expect(robotsValue(false, true)).toBe('nofollow');
    expect(robotsValue(true, true)).toBe('noindex, nofollow');
  });
});

describe('alternateLanguageLinks', () => {
  it('names the English page everywhere and adds German and default on /germany paths', () => {
    expect(alternateLanguageLinks('https://taxatlas.example', '/uk')).toEqual([{ hreflang: 'en', href: 'https://taxatlas.example/uk' }]);
    expect(alternateLanguageLinks('https://taxatlas.example', '/germany/vat').map((link) => link.hreflang)).toEqual([
      'en',
      'de',
      'x-default',
    ]);
    expect(alternateLanguageLinks('https://taxatlas.example', '/germanyish')).toHaveLength(1);
  });
});

describe('buildPageHead', () => {
  const location = { origin: 'https://taxatlas.example', pathname: '/blog/vat-explained', language: 'en' };
  const content = (head: ReturnType<typeof buildPageHead>, key: string) => head.meta.find((tag) => tag.key === key)?.content;

  it('writes the title, description, canonical URL, robots and a 1200×630 image', () => {
    const head = buildPageHead({ title: 'VAT explained', description: 'd'.repeat(200) }, location);
    expect(head.title).toBe('VAT explained | TaxAtlas');
    expect(content(head, 'description')).toHaveLength(160);
    expect(content(head, 'robots')).toBe('index, follow');
    expect(content(head, 'og:image')).toBe('https://taxatlas.example/og-image.png');
    expect(content(head, 'og:image:width')).toBe(String(SOCIAL_IMAGE.width));
    expect(content(head, 'og:image:height')).toBe('630');
    expect(content(head, 'twitter:card')).toBe('summary_large_image');
    expect(content(head, 'keywords')).toBeUndefined();
    expect(head.links[0]).toEqual({ rel: 'canonical', href: 'https://taxatlas.example/blog/vat-explained' });
  });

  it('adds article details only for articles', () => {
    const input = { title: 'VAT', author: 'Jane Doe', publishedAt: '2024-05-01', modifiedAt: '2024-06-01', keywords: ['vat', ''] };
    const article = buildPageHead({ ...input, articleType: 'article' }, location);
    expect(content(article, 'og:type')).toBe('article');
    expect(content(article, 'article:published_time')).toBe('2024-05-01');
    expect(content(article, 'article:modified_time')).toBe('2024-06-01');
    expect(content(article, 'author')).toBe('Jane Doe');
    expect(content(article, 'keywords')).toBe('vat');
    const page = buildPageHead(input, location);
    expect(content(page, 'og:type')).toBe('website');
    expect(content(page, 'article:published_time')).toBeUndefined();
  });

  it('honours an explicit canonical URL and noindex', () => {
    const head = buildPageHead({ canonicalUrl: '/blog', noIndex: true }, { ...location, language: 'de' });
    expect(head.title).toBe('TaxAtlas');
    expect(head.links[0]?.href).toBe('https://taxatlas.example/blog');
    expect(content(head, 'robots')).toBe('noindex');
    expect(content(head, 'og:locale')).toBe('de_DE');
  });
});
