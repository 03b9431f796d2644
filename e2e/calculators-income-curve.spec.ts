import { expect, test, type Page } from './support/app-test';
import { acceptCookies } from './support/calculator-helpers';
import { watchForErrors } from './support/page-checks';

// The Charts tab's "Tax across incomes": take-home pay and the marginal rate from 0 to 3 × the entered
// income, computed in the browser by the engine functions the API calls. Its code and the engine arrive with the
// tab, never with the page; its figures are the API's, to the cent.

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

interface CurvePage {
  readonly name: string;
  readonly url: string;
  readonly endpoint: string;
  /** The API request for an income, with every other input as in `url`. */
  readonly body: (income: number) => Record<string, unknown>;
  /** The API result's take-home pay and the tax the chart plots (for the UK every deduction from pay). */
  readonly figures: (data: Record<string, number>) => [takeHome: number, tax: number];
  readonly range: string;
}

const curvePages: readonly CurvePage[] = [
  {
    name: 'UK income tax',
    url: '/uk/income-tax?income=60000&year=2024-25&region=england&pension=0&loan=none',
    endpoint: '/api/income-tax/calculate',
    body: (income) => ({ grossIncome: income, taxYear: '2024-25', region: 'england', pensionContribution: 0, studentLoanPlan: 'none' }),
    figures: (data) => [data.takeHome!, data.totalDeductions!],
    range: 'for incomes from £0.00 to £180,000.00 (505 points)',
  },
  {
    name: 'US federal income tax',
    url: '/us/federal-income-tax?income=80000&status=married-joint&year=2024&age65=1&blind=0&method=exact',
    endpoint: '/api/calculators/us-federal-tax',
    body: (income) => ({ grossIncome: income, filingStatus: 'married-joint', taxYear: 2024, age65OrOlder: 1, blind: 0, method: 'exact' }),
    figures: (data) => [data.netAmount!, data.totalTax!],
    range: 'for incomes from US$0.00 to US$240,000.00 (505 points)',
  },
  {
    name: 'US take-home pay',
    url: '/us/take-home?income=80000&status=single&year=2024&state=CA',
    endpoint: '/api/us-income-tax/calculate',
    body: (income) => ({ grossIncome: income, filingStatus: 'single', taxYear: 2024, state: 'CA' }),
    figures: (data) => [data.takeHome!, data.totalTax!],
    range: 'for incomes from US$0.00 to US$240,000.00 (505 points)',
  },
  {
    name: 'German income tax',
    url: '/germany/income-tax?income=60000&class=1&church=9&assessment=single&year=2025',
    endpoint: '/api/calculators/de-income-tax',
    body: (income) => ({ taxableIncome: income, taxClass: 1, churchTax: '9', assessment: 'single', taxYear: 2025 }),
    figures: (data) => [data.netAmount!, data.totalTax!],
    range: 'for incomes from €0.00 to €180,000.00 (505 points)',
  },
];

const panel = (page: Page) => page.getByTestId('results-panel');
const curveChunk = /-curve-[\w-]+\.js$/;

/** Opens a result, then its Charts tab, and returns the chart of tax across incomes once it is drawn. */
async function openCurve(page: Page, url: string) {
  await page.goto(url);
  await expect(panel(page).getByTestId('total-tax')).toBeVisible();
  await panel(page).getByRole('tab', { name: 'Charts' }).click();
  const figure = panel(page).getByTestId('chart-income-curve');
  await expect(figure.getByRole('img')).toBeVisible();
  await expect(figure.locator('canvas').first()).toBeVisible();
  return figure;
}

test.describe('Charts tab: tax across incomes', () => {
  for (const curvePage of curvePages) {
    test(`${curvePage.name}: the chart loads with the Charts tab and draws 505 points from 0 to 3 × the income`, async ({ page }) => {
      const errors = watchForErrors(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(curvePage.url);
      await expect(panel(page).getByTestId('total-tax')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(scripts.filter((script) => curveChunk.test(script))).toEqual([]);

      const figure = await openCurve(page, curvePage.url);
      expect(scripts.filter((script) => curveChunk.test(script)).length).toBeGreaterThan(0);
      await expect(figure.locator('figcaption')).toHaveText('Tax across incomes');
      await expect(figure.getByRole('img')).toHaveAttribute(
        'aria-label',
        new RegExp(`^Line chart of take-home pay and marginal rate ${escape(curvePage.range)}`),
      );
      await expect(figure.getByRole('img')).toHaveAttribute('data-points', '505');

      await figure.getByText('Show the figures as a table').click();
      const table = figure.getByRole('table', { name: 'Take-home pay and marginal rate at every quarter of your income' });
      await expect(table).toBeVisible();
      await expect(table.getByRole('row')).toHaveCount(14);
      expect(errors).toEqual([]);
    });

    test(`${curvePage.name}: the chart's figures are the API's answers at the same incomes, to the cent`, async ({ page }) => {
      const figure = await openCurve(page, curvePage.url);
      const rows = figure.getByTestId('income-curve-table').locator('tbody tr');
      await expect(rows).toHaveCount(13);
      // Half, one and a half and two and three quarter times the income, and the income itself.
      for (const row of [2, 4, 6, 11]) {
        const cells = rows.nth(row);
        const income = Number(await cells.getAttribute('data-income'));
        const response = await page.request.post(curvePage.endpoint, { data: curvePage.body(income) });
        expect(response.ok()).toBe(true);
        const { data } = (await response.json()) as { data: Record<string, number> };
        expect([income, Number(await cells.getAttribute('data-take-home')), Number(await cells.getAttribute('data-tax'))]).toEqual([
          income,
          ...curvePage.figures(data),
        ]);
      }
    });
  }

  test('UK: the Personal Allowance taper shows as the 62% band (60% Income Tax + 2% NI) from £100,000 to £125,140', async ({ page }) => {
    const errors = watchForErrors(page);
    const figure = await openCurve(page, curvePages[0]!.url);
    // 505 points 357.14 apart: the band starts at the first point past £100,000 and ends at the last before £125,140.
    await expect(figure.getByRole('img')).toHaveAttribute(
      'aria-label',
      /At your income of £60,000\.00: take-home pay £45,357\.40, marginal rate 42%\. The highest marginal rate, 62%, applies from £100,000\.00 to £125,000\.00\.$/,
    );
    expect(errors).toEqual([]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
