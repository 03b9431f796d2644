import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calculateUsStateIncomeTax } from '@taxatlas/tax-engine/us/state-income-tax';
import { renderWithProviders } from '../../testing/render-with-providers';
import UsStateTaxPage from './us-state-tax-page';

const states = [
  { value: 'AL', label: 'Alabama', taxYears: [2024] },
  { value: 'CA', label: 'California', taxYears: [2024, 2025] },
  { value: 'NY', label: 'New York', taxYears: [2024, 2025] },
];

type CalculateReply = { status?: number; body?: unknown; reject?: Error };
let calculateReplies: CalculateReply[] = [];
let calculateBodies: unknown[] = [];

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function success(body: { state: string; taxYear: string; income: number; filingStatus: string }) {
  return {
    success: true,
    data: calculateUsStateIncomeTax({
      state: body.state as 'CA',
      taxYear: Number(body.taxYear),
      income: body.income,
      filingStatus: body.filingStatus as 'single',
    }),
  };
}

beforeEach(() => {
  calculateReplies = [];
  calculateBodies = [];
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'], now: new Date('2026-11-23T12:00:00Z') });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/us-state-tax/states')) return jsonResponse(states);
    if (url.endsWith('/us-state-tax/calculate')) {
      const body = JSON.parse(String(init?.body)) as Parameters<typeof success>[0];
      calculateBodies.push(body);
      const reply = calculateReplies.shift();
      if (reply?.reject) throw reply.reject;
      if (reply?.body !== undefined) return jsonResponse(reply.body, reply.status ?? 400);
      return jsonResponse(success(body));
    }
    return jsonResponse({ error: 'not found' }, 404);
  }) as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

async function renderPage(route = '/us/state-tax') {
  renderWithProviders(<UsStateTaxPage />, { route });
  // The states list (GET /api/us-state-tax/states) replaces the built-in one.
  await waitFor(() => expect(within(screen.getByTestId('state-select')).getAllByRole('option')).toHaveLength(states.length));
}

const incomeInput = () => screen.getByTestId('income-input') as HTMLInputElement;
const typeIncome = (text: string) => fireEvent.change(incomeInput(), { target: { value: text } });

