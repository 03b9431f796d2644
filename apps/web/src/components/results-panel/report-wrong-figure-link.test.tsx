import { fireEvent, screen, within } from '@testing-library/react';
import { calculateUkIncomeTax } from '@taxatlas/tax-engine/uk/income-tax';
import { calculateUsStateIncomeTax } from '@taxatlas/tax-engine/us/state-income-tax';
import type { CalculationResult } from '@taxatlas/tax-engine/core/result';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../testing/render-with-providers';
import { WRONG_FIGURE_REPORT_STORAGE_KEY } from '../../lib/wrong-figure-report';
import { ResultsPanel } from './results-panel';

const ukResult = calculateUkIncomeTax({
  grossIncome: 60000,
  taxYear: '2024-25',
  region: 'england',
  pensionContribution: 0,
  studentLoanPlan: 'none',
  includeNationalInsurance: true,
});
const stateResult = calculateUsStateIncomeTax({ state: 'NY', taxYear: 2024, income: 60000, filingStatus: 'single' });

/** Where the link led, and the state it left in the history entry. */
function ContactProbe() {
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
      <pre data-testid="state">{JSON.stringify(location.state)}</pre>
    </>
  );
}

function renderPanelAt(route: string, result: CalculationResult, language: 'en' | 'de' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/contact" element={<ContactProbe />} />
      <Route path="*" element={<ResultsPanel result={result} title="A calculation" />} />
    </Routes>,
    { route, language },
  );
}

const storedReport = () => JSON.parse(sessionStorage.getItem(WRONG_FIGURE_REPORT_STORAGE_KEY) ?? 'null') as unknown;

beforeEach(() => sessionStorage.clear());

describe('"Report a wrong figure" on the results panel', () => {
  it('opens the contact form for a wrong figure with the calculation attached (router state and sessionStorage)', () => {
    renderPanelAt('/uk/income-tax?income=60000&year=2024-25&region=england', ukResult);
    const link = within(screen.getByTestId('results-panel')).getByTestId('report-wrong-figure');
    expect(link).toHaveTextContent('Report a wrong figure');
    expect(link).toHaveAttribute('href', '/contact?type=wrong-figure');
    fireEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/contact?type=wrong-figure');
    const expected = {
      kind: 'wrong-figure',
      calculator: 'uk-income-tax',
      calculatorName: 'Income Tax & National Insurance',
      url: '/uk/income-tax?income=60000&year=2024-25&region=england',
      taxYear: '2024-25',
      inputs: { income: '60000', year: '2024-25', region: 'england' },
      result: {
        calculationType: 'uk-income-tax',
        currency: 'GBP',
        inputAmount: 60000,
        totalTax: ukResult.totalTax,
        netAmount: ukResult.netAmount,
        effectiveRate: ukResult.effectiveRate,
      },
    };
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toEqual({ wrongFigureReport: expected });
    expect(storedReport()).toEqual(expected);
  });

  it('is on the panel of every calculator: the US state tax with its own inputs', () => {
    renderPanelAt('/us/state-tax?state=NY&income=60000', stateResult);
    fireEvent.click(screen.getByTestId('report-wrong-figure'));
    expect(storedReport()).toMatchObject({
      calculator: 'us-state-tax',
      url: '/us/state-tax?state=NY&income=60000',
      taxYear: '2024',
      inputs: { state: 'NY', income: '60000' },
      result: { calculationType: 'us-state-tax', currency: 'USD', totalTax: stateResult.totalTax },
    });
  });

  it('attaches nothing where the page is no known calculator, and forgets an earlier report', () => {
    sessionStorage.setItem(WRONG_FIGURE_REPORT_STORAGE_KEY, JSON.stringify({ kind: 'wrong-figure', calculator: 'uk-income-tax' }));
    renderPanelAt('/somewhere-else?income=1', ukResult);
    fireEvent.click(screen.getByTestId('report-wrong-figure'));
    expect(screen.getByTestId('where')).toHaveTextContent('/contact?type=wrong-figure');
    expect(screen.getByTestId('state')).toHaveTextContent('null');
    expect(sessionStorage.getItem(WRONG_FIGURE_REPORT_STORAGE_KEY)).toBeNull();
  });

  it('speaks German', () => {
    renderPanelAt('/uk/income-tax?income=60000', ukResult, 'de');
    expect(screen.getByTestId('report-wrong-figure')).toHaveTextContent('Falschen Wert melden');
    expect(screen.getByTestId('report-wrong-figure').parentElement).toHaveTextContent('Stimmt eine Zahl nicht?');
  });
});
