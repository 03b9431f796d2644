import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Article } from '@taxatlas/contracts/articles';
import { AntdScope } from '../../../components/antd-scope';
import { AppProviders } from '../../../testing/render-with-providers';
import ArticleEditorRoute from './article-editor-page';

// TipTap needs layout APIs jsdom lacks; the body is a plain labelled textbox here (the toolbar is e2e's business).
jest.mock('./rich-text-editor', () => ({
  __esModule: true,
  default: ({ initialValue, onChange, label }: { initialValue: string; onChange: (html: string) => void; label: string }) => (
    <textarea aria-label={label} defaultValue={initialValue} onChange={(event) => onChange(event.target.value)} />
  ),
}));

const id = '7d4e0f0a-55a1-4f7e-9d55-8f1c1c1f0b11';
const stored = (changes: Partial<Article> = {}): Article => ({
  id,
  slug: 'vat-explained',
  title: 'VAT explained',
  excerpt: '',
  content: '<p>Body</p>',
  category: null,
  categories: [],
  tags: [],
  status: 'draft',
  featured: false,
  coverImage: null,
  coverImageAlt: null,
  author: 'Ada',
  views: 0,
  readTime: 1,
  averageTimeSpent: null,
  publishedAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  seo: { title: null, description: null, keywords: [], noIndex: false, noFollow: false },
  translations: {},
  publishAt: null,
  version: 3,
  ...changes,
});

type Call = { method: string; path: string; body?: Record<string, unknown> };
let calls: Call[];
let answer: (call: Call) => Response | undefined;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'token-editor');
  calls = [];
  answer = () => undefined;
  jest.spyOn(window, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    const text = request.method === 'GET' ? '' : await request.text();
    const call = { method: request.method, path, ...(text ? { body: JSON.parse(text) as Record<string, unknown> } : {}) };
    calls.push(call);
    const custom = answer(call);
    if (custom) return custom;
    if (path === '/api/categories') return json(200, { data: [] });
    if (path === `/api/articles/admin/${id}`) return json(200, stored());
    if (path === '/api/articles' && call.method === 'POST') return json(201, stored({ ...call.body, version: 1 } as Partial<Article>));
    if (path === `/api/articles/${id}` && call.method === 'PUT')
      return json(200, stored({ title: String(call.body?.title), version: Number(call.body?.version) + 1 }));
    return json(404, { success: false, error: 'Not found' });
  });
});

afterEach(() => jest.restoreAllMocks());

