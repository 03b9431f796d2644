import { render, screen, within } from '@testing-library/react';
import { ukIncomeTaxRequestSchema } from '@taxatlas/contracts/uk-income-tax';
import { calculateUkIncomeTax } from '@taxatlas/tax-engine/uk/income-tax';
import type { CalculationResult } from '@taxatlas/tax-engine/core/result';
import { calculateUkPropertyTransactionTax } from '@taxatlas/tax-engine/uk/property-transaction-tax';
import { api } from '../../lib/api';
import { AppProviders, createStore, renderWithProviders } from '../../testing/render-with-providers';
import { IncomeCurveChart, IncomeCurveFigure, TaxCurveMessages, TAX_CURVE_MEASURE } from './income-curve-chart';
import type { LoadIncomeSampler } from './income-curve-source';
import { ukIncomeTaxSampler } from './income-curves/uk-income-tax-curve';

// The chart library draws on a canvas, which jsdom lacks: its component is replaced by one that reports its data.
jest.mock('@ant-design/plots', () => ({
  DualAxes: ({ data }: { data: readonly unknown[] }) => <div data-testid="dual-axes" data-count={data.length} />,
}));

const request = ukIncomeTaxRequestSchema.parse({ grossIncome: 60000, taxYear: '2024-25', region: 'england' });
const result = calculateUkIncomeTax({ ...request, taxYear: '2024-25' });
const load: LoadIncomeSampler = (loadedRequest, loadedResult) =>
  Promise.resolve(ukIncomeTaxSampler(loadedRequest as typeof request, loadedResult));

function renderFigure(language: 'en' | 'de', loader: LoadIncomeSampler = load) {
  return renderWithProviders(
    <TaxCurveMessages>
      <IncomeCurveFigure result={result} request={request} load={loader} />
    </TaxCurveMessages>,
    { language },
  );
}

// jsdom has no User Timing marks and measures.
const measure = jest.fn();
beforeAll(() => Object.defineProperty(performance, 'measure', { value: measure, configurable: true }));

describe('IncomeCurveFigure (UK, £60,000, 2024-25, England)', () => {
  it('draws 505 points and describes them in text: your income, and the 62% band of the allowance taper', async () => {
    renderFigure('en');
    const figure = screen.getByTestId('chart-income-curve');
    expect(within(figure).getByText('Tax across incomes')).toBeInTheDocument();
    expect(await within(figure).findByTestId('dual-axes')).toHaveAttribute('data-count', '505');
    const image = within(figure).getByRole('img');
    expect(image).toHaveAccessibleName(
      expect.stringContaining(
        'for incomes from £0.00 to £180,000.00 (505 points). At your income of £60,000.00: take-home pay £45,357.40, marginal rate 42%. ' +
          'The highest marginal rate, 62%, applies from £100,000.00 to £125,000.00.',
      ),
    );
    const table = within(figure).getByRole('table', { name: 'Take-home pay and marginal rate at every quarter of your income' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(14);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Income', 'Take-home pay', 'Tax and contributions', 'Marginal rate']);
    // Row 5 is the entered income: 60,000 − 11,432 − 3,210.60.
    expect(within(rows[5]!).getByRole('rowheader')).toHaveTextContent('£60,000.00');
    expect(
      within(rows[5]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['£45,357.40', '£14,642.60', '42%']);
    expect(rows[5]).toHaveAttribute('data-take-home', '45357.4');
    expect(measure).toHaveBeenCalledWith(
      TAX_CURVE_MEASURE,
      expect.objectContaining({ detail: { calculationType: 'uk-income-tax', points: 505 } }),
    );
  });

  it('speaks German', async () => {
    renderFigure('de');
    const figure = screen.getByTestId('chart-income-curve');
    expect(within(figure).getByText('Steuer über verschiedene Einkommen')).toBeInTheDocument();
    await within(figure).findByTestId('dual-axes');
    expect(within(figure).getByRole('img')).toHaveAccessibleName(
      expect.stringContaining('Liniendiagramm von Nettoeinkommen und Grenzsteuersatz'),
    );
    expect(within(figure).getByText('Werte als Tabelle anzeigen')).toBeInTheDocument();
  });

  it('says so when the engine cannot be loaded, and leaves the rest of the tab alone', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderFigure('en', () => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    expect(await screen.findByRole('alert')).toHaveTextContent('The chart of tax across incomes could not be calculated.');
    warn.mockRestore();
  });
});

describe('IncomeCurveChart', () => {
  // A query whose cached answer is the result, as a calculator page's RTK Query endpoint leaves it.
  const cached = api.injectEndpoints({
    endpoints: (build) => ({
      incomeCurveTestQuery: build.query<CalculationResult, unknown>({
        queryFn: () => ({ data: result }),
      }),
    }),
  });

  async function renderChart(shown: (cachedResult: CalculationResult) => CalculationResult) {
    const store = createStore();
    await store.dispatch(cached.endpoints.incomeCurveTestQuery.initiate(request));
    const cachedResult = cached.endpoints.incomeCurveTestQuery.select(request)(store.getState()).data!;
    render(
      <AppProviders store={store} initialLanguage="en">
        <IncomeCurveChart result={shown(cachedResult)} />
      </AppProviders>,
    );
  }

  it('finds the request of the shown result in the API cache and draws the curve for it', async () => {
    await renderChart((cachedResult) => cachedResult);
    expect(await screen.findByTestId('dual-axes')).toHaveAttribute('data-count', '505');
  });

  it('draws nothing for a result the cache does not hold, or for a calculator without a curve', async () => {
    await renderChart((cachedResult) => ({ ...cachedResult }));
    await renderChart(() =>
      calculateUkPropertyTransactionTax({
        price: 300000,
        buyerType: 'standard',
        nonResident: false,
        completionDate: '2025-06-01',
        region: 'england',
      }),
    );
    expect(screen.queryByTestId('chart-income-curve')).not.toBeInTheDocument();
  });
});
