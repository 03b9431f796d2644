import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminDashboard } from '@taxatlas/contracts/admin';
import { Route, Routes } from 'react-router-dom';
import { AntdScope } from '../../../components/antd-scope';
import { renderWithProviders } from '../../../testing/render-with-providers';
import AdminDashboardPage from './dashboard-page';

const figures: AdminDashboard = {
  users: { total: 12, byRole: { user: 9, editor: 2, admin: 1 } },
  articles: { total: 15, byStatus: { draft: 3, scheduled: 2, published: 9, archived: 1 } },
  unreadContactMessages: 4,
  viewsLast30Days: 1234,
  calculationsLast30Days: 56,
  recentArticles: [
    { id: 'a1', title: 'Budget 2027', status: 'scheduled', updatedAt: '2026-11-20T10:00:00.000Z' },
    { id: 'a2', title: 'VAT explained', status: 'published', updatedAt: '2026-11-19T09:00:00.000Z' },
  ],
};

let answer: () => Response;
let calls: string[];
// The test's session sync refetches once more when it finishes (the app's guards wait for it): each URL counts once.
const asked = () => [...new Set(calls)];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'token-editor');
  calls = [];
  answer = () => json(200, figures);
  jest.spyOn(window, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url);
    calls.push(`${url.pathname}${url.search}`);
    return url.pathname === '/api/admin/dashboard' ? answer() : json(404, { success: false, error: 'Not found' });
  });
});
afterEach(() => jest.restoreAllMocks());

function renderDashboard(language: 'en' | 'de' = 'en') {
  return renderWithProviders(
    <AntdScope>
      <Routes>
        <Route path="/admin/dashboard" element={<AdminDashboardPage />} />
        <Route path="/admin/dashboard/analytics" element={<p>analytics screen</p>} />
        <Route path="/admin/dashboard/articles/:id/edit" element={<p>editor screen</p>} />
      </Routes>
    </AntdScope>,
    { route: '/admin/dashboard', language },
  );
}

describe('the admin dashboard', () => {
  it('shows every count of GET /api/admin/dashboard, the articles by status included', async () => {
    renderDashboard();
    expect(await screen.findByTestId('stat-users')).toHaveTextContent('12');
    expect(screen.getByText('1 admins, 2 editors, 9 readers')).toBeInTheDocument();
    expect(screen.getByTestId('stat-articles')).toHaveTextContent('15');
    expect(screen.getByTestId('stat-status-draft')).toHaveTextContent('Drafts 3');
    expect(screen.getByTestId('stat-status-scheduled')).toHaveTextContent('Scheduled 2');
    expect(screen.getByTestId('stat-status-published')).toHaveTextContent('Published 9');
    expect(screen.getByTestId('stat-status-archived')).toHaveTextContent('Archived 1');
    expect(screen.getByTestId('stat-unread-contact')).toHaveTextContent('4');
    expect(screen.getByTestId('stat-views')).toHaveTextContent('1,234');
    expect(screen.getByTestId('stat-calculations')).toHaveTextContent('56');
    expect(asked()).toEqual(['/api/admin/dashboard']);
  });

  it.each([
    ['admin', 1],
    ['editor', 0],
  ] as const)('gives an %s %i link from the unread count to the inbox (the inbox is for admins)', async (role, links) => {
    localStorage.setItem(
      'user',
      JSON.stringify({ id: '1', email: `${role}@x.example`, username: role, firstName: 'A', lastName: 'B', role }),
    );
    renderDashboard();
    expect(await screen.findByTestId('stat-unread-contact')).toHaveTextContent('4');
    const link = screen.queryAllByTestId('dashboard-to-unread-contact');
    expect(link).toHaveLength(links);
    if (links) expect(link[0]).toHaveAttribute('href', '/admin/dashboard/contact?status=unread');
  });

  it('lists the recent articles, each linking to its editor, and links to the analytics', async () => {
    renderDashboard();
    const recent = await screen.findByTestId('dashboard-recent');
    const link = within(recent).getByRole('link', { name: 'Budget 2027' });
    expect(link).toHaveAttribute('href', '/admin/dashboard/articles/a1/edit');
    expect(within(recent).getByRole('link', { name: 'VAT explained' })).toHaveAttribute('href', '/admin/dashboard/articles/a2/edit');
    expect(screen.getByTestId('dashboard-to-analytics')).toHaveAttribute('href', '/admin/dashboard/analytics');
    fireEvent.click(link);
    expect(await screen.findByText('editor screen')).toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded, and loads them again on request', async () => {
    answer = () => json(500, { success: false, error: 'Database unavailable' });
    renderDashboard();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    answer = () => json(200, figures);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('stat-users')).toHaveTextContent('12');
  });

  it('speaks German to a German editor', async () => {
    renderDashboard('de');
    expect(await screen.findByText('Ungelesene Kontaktnachrichten')).toBeInTheDocument();
    expect(screen.getByTestId('stat-status-scheduled')).toHaveTextContent('Geplant 2');
    expect(screen.getByRole('link', { name: 'Zur Analyse' })).toBeInTheDocument();
  });
});
