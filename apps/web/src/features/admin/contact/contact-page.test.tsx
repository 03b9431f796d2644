import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AntdScope } from '../../../components/antd-scope';
import type { Language } from '../../../lib/i18n/language';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ContactUnreadBadge } from './contact-unread-badge';
import AdminContactPage from './contact-page';

const admin = {
  id: 'a1',
  email: 'admin@x.example',
  username: 'admin',
  firstName: 'Ada',
  lastName: 'Admin',
  role: 'admin',
  preferredLanguage: 'en',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function submission(n: number, extra: object = {}) {
  return {
    _id: uuid(n),
    name: `Visitor ${n}`,
    email: `visitor${n}@example.com`,
    subject: `Subject ${n}`,
    message: `Message ${n}`,
    status: 'read',
    adminNote: '',
    createdAt: '2026-03-0' + ((n % 9) + 1) + 'T10:00:00.000Z',
    ipAddress: '203.0.113.7',
    userAgent: 'Mozilla/5.0 Test',
    trackingData: null,
    formType: 'general',
    ...extra,
  };
}

const wrongFigure = {
  kind: 'wrong-figure',
  calculator: 'uk-income-tax',
  calculatorName: 'UK Income Tax',
  url: '/uk/income-tax?income=60000&year=2026-27&region=england',
  taxYear: '2026-27',
  inputs: { income: '60000', year: '2026-27', region: 'england' },
  result: { calculationType: 'income-tax', currency: 'GBP', inputAmount: 60000, totalTax: 11432, effectiveRate: 19.05 },
};

type Seen = { method: string; url: string; body?: unknown; authorization: string | null };
let requests: Seen[];
let listAnswer: (url: URL) => Response | Promise<Response>;
let patchAnswer: (id: string, body: Record<string, unknown>) => Response | Promise<Response>;
let bulkAnswer: (body: { ids: string[]; action: string }) => Response | Promise<Response>;
let exportAnswer: () => Response;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Row = ReturnType<typeof submission>;
/** What the fake server holds: PATCH and bulk change it, as the real one would. */
let store: Row[];

const threeRows = (): Row[] => [
  submission(1, { status: 'unread', adminNote: '' }),
  submission(2, { status: 'read', adminNote: 'Answered on Monday' }),
  submission(3, { status: 'archived', formType: 'wrong-figure', trackingData: wrongFigure }),
];

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'token-admin');
  localStorage.setItem('user', JSON.stringify(admin));
  requests = [];
  store = threeRows();
  listAnswer = (url) => {
    const status = url.searchParams.get('status');
    const matching = status ? store.filter((row) => row.status === status) : store;
    return json(200, { data: matching, total: matching.length });
  };
  patchAnswer = (id, body) => {
    store = store.map((row) => (row._id === id ? { ...row, ...body } : row));
    return json(200, { success: true, message: 'Submission updated successfully.' });
  };
  bulkAnswer = (body) => {
    const chosen = (row: Row) => body.ids.includes(row._id);
    const status = body.action === 'read' ? 'read' : 'archived';
    store = body.action === 'delete' ? store.filter((row) => !chosen(row)) : store.map((row) => (chosen(row) ? { ...row, status } : row));
    return json(200, { success: true, affected: body.ids.length });
  };
  exportAnswer = () =>
    new Response('\uFEFFname,email\r\n', {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="contact-submissions-2026-03-04.csv"',
      },
    });
  jest.spyOn(window, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    // RTK Query passes a Request; apiFetch (the CSV export) passes a URL and options.
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = await request.text();
    const body = text ? JSON.parse(text) : undefined;
    requests.push({
      method: request.method,
      url: `${url.pathname}${url.search}`,
      body,
      authorization: request.headers.get('authorization'),
    });
    if (url.pathname === '/api/contact/form-types') return json(200, { data: ['general', 'feedback', 'partnership', 'wrong-figure'] });
    if (url.pathname === '/api/contact/export.csv') return exportAnswer();
    if (url.pathname === '/api/contact/bulk' && request.method === 'POST') return bulkAnswer(body);
    if (url.pathname === '/api/contact' && request.method === 'GET') return listAnswer(url);
    if (url.pathname.startsWith('/api/contact/') && request.method === 'PATCH') return patchAnswer(url.pathname.split('/').at(-1)!, body);
    return json(404, { success: false, error: 'Not found' });
  });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** The screen's current query string, as the address bar would show it. */
function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="location-search">{search}</output>;
}

