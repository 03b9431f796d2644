import type { Page, TestInfo } from '@playwright/test';
import { expect } from './app-test';
import { isMobileProject } from './shell-helpers';

/** Switches the site to German with the header's language button (in the menu on the phone), as a visitor does. */
export async function switchToGerman(page: Page, testInfo: TestInfo): Promise<void> {
  if (isMobileProject(testInfo.project.name)) {
    await page.getByTestId('mobile-menu-button').click();
    await page.getByTestId('mobile-menu').getByRole('button', { name: 'DE – Deutsch' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('mobile-menu')).toHaveCount(0);
  } else {
    await page.locator('header.site-header').getByRole('button', { name: 'DE – Deutsch' }).click();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
}

export const resultsPanel = (page: Page) => page.getByTestId('results-panel');

/** A stat card of the results panel by its exact title. */
export const statCard = (page: Page, title: string) =>
  resultsPanel(page)
    .getByTestId('stat-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Opens the chart tab and waits for the split of the result to be drawn. */
export async function expectSplitChart(page: Page): Promise<void> {
  await resultsPanel(page).getByRole('tab', { name: 'Diagramme' }).click();
  await expect(resultsPanel(page).getByTestId('chart-split').locator('canvas, svg').first()).toBeVisible();
}

/** The address of the result, opened in a fresh tab as a shared link would be: the same figure shows there. */
export async function expectSharedLinkShows(page: Page, title: string, value: string | RegExp): Promise<void> {
  const shared = await page.context().newPage();
  await shared.goto(page.url());
  await expect(statCard(shared, title).getByTestId('stat-value')).toHaveText(value);
  await shared.close();
}
