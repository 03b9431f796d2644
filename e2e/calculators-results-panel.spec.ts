import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/app-test';
import { acceptCookies, localIsoDate } from './support/calculator-helpers';
import { watchForErrors } from './support/page-checks';

// The results panel (docs/product.md, "Results panel"; "Error messages" toasts; "Constants and limits" timings), driven by the
// UK income tax calculator. GOV.UK 2024-25, England:
// £110,000 → Personal Allowance 12,570 − (110,000 − 100,000) / 2 = £7,570; tax 37,700 × 20% + 64,730 × 40% = £33,432;
//            NI 37,700 × 8% + 59,730 × 2% = £4,210.60.
// £60,000  → full £12,570 allowance; tax 37,700 × 20% + 9,730 × 40% = £11,432; NI 37,700 × 8% + 9,730 × 2% = £3,210.60.
const UK_110K = '/uk/income-tax?income=110000&year=2024-25&region=england&pension=0&loan=none';
const UK_60K = '/uk/income-tax?income=60000&year=2024-25&region=england&pension=0&loan=none';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const panel = (page: Page) => page.getByTestId('results-panel');
const tab = (page: Page, name: string) => panel(page).getByRole('tab', { name });
const toasts = (page: Page) => page.locator('.ant-notification-notice');

/** Save, then name the calculation and its client in the dialog. */
async function saveCalculation(page: Page, client: string, name: string): Promise<void> {
  await panel(page).getByTestId('save-calculation').click();
  await page.getByTestId('save-calculation-client').fill(client);
  await page.getByTestId('save-calculation-name').fill(name);
  await page.getByTestId('save-calculation-submit').click();
}

async function openResult(page: Page, url: string, total: string): Promise<void> {
  await page.goto(url);
  await expect(panel(page).getByTestId('total-tax')).toHaveText(total);
}

