import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AntdScope } from '../../../components/antd-scope';
import { renderWithProviders } from '../../../testing/render-with-providers';
import AdminCategoriesPage from './categories-page';

const me = { id: 'u1', email: 'editor@x.example', username: 'editor', firstName: 'Eddie', lastName: 'Editor', role: 'editor' as const };
const category = (id: string, slug: string, name: string, position: number, articleCount = 0, allArticleCount = articleCount) => ({
  id,
  slug,
  name,
  description: name === 'VAT' ? 'Value added tax' : null,
  articleCount,
  allArticleCount,
  position,
  createdAt: '2026-01-02T10:00:00.000Z',
});
const listed = () => [
  category('c1', 'income-tax', 'Income Tax', 0, 2, 3),
  category('c2', 'vat', 'VAT', 1, 1, 1),
  category('c3', 'tax-tips', 'Tax Tips', 2),
];

let requests: Array<{ method: string; url: string; body?: unknown }>;
/** Answers for one method and path, replacing the default ones below; a function may hold its answer back. */
let answers: Map<string, (body: unknown) => Promise<Response> | Response>;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'token-editor');
  localStorage.setItem('user', JSON.stringify({ ...me, preferredLanguage: 'en', createdAt: '2026-01-01T00:00:00.000Z' }));
  requests = [];
  answers = new Map([['GET /api/categories/admin', () => json(200, { data: listed() })]]);
  jest.spyOn(window, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = await request.text();
    const body = text ? JSON.parse(text) : undefined;
    requests.push({ method: request.method, url: `${url.pathname}${url.search}`, body });
    const answer = answers.get(`${request.method} ${url.pathname}`);
    return answer ? answer(body) : json(404, { success: false, error: 'Not found' });
  });
});

afterEach(() => jest.restoreAllMocks());

function renderPage() {
  return renderWithProviders(
    <AntdScope>
      <Routes>
        <Route path="/admin/dashboard/categories" element={<AdminCategoriesPage />} />
      </Routes>
    </AntdScope>,
    { route: '/admin/dashboard/categories' },
  );
}

/** The names in the table, top to bottom. */
function namesInTable(): string[] {
  const rows = within(screen.getByTestId('categories-table')).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent ?? '');
}

const writes = () => requests.filter((request) => request.method !== 'GET');

