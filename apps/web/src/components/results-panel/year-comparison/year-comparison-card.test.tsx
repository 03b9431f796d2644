import { screen, within } from '@testing-library/react';
import { calculateUkIncomeTax } from '@taxatlas/tax-engine/uk/income-tax';
import type { UkTaxYear } from '@taxatlas/tax-engine/uk/tax-year';
import type { Language } from '../../../lib/i18n/language';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { YearComparisonCard } from './year-comparison-card';

const ukIncomeTax = (taxYear: UkTaxYear, grossIncome: number, dividendIncome = 0) =>
  calculateUkIncomeTax({
    grossIncome,
    dividendIncome,
    taxYear,
    region: 'england',
    pensionContribution: 0,
    studentLoanPlan: 'none',
    includeNationalInsurance: true,
  });

describe('YearComparisonCard', () => {
  // GOV.UK "Tax on dividends": 9,500 taxable dividends at 8.75% (2025-26) and 10.75% (2026-27): £190 more.
  const current = ukIncomeTax('2026-27', 20000, 10000);
  const previous = ukIncomeTax('2025-26', 20000, 10000);

  it.each<[Language, string, string, string]>([
    ['en', '2026-27 compared with 2025-26', '+£190.00 (worse for you)', 'Total tax'],
    ['de', '2026-27 im Vergleich zu 2025-26', '+£190.00 (ungünstiger für Sie)', 'Steuern gesamt'],
  ])('shows both years and what changed, with sign and words (%s)', (language, title, change, totalTax) => {
    renderWithProviders(<YearComparisonCard result={current} state={{ status: 'ready', previous }} />, { language });
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    const row = screen.getByTestId('year-comparison-total-tax');
    expect(within(row).getByRole('rowheader')).toHaveTextContent(totalTax);
    expect(row).toHaveTextContent(`£${previous.totalTax.toFixed(2)}`.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
    expect(within(row).getByTestId('year-change')).toHaveTextContent(change);
    expect(screen.getAllByTestId('year-comparison-stat').length).toBeGreaterThan(0);
  });

  it('says so when the year is the first the calculator has', () => {
    renderWithProviders(<YearComparisonCard result={ukIncomeTax('2023-24', 50000)} state={{ status: 'no-earlier-year' }} />);
    expect(screen.getByTestId('year-comparison-none')).toHaveTextContent('2023-24 is the earliest year');
  });
});
