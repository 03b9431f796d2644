import { act, fireEvent, screen, within } from '@testing-library/react';
import type { SavedCalculation } from '@taxatlas/contracts/desktop-bridge';
import { calculateUsStateIncomeTax } from '@taxatlas/tax-engine/us/state-income-tax';
import { SAVED_CALCULATIONS_STORAGE_KEY } from '../../lib/bridge/browser-bridge';
import { renderWithProviders } from '../../testing/render-with-providers';
import { buildExport, exportFileName } from './result-file';
import { HIGHLIGHT_DURATION_MS, HIGHLIGHT_SCROLL_DELAY_MS, ResultsPanel } from './results-panel';

const stateResult = calculateUsStateIncomeTax({ state: 'CA', taxYear: 2024, income: 60000, filingStatus: 'single' });
const stateTaxRoute = '/us/state-tax?state=CA&year=2024&status=single&income=60000';

describe('ResultsPanel with a US state tax result', () => {
  it('shows USD figures, an expandable information card and the local-tax note', () => {
    renderWithProviders(<ResultsPanel result={stateResult} title="US State Income Tax" saveLabel="state tax" />);
    expect(screen.getAllByTestId('stat-card')).toHaveLength(4);
    expect(screen.getByText('California income tax')).toBeInTheDocument();
    expect(screen.getByTestId('effective-rate')).toHaveTextContent('2.83%');
    expect(screen.queryByTestId('info-card')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('info-toggle'));
    expect(screen.getByTestId('info-card')).toHaveTextContent('California standard deduction');
    expect(screen.getByTestId('info-card')).toHaveTextContent('Local income taxes (city/county/school district) are not included.');
  });

  it('turns array fields into "View N items" links that open the matching Breakdown section and highlight it for 2 s', () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<ResultsPanel result={stateResult} title="US State Income Tax" />);
      fireEvent.click(screen.getByRole('tab', { name: 'Details' }));
      const link = screen.getByTestId('view-items-breakdown');
      expect(link).toHaveTextContent(`View ${stateResult.breakdown.length} items`);
      fireEvent.click(link);
      expect(screen.getByRole('tab', { name: 'Breakdown' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByTestId('breakdown-table-0')).not.toHaveAttribute('data-highlighted');
      act(() => jest.advanceTimersByTime(HIGHLIGHT_SCROLL_DELAY_MS));
      expect(screen.getByTestId('breakdown-table-0')).toHaveAttribute('data-highlighted', 'true');
      act(() => jest.advanceTimersByTime(HIGHLIGHT_DURATION_MS));
      expect(screen.getByTestId('breakdown-table-0')).not.toHaveAttribute('data-highlighted');

      fireEvent.click(screen.getByRole('tab', { name: 'Details' }));
      fireEvent.click(screen.getByTestId('view-items-notes'));
      act(() => jest.advanceTimersByTime(HIGHLIGHT_SCROLL_DELAY_MS));
      expect(screen.getByTestId('breakdown-list-notes')).toHaveAttribute('data-highlighted', 'true');
      expect(screen.getByTestId('breakdown-list-notes')).toHaveTextContent('Local income taxes');
    } finally {
      jest.useRealTimers();
    }
  });

  it('speaks German from the labels; state prose without a key is shown in English, marked as such', () => {
    renderWithProviders(<ResultsPanel result={stateResult} title="Einkommensteuer der US-Bundesstaaten" />, { language: 'de' });
    expect(screen.getByText('Einkommensteuer California')).toBeInTheDocument();
    expect(screen.getByText('Abzüge und Freibeträge')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('info-toggle'));
    const info = screen.getByTestId('info-card');
    expect(info).toHaveTextContent(`${stateResult.incomeBase} (nur auf Englisch verfügbar)`);
    expect(info).toHaveTextContent('Kommunale Einkommensteuern (Stadt, County, Schulbezirk) sind nicht enthalten.');
    fireEvent.click(screen.getByRole('tab', { name: 'Aufschlüsselung' }));
    const table = screen.getByTestId('breakdown-table-0');
    expect(within(table).getByRole('heading', { name: 'Einkommensteuer des Bundesstaats' })).toBeInTheDocument();
    // The rate's space is a no-break space, which the matcher reads as a space.
    expect(within(table).getByText('Stufe 9,3 %')).toBeInTheDocument();
    expect(within(table).getByText('Steuergutschrift für persönliche Freibeträge')).toBeInTheDocument();
  });

  it('names the export after the calculation type and date', () => {
    const now = new Date(2025, 2, 7, 9, 30);
    expect(exportFileName(stateResult, now)).toBe('us-state-tax-2025-03-07.json');
    expect(buildExport(stateResult, now)).toEqual({
      type: 'us-state-tax',
      inputAmount: 'US$60,000.00',
      result: stateResult,
      timestamp: now.toISOString(),
    });
  });

  it('Export downloads the JSON file and toasts', async () => {
    const createObjectURL = jest.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderWithProviders(<ResultsPanel result={stateResult} title="US State Income Tax" saveLabel="state tax" />);
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    expect(clicked).toEqual([expect.stringMatching(/^us-state-tax-\d{4}-\d{2}-\d{2}\.json$/)]);
    expect(await screen.findByText('Results exported!')).toBeInTheDocument();
    expect(screen.getByText('US State Income Tax calculation saved as JSON file')).toBeInTheDocument();
    click.mockRestore();
  });

  it('Save names the calculation and its client, keeps it in this browser, then toasts with the calculation name', async () => {
    window.localStorage.clear();
    renderWithProviders(<ResultsPanel result={stateResult} title="US State Income Tax" saveLabel="state tax" />, { route: stateTaxRoute });
    fireEvent.click(screen.getByTestId('save-calculation'));
    const dialog = await screen.findByTestId('save-calculation-dialog');
    // Nothing is saved without a client: the dialog says what is missing and stays open.
    fireEvent.click(within(dialog).getByTestId('save-calculation-submit'));
    expect(await within(dialog).findByText('Please enter who the calculation is for.')).toBeInTheDocument();
    expect(window.localStorage.getItem(SAVED_CALCULATIONS_STORAGE_KEY)).toBeNull();

    fireEvent.change(within(dialog).getByTestId('save-calculation-client'), { target: { value: 'Jones' } });
    fireEvent.change(within(dialog).getByTestId('save-calculation-name'), { target: { value: 'California move' } });
    fireEvent.click(within(dialog).getByTestId('save-calculation-submit'));
    expect(await screen.findByText('Calculation saved!')).toBeInTheDocument();
    expect(screen.getByText('Your state tax calculation has been saved')).toBeInTheDocument();
    const stored = JSON.parse(window.localStorage.getItem(SAVED_CALCULATIONS_STORAGE_KEY) ?? '[]') as SavedCalculation[];
    expect(stored).toEqual([
      expect.objectContaining({
        client: 'Jones',
        name: 'California move',
        calculation: expect.objectContaining({
          calculator: 'us-state-tax',
          url: stateTaxRoute,
          inputs: { state: 'CA', year: '2024', status: 'single', income: '60000' },
          result: expect.objectContaining({ totalTax: stateResult.totalTax, currency: 'USD' }),
        }),
      }),
    ]);
  });

  it('offers no Save where the page is not one of our calculators (it could not be reopened)', () => {
    renderWithProviders(<ResultsPanel result={stateResult} title="US State Income Tax" />, { route: '/somewhere-else' });
    expect(screen.getByTestId('results-panel')).toBeInTheDocument();
    expect(screen.queryByTestId('save-calculation')).toBeNull();
  });
});
