import type { Article } from '@taxatlas/contracts/articles';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../testing/render-with-providers';
import BlogArticlePage from './blog-article-page';

const article: Article = {
  id: '0b6f3b8e-6f1f-4c2a-9a55-3f1c2d4e5f60',
  slug: 'vat-rates-explained',
  title: 'VAT rates explained',
  excerpt: 'What the three rates cover.',
  content: '<p>Standard, reduced and zero.</p>',
  category: null,
  categories: [],
  tags: [],
  status: 'published',
  featured: false,
  coverImage: null,
  coverImageAlt: null,
  author: 'TaxAtlas Editorial Team',
  views: 3,
  readTime: 1,
  averageTimeSpent: null,
  publishedAt: '2026-11-01T09:00:00.000Z',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  seo: { title: null, description: null, keywords: [], noIndex: false, noFollow: false },
  translations: {},
  publishAt: null,
  version: 2,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let requested: string[];

beforeEach(() => {
  localStorage.clear();
  requested = [];
  jest.spyOn(window, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const path = new URL((input as Request).url ?? String(input)).pathname;
    requested.push(path);
    // The browser follows the API's 301 from an old slug by itself: the page sees the article under its current slug.
    if (path === '/api/articles/vat-explained' || path === `/api/articles/${article.slug}`) return json(200, article);
    if (path.endsWith('/track-view')) return json(200, { success: true, views: 4, counted: true });
    return json(404, { success: false, error: 'Not found' });
  });
});

afterEach(() => jest.restoreAllMocks());

function renderAt(entry: string) {
  const router = createMemoryRouter([{ path: '/blog/:slug', element: <BlogArticlePage /> }], { initialEntries: ['/blog', entry] });
  render(
    <AppProviders initialLanguage="en">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('the article page at an old address', () => {
  it('shows the article and replaces the old slug in the address with the current one', async () => {
    const router = renderAt('/blog/vat-explained?ref=newsletter');
    expect(await screen.findByRole('heading', { level: 1, name: 'VAT rates explained' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog/vat-rates-explained'));
    expect(router.state.location.search).toBe('?ref=newsletter');
    // Replaced, not pushed: Back leads to where the reader came from, not to the old address.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(requested).toContain('/api/articles/vat-explained');
  });

  it('leaves the address alone when it already has the current slug', async () => {
    const router = renderAt('/blog/vat-rates-explained');
    expect(await screen.findByRole('heading', { level: 1, name: 'VAT rates explained' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blog/vat-rates-explained');
    expect(router.state.historyAction).not.toBe('REPLACE');
  });
});