function renderPage(route = '/admin/dashboard/contact', language: Language = 'en') {
  return renderWithProviders(
    <AntdScope>
      <Routes>
        <Route
          path="/admin/dashboard/contact"
          element={
            <>
              <nav aria-label="Admin navigation">
                <ContactUnreadBadge />
              </nav>
              <AdminContactPage />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </AntdScope>,
    { route, language },
  );
}

/** The inbox's own list calls (the navigation's unread count asks GET /api/contact?page=1&status=unread too). */
const listRequests = () =>
  requests.filter(
    (request) => request.method === 'GET' && request.url.startsWith('/api/contact?') && request.url !== '/api/contact?page=1&status=unread',
  );
const lastListUrl = () => listRequests().at(-1)?.url;
const rows = () => screen.queryAllByTestId('contact-row');
const rowOf = (name: string) => rows().find((row) => row.textContent?.includes(name))!;
const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option') as HTMLOptionElement[];

async function loaded(route?: string) {
  renderPage(route);
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
}

describe('the contact inbox: the spec’s texts', () => {
  it('has the filter form of the spec: Search, Status, Form with the server’s types, From, To and Filter', async () => {
    await loaded();
    expect(screen.getByTestId('admin-contact')).toBeInTheDocument();
    const search = screen.getByTestId('contact-filter-search');
    expect(search).toHaveAttribute('placeholder', 'Name, email, subject, message...');
    expect(screen.getByLabelText('Search')).toBe(search);

    const status = screen.getByTestId('contact-filter-status');
    expect(screen.getByLabelText('Status')).toBe(status);
    expect(optionsOf(status).map((option) => option.textContent)).toEqual(['All', 'Unread', 'Read', 'Archived']);
    expect(optionsOf(status).map((option) => option.value)).toEqual(['all', 'unread', 'read', 'archived']);

    const form = screen.getByTestId('contact-filter-form');
    expect(screen.getByLabelText('Form')).toBe(form);
    await waitFor(() => expect(optionsOf(form)).toHaveLength(5));
    expect(optionsOf(form).map((option) => option.textContent)).toEqual([
      'All Forms',
      'General',
      'Feedback',
      'Partnership',
      'Wrong figure report',
    ]);
    expect(optionsOf(form).map((option) => option.value)).toEqual(['all', 'general', 'feedback', 'partnership', 'wrong-figure']);
    // Select items never have an empty value (spec, "Validation rules").
    expect([...optionsOf(status), ...optionsOf(form)].filter((option) => option.value === '')).toEqual([]);

    expect(screen.getByLabelText('From')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('To')).toHaveAttribute('type', 'date');
    expect(screen.getByTestId('contact-filter-submit')).toHaveTextContent('Filter');
    expect(requests.some((request) => request.url === '/api/contact/form-types')).toBe(true);
  });

  it('shows the table’s columns, one row per submission with a status badge of its own colour, unread rows in bold', async () => {
    await loaded();
    const headers = within(screen.getByTestId('contact-table')).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['', 'Name', 'Email', 'Subject', 'Date', 'Status', 'Admin Note']);
    expect(within(headers[0]!).getByTestId('contact-select-all')).toHaveAttribute('type', 'checkbox');
    expect(lastListUrl()).toBe('/api/contact?page=1');
    expect(listRequests().every((request) => request.authorization === 'Bearer token-admin')).toBe(true);

    expect(rows().map((row) => row.getAttribute('data-id'))).toEqual([uuid(1), uuid(2), uuid(3)]);
    const unread = rowOf('Visitor 1');
    expect(within(unread).getByText('visitor1@example.com')).toBeInTheDocument();
    expect(within(unread).getByText('Subject 1')).toBeInTheDocument();
    expect(within(unread).getByText(/2026/)).toBeInTheDocument();
    expect(within(rowOf('Visitor 2')).getByText('Answered on Monday')).toBeInTheDocument();

    const badges = rows().map((row) => within(row).getByTestId('contact-status'));
    expect(badges.map((badge) => badge.textContent)).toEqual(['Unread', 'Read', 'Archived']);
    const colours = badges.map((badge) => [...badge.classList].find((name) => /^ant-tag-(blue|green|red)$/.test(name)));
    expect(new Set(colours).size).toBe(3);
    expect(colours).not.toContain(undefined);

    expect(unread).toHaveStyle({ fontWeight: '700' });
    expect(rowOf('Visitor 2')).not.toHaveStyle({ fontWeight: '700' });
  });

  it('says Loading... until the list arrives', async () => {
    let release: (response: Response) => void = () => undefined;
    listAnswer = () => new Promise<Response>((resolve) => (release = resolve));
    renderPage();
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.getByTestId('contact-next')).toBeDisabled();
    act(() => release(json(200, { data: store, total: store.length })));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('says No submissions found. for an empty list', async () => {
    listAnswer = () => json(200, { data: [], total: 0 });
    renderPage();
    expect(await screen.findByText('No submissions found.')).toBeInTheDocument();
    expect(screen.getByTestId('contact-select-all')).toBeDisabled();
  });

  it('says Failed to load submissions when the list cannot be loaded, and can try again', async () => {
    listAnswer = () => json(500, { success: false, error: 'Database unavailable' });
    renderPage();
    const alert = await screen.findByTestId('contact-error');
    expect(within(alert).getByText('Failed to load submissions')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Database unavailable');
    const before = listRequests().length;
    listAnswer = () => json(200, { data: store, total: store.length });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(listRequests().length).toBe(before + 1);
  });
});

describe('filters and pages', () => {
  it('applies the filters from page 1, sends them as query parameters, and keeps them in the URL for a reload', async () => {
    await loaded('/admin/dashboard/contact?page=3');
    expect(lastListUrl()).toBe('/api/contact?page=3');
    await waitFor(() => expect(optionsOf(screen.getByTestId('contact-filter-form'))).toHaveLength(5));

    fireEvent.change(screen.getByTestId('contact-filter-search'), { target: { value: '  vat & co ' } });
    fireEvent.change(screen.getByTestId('contact-filter-status'), { target: { value: 'unread' } });
    fireEvent.change(screen.getByTestId('contact-filter-form'), { target: { value: 'wrong-figure' } });
    fireEvent.change(screen.getByTestId('contact-filter-from'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByTestId('contact-filter-to'), { target: { value: '2026-01-31' } });
    // Nothing is asked before Filter.
    expect(lastListUrl()).toBe('/api/contact?page=3');
    fireEvent.click(screen.getByTestId('contact-filter-submit'));

    await waitFor(() =>
      expect(lastListUrl()).toBe('/api/contact?page=1&search=vat+%26+co&status=unread&from=2026-01-01&to=2026-01-31&formType=wrong-figure'),
    );
    const query = screen.getByTestId('location-search').textContent!;
    expect(query).toBe('?search=vat+%26+co&status=unread&from=2026-01-01&to=2026-01-31&formType=wrong-figure');
    expect(screen.getByTestId('contact-page')).toHaveTextContent('Page 1');
  });

  it('fills the form from the URL (a reload keeps the filters) and "All" clears a filter', async () => {
    await loaded('/admin/dashboard/contact?search=vat&status=archived&formType=feedback&from=2026-02-01&to=2026-02-28&page=2');
    expect(lastListUrl()).toBe('/api/contact?page=2&search=vat&status=archived&from=2026-02-01&to=2026-02-28&formType=feedback');
    expect(screen.getByTestId('contact-filter-search')).toHaveValue('vat');
    expect(screen.getByTestId('contact-filter-status')).toHaveValue('archived');
    await waitFor(() => expect(screen.getByTestId('contact-filter-form')).toHaveValue('feedback'));
    expect(screen.getByTestId('contact-filter-from')).toHaveValue('2026-02-01');
    expect(screen.getByTestId('contact-filter-to')).toHaveValue('2026-02-28');

    fireEvent.change(screen.getByTestId('contact-filter-status'), { target: { value: 'all' } });
    fireEvent.change(screen.getByTestId('contact-filter-form'), { target: { value: 'all' } });
    fireEvent.click(screen.getByTestId('contact-filter-submit'));
    await waitFor(() => expect(lastListUrl()).toBe('/api/contact?page=1&search=vat&from=2026-02-01&to=2026-02-28'));
  });

  it('asks again when Filter is pressed with the filters already applied', async () => {
    await loaded('/admin/dashboard/contact?status=read');
    const before = listRequests().length;
    fireEvent.click(screen.getByTestId('contact-filter-submit'));
    await waitFor(() => expect(listRequests().length).toBe(before + 1));
    expect(lastListUrl()).toBe('/api/contact?page=1&status=read');
  });

  it('refuses a To date before the From date instead of asking the API', async () => {
    await loaded();
    const before = listRequests().length;
    fireEvent.change(screen.getByTestId('contact-filter-from'), { target: { value: '2026-05-10' } });
    fireEvent.change(screen.getByTestId('contact-filter-to'), { target: { value: '2026-05-01' } });
    fireEvent.click(screen.getByTestId('contact-filter-submit'));
    expect(await screen.findByTestId('contact-filter-problem')).toHaveTextContent('The To date must not be before the From date.');
    expect(listRequests().length).toBe(before);
    expect(screen.getByTestId('location-search')).toHaveTextContent(/^$/);
  });

  it('pages by 20: Prev off on page 1, Next on after a full page, off after a short one', async () => {
    const page = (n: number) => Array.from({ length: n }, (_, index) => submission(100 + index));
    listAnswer = (url) =>
      url.searchParams.get('page') === '1' ? json(200, { data: page(20), total: 23 }) : json(200, { data: page(3), total: 23 });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.getByTestId('contact-page')).toHaveTextContent(/^Page 1$/);
    expect(screen.getByTestId('contact-prev')).toHaveTextContent('Prev');
    expect(screen.getByTestId('contact-prev')).toBeDisabled();
    expect(screen.getByTestId('contact-next')).toHaveTextContent('Next');
    expect(screen.getByTestId('contact-next')).toBeEnabled();
    expect(screen.getByTestId('contact-total')).toHaveTextContent('23 submissions');

    fireEvent.click(screen.getByTestId('contact-next'));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(lastListUrl()).toBe('/api/contact?page=2');
    expect(screen.getByTestId('location-search')).toHaveTextContent('?page=2');
    expect(screen.getByTestId('contact-page')).toHaveTextContent(/^Page 2$/);
    expect(screen.getByTestId('contact-next')).toBeDisabled();
    expect(screen.getByTestId('contact-prev')).toBeEnabled();

    fireEvent.click(screen.getByTestId('contact-prev'));
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.getByTestId('location-search')).toHaveTextContent(/^$/);
  });

  it('has no Next after a full page of 20 that is the last one', async () => {
    listAnswer = () => json(200, { data: Array.from({ length: 20 }, (_, index) => submission(200 + index)), total: 20 });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.getByTestId('contact-next')).toBeDisabled();
  });
});

