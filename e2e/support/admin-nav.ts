import { expect, type Page } from '@playwright/test';

/** Follows an item of the dashboard's navigation; below antd's lg breakpoint it sits behind the side bar's toggle. */
export async function openAdminNavItem(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByTestId('admin-layout')).toBeVisible();
  const narrow = (page.viewportSize()?.width ?? 1280) < 992;
  const trigger = page.locator('.ant-layout-sider-zero-width-trigger');
  if (narrow) await trigger.click();
  await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name }).click();
  if (narrow) await trigger.click();
}
