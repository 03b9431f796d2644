import { screen, waitFor, within } from '@testing-library/react';
import { calculateGermanTaxClassChoice, type TaxClassChoiceInput } from '@taxatlas/tax-engine/germany/tax-class-choice';
import { renderWithProviders } from '../../../testing/render-with-providers';
import GermanyIncomeTaxPage from '../germany-income-tax-page';

/**
 * The couple mode of /germany/income-tax: the API answer is the engine's, whose figures for this couple (2026,
 * 5,000 € and 2,500 € a month, no add-on, one child for care) are worked by hand in
 * libs/tax-engine/test/germany/tax-class-settlement.test.ts: assessed 11,690 €, III/V withholds 10,987.92 € and pays
 * back 702.08 €, IV/IV is refunded 524.92 €.
 */
let bodies: unknown[] = [];

beforeEach(() => {
  bodies = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const body = input instanceof Request ? await input.text() : String(init?.body);
    if (url.endsWith('/calculators/de-tax-class-choice')) {
      const request = JSON.parse(body) as TaxClassChoiceInput;
      bodies.push(request);
      return new Response(JSON.stringify({ success: true, data: calculateGermanTaxClassChoice(request) }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Promise<Response>(() => undefined);
  }) as typeof fetch;
});

const route = '/germany/income-tax?mode=couple&a=5000&b=2500&ha=0&hb=0&care=1&year=2026';

describe('the couple mode of the German income tax page', () => {
  it('is the third entry of the mode switch, and opens with both wages from the address', async () => {
    renderWithProviders(<GermanyIncomeTaxPage />, { route });
    const modeSwitch = await screen.findByTestId('mode-switch');
    const current = within(modeSwitch).getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('Compare tax classes for a couple');
    expect(current.getAttribute('href')).toContain('mode=couple');
    expect(screen.getByLabelText('Gross wage, partner A')).toHaveValue('5000');
    expect(screen.getByLabelText('Gross wage, partner B')).toHaveValue('2500');
  });

  it('shows each combination’s net pay, withheld and assessed tax and the settlement side by side', async () => {
    renderWithProviders(<GermanyIncomeTaxPage />, { route });
    const table = await screen.findByRole('table', { name: /Tax classes compared/ }, { timeout: 5000 });
    expect(bodies[0]).toMatchObject({ taxYear: 2026, partners: [{ grossWage: 5000, healthAddOnRate: 0 }, { grossWage: 2500 }] });
    const threeFive = within(table).getByTestId('couple-row-III-V');
    expect(within(threeFive).getByRole('rowheader')).toHaveTextContent('III / V');
    expect(threeFive).toHaveTextContent('€10,987.92');
    expect(threeFive).toHaveTextContent('€11,690.00');
    expect(threeFive).toHaveTextContent('+€702.08 back-payment');
    expect(within(table).getByTestId('couple-row-IV-IV')).toHaveTextContent('-€524.92 refund');
    expect(within(table).getByTestId('couple-row-IV-IV-with-factor')).toHaveTextContent(/IV \/ IV with factor 0\.\d{3}/);
    expect(screen.getByTestId('couple-summary')).toHaveTextContent('€702.08');
    expect(within(screen.getByTestId('couple-bars')).getAllByText(/refund|back-payment/)).toHaveLength(4);
  });

  it('speaks German', async () => {
    renderWithProviders(<GermanyIncomeTaxPage />, { route, language: 'de' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Steuerklassen für Ehepaare');
    const table = await screen.findByRole('table', { name: /Steuerklassen im Vergleich/ }, { timeout: 5000 });
    expect(within(table).getByTestId('couple-row-III-V')).toHaveTextContent('Nachzahlung');
    expect(screen.getByLabelText('Bruttolohn Partner B')).toBeInTheDocument();
  });

  it('asks for both wages before calculating', async () => {
    renderWithProviders(<GermanyIncomeTaxPage />, { route: '/germany/income-tax?mode=couple' });
    expect(await screen.findByText('Enter both partners’ gross wages to compare the tax classes.')).toBeInTheDocument();
    await waitFor(() => expect(bodies).toHaveLength(0));
  });
});