describe('selection and bulk actions', () => {
  it('select-all takes the rows of this page only; a box does not open the message; Deselect All clears', async () => {
    await loaded();
    expect(screen.queryByTestId('contact-bulk-bar')).toBeNull();
    fireEvent.click(within(rowOf('Visitor 2')).getByTestId('contact-row-select'));
    const bar = screen.getByTestId('contact-bulk-bar');
    expect(bar).toHaveTextContent('1 selected');
    expect(screen.queryByTestId('contact-detail')).toBeNull();
    expect(screen.getByTestId('contact-select-all')).toHaveProperty('indeterminate', true);

    fireEvent.click(screen.getByTestId('contact-select-all'));
    expect(bar).toHaveTextContent('3 selected');
    expect(screen.getAllByTestId('contact-row-select').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(within(bar).getByTestId('contact-bulk-read')).toHaveTextContent('Mark as Read');
    expect(within(bar).getByTestId('contact-bulk-archive')).toHaveTextContent('Archive');
    expect(within(bar).getByTestId('contact-bulk-delete')).toHaveTextContent('Delete');
    expect(within(bar).getByTestId('contact-bulk-deselect')).toHaveTextContent('Deselect All');

    fireEvent.click(screen.getByTestId('contact-bulk-deselect'));
    expect(screen.queryByTestId('contact-bulk-bar')).toBeNull();
    expect(screen.getAllByTestId('contact-row-select').some((box) => (box as HTMLInputElement).checked)).toBe(false);
  });

  it('select-all on page 2 sends only page 2’s ids', async () => {
    const page1 = Array.from({ length: 20 }, (_, index) => submission(300 + index));
    const page2 = [submission(400), submission(401)];
    listAnswer = (url) => json(200, { data: url.searchParams.get('page') === '2' ? page2 : page1, total: 22 });
    await loaded('/admin/dashboard/contact?page=2');
    fireEvent.click(screen.getByTestId('contact-select-all'));
    expect(screen.getByTestId('contact-bulk-bar')).toHaveTextContent('2 selected');
    fireEvent.click(screen.getByTestId('contact-bulk-read'));
    await waitFor(() =>
      expect(requests).toContainEqual(
        expect.objectContaining({ method: 'POST', url: '/api/contact/bulk', body: { ids: [uuid(400), uuid(401)], action: 'read' } }),
      ),
    );
  });

  it.each([
    ['read', 'contact-bulk-read', '2 submissions marked as read.'],
    ['archive', 'contact-bulk-archive', '2 submissions archived.'],
  ])('bulk %s: one POST with the ids, the affected count, the selection cleared and the list reloaded', async (action, button, done) => {
    await loaded();
    fireEvent.click(within(rowOf('Visitor 1')).getByTestId('contact-row-select'));
    fireEvent.click(within(rowOf('Visitor 3')).getByTestId('contact-row-select'));
    const listCalls = listRequests().length;
    fireEvent.click(screen.getByTestId(button));
    expect(await screen.findByText(done)).toBeInTheDocument();
    expect(requests).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/api/contact/bulk',
        body: { ids: [uuid(1), uuid(3)], action },
        authorization: 'Bearer token-admin',
      }),
    );
    expect(screen.queryByTestId('contact-bulk-bar')).toBeNull();
    await waitFor(() => expect(listRequests().length).toBeGreaterThan(listCalls));
  });

  it('deletes only after the Confirm Delete dialog with the spec’s text; Cancel sends nothing', async () => {
    await loaded();
    fireEvent.click(within(rowOf('Visitor 1')).getByTestId('contact-row-select'));
    fireEvent.click(within(rowOf('Visitor 2')).getByTestId('contact-row-select'));
    fireEvent.click(screen.getByTestId('contact-bulk-delete'));
    const dialog = await screen.findByTestId('contact-confirm-delete');
    expect(dialog).toHaveTextContent('Confirm Delete');
    expect(dialog).toHaveTextContent('Are you sure you want to delete 2 selected submission(s)? This action cannot be undone.');
    expect(requests.some((request) => request.url === '/api/contact/bulk')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(/Are you sure you want to delete/)).toBeNull());
    expect(requests.some((request) => request.url === '/api/contact/bulk')).toBe(false);
    expect(screen.getByTestId('contact-bulk-bar')).toHaveTextContent('2 selected');

    fireEvent.click(screen.getByTestId('contact-bulk-delete'));
    const again = await screen.findByTestId('contact-confirm-delete');
    await waitFor(() => expect(again).toBeVisible());
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 submissions deleted.')).toBeInTheDocument();
    expect(requests).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/api/contact/bulk', body: { ids: [uuid(1), uuid(2)], action: 'delete' } }),
    );
  });

  it('says so when a bulk action fails, and keeps the selection', async () => {
    bulkAnswer = () => json(400, { success: false, error: 'ids: must name at most 100 submissions' });
    await loaded();
    fireEvent.click(within(rowOf('Visitor 1')).getByTestId('contact-row-select'));
    fireEvent.click(screen.getByTestId('contact-bulk-archive'));
    expect(await screen.findByTestId('contact-bulk-failed')).toHaveTextContent(
      'The action was not carried out. ids: must name at most 100 submissions',
    );
    expect(screen.getByTestId('contact-bulk-bar')).toHaveTextContent('1 selected');
  });
});

