import { expect, test, type Page, type Route } from './support/app-test';
import { acceptCookies, queryOf, recordRequests, withoutExpectedHttpErrors } from './support/calculator-helpers';
import { watchForErrors } from './support/page-checks';

// /us/state-tax exactly as docs/product.md says ("US state income tax page", "Validation rules", "Error messages", "Constants and limits").

const CALCULATE_PATH = /^\/api\/us-state-tax\/calculate$/;
const CALCULATE_ROUTE = '**/api/us-state-tax/calculate';

// California, single, 2024 (FTB 2024 Form 540 instructions): standard deduction $5,540 → taxable 60,000 − 5,540 = 54,460.
// Tax rate schedule X: 1% × 10,756 = 107.56; 2% × (25,499 − 10,756) = 294.86; 4% × (40,245 − 25,499) = 589.84;
// 6% × (54,460 − 40,245) = 852.90 → 1,845.16, less the $149 personal exemption credit → $1,696.16.
const CA_60000_TAX = 'US$1,696.16';
/** The page with 2024 chosen: the figures above are 2024's. The default year has tests of its own below. */
const STATE_TAX_2024 = '/us/state-tax?year=2024';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const incomeInput = (page: Page) => page.getByLabel('Annual income');
const stateSelect = (page: Page) => page.getByLabel('State', { exact: true });
const panel = (page: Page) => page.getByTestId('results-panel');
const errorBox = (page: Page) => page.getByTestId('calculation-error');
const stateTaxValue = (page: Page) => panel(page).getByTestId('stat-card').first().getByTestId('stat-value');