test.describe('results panel', () => {
  test('the four tabs switch between Overview, Charts, Breakdown and Details', async ({ page }) => {
    const errors = watchForErrors(page);
    await openResult(page, UK_60K, '£14,642.60');
    const names = ['Overview', 'Charts', 'Breakdown', 'Details'];
    await expect(panel(page).getByRole('tab')).toHaveText(names);
    await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Charts', 'Breakdown', 'Details', 'Overview']) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      for (const other of names.filter((candidate) => candidate !== name)) {
        await expect(tab(page, other)).toHaveAttribute('aria-selected', 'false');
      }
    }
    await expect(panel(page).getByTestId('stat-card')).toHaveCount(4);
    await expect(panel(page).getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Export' })).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Share' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('Overview has four stat cards, the total tax and the effective rate', async ({ page }) => {
    const errors = watchForErrors(page);
    await openResult(page, UK_60K, '£14,642.60');
    const cards = panel(page).getByTestId('stat-card');
    await expect(cards).toHaveCount(4);
    // Take-home 60,000 − 11,432 − 3,210.60 = £45,357.40; effective rate 14,642.60 / 60,000 = 24.40%.
    await expect(cards.getByTestId('stat-value')).toHaveText(['£45,357.40', '£11,432.00', '£3,210.60', '£12,570.00']);
    await expect(panel(page).getByTestId('effective-rate')).toHaveText('24.40%');
    expect(errors).toEqual([]);
  });

  test("the allowance card says 'Reduced' for £110,000 and expands to explain why", async ({ page }) => {
    const errors = watchForErrors(page);
    await openResult(page, UK_110K, '£37,642.60');
    const card = panel(page)
      .getByTestId('stat-card')
      .filter({ has: page.getByTestId('allowance-state') });
    await expect(card.getByTestId('stat-value')).toHaveText('£7,570.00');
    await expect(card.getByTestId('allowance-state')).toHaveText('Reduced');
    const more = card.getByRole('button', { name: 'Reduced due to threshold click to see more details' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('allowance-info')).toHaveCount(0);

    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const info = page.getByTestId('allowance-info');
    await expect(info).toContainText('Why your Personal Allowance is reduced');
    await expect(info).toContainText(
      'The standard Personal Allowance is £12,570.00. It is reduced by £1 for every £2 of adjusted net income above £100,000.00. ' +
        'Your adjusted net income is £110,000.00, so your Personal Allowance is £7,570.00.',
    );
    await more.click();
    await expect(info).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("the allowance card says 'Standard amount applied' for £60,000", async ({ page }) => {
    const errors = watchForErrors(page);
    await openResult(page, UK_60K, '£14,642.60');
    const card = panel(page)
      .getByTestId('stat-card')
      .filter({ has: page.getByTestId('allowance-state') });
    await expect(card.getByTestId('stat-value')).toHaveText('£12,570.00');
    await expect(card.getByTestId('allowance-state')).toHaveText('Standard amount applied');
    await expect(card.getByRole('button', { name: /Reduced due to threshold/ })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the information card expands and collapses', async ({ page }) => {
    const errors = watchForErrors(page);
    await openResult(page, '/us/state-tax?state=CA&year=2024&status=single&income=60000', 'US$1,696.16');
    const toggle = panel(page).getByTestId('info-toggle');
    await expect(toggle).toHaveText('More information');
    await expect(panel(page).getByTestId('info-card')).toHaveCount(0);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page).getByTestId('info-card')).toContainText('California standard deduction');
    await toggle.click();
    await expect(panel(page).getByTestId('info-card')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the Charts tab loads its chunk only when opened and draws the doughnut and the bar chart', async ({ page }) => {
    const errors = watchForErrors(page);
    const chartChunks: string[] = [];
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname.split('/').pop() ?? '';
      if (/^charts-.*\.js$/.test(file)) chartChunks.push(file);
    });
    await openResult(page, UK_60K, '£14,642.60');
    await page.waitForLoadState('networkidle');
    expect(chartChunks).toEqual([]);

    await tab(page, 'Charts').click();
    const split = panel(page).getByTestId('chart-split');
    const bands = panel(page).getByTestId('chart-bands');
    await expect(split).toBeVisible();
    await expect(bands).toBeVisible();
    expect(chartChunks.length).toBeGreaterThan(0);
    await expect(split).toContainText('Where your income goes');
    await expect(bands).toContainText('Income Tax by band');
    // The split: take-home 45,357.40, income tax 11,432, NI 3,210.60.
    await expect(split.getByRole('img')).toHaveAttribute(
      'aria-label',
      'Take-home: £45,357.40, Income Tax: £11,432.00, National Insurance: £3,210.60',
    );
    await expect(bands.getByRole('img')).toHaveAttribute(
      'aria-label',
      'Personal Allowance: £0.00, Basic rate: £7,540.00, Higher rate: £3,892.00, Additional rate: £0.00',
    );
    await expect(split.locator('canvas').first()).toBeVisible();
    await expect(bands.locator('canvas').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the Breakdown tab has one table per breakdown with Band, Rate, Amount (taxable), Value and a total', async ({ page }) => {
    const errors = watchForErrors(page);
    await openResult(page, UK_110K, '£37,642.60');
    await tab(page, 'Breakdown').click();
    const incomeTax = panel(page).getByTestId('breakdown-table-0');
    const ni = panel(page).getByTestId('breakdown-table-1');
    for (const table of [incomeTax, ni]) {
      await expect(table.getByRole('columnheader')).toHaveText(['Band', 'Rate', 'Amount (taxable)', 'Value']);
    }
    await expect(incomeTax.getByRole('row').filter({ hasText: 'Personal Allowance' })).toContainText('£7,570.00');
    await expect(incomeTax.getByRole('row').filter({ hasText: 'Higher rate' })).toContainText('£64,730.00');
    await expect(incomeTax.getByRole('row').filter({ hasText: 'Higher rate' })).toContainText('£25,892.00');
    await expect(incomeTax.locator('.breakdown-total')).toContainText('Total');
    await expect(incomeTax.getByTestId('breakdown-total')).toHaveText('£33,432.00');
    await expect(ni.getByTestId('breakdown-total')).toHaveText('£4,210.60');
    expect(errors).toEqual([]);
  });

  test("Details lists the input, calculation type, currency and fields; 'View N items' highlights the table for about 2 s", async ({
    page,
  }) => {
    const errors = watchForErrors(page);
    await openResult(page, UK_110K, '£37,642.60');
    await tab(page, 'Details').click();
    const details = panel(page).locator('.details-tab');
    const row = (label: string) => details.getByRole('row').filter({ has: page.getByText(label, { exact: true }) });
    await expect(row('Input amount')).toContainText('£110,000.00');
    await expect(row('Calculation type')).toContainText('uk-income-tax');
    await expect(row('Currency')).toContainText('GBP');
    await expect(row('Personal Allowance')).toContainText('£7,570.00');
    await expect(row('Allowance reduced')).toContainText('Yes');
    await expect(row('Taxable income')).toContainText('£102,430.00');

    const viewItems = panel(page).getByTestId('view-items-breakdown-0');
    // The income tax group has four bands: Personal Allowance, basic, higher, additional.
    await expect(viewItems).toHaveText('View 4 items');
    await viewItems.click();
    await expect(tab(page, 'Breakdown')).toHaveAttribute('aria-selected', 'true');
    const table = panel(page).getByTestId('breakdown-table-0');
    await expect(table).toHaveAttribute('data-highlighted', 'true', { timeout: 1000 });
    const highlightedAt = Date.now();
    await expect(panel(page).getByTestId('breakdown-table-1')).not.toHaveAttribute('data-highlighted', 'true');
    await expect(table).not.toHaveAttribute('data-highlighted', 'true', { timeout: 4000 });
    const highlightedFor = Date.now() - highlightedAt;
    expect(highlightedFor).toBeGreaterThan(1500);
    expect(highlightedFor).toBeLessThan(3000);
    expect(errors).toEqual([]);
  });

  test("Save keeps the calculation in this browser, says 'Calculation saved!', and sends no request", async ({ page }) => {
    const errors = watchForErrors(page);
    await openResult(page, UK_60K, '£14,642.60');
    await page.waitForLoadState('networkidle');
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await saveCalculation(page, 'Smith & Co', 'Salary review');
    const toast = toasts(page).filter({ hasText: 'Calculation saved!' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Your UK Income Tax calculation has been saved');
    expect(apiCalls).toEqual([]);
    // Stored, not only announced: the saved calculations page lists it and reopens it with its inputs.
    await toast.getByTestId('save-calculation-view-all').click();
    const row = page.getByTestId('saved-calculation-row').filter({ hasText: 'Salary review' });
    await expect(page.getByTestId('saved-client-smith-co')).toContainText('Smith & Co');
    await row.getByTestId('saved-calculation-open').click();
    await expect(page).toHaveURL(/\/uk\/income-tax\?.*income=60000/);
    await expect(panel(page)).toContainText('£14,642.60');
    expect(errors).toEqual([]);
  });

  test("Save on the state tax page says 'Your state tax calculation has been saved'", async ({ page }) => {
    const errors = watchForErrors(page);
    await openResult(page, '/us/state-tax?state=CA&year=2024&status=single&income=60000', 'US$1,696.16');
    await saveCalculation(page, 'Jones', 'California move');
    const toast = toasts(page).filter({ hasText: 'Calculation saved!' });
    await expect(toast).toContainText('Your state tax calculation has been saved');
    expect(errors).toEqual([]);
  });

  test("Export downloads <calculationtype>-<YYYY-MM-DD>.json with the result and shows 'Results exported!'", async ({ page }) => {
    const errors = watchForErrors(page);
    await openResult(page, UK_60K, '£14,642.60');
    const downloading = page.waitForEvent('download');
    const before = Date.now();
    await panel(page).getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`uk-income-tax-${localIsoDate()}.json`);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      type: string;
      inputAmount: string;
      result: { calculationType: string; totalTax: number; incomeTax: number; nationalInsurance: number };
      timestamp: string;
    };
    expect(exported.type).toBe('uk-income-tax');
    expect(exported.inputAmount).toBe('£60,000.00');
    expect(exported.result).toMatchObject({
      calculationType: 'uk-income-tax',
      totalTax: 14642.6,
      incomeTax: 11432,
      nationalInsurance: 3210.6,
    });
    expect(exported.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(Date.parse(exported.timestamp) - before)).toBeLessThan(60_000);

    const toast = toasts(page).filter({ hasText: 'Results exported!' });
    await expect(toast).toContainText('UK Income Tax calculation saved as JSON file');
    expect(errors).toEqual([]);
  });

  test("Share without the device share sheet copies the calculation and its link, and shows 'Shared!'", async ({ page, context }) => {
    const errors = watchForErrors(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // No Web Share API: the panel must fall back to the clipboard.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await openResult(page, UK_60K, '£14,642.60');
    await panel(page).getByRole('button', { name: 'Share' }).click();
    const toast = toasts(page).filter({ hasText: 'Shared!' });
    await expect(toast).toContainText('Calculation copied to clipboard');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(page.url());
    expect(copied).toContain('UK Income Tax (2024-25)');
    expect(copied).toContain('Total tax: £14,642.60');
    expect(errors).toEqual([]);
  });

  test('toasts disappear after about 3 seconds', async ({ page }) => {
    const errors = watchForErrors(page);
    await openResult(page, UK_60K, '£14,642.60');
    await saveCalculation(page, 'Smith & Co', 'Toast timing');
    const toast = toasts(page).filter({ hasText: 'Calculation saved!' });
    await expect(toast).toBeVisible();
    const shownAt = Date.now();
    await page.waitForTimeout(2000);
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCount(0, { timeout: 4000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(2500);
    expect(shownFor).toBeLessThan(4500);
    expect(errors).toEqual([]);
  });
});