describe('the Submission Details dialog', () => {
  it('shows every field; opening an unread message marks it read on the server and in the list', async () => {
    await loaded();
    fireEvent.click(within(rowOf('Visitor 1')).getByText('Subject 1'));
    const dialog = await screen.findByTestId('contact-detail');
    expect(dialog).toHaveTextContent('Submission Details');
    for (const label of ['Name', 'Email', 'Subject', 'Message', 'IP Address', 'User Agent', 'Tracking Data', 'Status', 'Admin Note']) {
      expect(within(dialog).getAllByText(label).length).toBeGreaterThan(0);
    }
    expect(within(dialog).getByTestId('contact-detail-name')).toHaveTextContent('Visitor 1');
    expect(within(dialog).getByTestId('contact-detail-email')).toHaveTextContent('visitor1@example.com');
    expect(within(dialog).getByTestId('contact-detail-message')).toHaveTextContent('Message 1');
    expect(within(dialog).getByTestId('contact-detail-ip')).toHaveTextContent('203.0.113.7');
    expect(within(dialog).getByTestId('contact-detail-user-agent')).toHaveTextContent('Mozilla/5.0 Test');
    expect(within(dialog).getByTestId('contact-detail-form-type')).toHaveTextContent('General');
    expect(within(dialog).getByTestId('contact-tracking-data')).toHaveTextContent('None');
    const status = within(dialog).getByTestId('contact-detail-status');
    expect(optionsOf(status).map((option) => [option.value, option.textContent])).toEqual([
      ['unread', 'Unread'],
      ['read', 'Read'],
      ['archived', 'Archived'],
    ]);
    expect(within(dialog).getByTestId('contact-detail-note')).toHaveAttribute('placeholder', 'Add a note...');
    expect(within(dialog).getByTestId('contact-detail-close')).toHaveTextContent('Close');
    expect(within(dialog).getByTestId('contact-detail-save')).toHaveTextContent('Save');

    await waitFor(() =>
      expect(requests).toContainEqual(
        expect.objectContaining({ method: 'PATCH', url: `/api/contact/${uuid(1)}`, body: { status: 'read' } }),
      ),
    );
    await waitFor(() => expect(within(rowOf('Visitor 1')).getByTestId('contact-status')).toHaveTextContent('Read'));
    expect(status).toHaveValue('read');
  });

  it('says so when the message could not be marked read, and shows it unread again in the list', async () => {
    patchAnswer = () => json(500, { success: false, error: 'Database unavailable' });
    await loaded();
    fireEvent.click(rowOf('Visitor 1'));
    const dialog = await screen.findByTestId('contact-detail');
    expect(await within(dialog).findByText('This message could not be marked as read.')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Visitor 1')).getByTestId('contact-status')).toHaveTextContent('Unread'));
  });

  it('does not send anything when a message that was already read opens', async () => {
    await loaded();
    fireEvent.click(rowOf('Visitor 2'));
    await screen.findByTestId('contact-detail');
    expect(requests.filter((request) => request.method === 'PATCH')).toEqual([]);
    expect(screen.getByTestId('contact-detail-status')).toHaveValue('read');
    expect(screen.getByTestId('contact-detail-note')).toHaveValue('Answered on Monday');
  });

  it('opens from the keyboard too', async () => {
    await loaded();
    fireEvent.keyDown(rowOf('Visitor 2'), { key: 'Enter' });
    expect(await screen.findByTestId('contact-detail')).toHaveTextContent('Visitor 2');
  });

  it('saves status and note with Saving... on the button, then says so, reloads the list and closes', async () => {
    let release: (response: Response) => void = () => undefined;
    patchAnswer = () => new Promise<Response>((resolve) => (release = resolve));
    await loaded();
    fireEvent.click(rowOf('Visitor 2'));
    const dialog = await screen.findByTestId('contact-detail');
    fireEvent.change(within(dialog).getByTestId('contact-detail-status'), { target: { value: 'archived' } });
    fireEvent.change(within(dialog).getByTestId('contact-detail-note'), { target: { value: 'Replied by e-mail' } });
    const listCalls = listRequests().length;
    fireEvent.click(within(dialog).getByTestId('contact-detail-save'));
    await waitFor(() => expect(within(dialog).getByTestId('contact-detail-save')).toHaveTextContent('Saving...'));
    expect(within(dialog).getByTestId('contact-detail-save')).toBeDisabled();
    expect(requests).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        url: `/api/contact/${uuid(2)}`,
        body: { status: 'archived', adminNote: 'Replied by e-mail' },
      }),
    );

    act(() => release(json(200, { success: true, message: 'Submission updated successfully.' })));
    expect(await screen.findByText('Submission updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(listRequests().length).toBeGreaterThan(listCalls));
    await waitFor(() => expect(screen.queryByTestId('contact-detail-save')).toBeNull());
  });

  it.each([
    [
      'success false with the server’s message',
      () => json(200, { success: false, message: 'Submission is locked.' }),
      'Submission is locked.',
    ],
    ['success false without a message', () => json(200, { success: false, message: '' }), 'Failed to update submission.'],
    ['an exception (a failed call)', () => json(500, { success: false, error: 'Internal error' }), 'Failed to update submission.'],
  ])('shows the spec’s failure text for %s and stays open', async (_case, answer, text) => {
    patchAnswer = answer;
    await loaded();
    fireEvent.click(rowOf('Visitor 2'));
    const dialog = await screen.findByTestId('contact-detail');
    fireEvent.click(within(dialog).getByTestId('contact-detail-save'));
    expect(await within(dialog).findByTestId('contact-detail-error')).toHaveTextContent(text);
    expect(within(dialog).getByTestId('contact-detail-save')).toHaveTextContent(/^Save$/);
    expect(screen.queryByText('Submission updated successfully.')).toBeNull();
  });

  it('shows the tracking data as JSON and links Reproduce calculation to the reported calculator', async () => {
    await loaded();
    fireEvent.click(rowOf('Visitor 3'));
    const dialog = await screen.findByTestId('contact-detail');
    const tracking = within(dialog).getByTestId('contact-tracking-data');
    expect(tracking.tagName).toBe('PRE');
    expect(tracking.textContent).toBe(JSON.stringify(wrongFigure, null, 2));
    expect(tracking).toHaveTextContent('"calculator": "uk-income-tax"');
    expect(within(dialog).getByTestId('contact-detail-form-type')).toHaveTextContent('Wrong figure report');
    const reproduce = within(dialog).getByTestId('contact-reproduce');
    expect(reproduce).toHaveTextContent('Reproduce calculation');
    expect(reproduce).toHaveAttribute('href', '/uk/income-tax?income=60000&year=2026-27&region=england');
    expect(reproduce).toHaveAttribute('target', '_blank');
    expect(reproduce).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    ['a javascript: address', { url: 'javascript:alert(1)' }],
    ['another site', { url: '//evil.example/uk/income-tax' }],
    ['a full address elsewhere', { url: 'https://evil.example/uk/income-tax?income=1' }],
    ['a page that is not a calculator', { url: '/admin/dashboard/users' }],
    ['no address', { kind: 'wrong-figure' }],
  ])('offers no Reproduce link for %s', async (_case, trackingData) => {
    listAnswer = () => json(200, { data: [submission(9, { trackingData })], total: 1 });
    await loaded();
    fireEvent.click(rowOf('Visitor 9'));
    const dialog = await screen.findByTestId('contact-detail');
    expect(within(dialog).getByTestId('contact-tracking-data').textContent).toBe(JSON.stringify(trackingData, null, 2));
    expect(within(dialog).queryByTestId('contact-reproduce')).toBeNull();
    expect(dialog.querySelectorAll('a[href^="javascript"], a[href*="evil"]')).toHaveLength(0);
  });
});

