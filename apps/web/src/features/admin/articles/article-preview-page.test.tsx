import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../../testing/render-with-providers';
import ArticlePreviewPage from './article-preview-page';

const articleId = '44444444-4444-4444-8444-444444444444';
const previewPath = `/admin/blogs/preview/${articleId}`;

function signIn(role: 'admin' | 'editor' | 'user') {
  localStorage.setItem('token', `token-${role}`);
  localStorage.setItem(
    'user',
    JSON.stringify({
      id: `id-${role}`,
      email: `${role}@x.example`,
      username: role,
      firstName: 'Grace',
      lastName: 'Hopper',
      role,
      preferredLanguage: 'en',
      createdAt: '2026-01-01T00:00:00.000Z',
    }),
  );
}

const draft = {
  id: articleId,
  slug: 'vat-rates-2027',
  title: 'VAT rates for 2027',
  excerpt: 'What changes in April.',
  content: '<p>The standard rate stays at <strong>20%</strong>.</p><p><a href="/uk/vat">VAT calculator</a></p>',
  category: { id: 'c1', slug: 'vat', name: 'VAT' },
  categories: [{ id: 'c1', slug: 'vat', name: 'VAT' }],
  tags: ['vat', 'rates'],
  status: 'draft',
  featured: false,
  coverImage: null,
  coverImageAlt: null,
  author: 'Grace Hopper',
  views: 0,
  readTime: 1,
  averageTimeSpent: null,
  publishedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  seo: { title: 'VAT in 2027', description: 'The VAT rates of 2027.', keywords: ['vat'], noIndex: false, noFollow: false },
  translations: {},
  publishAt: null,
  version: 3,
};

let requests: string[];
let answer: () => Response;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  localStorage.clear();
  document.head.querySelectorAll('meta[name="robots"]').forEach((meta) => meta.remove());
  requests = [];
  answer = () => json(200, draft);
  jest.spyOn(window, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url);
    requests.push(url.pathname);
    if (url.pathname === `/api/articles/admin/${articleId}`) return answer();
    return json(404, { success: false, error: 'Not found' });
  });
});

afterEach(() => jest.restoreAllMocks());

function LoginProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="login-page">{`${pathname}${search}`}</p>;
}

function renderPreview() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/blogs/preview/:id" element={<ArticlePreviewPage />} />
      <Route path="/login" element={<LoginProbe />} />
    </Routes>,
    { route: previewPath },
  );
}

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');
const askedForTheArticle = () => requests.some((path) => path.startsWith('/api/articles'));

describe('the article preview', () => {
  it('sends an anonymous visitor to sign in and back, without asking for the article', async () => {
    renderPreview();
    expect(await screen.findByTestId('login-page')).toHaveTextContent(`/login?returnTo=${encodeURIComponent(previewPath)}`);
    expect(askedForTheArticle()).toBe(false);
    expect(screen.queryByText('VAT rates for 2027')).toBeNull();
  });

  it('shows a signed-in reader without the editor role the no-access screen, never the article', async () => {
    signIn('user');
    renderPreview();
    expect(await screen.findByTestId('not-allowed')).toHaveTextContent('Your account does not have access to this page.');
    expect(askedForTheArticle()).toBe(false);
    expect(screen.queryByText('VAT rates for 2027')).toBeNull();
    await waitFor(() => expect(robots()).toBe('noindex, nofollow'));
  });

  it('shows an editor the draft as readers will see it, with a draft banner, the way back to the editor and noindex', async () => {
    signIn('editor');
    renderPreview();
    expect(await screen.findByRole('heading', { level: 1, name: 'VAT rates for 2027' })).toBeInTheDocument();
    expect(requests).toContain(`/api/articles/admin/${articleId}`);
    expect(screen.getByTestId('article-content')).toContainHTML('<strong>20%</strong>');
    expect(screen.getByText('What changes in April.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VAT' })).toHaveAttribute('href', '/blog?category=vat');
    expect(screen.getByText('rates')).toBeInTheDocument();
    expect(screen.getByTestId('preview-banner')).toHaveTextContent('Preview of a draft: readers cannot see this article.');
    expect(screen.getByTestId('preview-back-to-editor')).toHaveAttribute('href', `/admin/dashboard/articles/${articleId}/edit`);
    expect(screen.queryByTestId('preview-public-page')).toBeNull();
    // The public page's own metadata, except that the preview is never indexed.
    await waitFor(() => expect(robots()).toBe('noindex, nofollow'));
    expect(document.title).toMatch(/^VAT in 2027/);
  });

  it('says when a scheduled article goes live, and links a published one to its public page', async () => {
    signIn('admin');
    answer = () => json(200, { ...draft, status: 'scheduled', publishAt: '2026-12-01T09:30:00.000Z' });
    const { unmount } = renderPreview();
    expect(await screen.findByTestId('preview-banner')).toHaveTextContent(/Preview: scheduled to go live on .*December.*2026/);
    unmount();

    answer = () => json(200, { ...draft, status: 'published', publishedAt: '2026-11-01T08:00:00.000Z' });
    renderPreview();
    expect(await screen.findByTestId('preview-public-page')).toHaveAttribute('href', '/blog/vat-rates-2027');
    expect(screen.getByTestId('preview-banner')).toHaveTextContent(/published on .*November 2026.*; readers see this version/);
  });

  it('trusts the API over the stored role: a 403 shows the no-access screen, a 401 goes to sign in', async () => {
    signIn('editor');
    answer = () => json(403, { success: false, error: 'Forbidden' });
    const { unmount } = renderPreview();
    expect(await screen.findByTestId('not-allowed')).toBeInTheDocument();
    unmount();

    answer = () => json(401, { success: false, error: 'Unauthorized' });
    renderPreview();
    expect(await screen.findByTestId('login-page')).toHaveTextContent('returnTo=');
  });

  it('says so when the article does not exist', async () => {
    signIn('editor');
    answer = () => json(404, { success: false, error: 'Article not found' });
    renderPreview();
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no article with this id. It may have been deleted.');
  });
});
