import { expect, type Page } from '@playwright/test';

/**
 * Follows an item of the dashboard's navigation; below antd's lg breakpoint it sits behind the side bar's toggle.
 * On a phone the side bar slides in while the menu may still re-render (the unread count arrives), so a tap can land
 * before the link is where it is drawn: the tap is repeated until the address is the link's.
 */
export async function openAdminNavItem(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByTestId('admin-layout')).toBeVisible();
  const narrow = (page.viewportSize()?.width ?? 1280) < 992;
  const trigger = page.locator('.ant-layout-sider-zero-width-trigger');
  const sider = page.locator('.ant-layout-sider');
  const link = page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name });
  const href = await link.getAttribute('href');
  expect(href, 'the navigation link has an address').toBeTruthy();
  await expect(async () => {
    if (narrow && (await sider.evaluate((element) => element.classList.contains('ant-layout-sider-collapsed')))) await trigger.click();
    await link.click({ timeout: 3_000 });
    await expect(page).toHaveURL((url) => url.pathname === href, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  if (narrow && !(await sider.evaluate((element) => element.classList.contains('ant-layout-sider-collapsed')))) await trigger.click();
}
