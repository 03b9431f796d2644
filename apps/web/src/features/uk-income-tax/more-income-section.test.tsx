import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import UkIncomeTaxPage from './uk-income-tax-page';

/**
 * "More income and allowances" renders its fields only while open (they are a lazy chunk, more-income-section.tsx):
 * the page's first render builds none of them, yet a link holding one of its inputs opens it filled in.
 */
// A page render with the German catalogue and the lazy chunks takes seconds on a busy machine.
describe('the folded "More income and allowances" section', () => {
  beforeEach(() => {
    // The API never answers: these tests are about the form, not the result.
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as typeof fetch;
  });

  it('is closed with no fields rendered on a salary-only page, and shows them with their help once opened', async () => {
    renderWithProviders(<UkIncomeTaxPage />, { route: '/uk/income-tax' });
    const more = await screen.findByTestId('uk-income-tax-more', {}, { timeout: 15_000 });
    expect(more).not.toHaveAttribute('open');
    expect(within(more).queryByLabelText('Dividends')).toBeNull();

    fireEvent.click(within(more).getByText('More income and allowances'));
    const dividends = await within(more).findByLabelText('Dividends', {}, { timeout: 15_000 });
    expect(dividends).toHaveValue('');
    // The help quotes the selected year's dividend allowance from the parameters, in the section's own messages.
    expect(more).toHaveTextContent(/The first £[\d,]+ is tax-free \(dividend allowance\)\./);
  }, 60_000);

  it('opens by itself, filled in, when the address holds one of its inputs (in German too)', async () => {
    renderWithProviders(<UkIncomeTaxPage />, {
      language: 'de',
      route: '/uk/income-tax?income=29570&year=2024-25&region=england&pension=0&loan=none&dividends=3000&children=2',
    });
    const more = await screen.findByTestId('uk-income-tax-more', {}, { timeout: 15_000 });
    expect(more).toHaveAttribute('open');
    expect(await within(more).findByLabelText('Dividenden', {}, { timeout: 15_000 })).toHaveValue('3000');
    expect(within(more).getByLabelText('Kinder, für die Sie Kindergeld (Child Benefit) erhalten')).toHaveValue('2');
    // gov.uk/tax-on-dividends: the dividend allowance for 2024-25 is £500.
    expect(more).toHaveTextContent('Die ersten £500 sind steuerfrei (Dividendenfreibetrag).');
  }, 60_000);
});
