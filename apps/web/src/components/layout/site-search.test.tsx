import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Article } from '@taxatlas/contracts/articles';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SiteSearch } from './site-search';

// docs/product.md, "Site search": a published article appears in the site search.

function article(slug: string, title: string, excerpt: string, category: Article['category'], de?: Article['translations']['de']): Article {
  return {
    id: `id-${slug}`,
    slug,
    title,
    excerpt,
    category,
    categories: category ? [category] : [],
    tags: [],
    status: 'published',
    featured: false,
    coverImage: null,
    coverImageAlt: null,
    author: 'Editor',
    views: 0,
    readTime: 1,
    averageTimeSpent: null,
    publishedAt: '2026-01-02T10:00:00.000Z',
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    seo: { title: null, description: null, keywords: [], noIndex: false, noFollow: false },
    translations: de ? { de } : {},
    publishAt: null,
    version: 1,
  };
}

const taxTips = { id: 'c-tips', slug: 'tax-tips', name: 'Tax Tips' };

type ArticlesAnswer = (search: string) => Promise<Response> | Response;
let articleRequests: URL[] = [];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function answerArticles(answer: ArticlesAnswer) {
  jest.spyOn(window, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.pathname === '/api/articles') {
      articleRequests.push(url);
      return answer(url.searchParams.get('search') ?? '');
    }
    return json({ error: 'not found' }, 404);
  });
}

const found = (...articles: Article[]) => json({ data: articles, total: articles.length, page: 1, limit: 10 });

function renderSearch(language: 'en' | 'de' = 'en') {
  renderWithProviders(<SiteSearch />, { route: '/about', language });
  return screen.getByTestId('site-search-input');
}

const type = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });
const resultLinks = () => screen.queryAllByTestId('site-search-result');
const titles = () => resultLinks().map((link) => link.querySelector('.search-result-title')?.textContent);

beforeEach(() => {
  articleRequests = [];
  localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe('site search with the published articles of the API', () => {
  it('asks the API nothing on page load or before two characters', async () => {
    answerArticles(() => found());
    const input = renderSearch();
    type(input, 'v');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByTestId('site-search-results')).not.toBeInTheDocument();
    expect(articleRequests).toEqual([]);
  });

  it('shows a published article from the API as a blog result: title, excerpt, category badge, no flag, link to /blog/<slug>', async () => {
    answerArticles((search) =>
      search === 'crowdfunding'
        ? found(article('crowdfunding-basics', 'Crowdfunding Basics', 'How crowdfunding income is taxed.', taxTips))
        : found(),
    );
    const input = renderSearch();
    type(input, 'crowdfunding');
    await waitFor(() => expect(titles()).toEqual(['Crowdfunding Basics']));

    const card = resultLinks()[0]!;
    expect(card).toHaveAttribute('href', '/blog/crowdfunding-basics');
    expect(card.querySelector('.search-result-description')).toHaveTextContent('How crowdfunding income is taxed.');
    expect(card.querySelector('.badge')).toHaveTextContent('Tax Tips');
    expect(card.querySelector('svg.country-flag-svg')).toBeNull();
    expect(card.querySelector('.search-result-mark svg')).not.toBeNull();

    // One request, for the settled query, a dropdown's worth.
    expect(articleRequests).toHaveLength(1);
    expect(articleRequests[0]!.searchParams.get('search')).toBe('crowdfunding');
    expect(articleRequests[0]!.searchParams.get('limit')).toBe('10');
    expect(articleRequests[0]!.searchParams.has('status')).toBe(false);
  });

  it('lists the built-in results first and shows a seeded article once, as the built-in (translated) entry', async () => {
    answerArticles(() =>
      found(
        article('vat-explained', 'VAT Explained (as stored)', 'The stored excerpt on VAT.', { id: 'c-vat', slug: 'vat', name: 'VAT' }),
        article('vat-for-freelancers', 'VAT for Freelancers', 'When a freelancer must register for VAT.', {
          id: 'c-new',
          slug: 'freelancing',
          name: 'Freelancing',
        }),
      ),
    );
    renderSearch();
    type(screen.getByTestId('site-search-input'), 'vat');
    await waitFor(() => expect(titles()).toContain('VAT for Freelancers'));

    const seeded = resultLinks().filter((link) => link.getAttribute('href') === '/blog/vat-explained');
    expect(seeded).toHaveLength(1);
    expect(seeded[0]!.querySelector('.search-result-title')).toHaveTextContent(/^VAT Explained$/);
    expect(titles()).not.toContain('VAT Explained (as stored)');
    expect(titles()).toEqual([
      'UK VAT Calculator',
      'US Sales Tax Calculator',
      'German VAT Calculator',
      'VAT Explained',
      'VAT for Freelancers',
    ]);
    // A category outside the built-in eleven shows under its own name.
    expect(within(resultLinks()[4]!).getByText('Freelancing')).toHaveClass('badge');
  });

  it('says "Searching..." until the API answers, then shows the results', async () => {
    let answer: ((response: Response) => void) | undefined;
    answerArticles(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderSearch();
    type(screen.getByTestId('site-search-input'), 'stamp');
    await waitFor(() => expect(answer).toBeDefined());
    expect(screen.getByTestId('site-search-results')).toHaveTextContent('Searching...');
    expect(resultLinks()).toEqual([]);
    answer!(found());
    await waitFor(() => expect(titles()).toEqual(['UK Stamp Duty Calculator']));
  });

  it.each([
    ['the API cannot be reached', () => Promise.reject(new TypeError('offline'))],
    ['the API answers 500', () => json({ error: 'Internal error' }, 500)],
  ])('keeps the built-in results when %s', async (_case, answer) => {
    answerArticles(answer);
    renderSearch();
    type(screen.getByTestId('site-search-input'), 'vat');
    await waitFor(() =>
      expect(titles()).toEqual(['UK VAT Calculator', 'US Sales Tax Calculator', 'German VAT Calculator', 'VAT Explained']),
    );
    expect(screen.getByTestId('site-search-results')).not.toHaveTextContent('Searching...');
    expect(articleRequests).toHaveLength(1);
  });

  it('"No results found" when neither the built-in pages nor the API find anything', async () => {
    answerArticles(() => found());
    renderSearch();
    type(screen.getByTestId('site-search-input'), 'xyzzy');
    await waitFor(() => expect(screen.getByTestId('site-search-results')).toHaveTextContent('No results found'));
  });

  it('shows the German title and excerpt in German, and still matches the original text', async () => {
    answerArticles(() =>
      found(
        article('crowdfunding-basics', 'Crowdfunding Basics', 'How crowdfunding income is taxed.', taxTips, {
          title: 'Schwarmfinanzierung: die Grundlagen',
          excerpt: 'Wie Einnahmen aus Schwarmfinanzierung besteuert werden.',
          summary: 'Kurz gesagt.',
        }),
      ),
    );
    renderSearch('de');
    // Only the English excerpt holds these words.
    type(screen.getByTestId('site-search-input'), 'crowdfunding income');
    await waitFor(() => expect(titles()).toEqual(['Schwarmfinanzierung: die Grundlagen']));
    expect(resultLinks()[0]!.querySelector('.search-result-description')).toHaveTextContent(
      'Wie Einnahmen aus Schwarmfinanzierung besteuert werden.',
    );
    expect(resultLinks()[0]!.querySelector('.badge')).toHaveTextContent('Steuertipps');
  });
});
