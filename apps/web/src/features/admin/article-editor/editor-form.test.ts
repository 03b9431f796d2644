import type { Article } from '@taxatlas/contracts/articles';
import {
  buildArticlePayload,
  buildUpdatePayload,
  editorFormErrors,
  editorValuesFromArticle,
  emptyEditorValues,
  formFieldOf,
  sameArticle,
  serverFieldErrors,
  type EditorFormValues,
} from './editor-form';

const now = new Date('2026-11-23T12:00:00Z');
const values = (changes: Partial<EditorFormValues>): EditorFormValues => ({ ...emptyEditorValues, title: 'VAT explained', ...changes });

const article: Article = {
  id: '7d4e0f0a-55a1-4f7e-9d55-8f1c1c1f0b11',
  slug: 'vat-explained',
  title: 'VAT explained',
  excerpt: 'What VAT is.',
  content: '<p>Body</p>',
  category: { id: 'c1', slug: 'vat', name: 'VAT' },
  categories: [
    { id: 'c1', slug: 'vat', name: 'VAT' },
    { id: 'c2', slug: 'tax-guide', name: 'Tax Guide' },
  ],
  tags: ['vat'],
  status: 'published',
  featured: true,
  coverImage: null,
  coverImageAlt: null,
  author: 'Editor',
  views: 3,
  readTime: 1,
  averageTimeSpent: null,
  publishedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  seo: { title: null, description: 'About VAT', keywords: ['vat'], noIndex: false, noFollow: true },
  translations: {},
  publishAt: null,
  version: 4,
};

/** A rejected save as RTK Query's unwrap() throws it: the 400 answer of docs/api.md, "Errors". */
const failureWith = (details: unknown[]) => ({ status: 400, data: { success: false, error: 'Validation failed', details } });

describe('the article payload', () => {
  it('trims text, leaves blanks out and sends null for no cover image', () => {
    const payload = buildArticlePayload(values({ title: '  VAT explained ', slug: ' ', excerpt: ' Short. ', coverImage: '  ' }));
    expect(payload).toMatchObject({ title: 'VAT explained', excerpt: 'Short.', coverImage: null, coverImageAlt: null, categories: [] });
    expect(payload).not.toHaveProperty('slug');
    expect(payload).not.toHaveProperty('category');
    expect(payload.seo).toEqual({ keywords: [], noIndex: false, noFollow: false });
  });

  it('applies the metadata rules: description cut at 160, blank keywords dropped, at most 10 kept', () => {
    const keywords = ['', ' vat ', 'VAT', ...Array.from({ length: 12 }, (_, index) => `k${index}`)];
    const payload = buildArticlePayload(values({ seoDescription: 'word '.repeat(60), seoKeywords: keywords }));
    expect(payload.seo?.description?.length).toBeLessThanOrEqual(160);
    expect(payload.seo?.keywords).toEqual(['vat', 'k0', 'k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7', 'k8']);
  });

  it('sends publishAt only for a scheduled article', () => {
    const at = '2026-12-01T09:00:00.000Z';
    expect(buildArticlePayload(values({ status: 'scheduled', publishAt: at })).publishAt).toBe(at);
    expect(buildArticlePayload(values({ status: 'draft', publishAt: at })).publishAt).toBeNull();
  });

  it('keeps the main category first and the article’s other categories after it', () => {
    const payload = buildArticlePayload(editorValuesFromArticle(article));
    expect(payload).toMatchObject({ category: 'vat', categories: ['vat', 'tax-guide'] });
    expect(buildArticlePayload({ ...editorValuesFromArticle(article), category: 'tax-guide' }).categories).toEqual(['tax-guide']);
  });

  it('round-trips an article: loading then saving changes nothing', () => {
    const loaded = editorValuesFromArticle(article);
    expect(buildUpdatePayload(loaded, article.version)).toMatchObject({
      title: 'VAT explained',
      slug: 'vat-explained',
      status: 'published',
      featured: true,
      seo: { description: 'About VAT', keywords: ['vat'], noIndex: false, noFollow: true },
      version: 4,
    });
    expect(buildUpdatePayload(loaded, 4)).not.toHaveProperty('autosave');
    expect(buildUpdatePayload(loaded, 4, true)).toMatchObject({ autosave: true });
    expect(sameArticle(loaded, { ...loaded, tags: ['vat', ' '] })).toBe(true);
    expect(sameArticle(loaded, { ...loaded, title: 'VAT explained again' })).toBe(false);
  });
});

describe('the editor form rules', () => {
  it('accepts a titled draft', () => {
    expect(editorFormErrors(values({}), now)).toEqual({});
  });

  it('needs a title and a slug of lower-case words', () => {
    expect(editorFormErrors(values({ title: ' ', slug: 'Not a slug!' }), now)).toEqual({
      title: { kind: 'required' },
      slug: { kind: 'slug' },
    });
    expect(editorFormErrors(values({ slug: 'UK-Tax' }), now)).toEqual({});
  });

  it('needs a publish time in the future for a scheduled article', () => {
    expect(editorFormErrors(values({ status: 'scheduled' }), now)).toEqual({ publishAt: { kind: 'publishAtRequired' } });
    expect(editorFormErrors(values({ status: 'scheduled', publishAt: '2026-11-23T11:59:00Z' }), now)).toEqual({
      publishAt: { kind: 'publishAtPast' },
    });
    expect(editorFormErrors(values({ status: 'scheduled', publishAt: '2026-11-23T12:05:00Z' }), now)).toEqual({});
  });

  it('takes a media library path or an https URL as the cover image, nothing else', () => {
    expect(editorFormErrors(values({ coverImage: '/api/media/files/7d4e0f0a-55a1-4f7e-9d55-8f1c1c1f0b11/medium.webp' }), now)).toEqual({});
    expect(editorFormErrors(values({ coverImage: 'https://cdn.example.com/a.jpg' }), now)).toEqual({});
    expect(editorFormErrors(values({ coverImage: 'javascript:alert(1)' }), now)).toEqual({ coverImage: { kind: 'imageUrl' } });
  });

  it('refuses over-long text with its limit', () => {
    expect(editorFormErrors(values({ title: 'x'.repeat(301), coverImageAlt: 'y'.repeat(301) }), now)).toEqual({
      title: { kind: 'tooLong', max: 300 },
      coverImageAlt: { kind: 'tooLong', max: 300 },
    });
  });
});

describe('server field errors', () => {
  it('maps the API’s field paths onto the form’s fields', () => {
    expect(formFieldOf('seo.keywords.3')).toBe('seoKeywords');
    expect(formFieldOf('seo.description')).toBe('seoDescription');
    expect(formFieldOf('tags[2]')).toBe('tags');
    expect(formFieldOf('translations.de')).toBeUndefined();
  });

  it('puts each message on its field and keeps the rest for the form', () => {
    expect(
      serverFieldErrors(
        failureWith([
          { field: 'slug', message: 'is already used by another article' },
          { field: 'seo.title', message: 'must be at most 200 characters' },
          { field: 'author', message: 'is not allowed' },
          { message: 'odd' },
          'junk',
        ]),
      ),
    ).toEqual({
      fields: { slug: 'is already used by another article', seoTitle: 'must be at most 200 characters' },
      other: ['author: is not allowed', 'odd'],
    });
    expect(serverFieldErrors(undefined)).toEqual({ fields: {}, other: [] });
  });
});
