import { act, fireEvent, screen, within } from '@testing-library/react';
import { calculateUkIncomeTax } from '@taxatlas/tax-engine/uk/income-tax';
import { renderWithProviders } from '../../testing/render-with-providers';
import { buildExport, exportFileName, shareText } from './result-file';
import { HIGHLIGHT_DURATION_MS, HIGHLIGHT_SCROLL_DELAY_MS, ResultsPanel } from './results-panel';

const result = calculateUkIncomeTax({
  grossIncome: 60000,
  taxYear: '2024-25',
  region: 'england',
  pensionContribution: 0,
  studentLoanPlan: 'none',
  includeNationalInsurance: true,
});

function openTab(name: string) {
  fireEvent.click(screen.getByRole('tab', { name }));
}

describe('ResultsPanel with a real UK income tax result (£60,000, 2024-25, England)', () => {
  it('shows four stat cards with the engine figures and the standard allowance', () => {
    renderWithProviders(<ResultsPanel result={result} title="UK Income Tax" />);
    const panel = screen.getByTestId('results-panel');
    const cards = within(panel).getAllByTestId('stat-card');
    expect(cards).toHaveLength(4);
    expect(within(cards[1]!).getByText('Income Tax')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('£11,432.00')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('19.1% of gross income')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('£3,210.60')).toBeInTheDocument();
    expect(within(cards[3]!).getByText('Standard amount applied')).toBeInTheDocument();
    expect(screen.getByTestId('effective-rate')).toHaveTextContent('24.40%');
  });

  it('lists every band with rate, taxable amount and tax, one table per group with a total row', () => {
    renderWithProviders(<ResultsPanel result={result} title="UK Income Tax" />);
    openTab('Breakdown');

    const incomeTax = screen.getByTestId('breakdown-table-0');
    expect(within(incomeTax).getByRole('heading', { name: 'Income Tax' })).toBeInTheDocument();
    for (const header of ['Band', 'Rate', 'Amount (taxable)', 'Value']) {
      expect(within(incomeTax).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const rowTexts = within(incomeTax)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rowTexts).toEqual(
      expect.arrayContaining([
        ['Personal Allowance', '0%', '£12,570.00', '£0.00'],
        ['Basic rate', '20%', '£37,700.00', '£7,540.00'],
        ['Higher rate', '40%', '£9,730.00', '£3,892.00'],
        ['Total', '', '£60,000.00', '£11,432.00'],
      ]),
    );
    expect(within(incomeTax).getByTestId('breakdown-total')).toHaveTextContent('£11,432.00');

    const nationalInsurance = screen.getByTestId('breakdown-table-1');
    expect(within(nationalInsurance).getByRole('heading', { name: 'National Insurance' })).toBeInTheDocument();
    expect(within(nationalInsurance).getByTestId('breakdown-total')).toHaveTextContent('£3,210.60');
    expect(screen.queryByTestId('breakdown-table-2')).not.toBeInTheDocument();
  });

  it('lists every result field in Details; a "View N items" link jumps to the matching table and highlights it', () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<ResultsPanel result={result} title="UK Income Tax" />);
      openTab('Details');
      const details = document.querySelector('.details-tab') as HTMLElement;
      expect(within(details).getByText('Input amount')).toBeInTheDocument();
      const field = (key: string) => details.querySelector(`[data-field="${key}"]`);
      expect(field('inputAmount')).toHaveTextContent('£60,000.00');
      expect(field('calculationType')).toHaveTextContent('uk-income-tax');
      expect(field('currency')).toHaveTextContent('GBP');
      expect(field('effectiveRate')).toHaveTextContent('24.40%');
      expect(field('takeHomeMonthly')).toHaveTextContent('£3,779.78');
      expect(field('allowanceReduced')).toHaveTextContent('No');
      expect(within(details).getByText('Take-home pay (monthly)')).toBeInTheDocument();
      expect(within(field('summary') as HTMLElement).getByRole('button', { name: 'View 4 items' })).toBeInTheDocument();

      fireEvent.click(screen.getByTestId('view-items-breakdown-1'));
      expect(screen.getByRole('tab', { name: 'Breakdown' })).toHaveAttribute('aria-selected', 'true');
      act(() => jest.advanceTimersByTime(HIGHLIGHT_SCROLL_DELAY_MS));
      expect(screen.getByTestId('breakdown-table-1')).toHaveAttribute('data-highlighted', 'true');
      expect(screen.getByTestId('breakdown-table-0')).not.toHaveAttribute('data-highlighted');
      act(() => jest.advanceTimersByTime(HIGHLIGHT_DURATION_MS));
      expect(screen.getByTestId('breakdown-table-1')).not.toHaveAttribute('data-highlighted');
    } finally {
      jest.useRealTimers();
    }
  });

  it('explains a reduced Personal Allowance on request', () => {
    const high = calculateUkIncomeTax({
      grossIncome: 110000,
      taxYear: '2024-25',
      region: 'england',
      pensionContribution: 0,
      studentLoanPlan: 'none',
      includeNationalInsurance: true,
    });
    renderWithProviders(<ResultsPanel result={high} title="UK Income Tax" />);
    expect(screen.getByTestId('allowance-state')).toHaveTextContent('Reduced');
    expect(screen.queryByTestId('allowance-info')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reduced due to threshold click to see more details' }));
    expect(screen.getByTestId('allowance-info')).toHaveTextContent('£100,000.00');
    expect(screen.getByTestId('allowance-info')).toHaveTextContent('£7,570.00');
  });

  it('speaks German', () => {
    renderWithProviders(<ResultsPanel result={result} title="UK-Einkommensteuer" />, { language: 'de' });
    expect(screen.getByRole('tab', { name: 'Aufschlüsselung' })).toBeInTheDocument();
    expect(screen.getByText('Standardbetrag angewendet')).toBeInTheDocument();
    expect(screen.getAllByText('£11,432.00').length).toBeGreaterThan(0);
    const cards = screen.getAllByTestId('stat-card');
    expect(within(cards[0]!).getByText('Nettolohn')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('£3,779.78 im Monat')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Einkommensteuer')).toBeInTheDocument();
  });

  it('names bands and groups in German from the engine’s label keys', () => {
    renderWithProviders(<ResultsPanel result={result} title="UK-Einkommensteuer" />, { language: 'de' });
    openTab('Aufschlüsselung');
    const incomeTax = screen.getByTestId('breakdown-table-0');
    expect(within(incomeTax).getByRole('heading', { name: 'Einkommensteuer' })).toBeInTheDocument();
    const names = within(incomeTax)
      .getAllByRole('row')
      .map((row) => within(row).queryAllByRole('cell')[0]?.textContent)
      .filter((name) => name !== undefined);
    expect(names).toEqual([
      'Persönlicher Freibetrag (Personal Allowance)',
      'Basissteuersatz',
      'Höherer Steuersatz',
      'Spitzensteuersatz',
      'Summe',
    ]);
    expect(
      within(screen.getByTestId('breakdown-table-1')).getByRole('heading', { name: 'Sozialversicherungsbeiträge (National Insurance)' }),
    ).toBeInTheDocument();
  });

  it('shows a result from an older API, without labels, in the engine’s English', () => {
    const withoutLabels = JSON.parse(JSON.stringify(result), (key, value: unknown) =>
      key === 'label' || key === 'titleLabel' || key === 'descriptionLabel' ? undefined : value,
    ) as typeof result;
    renderWithProviders(<ResultsPanel result={withoutLabels} title="UK-Einkommensteuer" />, { language: 'de' });
    expect(within(screen.getAllByTestId('stat-card')[1]!).getByText('Income Tax')).toBeInTheDocument();
    expect(screen.getByTestId('allowance-state')).toHaveTextContent('Standardbetrag angewendet');
    openTab('Aufschlüsselung');
    expect(within(screen.getByTestId('breakdown-table-0')).getByText('Basic rate')).toBeInTheDocument();
  });
});

describe('export and share helpers', () => {
  it('names the file after the calculation type and date and carries the formatted input', () => {
    const now = new Date(2024, 5, 1, 12, 0, 0);
    expect(exportFileName(result, now)).toBe('uk-income-tax-2024-06-01.json');
    const file = buildExport(result, now);
    expect(file).toEqual({ type: 'uk-income-tax', inputAmount: '£60,000.00', result, timestamp: now.toISOString() });
  });

  it('shares the figures with the link', () => {
    const text = shareText(result, 'UK Income Tax', 'https://taxatlas.example/uk/income-tax?income=60000');
    expect(text).toContain('£60,000.00');
    expect(text).toContain('£14,642.60');
    expect(text).toContain('https://taxatlas.example/uk/income-tax?income=60000');
  });
});