describe('the unread count in the navigation', () => {
  it('follows the inbox: opening an unread message and a bulk Mark as Read bring it down', async () => {
    store = [submission(1, { status: 'unread' }), submission(2, { status: 'unread' }), submission(3, { status: 'unread' })];
    await loaded();
    const badge = () => screen.queryByTestId('admin-nav-contact-unread');
    await waitFor(() => expect(badge()).toHaveTextContent(/^3$/));

    fireEvent.click(rowOf('Visitor 1'));
    await screen.findByTestId('contact-detail');
    await waitFor(() => expect(badge()).toHaveTextContent(/^2$/));
    fireEvent.click(screen.getByTestId('contact-detail-close'));

    fireEvent.click(within(rowOf('Visitor 2')).getByTestId('contact-row-select'));
    fireEvent.click(within(rowOf('Visitor 3')).getByTestId('contact-row-select'));
    fireEvent.click(screen.getByTestId('contact-bulk-read'));
    await waitFor(() => expect(badge()).toBeNull());
  });
});

describe('what a visitor typed stays text', () => {
  const img = '<img src=x onerror=alert(1)>';
  const script = '<script>window.__xss = 1</script>';

  it('renders HTML in every field as text, in the table and in the dialog: no img or script element is created', async () => {
    listAnswer = () =>
      json(200, {
        data: [
          submission(7, {
            status: 'unread',
            name: `${img} Mallory`,
            email: 'mallory@example.com',
            subject: `${script} subject`,
            message: `${img}\n${script}`,
            adminNote: `${img} note`,
            userAgent: `Bot ${img}`,
            ipAddress: `${img}`,
            formType: `${img}`,
            trackingData: { url: 'javascript:alert(1)', note: img, nested: { html: script } },
          }),
        ],
        total: 1,
      });
    await loaded();
    const row = rowOf('Mallory');
    expect(row).toHaveTextContent(`${img} Mallory`);
    expect(row).toHaveTextContent(`${script} subject`);
    expect(row).toHaveTextContent(`${img} note`);
    fireEvent.click(row);
    const dialog = await screen.findByTestId('contact-detail');
    expect(within(dialog).getByTestId('contact-detail-name')).toHaveTextContent(`${img} Mallory`);
    expect(within(dialog).getByTestId('contact-detail-message').textContent).toBe(`${img}\n${script}`);
    expect(within(dialog).getByTestId('contact-detail-user-agent')).toHaveTextContent(`Bot ${img}`);
    expect(within(dialog).getByTestId('contact-detail-ip')).toHaveTextContent(img);
    expect(within(dialog).getByTestId('contact-detail-form-type')).toHaveTextContent(img);
    expect(within(dialog).getByTestId('contact-tracking-data')).toHaveTextContent('"note": "<img src=x onerror=alert(1)>"');
    expect(within(dialog).getByTestId('contact-detail-note')).toHaveValue(`${img} note`);
    expect(within(dialog).queryByTestId('contact-reproduce')).toBeNull();

    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('isolates the sender’s name and subject (<bdi>), so a right-to-left override in an older message reorders nothing around it', async () => {
    const spoofed = 'Mallory\u202Egro.evil';
    listAnswer = () => json(200, { data: [submission(8, { status: 'read', name: spoofed, subject: `Re: ${spoofed}` })], total: 1 });
    await loaded();
    const row = rowOf('Mallory');
    const isolated = (element: HTMLElement) => [...element.querySelectorAll('bdi')].map((bdi) => bdi.textContent);
    expect(isolated(row)).toEqual(expect.arrayContaining([spoofed, `Re: ${spoofed}`]));
    expect(row.querySelector('.contact-cell-clip')).toHaveAttribute('title', 'Mallorygro.evil');
    expect(screen.getByRole('checkbox', { name: /Mallory/ }).getAttribute('aria-label')).not.toContain('\u202E');
    fireEvent.click(row);
    const dialog = await screen.findByTestId('contact-detail');
    expect(isolated(within(dialog).getByTestId('contact-detail-name'))).toEqual([spoofed]);
    expect(isolated(within(dialog).getByTestId('contact-detail-subject'))).toEqual([`Re: ${spoofed}`]);
  });
});

describe('CSV export', () => {
  it('downloads export.csv of the current filters with the admin’s token, under the server’s file name', async () => {
    const created: Blob[] = [];
    const clicked: Array<{ href: string; download: string }> = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        created.push(blob);
        return 'blob:http://localhost/csv-1';
      }),
      revokeObjectURL: jest.fn(),
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    await loaded('/admin/dashboard/contact?search=vat&status=unread&formType=feedback&from=2026-01-01&to=2026-01-31&page=2');
    fireEvent.click(screen.getByTestId('contact-export'));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const exported = requests.find((request) => request.url.startsWith('/api/contact/export.csv'))!;
    expect(exported.url).toBe('/api/contact/export.csv?search=vat&status=unread&from=2026-01-01&to=2026-01-31&formType=feedback');
    expect(exported.authorization).toBe('Bearer token-admin');
    expect(clicked[0]).toEqual({ href: 'blob:http://localhost/csv-1', download: 'contact-submissions-2026-03-04.csv' });
    expect(await created[0]!.text()).toContain('name,email');
    await waitFor(() => expect(screen.getByTestId('contact-export')).toHaveTextContent('Export CSV'));
  });

  it('names the file by the day when the server does not, and says so when the export fails', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    exportAnswer = () => new Response('a,b\r\n', { status: 200, headers: { 'content-type': 'text/csv' } });
    await loaded();
    fireEvent.click(screen.getByTestId('contact-export'));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(requests.find((request) => request.url.startsWith('/api/contact/export.csv'))?.url).toBe('/api/contact/export.csv');
    await waitFor(() => expect(screen.getByTestId('contact-export')).toHaveTextContent('Export CSV'));

    exportAnswer = () => json(403, { success: false, error: 'Forbidden resource' });
    fireEvent.click(screen.getByTestId('contact-export'));
    expect(await screen.findByTestId('contact-export-failed')).toHaveTextContent('The CSV export failed. Forbidden resource');
    expect(clicked).toHaveLength(1);
  });
});