test.describe('US state income tax page', () => {
  test('the state selector lists the 50 states and DC by two-letter code, California by default', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/us/state-tax');
    const select = page.getByTestId('state-select');
    await expect(select).toHaveAccessibleName('State');
    await expect(select.locator('option')).toHaveCount(51);
    await expect(select).toHaveValue('CA');
    await expect(select.locator('option:checked')).toHaveText('California');
    const codes = await select.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(51);
    expect(codes).toEqual(expect.arrayContaining(['DC', 'NY', 'TX', 'FL', 'WY', 'AK', 'HI']));
    // The default year is the latest California has published, up to today.
    const states = (await (await page.request.get('/api/us-state-tax/states')).json()) as { value: string; taxYears: number[] }[];
    const californiaYears = states.find((state) => state.value === 'CA')!.taxYears;
    const thisYear = new Date().getFullYear();
    const latest = Math.max(...californiaYears.filter((year) => year <= thisYear));
    await expect(page.getByTestId('tax-year-select')).toHaveValue(String(latest));
    expect(errors).toEqual([]);
  });

  test('California, $60,000, single, 2024: the published tax, every input in the URL, same result after reload', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto(STATE_TAX_2024);
    await incomeInput(page).fill('60000');
    await expect(stateTaxValue(page)).toHaveText(CA_60000_TAX);
    await expect(panel(page).getByTestId('total-tax')).toHaveText(CA_60000_TAX);
    // 1,696.16 / 60,000 = 2.827% → 2.83%.
    await expect(panel(page).getByTestId('effective-rate')).toHaveText('2.83%');
    expect(queryOf(page)).toEqual({ state: 'CA', year: '2024', status: 'single', income: '60000' });

    await page.reload();
    await expect(stateTaxValue(page)).toHaveText(CA_60000_TAX);
    await expect(incomeInput(page)).toHaveValue('60,000');
    await expect(stateSelect(page)).toHaveValue('CA');
    expect(errors).toEqual([]);
  });

  test('the income field formats its text: leading zeros go, thousands separators, letters stripped, 15 characters at most', async ({
    page,
  }) => {
    const errors = watchForErrors(page);
    await page.goto(STATE_TAX_2024);
    const input = incomeInput(page);
    await expect(input).toHaveAttribute('placeholder', 'e.g. 60,000');
    await expect(input).toHaveAttribute('maxlength', '15');

    // One input event per value (as a paste): the formatting rules of docs/product.md, "Validation rules".
    await input.fill('0060000.5');
    await expect(input).toHaveValue('60,000.5');
    await input.fill('6a0b,0c0d0$');
    await expect(input).toHaveValue('60,000');
    await input.fill('123456789012');
    // 12 digits with separators are exactly 15 characters.
    await expect(input).toHaveValue('123,456,789,012');

    // Typing more: a 13th digit would make 17 characters, so it is refused and the text stays at 15.
    await input.press('End');
    await input.press('3');
    await expect(input).toHaveValue('123,456,789,012');
    expect(errors).toEqual([]);
  });

  test('typing the income key by key keeps every character (0060000.5 → 60,000.5)', async ({ page }) => {
    // Regression: keys typed faster than react-router committed each URL write were lost, because the page adopted
    // its own older query string as if the user had navigated to it ('0060000.5' ended as '0.5' or '6,005').
    const errors = watchForErrors(page);
    await page.goto(STATE_TAX_2024);
    const input = incomeInput(page);
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      await input.fill('');
      await input.pressSequentially('0060000.5');
      await expect(input, `attempt ${attempt}`).toHaveValue('60,000.5', { timeout: 2000 });
    }
    expect(errors).toEqual([]);
  });

  test('no request before the 500 ms debounce, exactly one after it', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto(STATE_TAX_2024);
    await page.waitForLoadState('networkidle');
    const calls = recordRequests(page, CALCULATE_PATH, 'POST');
    await incomeInput(page).fill('60000');
    await page.waitForTimeout(300);
    expect(calls).toHaveLength(0);
    await page.waitForTimeout(400);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.postDataJSON()).toEqual({ state: 'CA', taxYear: '2024', income: 60000, filingStatus: 'single' });
    await expect(stateTaxValue(page)).toHaveText(CA_60000_TAX);
    await page.waitForTimeout(600);
    expect(calls).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test("shows 'Calculating...' while the calculation is pending", async ({ page }) => {
    const errors = watchForErrors(page);
    await page.route(CALCULATE_ROUTE, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(STATE_TAX_2024);
    await incomeInput(page).fill('60000');
    await expect(page.getByTestId('calculating')).toHaveText('Calculating...');
    await expect(page.getByTestId('calculating')).toBeVisible();
    await expect(stateTaxValue(page)).toHaveText(CA_60000_TAX);
    await expect(page.getByTestId('calculating')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a failing server response shows its error text in the red box and clears the result', async ({ page }) => {
    const errors = watchForErrors(page);
    let fail = false;
    await page.route(CALCULATE_ROUTE, async (route: Route) => {
      if (!fail) return route.continue();
      return route.fulfill({ status: 500, json: { success: false, error: 'X' } });
    });
    await page.goto(STATE_TAX_2024);
    await incomeInput(page).fill('60000');
    await expect(stateTaxValue(page)).toHaveText(CA_60000_TAX);

    fail = true;
    await incomeInput(page).fill('70000');
    await expect(errorBox(page)).toBeVisible();
    await expect(errorBox(page)).toHaveClass(/alert-error/);
    await expect(errorBox(page)).toContainText('X');
    await expect(errorBox(page).locator('.alert-description')).toHaveText('X');
    await expect(panel(page)).toHaveCount(0);
    // The only console message is Chromium's note about the 500 this test returns on purpose.
    expect(withoutExpectedHttpErrors(errors, [500])).toEqual([]);
  });

  test("a failure without an error or message shows 'Calculation failed.'", async ({ page }) => {
    const errors = watchForErrors(page);
    await page.route(CALCULATE_ROUTE, (route) => route.fulfill({ status: 200, json: { success: false } }));
    await page.goto(STATE_TAX_2024);
    await incomeInput(page).fill('60000');
    await expect(errorBox(page).locator('.alert-description')).toHaveText('Calculation failed.');
    await expect(panel(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a negative income shows the API’s 400 text in the red box', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto(STATE_TAX_2024);
    await incomeInput(page).fill('-5000');
    await expect(errorBox(page).locator('.alert-description')).toHaveText('income must be zero or more');
    await expect(panel(page)).toHaveCount(0);
    expect(withoutExpectedHttpErrors(errors, [400])).toEqual([]);
  });

  test('empty or zero income makes no request and clears the result', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto(STATE_TAX_2024);
    await incomeInput(page).fill('60000');
    await expect(stateTaxValue(page)).toHaveText(CA_60000_TAX);
    const calls = recordRequests(page, CALCULATE_PATH, 'POST');

    await incomeInput(page).fill('0');
    await expect(panel(page)).toHaveCount(0);
    await page.waitForTimeout(800);
    expect(calls).toHaveLength(0);

    await incomeInput(page).fill('60000');
    await expect(stateTaxValue(page)).toHaveText(CA_60000_TAX);
    expect(calls).toHaveLength(1);

    await incomeInput(page).fill('');
    await expect(panel(page)).toHaveCount(0);
    await page.waitForTimeout(800);
    expect(calls).toHaveLength(1);
    await expect(page.getByText('Choose your state and enter your annual income to see your state income tax.')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('Reset restores California, empties the income and clears the result and the error', async ({ page }) => {
    const errors = watchForErrors(page);
    let fail = false;
    await page.route(CALCULATE_ROUTE, (route) =>
      fail ? route.fulfill({ status: 200, json: { success: false, error: 'Temporarily unavailable' } }) : route.continue(),
    );
    await page.goto(STATE_TAX_2024);
    await stateSelect(page).selectOption('NY');
    await incomeInput(page).fill('60000');
    await expect(panel(page)).toBeVisible();

    await page.getByTestId('reset-button').click();
    await expect(stateSelect(page)).toHaveValue('CA');
    await expect(incomeInput(page)).toHaveValue('');
    await expect(panel(page)).toHaveCount(0);

    fail = true;
    await incomeInput(page).fill('50000');
    await expect(errorBox(page)).toContainText('Temporarily unavailable');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(errorBox(page)).toHaveCount(0);
    await expect(incomeInput(page)).toHaveValue('');
    await expect(stateSelect(page)).toHaveValue('CA');
    expect(errors).toEqual([]);
  });

  test('the Income Summary is collapsed by default and shows the state, tax year 2024 and the abbreviated income', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto(STATE_TAX_2024);
    const toggle = page.getByTestId('income-summary-toggle');
    await expect(toggle).toHaveText('Income Summary');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('income-summary')).toHaveCount(0);

    await stateSelect(page).selectOption('NY');
    await incomeInput(page).fill('1234567');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const summary = page.getByTestId('income-summary');
    await expect(summary).toContainText('New York (NY)');
    await expect(summary).toContainText('2024');
    const amount = page.getByTestId('income-summary-amount');
    // K at 1e3, M at 1e6, B at 1e9, T at 1e12, truncated (not rounded) to 2 decimals.
    await expect(amount).toHaveText('$1.23M');
    for (const [income, abbreviated] of [
      ['999', '$999'],
      ['1500', '$1.5K'],
      ['60000', '$60K'],
      ['1999999', '$1.99M'],
      ['2500000000', '$2.5B'],
    ] as const) {
      await incomeInput(page).fill(income);
      await expect(amount).toHaveText(abbreviated);
    }

    await toggle.click();
    await expect(page.getByTestId('income-summary')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("after a result: the 'How US State Income Tax Works' explainer with its disclaimer, the income base and the local-tax note", async ({
    page,
  }) => {
    const errors = watchForErrors(page);
    await page.goto(STATE_TAX_2024);
    const explainerHeading = page.getByRole('heading', { name: 'How US State Income Tax Works' });
    await expect(explainerHeading).toHaveCount(0);

    await incomeInput(page).fill('60000');
    await expect(stateTaxValue(page)).toHaveText(CA_60000_TAX);
    await expect(explainerHeading).toBeVisible();
    const explainer = page.getByTestId('explainer');
    await expect(explainer.getByTestId('disclaimer')).toBeVisible();
    await expect(explainer.getByTestId('disclaimer')).not.toBeEmpty();

    const incomeBase = page.getByTestId('income-base');
    await expect(incomeBase.getByRole('heading', { name: 'What California taxes' })).toBeVisible();
    await expect(incomeBase).toContainText('Federal adjusted gross income (wages), less the California standard deduction');
    await expect(page.getByTestId('local-tax-note')).toHaveText('Local (city and county) income taxes are not included.');
    expect(errors).toEqual([]);
  });

  test('the guide’s table of contents links to its six sections', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto(STATE_TAX_2024);
    const toc = page.getByTestId('guide-toc');
    const anchors = ['what-is-state-tax', 'current-rates', 'state-variations', 'deductions', 'planning', 'professional-advice'];
    const links = toc.getByRole('link');
    await expect(links).toHaveCount(anchors.length);
    for (const [index, anchor] of anchors.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAttribute('href', `#${anchor}`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`#${anchor}$`));
      await expect(page.locator(`#${anchor}`)).toBeVisible();
      await expect(page.locator(`#${anchor}-heading`)).toBeInViewport();
      await toc.scrollIntoViewIfNeeded();
    }
    // The reference rates the spec quotes (section 9).
    const rates = page.getByTestId('reference-rates');
    for (const [state, rate] of [
      ['California', '1% – 13.3%'],
      ['New York', '4% – 10.9%'],
      ['Texas', '0%'],
      ['Florida', '0%'],
      ['Illinois', '4.95%'],
    ] as const) {
      await expect(rates.getByRole('row').filter({ hasText: state })).toContainText(rate);
    }
    expect(errors).toEqual([]);
  });

  test('five article teasers close the page, each linking to its blog article', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto(STATE_TAX_2024);
    const teasers = page.getByTestId('article-teaser');
    await expect(teasers).toHaveCount(5);
    const hrefs = await teasers.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/blog/us-tax-deductions',
      '/blog/income-tax-calculations',
      expect.stringMatching(/^\/blog\/[a-z0-9-]+$/),
      expect.stringMatching(/^\/blog\/[a-z0-9-]+$/),
      expect.stringMatching(/^\/blog\/[a-z0-9-]+$/),
    ]);
    for (const teaser of await teasers.all()) await expect(teaser).toContainText(/\d+ min read/);
    expect(errors).toEqual([]);
  });
});
