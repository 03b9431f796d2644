import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AntdScope } from '../../../components/antd-scope';
import { renderWithProviders } from '../../../testing/render-with-providers';
import AdminArticlesPage from './articles-page';

const editor = {
  id: 'e1',
  email: 'editor@x.example',
  username: 'editor',
  firstName: 'Eve',
  lastName: 'Editor',
  role: 'editor',
  preferredLanguage: 'en',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const vat = { id: 'c1', slug: 'vat', name: 'VAT' };

function article(id: string, title: string, extra: object = {}) {
  return {
    id,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    title,
    excerpt: '',
    category: vat,
    categories: [vat],
    tags: [],
    status: 'draft',
    featured: false,
    coverImage: null,
    coverImageAlt: null,
    author: 'Eve Editor',
    views: 1234,
    readTime: 3,
    averageTimeSpent: null,
    publishedAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    seo: { title: null, description: null, keywords: [], noIndex: false, noFollow: false },
    translations: {},
    publishAt: null,
    version: 1,
    ...extra,
  };
}

const ids = {
  one: '11111111-1111-4111-8111-111111111111',
  two: '22222222-2222-4222-8222-222222222222',
  three: '33333333-3333-4333-8333-333333333333',
};

let requests: Array<{ method: string; url: string; body?: unknown }>;
let listAnswer: () => Response;
let bulkAnswer: (body: { ids: string[]; action: string }) => Response;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const threeArticles = () =>
  json(200, {
    data: [
      article(ids.one, 'VAT rates 2026'),
      article(ids.two, 'Stamp duty changes', { status: 'scheduled', publishAt: '2026-12-01T09:30:00.000Z' }),
      article(ids.three, 'Capital gains basics', { status: 'published', publishedAt: '2026-10-01T08:00:00.000Z' }),
    ],
    total: 3,
    page: 1,
    limit: 20,
  });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'token-editor');
  localStorage.setItem('user', JSON.stringify(editor));
  requests = [];
  listAnswer = threeArticles;
  bulkAnswer = (body) => json(200, { success: true, affected: body.ids.length });
  jest.spyOn(window, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = await request.text();
    const body = text ? (JSON.parse(text) as { ids: string[]; action: string }) : undefined;
    requests.push({ method: request.method, url: `${url.pathname}${url.search}`, body });
    if (url.pathname === '/api/articles' && request.method === 'GET') return listAnswer();
    if (url.pathname === '/api/categories') {
      return json(200, { data: [{ ...vat, description: null, articleCount: 1, position: 0, createdAt: '2026-01-01T00:00:00.000Z' }] });
    }
    if (url.pathname === '/api/articles/bulk' && request.method === 'POST') return bulkAnswer(body!);
    return json(404, { success: false, error: 'Not found' });
  });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Shows the screen's current query string, as the address bar would. */
function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="location-search">{search}</output>;
}