function renderEditor(path: string) {
  const element = (
    <AntdScope>
      <ArticleEditorRoute />
    </AntdScope>
  );
  const router = createMemoryRouter(
    [
      { path: '/admin/dashboard/articles/new', element },
      { path: '/admin/dashboard/articles/:id/edit', element },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders initialLanguage="en">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const writes = () => calls.filter((call) => call.method !== 'GET');

describe('the article editor', () => {
  it('makes the slug from the title until the slug is edited', async () => {
    renderEditor('/admin/dashboard/articles/new');
    fireEvent.change(await screen.findByLabelText('Title', { exact: true }), { target: { value: 'Steuern für Größere 2024/25' } });
    await waitFor(() => expect(field('Slug').value).toBe('steuern-fuer-groessere-2024-25'));
    fireEvent.change(field('Slug'), { target: { value: 'steuern' } });
    fireEvent.change(field('Title'), { target: { value: 'Another title' } });
    await waitFor(() => expect(field('Title').value).toBe('Another title'));
    expect(field('Slug').value).toBe('steuern');
  });

  it('creates the article with POST, then moves to its edit URL and saves with PUT and the version it got', async () => {
    const router = renderEditor('/admin/dashboard/articles/new');
    fireEvent.change(await screen.findByLabelText('Title', { exact: true }), { target: { value: 'VAT explained' } });
    fireEvent.change(field('Body'), { target: { value: '<p>Hello</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/dashboard/articles/${id}/edit`));
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/articles',
      body: { title: 'VAT explained', content: '<p>Hello</p>', status: 'draft' },
    });
    // The same screen, not a reload: the form keeps what was typed and the article is not fetched again.
    expect(field('Title').value).toBe('VAT explained');
    expect(calls.some((call) => call.method === 'GET' && call.path === `/api/articles/admin/${id}`)).toBe(false);

    fireEvent.change(field('Title'), { target: { value: 'VAT explained simply' } });
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]).toMatchObject({ method: 'PUT', path: `/api/articles/${id}`, body: { title: 'VAT explained simply', version: 1 } });
    expect(await screen.findByText(/^Saved at /)).toBeInTheDocument();
  });

  it('refuses a stale save with who saved which version, keeps the text, and loads their version only after a confirm', async () => {
    answer = (call) =>
      call.method === 'PUT'
        ? json(409, { success: false, error: 'stale', current: { version: 4, updatedAt: '2026-11-23T14:05:00.000Z', savedBy: 'Grace' } })
        : undefined;
    renderEditor(`/admin/dashboard/articles/${id}/edit`);
    await waitFor(() => expect(field('Title').value).toBe('VAT explained'));
    fireEvent.change(field('Title'), { target: { value: 'My better title' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByTestId('editor-conflict');
    expect(alert).toHaveTextContent('Grace saved version 4');
    expect(writes()[0]?.body).toMatchObject({ version: 3 });
    expect(field('Title').value).toBe('My better title');

    answer = (call) =>
      call.method === 'GET' && call.path.startsWith('/api/articles/admin/')
        ? json(200, stored({ title: 'Their title', version: 4 }))
        : undefined;
    fireEvent.click(within(alert).getByRole('button', { name: 'Load their version' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard mine' }));
    await waitFor(() => expect(field('Title').value).toBe('Their title'));
    expect(screen.queryByTestId('editor-conflict')).not.toBeInTheDocument();
  });

  it('puts a 400’s field errors on their fields', async () => {
    answer = (call) =>
      call.method === 'PUT'
        ? json(400, {
            success: false,
            error: 'Validation failed',
            details: [{ field: 'slug', message: 'is already used by another article' }],
          })
        : undefined;
    renderEditor(`/admin/dashboard/articles/${id}/edit`);
    await waitFor(() => expect(field('Title').value).toBe('VAT explained'));
    fireEvent.change(field('Slug'), { target: { value: 'vat' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('is already used by another article')).toBeInTheDocument();
    expect(screen.getByTestId('editor-save-status')).toHaveTextContent('Not saved: check the marked fields.');
  });

  it('autosaves a changed draft 5 seconds after the last change, marked as an autosave', async () => {
    renderEditor(`/admin/dashboard/articles/${id}/edit`);
    await waitFor(() => expect(field('Title').value).toBe('VAT explained'));
    fireEvent.change(field('Excerpt'), { target: { value: 'Short.' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 3_500)));
    expect(writes()).toHaveLength(0);
    // A loaded 2-core machine renders slowly: allow the timer plenty of room after its 5 s.
    await waitFor(() => expect(writes()).toHaveLength(1), { timeout: 12_000 });
    expect(writes()[0]).toMatchObject({ method: 'PUT', body: { excerpt: 'Short.', autosave: true, version: 3 } });
  });

  it('does not autosave a published article', async () => {
    answer = (call) =>
      call.method === 'GET' && call.path.startsWith('/api/articles/admin/') ? json(200, stored({ status: 'published' })) : undefined;
    renderEditor(`/admin/dashboard/articles/${id}/edit`);
    await waitFor(() => expect(field('Title').value).toBe('VAT explained'));
    fireEvent.change(field('Excerpt'), { target: { value: 'Short.' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 6_000)));
    expect(writes()).toHaveLength(0);
    expect(screen.getByTestId('editor-save-status')).toHaveTextContent('Unsaved changes');
  });

  it('asks before leaving with unsaved changes', async () => {
    const router = renderEditor(`/admin/dashboard/articles/${id}/edit`);
    await waitFor(() => expect(field('Title').value).toBe('VAT explained'));
    fireEvent.change(field('Title'), { target: { value: 'Changed' } });
    await waitFor(() => expect(screen.getByTestId('editor-save-status')).toHaveTextContent('Unsaved changes'));
    void router.navigate('/');
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/dashboard/articles/${id}/edit`);
  });
});