describe('the admin categories screen', () => {
  it('lists the categories in their order with slug, description and published / all article counts', async () => {
    renderPage();
    await screen.findByText('Income Tax');
    expect(namesInTable()).toEqual(['Income Tax', 'VAT', 'Tax Tips']);
    expect(screen.getByTestId('category-count-income-tax')).toHaveTextContent('2 published / 3 in all');
    expect(screen.getByText('Value added tax')).toBeInTheDocument();
    expect(screen.getByText('vat')).toBeInTheDocument();
    expect(screen.getByTestId('category-up-income-tax')).toBeDisabled();
    expect(screen.getByTestId('category-down-tax-tips')).toBeDisabled();
  });

  it('shows a move at once, saves the whole order, and puts the old order back when the server refuses', async () => {
    let refuse: (response: Response) => void = () => undefined;
    answers.set('PUT /api/categories/order', () => new Promise<Response>((resolve) => (refuse = resolve)));
    renderPage();
    fireEvent.click(await screen.findByTestId('category-down-income-tax'));
    await waitFor(() => expect(namesInTable()).toEqual(['VAT', 'Income Tax', 'Tax Tips']));
    expect(writes()).toEqual([{ method: 'PUT', url: '/api/categories/order', body: { ids: ['c2', 'c1', 'c3'] } }]);

    await act(async () => refuse(json(400, { success: false, error: 'ids must name every category exactly once' })));
    await waitFor(() => expect(namesInTable()).toEqual(['Income Tax', 'VAT', 'Tax Tips']));
    expect(await screen.findByText(/The new order was not saved, so the previous one is back\./)).toBeInTheDocument();
  });

  it('keeps the order the server saved', async () => {
    answers.set('PUT /api/categories/order', (body) => {
      const ids = (body as { ids: string[] }).ids;
      const byId = new Map(listed().map((item) => [item.id, item]));
      return json(200, { data: ids.map((id, position) => ({ ...byId.get(id)!, position })) });
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('category-up-tax-tips'));
    expect(await screen.findByText('The new order is saved.')).toBeInTheDocument();
    expect(namesInTable()).toEqual(['Income Tax', 'Tax Tips', 'VAT']);
  });

  it('creates a category with only the fields given, and shows the server’s field errors on their fields', async () => {
    answers.set('POST /api/categories', () =>
      json(400, { success: false, error: 'slug must be a slug', details: [{ field: 'slug', message: 'is reserved' }] }),
    );
    renderPage();
    fireEvent.click(await screen.findByTestId('category-new'));
    fireEvent.change(screen.getByTestId('category-name'), { target: { value: '  Pensions ' } });
    fireEvent.change(screen.getByTestId('category-slug'), { target: { value: 'pensions' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('is reserved')).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'POST', url: '/api/categories', body: { name: 'Pensions', slug: 'pensions' } }]);
    expect(screen.getByTestId('category-form-error')).toHaveTextContent('The category was not saved.');
  });

  it('refuses a name another category has (in any case) and a bad slug before sending anything', async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId('category-new'));
    fireEvent.change(screen.getByTestId('category-name'), { target: { value: 'vat' } });
    fireEvent.change(screen.getByTestId('category-slug'), { target: { value: 'Not a slug' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Another category already has this name.')).toBeInTheDocument();
    expect(screen.getByText('Use lower-case letters, digits and hyphens, such as income-tax.')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('edits a category, sending only what changed, and shows a 409 from the server above the form', async () => {
    answers.set('PUT /api/categories/c2', () =>
      json(409, { success: false, error: 'The category "Sales Tax" already has the slug "sales-tax": choose another slug' }),
    );
    renderPage();
    fireEvent.click(await screen.findByTestId('category-edit-vat'));
    expect(screen.getByTestId('category-name')).toHaveValue('VAT');
    fireEvent.change(screen.getByTestId('category-slug'), { target: { value: 'sales-tax' } });
    fireEvent.change(screen.getByTestId('category-description'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('category-form-error')).toHaveTextContent('already has the slug "sales-tax"');
    expect(writes()).toEqual([{ method: 'PUT', url: '/api/categories/c2', body: { slug: 'sales-tax', description: null } }]);
  });

  it('deletes an unused category after asking, without reassigning', async () => {
    answers.set('DELETE /api/categories/c3', () => json(200, { success: true, reassigned: 0 }));
    renderPage();
    fireEvent.click(await screen.findByTestId('category-delete-tax-tips'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('No article uses this category.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The category “Tax Tips” was deleted.')).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'DELETE', url: '/api/categories/c3', body: undefined }]);
  });

  it('asks where the articles of a used category go, and deletes it only with a target', async () => {
    answers.set('DELETE /api/categories/c1', () => json(200, { success: true, reassigned: 3 }));
    renderPage();
    fireEvent.click(await screen.findByTestId('category-delete-income-tax'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('category-delete-used')).toHaveTextContent('3 articles use this category');
    const confirm = within(dialog).getByRole('button', { name: 'Move and delete' });
    expect(confirm).toBeDisabled();

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Move the articles to' }));
    fireEvent.click(await screen.findByTitle('Tax Tips'));
    await waitFor(() => expect(confirm).toBeEnabled());
    fireEvent.click(confirm);
    expect(await screen.findByText('The category “Income Tax” was deleted; 3 articles moved to “Tax Tips”.')).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'DELETE', url: '/api/categories/c1?reassignTo=tax-tips', body: undefined }]);
  });

  it('turns to reassigning when the server says articles use a category the list showed as unused', async () => {
    answers.set('DELETE /api/categories/c3', () =>
      json(409, { success: false, error: 'The category "Tax Tips" is used by 1 article', articleCount: 1 }),
    );
    renderPage();
    fireEvent.click(await screen.findByTestId('category-delete-tax-tips'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByTestId('category-delete-used')).toHaveTextContent('1 article uses this category');
    expect(within(dialog).getByRole('button', { name: 'Move and delete' })).toBeDisabled();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    answers.set('GET /api/categories/admin', () => json(500, { success: false, error: 'Database unavailable' }));
    renderPage();
    const alert = await screen.findByTestId('categories-error');
    expect(alert).toHaveTextContent('The categories could not be loaded.');
    expect(alert).toHaveTextContent('Database unavailable');
  });
});