function renderPage(route = '/admin/dashboard/articles') {
  return renderWithProviders(
    <AntdScope>
      <Routes>
        <Route
          path="/admin/dashboard/articles"
          element={
            <>
              <AdminArticlesPage />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </AntdScope>,
    { route },
  );
}

const listRequests = () => requests.filter((request) => request.method === 'GET' && request.url.startsWith('/api/articles?'));
const lastListUrl = () => listRequests().at(-1)?.url;
const rowOf = (title: string) => screen.getByText(title).closest('tr')!;

describe('the admin articles list', () => {
  it('asks the API for every status by default, and carries the URL’s filters, sort and page to it', async () => {
    renderPage();
    await screen.findByText('VAT rates 2026');
    expect(lastListUrl()).toBe('/api/articles?status=all&page=1&limit=20&sort=updatedAt&order=desc');

    requests = [];
    renderPage('/admin/dashboard/articles?status=draft&category=vat&search=rates&sort=title&order=asc&page=2');
    await waitFor(() =>
      expect(lastListUrl()).toBe('/api/articles?status=draft&page=2&limit=20&sort=title&order=asc&category=vat&search=rates'),
    );
  });

  it('shows each article’s columns: an editor link, the status (a scheduled one with its date), category, author and views', async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: 'VAT rates 2026' });
    expect(link).toHaveAttribute('href', `/admin/dashboard/articles/${ids.one}/edit`);
    const draft = rowOf('VAT rates 2026');
    expect(within(draft).getByTestId('article-status')).toHaveTextContent('Draft');
    expect(within(draft).getByText('VAT')).toBeInTheDocument();
    expect(within(draft).getByText('Eve Editor')).toBeInTheDocument();
    expect(within(draft).getByText('1,234')).toBeInTheDocument();
    expect(within(draft).getByRole('link', { name: 'Preview VAT rates 2026' })).toHaveAttribute('href', `/admin/blogs/preview/${ids.one}`);
    expect(within(rowOf('Stamp duty changes')).getByTestId('article-status')).toHaveTextContent(/^Scheduled for .*2026/);
    expect(within(rowOf('Capital gains basics')).getByTestId('article-status')).toHaveTextContent('Published');
    expect(screen.getByRole('link', { name: 'New article' })).toHaveAttribute('href', '/admin/dashboard/articles/new');
  });

  it('puts a status filter in the URL and starts again on page 1', async () => {
    renderPage('/admin/dashboard/articles?page=3&search=vat');
    await screen.findByText('VAT rates 2026');
    fireEvent.click(within(screen.getByTestId('articles-status-filter')).getByText('Scheduled'));
    await waitFor(() => expect(screen.getByTestId('location-search')).toHaveTextContent('?status=scheduled&search=vat'));
    await waitFor(() => expect(lastListUrl()).toBe('/api/articles?status=scheduled&page=1&limit=20&sort=updatedAt&order=desc&search=vat'));
  });

  it('asks for the sorted list when a column header is clicked', async () => {
    renderPage();
    await screen.findByText('VAT rates 2026');
    fireEvent.click(screen.getByRole('columnheader', { name: 'Views' }));
    await waitFor(() => expect(screen.getByTestId('location-search')).toHaveTextContent('?sort=views'));
    await waitFor(() => expect(lastListUrl()).toBe('/api/articles?status=all&page=1&limit=20&sort=views&order=desc'));
  });

  it('searches once typing pauses, not on every key', async () => {
    renderPage();
    await screen.findByText('VAT rates 2026');
    jest.useFakeTimers();
    const box = screen.getByRole('searchbox', { name: 'Search articles' });
    fireEvent.change(box, { target: { value: 'st' } });
    fireEvent.change(box, { target: { value: 'stamp' } });
    act(() => jest.advanceTimersByTime(299));
    expect(screen.getByTestId('location-search')).toHaveTextContent(/^$/);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('location-search')).toHaveTextContent('?search=stamp');
    jest.useRealTimers();
    await waitFor(() => expect(lastListUrl()).toBe('/api/articles?status=all&page=1&limit=20&sort=updatedAt&order=desc&search=stamp'));
    expect(listRequests().some((request) => request.url.endsWith('search=st'))).toBe(false);
  });

  it('publishes the selected articles in one call, says how many changed, clears the selection and reloads the list', async () => {
    renderPage();
    await screen.findByText('VAT rates 2026');
    expect(screen.queryByTestId('articles-bulk-bar')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'VAT rates 2026' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Stamp duty changes' }));
    expect(screen.getByTestId('articles-selected-count')).toHaveTextContent('2 articles selected');
    const listCalls = listRequests().length;

    fireEvent.click(screen.getByTestId('articles-bulk-publish'));
    expect(await screen.findByText('2 articles published.')).toBeInTheDocument();
    expect(requests).toContainEqual({ method: 'POST', url: '/api/articles/bulk', body: { ids: [ids.one, ids.two], action: 'publish' } });
    await waitFor(() => expect(screen.queryByTestId('articles-bulk-bar')).toBeNull());
    await waitFor(() => expect(listRequests().length).toBe(listCalls + 1));
  });

  it('says when some of the selected articles were left as they were', async () => {
    bulkAnswer = () => json(200, { success: true, affected: 1 });
    renderPage();
    await screen.findByText('VAT rates 2026');
    fireEvent.click(screen.getByRole('checkbox', { name: 'VAT rates 2026' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Capital gains basics' }));
    fireEvent.click(screen.getByTestId('articles-bulk-archive'));
    expect(await screen.findByText(/1 article archived\. 1 of the selected articles was left as it was/)).toBeInTheDocument();
  });

  it('deletes only after the editor confirms', async () => {
    renderPage();
    await screen.findByText('VAT rates 2026');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Capital gains basics' }));
    fireEvent.click(screen.getByTestId('articles-bulk-delete'));
    const confirm = await screen.findByText('Delete 1 article?');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    const popup = confirm.closest('.ant-popconfirm') as HTMLElement;
    fireEvent.click(within(popup).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('1 article deleted.')).toBeInTheDocument();
    expect(requests).toContainEqual({ method: 'POST', url: '/api/articles/bulk', body: { ids: [ids.three], action: 'delete' } });
  });

  it('shows the API’s reason when a bulk action is refused, and keeps the selection', async () => {
    bulkAnswer = () => json(400, { success: false, error: 'ids: must be article ids' });
    renderPage();
    await screen.findByText('VAT rates 2026');
    fireEvent.click(screen.getByRole('checkbox', { name: 'VAT rates 2026' }));
    fireEvent.click(screen.getByTestId('articles-bulk-unpublish'));
    expect(await screen.findByText('ids: must be article ids')).toBeInTheDocument();
    expect(screen.getByTestId('articles-selected-count')).toHaveTextContent('1 article selected');
  });

  it('forgets the selection when the list changes, so an action never reaches rows out of sight', async () => {
    renderPage();
    await screen.findByText('VAT rates 2026');
    fireEvent.click(screen.getByRole('checkbox', { name: 'VAT rates 2026' }));
    fireEvent.click(within(screen.getByTestId('articles-status-filter')).getByText('Draft'));
    await waitFor(() => expect(screen.getByTestId('location-search')).toHaveTextContent('?status=draft'));
    expect(screen.queryByTestId('articles-bulk-bar')).toBeNull();
  });

  it('tells an empty blog from a filter that matches nothing', async () => {
    listAnswer = () => json(200, { data: [], total: 0, page: 1, limit: 20 });
    const { unmount } = renderPage();
    expect(await screen.findByText('There are no articles yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write the first article' })).toHaveAttribute('href', '/admin/dashboard/articles/new');
    unmount();

    renderPage('/admin/dashboard/articles?status=archived&search=nothing');
    expect(await screen.findByText('No articles match these filters.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(screen.getByTestId('location-search')).toHaveTextContent(/^$/));
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    listAnswer = () => json(500, { success: false, error: 'Database unavailable' });
    renderPage();
    const alert = await screen.findByTestId('articles-error');
    expect(alert).toHaveTextContent('The articles could not be loaded.');
    expect(alert).toHaveTextContent('Database unavailable');
    listAnswer = threeArticles;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('VAT rates 2026')).toBeInTheDocument();
  });
});
