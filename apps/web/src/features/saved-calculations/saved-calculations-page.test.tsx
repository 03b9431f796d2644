import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SavedCalculation } from '@taxatlas/contracts/desktop-bridge';
import { Route, Routes, useLocation } from 'react-router-dom';
import { SAVED_CALCULATIONS_STORAGE_KEY } from '../../lib/bridge/browser-bridge';
import { renderWithProviders } from '../../testing/render-with-providers';
import SavedCalculationsPage from './saved-calculations-page';

function saved(id: string, client: string, name: string, updatedAt: string, income: number): SavedCalculation {
  return {
    id,
    client,
    name,
    createdAt: updatedAt,
    updatedAt,
    calculation: {
      calculator: 'uk-income-tax',
      calculatorName: 'UK Income Tax',
      url: `/uk/income-tax?income=${income}&year=2026-27`,
      taxYear: '2026-27',
      inputs: { income: String(income), year: '2026-27' },
      result: { calculationType: 'uk-income-tax', currency: 'GBP', inputAmount: income, totalTax: 11_432, effectiveRate: 19.05 },
    },
  };
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/saved" element={<SavedCalculationsPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/saved' },
  );
}

const stored = (): SavedCalculation[] =>
  JSON.parse(window.localStorage.getItem(SAVED_CALCULATIONS_STORAGE_KEY) ?? '[]') as SavedCalculation[];

describe('the saved calculations page', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem(
      SAVED_CALCULATIONS_STORAGE_KEY,
      JSON.stringify([
        saved('a', 'Smith & Co', 'April review', '2026-11-01T09:00:00Z', 60_000),
        saved('b', 'Jones', 'Bonus', '2026-11-02T09:00:00Z', 80_000),
        saved('c', 'Smith & Co', 'May review', '2026-11-03T09:00:00Z', 62_000),
      ]),
    );
  });

  it('says so when nothing is saved yet', async () => {
    window.localStorage.clear();
    renderPage();
    expect(await screen.findByTestId('saved-empty')).toHaveTextContent('No saved calculations yet');
  });

  it('lists the calculations by client, newest first within a client, with their figures', async () => {
    renderPage();
    const smith = (await screen.findByTestId('saved-client-smith-co')).closest('section')!;
    expect(screen.getByTestId('saved-client-jones')).toHaveTextContent('Jones (1 calculation)');
    expect(
      within(smith)
        .getAllByTestId('saved-calculation-row')
        .map((row) => row.querySelector('th')?.textContent),
    ).toEqual(['May review', 'April review']);
    expect(within(smith).getAllByTestId('saved-calculation-row')[0]).toHaveTextContent('£11,432.00');
    expect(screen.getByTestId('saved-count')).toHaveTextContent('3 calculations');
  });

  it('filters by client or name', async () => {
    renderPage();
    fireEvent.change(await screen.findByPlaceholderText('Filter by client or name'), { target: { value: 'bonus' } });
    expect(screen.getAllByTestId('saved-calculation-row')).toHaveLength(1);
    expect(screen.queryByTestId('saved-client-smith-co')).toBeNull();
  });

  it('reopens a calculation on its calculator with the saved inputs', async () => {
    renderPage();
    const row = (await screen.findAllByTestId('saved-calculation-row')).find((candidate) => candidate.textContent?.includes('Bonus'))!;
    fireEvent.click(within(row).getByTestId('saved-calculation-open'));
    expect(screen.getByTestId('where')).toHaveTextContent('/uk/income-tax?income=80000&year=2026-27');
  });

  it('renames a calculation and keeps the change', async () => {
    renderPage();
    const row = (await screen.findAllByTestId('saved-calculation-row')).find((candidate) => candidate.textContent?.includes('Bonus'))!;
    fireEvent.click(within(row).getByTestId('saved-calculation-rename'));
    fireEvent.change(await screen.findByTestId('saved-rename-name'), { target: { value: 'Bonus 2026' } });
    fireEvent.click(screen.getByTestId('saved-rename-submit'));
    expect(await screen.findByText('Bonus 2026')).toBeInTheDocument();
    expect(stored().find((calculation) => calculation.id === 'b')).toMatchObject({ client: 'Jones', name: 'Bonus 2026' });
  });

  it('deletes a calculation only once confirmed', async () => {
    renderPage();
    const row = (await screen.findAllByTestId('saved-calculation-row')).find((candidate) => candidate.textContent?.includes('Bonus'))!;
    fireEvent.click(within(row).getByTestId('saved-calculation-delete'));
    expect(stored()).toHaveLength(3);
    fireEvent.click(await screen.findByTestId('saved-calculation-delete-confirm'));
    await waitFor(() => expect(stored().map((calculation) => calculation.id)).toEqual(['a', 'c']));
    await waitFor(() => expect(screen.queryByTestId('saved-client-jones')).toBeNull());
  });
});