describe('in German', () => {
  it('shows the inbox’s texts in German', async () => {
    renderPage('/admin/dashboard/contact', 'de');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByTestId('contact-filter-search')).toHaveAttribute('placeholder', 'Name, E-Mail, Betreff, Nachricht …');
    expect(optionsOf(screen.getByTestId('contact-filter-status')).map((option) => option.textContent)).toEqual([
      'Alle',
      'Ungelesen',
      'Gelesen',
      'Archiviert',
    ]);
    await waitFor(() => expect(optionsOf(screen.getByTestId('contact-filter-form'))[0]).toHaveTextContent('Alle Formulare'));
    expect(screen.getByTestId('contact-filter-submit')).toHaveTextContent('Filtern');
    const headers = within(screen.getByTestId('contact-table')).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['', 'Name', 'E-Mail', 'Betreff', 'Datum', 'Status', 'Notiz']);
    expect(screen.getByTestId('contact-page')).toHaveTextContent('Seite 1');
    expect(screen.getByTestId('contact-prev')).toHaveTextContent('Zurück');
    expect(screen.getByTestId('contact-export')).toHaveTextContent('CSV exportieren');

    fireEvent.click(screen.getByTestId('contact-select-all'));
    expect(screen.getByTestId('contact-bulk-bar')).toHaveTextContent('3 ausgewählt');
    fireEvent.click(screen.getByTestId('contact-bulk-delete'));
    expect(await screen.findByTestId('contact-confirm-delete')).toHaveTextContent(
      'Möchten Sie die 3 ausgewählten Anfragen wirklich löschen? Das kann nicht rückgängig gemacht werden.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));

    fireEvent.click(rowOf('Visitor 2'));
    const dialog = await screen.findByTestId('contact-detail');
    expect(dialog).toHaveTextContent('Details der Anfrage');
    expect(within(dialog).getByTestId('contact-detail-note')).toHaveAttribute('placeholder', 'Notiz hinzufügen …');
    expect(within(dialog).getByTestId('contact-detail-save')).toHaveTextContent('Speichern');
  });
});
