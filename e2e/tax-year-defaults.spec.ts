import { expect, test, type Page } from './support/app-test';
import { acceptCookies } from './support/calculator-helpers';
import { watchForErrors } from './support/page-checks';

// The calculators open on the tax year in force today: the browser's clock is set for each test, so the
// rollovers are tested on the day before and the day itself, and past the last year the engine has.

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const yearSelect = (page: Page) => page.getByLabel('Tax year');

test.describe('the default tax year follows the date', () => {
  test('UK income tax: 2025-26 on 5 April 2026, 2026-27 on the 6th and in November', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-04-05T12:00:00Z'));
    await page.goto('/uk/income-tax');
    await expect(yearSelect(page)).toHaveValue('2025-26');
    await page.clock.setFixedTime(new Date('2026-04-06T12:00:00Z'));
    await page.reload();
    await expect(yearSelect(page)).toHaveValue('2026-27');
    await expect(page.getByTestId('tax-year-notice')).toHaveCount(0);
    await page.clock.setFixedTime(new Date('2026-11-23T12:00:00Z'));
    await page.reload();
    await expect(yearSelect(page)).toHaveValue('2026-27');
  });

  test('UK income tax on 6 April 2027, before 2027/28 is published: 2026-27 and a notice, in English and German', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.clock.setFixedTime(new Date('2027-04-06T12:00:00Z'));
    await page.goto('/uk/income-tax?income=60000');
    await expect(yearSelect(page)).toHaveValue('2026-27');
    await expect(page.getByTestId('tax-year-notice')).toHaveText('2027/28 figures are not yet published; showing 2026/27');
    await expect(page.getByTestId('results-panel')).toBeVisible();
    // A year the visitor picks needs no notice.
    await yearSelect(page).selectOption('2025-26');
    await expect(page.getByTestId('tax-year-notice')).toHaveCount(0);

    await page.addInitScript(() => window.localStorage.setItem('preferred-language', 'de'));
    await page.goto('/uk/income-tax');
    await expect(page.getByTestId('tax-year-notice')).toHaveText(
      'Die Zahlen für 2027/28 sind noch nicht veröffentlicht; angezeigt wird 2026/27',
    );
    expect(errors).toEqual([]);
  });

  for (const [path, label] of [
    ['/us/federal-income-tax', 'US federal'],
    ['/us/take-home', 'US take-home'],
    ['/us/capital-gains', 'US capital gains'],
  ] as const) {
    test(`${label}: 2025 on 31 December 2025, 2026 on 1 January, 2026 with a notice on 1 January 2027`, async ({ page }) => {
      await page.clock.setFixedTime(new Date('2025-12-31T17:00:00Z'));
      await page.goto(path);
      await expect(yearSelect(page)).toHaveValue('2025');
      await page.clock.setFixedTime(new Date('2026-01-01T17:00:00Z'));
      await page.reload();
      await expect(yearSelect(page)).toHaveValue('2026');
      await expect(page.getByTestId('tax-year-notice')).toHaveCount(0);
      await page.clock.setFixedTime(new Date('2027-01-01T17:00:00Z'));
      await page.reload();
      await expect(yearSelect(page)).toHaveValue('2026');
      await expect(page.getByTestId('tax-year-notice')).toHaveText('2027 figures are not yet published; showing 2026');
    });
  }

  test('German income tax: 2026 during 2026, 2026 with a notice from 1 January 2027 while 2027 is not enacted', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-23T12:00:00Z'));
    await page.goto('/germany/income-tax');
    await expect(yearSelect(page)).toHaveValue('2026');
    await page.clock.setFixedTime(new Date('2027-01-01T12:00:00Z'));
    await page.reload();
    await expect(yearSelect(page)).toHaveValue('2026');
    await expect(page.getByTestId('tax-year-notice')).toHaveText('2027 figures are not yet published; showing 2026');
  });
});

test.describe('US state tax year selector', () => {
  test('opens on the latest year the state has published, shows it in the Income Summary, and puts a chosen year in the link', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-11-23T12:00:00Z'));
    await page.goto('/us/state-tax');
    const states = (await (await page.request.get('/api/us-state-tax/states')).json()) as { value: string; taxYears: number[] }[];
    const californiaYears = states.find((state) => state.value === 'CA')!.taxYears;
    const latest = Math.max(...californiaYears.filter((year) => year <= 2026));
    const select = page.getByTestId('tax-year-select');
    await expect(select).toHaveValue(String(latest));
    await expect(select.locator('option')).toHaveText(californiaYears.map(String));

    await page.getByLabel('Annual income').fill('60000');
    await expect(page.getByTestId('results-panel')).toBeVisible();
    await page.getByTestId('income-summary-toggle').click();
    await expect(page.getByTestId('income-summary-year')).toHaveText(String(latest));

    const earliest = Math.min(...californiaYears);
    await select.selectOption(String(earliest));
    await expect(page).toHaveURL(new RegExp(`year=${earliest}`));
    await expect(page.getByTestId('income-summary-year')).toHaveText(String(earliest));
    await page.reload();
    await expect(page.getByTestId('tax-year-select')).toHaveValue(String(earliest));
  });
});
