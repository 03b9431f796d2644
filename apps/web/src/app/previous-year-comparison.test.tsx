import { screen, within } from '@testing-library/react';
import { calculateUkIncomeTax } from '@taxatlas/tax-engine/uk/income-tax';
import type { UkTaxYear } from '@taxatlas/tax-engine/uk/tax-year';
import UkIncomeTaxPage from '../features/uk-income-tax/uk-income-tax-page';
import { renderWithProviders } from '../testing/render-with-providers';

/**
 * The results panel's "compared with the previous year" card on a real calculator page: the page has no code for it; the panel finds the
 * endpoint from the page's path and the request from the API cache (components/results-panel/year-comparison).
 */
const ukIncomeTax = (taxYear: UkTaxYear, grossIncome: number) =>
  calculateUkIncomeTax({
    grossIncome,
    taxYear,
    region: 'england',
    pensionContribution: 0,
    studentLoanPlan: 'none',
    includeNationalInsurance: true,
  });

describe('the results panel of a calculator page', () => {
  const posted: Array<{ url: string; body: unknown }> = [];
  beforeEach(() => {
    posted.length = 0;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const body = (await request.json()) as { grossIncome: number; taxYear: UkTaxYear };
      posted.push({ url: request.url, body });
      const data = request.url.endsWith('/previous-year')
        ? { result: ukIncomeTax('2025-26', body.grossIncome) }
        : ukIncomeTax(body.taxYear, body.grossIncome);
      return new Response(JSON.stringify({ success: true, data }), { headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch;
  });

  it('asks for the same request on the previous year and shows it on the overview, with no page code', async () => {
    renderWithProviders(<UkIncomeTaxPage />, { route: '/uk/income-tax?income=50000&year=2026-27' });
    const card = await screen.findByTestId('year-comparison-card', {}, { timeout: 15_000 });
    await within(card).findByRole('heading', { name: '2026-27 compared with 2025-26' }, { timeout: 5_000 });
    // GOV.UK: £12,570 allowance and the basic rate to £50,270 in both years, so £50,000 pays the same.
    expect(within(screen.getByTestId('year-comparison-total-tax')).getByText('No change')).toBeInTheDocument();
    const [calculation, previousYear] = posted;
    expect(previousYear?.url).toBe(`${calculation?.url}/previous-year`);
    expect(previousYear?.body).toEqual(calculation?.body);
  });
});
