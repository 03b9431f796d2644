import { expect, test } from './support/app-test';
import { watchForErrors } from './support/page-checks';

test.describe('UK income tax calculator journey', () => {
  test('£60,000 in 2024-25 (England) shows the published tax, NI and every band', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/uk/income-tax');
    await page.getByLabel('Gross annual income').fill('60000');
    await page.getByRole('button', { name: 'Calculate' }).click();

    const panel = page.getByTestId('results-panel');
    // GOV.UK 2024-25 rates: tax 37,700 × 20% + 9,730 × 40% = £11,432.00;
    // NI (HMRC employer rates 2024-25) 37,700 × 8% + 9,730 × 2% = £3,210.60.
    await expect(panel.getByTestId('stat-card').filter({ hasText: 'Income Tax' })).toContainText('£11,432.00');
    await expect(panel.getByTestId('stat-card').filter({ hasText: 'National Insurance' })).toContainText('£3,210.60');

    await panel.getByRole('tab', { name: 'Breakdown' }).click();
    const incomeTaxTable = panel.getByTestId('breakdown-table-0');
    await expect(incomeTaxTable).toBeVisible();
    for (const header of ['Band', 'Rate', 'Amount (taxable)', 'Value']) {
      await expect(incomeTaxTable.getByRole('columnheader', { name: header })).toBeVisible();
    }
    const expectedBands = [
      ['Personal Allowance', '0%', '£12,570.00', '£0.00'],
      ['Basic rate', '20%', '£37,700.00', '£7,540.00'],
      ['Higher rate', '40%', '£9,730.00', '£3,892.00'],
      ['Additional rate', '45%', '£0.00', '£0.00'],
    ];
    for (const [band, rate, taxable, tax] of expectedBands) {
      const row = incomeTaxTable.getByRole('row').filter({ hasText: band! });
      await expect(row).toContainText(rate!);
      await expect(row).toContainText(taxable!);
      await expect(row).toContainText(tax!);
    }
    await expect(incomeTaxTable).toContainText('£11,432.00');
    const niTable = panel.getByTestId('breakdown-table-1');
    await expect(niTable.getByRole('row').filter({ hasText: 'Main rate' })).toContainText('£3,016.00');
    await expect(niTable.getByRole('row').filter({ hasText: 'Above Upper Earnings Limit' })).toContainText('£194.60');
    await expect(niTable).toContainText('£3,210.60');
    expect(errors).toEqual([]);
  });

  test('a URL that carries the inputs shows the same result after reload', async ({ page }) => {
    await page.goto('/uk/income-tax');
    await page.getByLabel('Gross annual income').fill('60000');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByTestId('results-panel')).toContainText('£11,432.00');
    await expect(page).toHaveURL(/income=60000/);
    await page.reload();
    await expect(page.getByTestId('results-panel')).toContainText('£11,432.00');
    await expect(page.getByLabel('Gross annual income')).toHaveValue(/60,?000/);
  });

  test('a Scottish taxpayer gets the Scottish bands', async ({ page }) => {
    // gov.uk/scottish-income-tax 2024-25 on £60,000: 2,306 × 19% + 11,685 × 20% + 17,101 × 21% + 16,338 × 42% = £13,228.31.
    await page.goto('/uk/income-tax?income=60000&year=2024-25&region=scotland');
    await expect(page.getByTestId('results-panel')).toContainText('£13,228.31');
  });
});

test.describe('UK income tax: more income and allowances', () => {
  // gov.uk/tax-on-dividends, 2024-25: £29,570 of wages and £3,000 of dividends. The Personal Allowance covers £12,570 of
  // the wages, the first £500 of dividends is the dividend allowance and the other £2,500 is taxed at 8.75%: £218.75.
  // Tax on the wages (17,000 × 20%) £3,400, so Income Tax in all £3,618.75.
  test('dividends typed into the folded section are taxed as gov.uk works them, and the link reopens them', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/uk/income-tax');
    await page.getByLabel('Gross annual income').fill('29570');
    await page.getByLabel('Tax year').selectOption('2024-25');
    const more = page.getByTestId('uk-income-tax-more');
    await expect(page.getByLabel('Dividends')).toBeHidden();
    await more.getByText('More income and allowances').click();
    await expect(more).toContainText('The first £500 is tax-free (dividend allowance).');
    await page.getByLabel('Dividends').fill('3,000');
    await page.getByRole('button', { name: 'Calculate' }).click();

    const panel = page.getByTestId('results-panel');
    await expect(panel.getByTestId('stat-card').filter({ hasText: 'Income Tax' })).toContainText('£3,618.75');
    await expect(page).toHaveURL(/dividends=3000/);
    await panel.getByRole('tab', { name: 'Breakdown' }).click();
    await expect(panel).toContainText('Tax on dividends');
    await expect(panel).toContainText('£218.75');

    // The shared link opens the section with the dividends in it and gives the same answer.
    await page.reload();
    await expect(page.getByLabel('Dividends')).toHaveValue('3000');
    await expect(page.getByTestId('results-panel').getByTestId('stat-card').filter({ hasText: 'Income Tax' })).toContainText('£3,618.75');
    expect(errors).toEqual([]);
  });

  // High Income Child Benefit Charge 2024-25 (gov.uk/child-benefit-tax-charge): 1% for every £200 above £60,000, so
  // £70,000 repays 50% of one child's Child Benefit, £25.60 a week (gov.uk/child-benefit/what-youll-get) for 52
  // weeks = £1,331.20: £665.60.
  test('Child Benefit at £70,000 is half repaid, from the address alone', async ({ page }) => {
    await page.goto('/uk/income-tax?income=70000&year=2024-25&region=england&pension=0&loan=none&children=1');
    await expect(page.getByLabel('Children you get Child Benefit for')).toHaveValue('1');
    const panel = page.getByTestId('results-panel');
    await panel.getByRole('tab', { name: 'Breakdown' }).click();
    const charge = panel.getByRole('row').filter({ hasText: 'Child Benefit for 1 child' });
    await expect(charge).toContainText('£1,331.20');
    await expect(charge).toContainText('£665.60');
  });

  test('in German the section and its result read in German', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.addInitScript(() => window.localStorage.setItem('preferred-language', 'de'));
    await page.goto('/uk/income-tax?income=29570&year=2024-25&region=england&pension=0&loan=none&dividends=3000');
    const more = page.getByTestId('uk-income-tax-more');
    await expect(more.getByText('Weitere Einkünfte und Freibeträge')).toBeVisible();
    await expect(page.getByLabel('Dividenden', { exact: true })).toHaveValue('3000');
    await expect(more).toContainText('(Dividendenfreibetrag)');
    // Pounds keep the British format in German too, as on every UK page.
    await expect(page.getByTestId('results-panel').getByTestId('stat-card').filter({ hasText: 'Einkommensteuer' })).toContainText(
      '£3,618.75',
    );
    expect(errors).toEqual([]);
  });
});

test('an unknown path shows the not-found page, with status 404', async ({ page }) => {
  const errors = watchForErrors(page);
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown API path is a JSON 404, not the app', async ({ request }) => {
  const response = await request.get('/api/does-not-exist');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ success: false });
});
