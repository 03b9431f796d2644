import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminAnalytics } from '@taxatlas/contracts/admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AntdScope } from '../../../components/antd-scope';
import { renderWithProviders } from '../../../testing/render-with-providers';
import AdminAnalyticsPage from './analytics-page';

// The chart library draws on a canvas, which jsdom lacks: the lazy chart module is replaced by one that shows its data.
jest.mock('./analytics-charts', () => ({
  __esModule: true,
  default: ({ kind, analytics }: { kind: string; analytics: Pick<AdminAnalytics, 'viewsPerDay' | 'calculationsPerDay'> }) => (
    <div data-testid={`chart-${kind}`} data-points={(kind === 'views' ? analytics.viewsPerDay : analytics.calculationsPerDay).length} />
  ),
}));

function analyticsFor(period: number): AdminAnalytics {
  const days = Array.from({ length: period }, (_, index) =>
    new Date(Date.UTC(2026, 10, 23) - (period - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
  return {
    period,
    from: days[0]!,
    to: days.at(-1)!,
    viewsPerDay: days.map((day, index) => ({ day, views: index === period - 2 ? 40 : 1 })),
    calculationsPerDay: [
      { day: days.at(-1)!, calculator: 'uk-income-tax', count: 5 },
      { day: days.at(-1)!, calculator: 'de-income-tax', count: 2 },
    ],
    totals: { views: period - 1 + 40, calculations: 7 },
    topArticles: [
      { id: 'a1', slug: 'vat-explained', title: 'VAT explained', views: 30, averageTimeSpent: 75.5 },
      { id: 'a2', slug: 'budget', title: 'Budget 2027', views: 12, averageTimeSpent: null },
    ],
    readingTime: { averageSeconds: 80, samples: 5 },
  };
}

let calls: string[];
// The test's session sync refetches once more when it finishes (the app's guards wait for it): each URL counts once.
const asked = () => [...new Set(calls)];
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'token-editor');
  calls = [];
  jest.spyOn(window, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url);
    calls.push(`${url.pathname}${url.search}`);
    const period = Number(url.searchParams.get('period'));
    return new Response(JSON.stringify(analyticsFor(period)), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => jest.restoreAllMocks());

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderAnalytics(route = '/admin/dashboard/analytics') {
  return renderWithProviders(
    <AntdScope>
      <Routes>
        <Route
          path="/admin/dashboard/analytics"
          element={
            <>
              <AdminAnalyticsPage />
              <Search />
            </>
          }
        />
      </Routes>
    </AntdScope>,
    { route },
  );
}

describe('the analytics screen', () => {
  it('asks for 30 days by default and shows the totals, the reading time and the period', async () => {
    renderAnalytics();
    expect(await screen.findByTestId('analytics-total-views')).toHaveTextContent('69');
    expect(asked()).toEqual(['/api/admin/analytics?period=30']);
    expect(screen.getByTestId('analytics-total-calculations')).toHaveTextContent('7');
    expect(screen.getByTestId('analytics-reading-time')).toHaveTextContent('80 s');
    expect(screen.getByTestId('analytics-reading-time')).toHaveTextContent('from 5 reports, all time');
    expect(screen.getByTestId('analytics-range')).toHaveTextContent('2026-10-25 to 2026-11-23 (UTC)');
  });

  it('draws the views line and the calculations chart from the lazy chart module, each with a text alternative', async () => {
    renderAnalytics();
    expect(await screen.findByTestId('chart-views')).toHaveAttribute('data-points', '30');
    expect(await screen.findByTestId('chart-calculations')).toHaveAttribute('data-points', '2');
    expect(screen.getByTestId('analytics-views-chart')).toHaveAccessibleName(
      '69 views from 2026-10-25 to 2026-11-23; most on 2026-11-22 (40).',
    );
    expect(screen.getByTestId('analytics-calculations-chart')).toHaveAccessibleName('7 calculations: uk-income-tax 5, de-income-tax 2.');
  });

  it('lists the top articles in the API’s order, linking to their editor, with their reading time', async () => {
    renderAnalytics();
    const table = await screen.findByTestId('analytics-top-articles');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['VAT explained3075.5 s', 'Budget 202712—']);
    expect(within(table).getByRole('link', { name: 'VAT explained' })).toHaveAttribute('href', '/admin/dashboard/articles/a1/edit');
  });

  it('changes the period: the URL keeps it and the API is asked for it', async () => {
    renderAnalytics();
    await screen.findByTestId('analytics-total-views');
    fireEvent.click(screen.getByText('7 days'));
    await waitFor(() => expect(screen.getByTestId('analytics-range')).toHaveTextContent('2026-11-17 to 2026-11-23 (UTC)'));
    expect(asked()).toEqual(['/api/admin/analytics?period=30', '/api/admin/analytics?period=7']);
    expect(screen.getByTestId('search')).toHaveTextContent('?period=7');
    expect(await screen.findByTestId('chart-views')).toHaveAttribute('data-points', '7');
  });

  it('takes a period from the URL, and ignores one it does not offer', async () => {
    renderAnalytics('/admin/dashboard/analytics?period=365');
    expect(await screen.findByTestId('analytics-range')).toHaveTextContent('2025-11-24 to 2026-11-23 (UTC)');
    expect(asked()).toEqual(['/api/admin/analytics?period=365']);
  });

  it('falls back to 30 days for a period the screen does not offer', async () => {
    renderAnalytics('/admin/dashboard/analytics?period=1000');
    await screen.findByTestId('analytics-total-views');
    expect(asked()).toEqual(['/api/admin/analytics?period=30']);
  });
});