describe('US state tax page', () => {
  it('shows the spec’s inputs: CA by default, a formatted income field with a $ prefix and a 15-character limit', async () => {
    await renderPage();
    expect(screen.getByLabelText('State')).toHaveValue('CA');
    expect(screen.getByTestId('state-select')).toHaveValue('CA');
    expect(
      within(screen.getByTestId('state-select'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Alabama', 'California', 'New York']);
    expect(screen.getByLabelText('Annual income')).toBe(incomeInput());
    expect(incomeInput()).toHaveAttribute('placeholder', 'e.g. 60,000');
    expect(incomeInput()).toHaveAttribute('maxlength', '15');
    expect(screen.getByText('$')).toBeInTheDocument();
    typeIncome('$0060000abc');
    expect(incomeInput()).toHaveValue('60,000');
    expect(screen.getByTestId('guide-toc')).toBeInTheDocument();
    expect(screen.getAllByTestId('article-teaser')).toHaveLength(5);
    for (const anchor of ['what-is-state-tax', 'current-rates', 'state-variations', 'deductions', 'planning', 'professional-advice']) {
      expect(document.getElementById(anchor)).not.toBeNull();
      expect(
        within(screen.getByTestId('guide-toc'))
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toContain(`#${anchor}`);
    }
  });

  // On 23 November 2026 California's latest published year (of 2024 and 2025 in this list) is the default.
  it('calls the server 500 ms after the last change, once, with state, taxYear and income', async () => {
    await renderPage();
    typeIncome('6');
    await advance(300);
    typeIncome('60');
    await advance(300);
    typeIncome('60000');
    await advance(499);
    expect(calculateBodies).toEqual([]);
    await advance(1);
    expect(calculateBodies).toEqual([{ state: 'CA', taxYear: '2025', income: 60000, filingStatus: 'single' }]);
    await advance(0);
    expect(screen.getByTestId('results-panel')).toBeInTheDocument();
    expect(screen.getByTestId('income-base')).toHaveTextContent('California standard deduction');
    expect(screen.getByTestId('local-tax-note')).toHaveTextContent('Local (city and county) income taxes are not included.');
    expect(screen.getByRole('heading', { name: 'How US State Income Tax Works' })).toBeInTheDocument();
    expect(screen.queryByTestId('calculating')).not.toBeInTheDocument();
  });

  it('shows Calculating... while the call is pending', async () => {
    let release: (value: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => {
      release = resolve;
    });
    const fetchMock = globalThis.fetch as jest.Mock;
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/calculate') ? pending : original(input, init),
    );
    await renderPage();
    typeIncome('60000');
    await advance(500);
    expect(screen.getByTestId('calculating')).toHaveTextContent('Calculating...');
    release(jsonResponse(success({ state: 'CA', taxYear: '2024', income: 60000, filingStatus: 'single' })));
    await advance(0);
    expect(screen.queryByTestId('calculating')).not.toBeInTheDocument();
    expect(screen.getByTestId('results-panel')).toBeInTheDocument();
  });

  it('offers "Report a wrong figure" under the result, carrying the shown calculation and its inputs', async () => {
    sessionStorage.clear();
    await renderPage('/us/state-tax?state=NY&income=60000');
    await advance(500);
    await advance(0);
    const link = within(screen.getByTestId('results-panel')).getByTestId('report-wrong-figure');
    expect(link).toHaveAttribute('href', '/contact?type=wrong-figure');
    fireEvent.click(link);
    const shown = success({ state: 'NY', taxYear: '2025', income: 60000, filingStatus: 'single' }).data;
    expect(JSON.parse(sessionStorage.getItem('taxatlas.wrongFigureReport') ?? 'null')).toMatchObject({
      calculator: 'us-state-tax',
      inputs: { state: 'NY', income: '60000' },
      taxYear: shown.taxYear,
      result: { totalTax: shown.totalTax, currency: 'USD' },
    });
  });

  it('makes no call for zero income and clears the result', async () => {
    await renderPage('/us/state-tax?state=NY&income=60000');
    await advance(500);
    expect(calculateBodies).toHaveLength(1);
    await advance(0);
    expect(screen.getByTestId('results-panel')).toBeInTheDocument();
    typeIncome('0');
    expect(screen.queryByTestId('results-panel')).not.toBeInTheDocument();
    await advance(1000);
    expect(calculateBodies).toHaveLength(1);
  });

  it.each([
    [
      'the response’s error',
      { status: 400, body: { success: false, error: 'income must be zero or more' } },
      'income must be zero or more',
    ],
    ['else its message', { status: 500, body: { success: false, message: 'Server unavailable' } }, 'Server unavailable'],
    ['else Calculation failed.', { status: 500, body: { success: false } }, 'Calculation failed.'],
    ['a thrown exception’s message', { reject: new Error('Network down') }, 'Network down'],
    ['Calculation failed. for an exception without a message', { reject: new Error('') }, 'Calculation failed.'],
  ])('on failure shows %s and clears the result; any change clears the error', async (_case, reply, text) => {
    await renderPage();
    typeIncome('60000');
    await advance(500);
    await advance(0);
    expect(screen.getByTestId('results-panel')).toBeInTheDocument();

    calculateReplies.push(reply);
    typeIncome('-5000');
    await advance(500);
    await advance(0);
    expect(screen.getByTestId('calculation-error')).toHaveTextContent(text);
    expect(screen.queryByTestId('results-panel')).not.toBeInTheDocument();

    typeIncome('-50000');
    expect(screen.queryByTestId('calculation-error')).not.toBeInTheDocument();
  });

  it('keeps every input in the URL and limits the tax years to the state’s', async () => {
    await renderPage('/us/state-tax?state=NY&year=2025&status=married-joint&income=100000');
    expect(screen.getByTestId('state-select')).toHaveValue('NY');
    expect(screen.getByLabelText('Tax year')).toHaveValue('2025');
    expect(screen.getByLabelText('Filing status')).toHaveValue('married-joint');
    expect(incomeInput()).toHaveValue('100,000');
    await advance(500);
    expect(calculateBodies).toEqual([{ state: 'NY', taxYear: '2025', income: 100000, filingStatus: 'married-joint' }]);

    fireEvent.change(screen.getByTestId('state-select'), { target: { value: 'AL' } });
    expect(screen.getByLabelText('Tax year')).toHaveValue('2024');
    expect(within(screen.getByLabelText('Tax year')).getAllByRole('option')).toHaveLength(1);
    await advance(500);
    expect(calculateBodies[1]).toEqual({ state: 'AL', taxYear: '2024', income: 100000, filingStatus: 'married-joint' });
  });

  it('Reset restores CA, empties the income and clears result and error', async () => {
    await renderPage('/us/state-tax?state=NY&income=60000');
    await advance(500);
    await advance(0);
    expect(screen.getByTestId('results-panel')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('reset-button'));
    expect(screen.getByTestId('state-select')).toHaveValue('CA');
    expect(incomeInput()).toHaveValue('');
    expect(screen.queryByTestId('results-panel')).not.toBeInTheDocument();
    expect(screen.queryByTestId('calculation-error')).not.toBeInTheDocument();
    await advance(1000);
    expect(calculateBodies).toHaveLength(1);
  });

  it('has a collapsed Income Summary that shows state, tax year and the abbreviated income', async () => {
    await renderPage();
    typeIncome('1,234,567');
    expect(screen.queryByTestId('income-summary')).not.toBeInTheDocument();
    const toggle = screen.getByTestId('income-summary-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const summary = screen.getByTestId('income-summary');
    expect(summary).toHaveTextContent('California (CA)');
    expect(within(summary).getByTestId('income-summary-year')).toHaveTextContent('2025');
    expect(within(summary).getByTestId('income-summary-amount')).toHaveTextContent('$1.23M');
  });
});
