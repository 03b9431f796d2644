import { expect, test, type Locator, type Page } from './support/app-test';
import { watchForErrors } from './support/page-checks';
import { acceptCookiesBeforeLoad, fetchCalculators, isLive, isMobileProject } from './support/shell-helpers';
import { logInAsAdmin, signInThroughStorage } from './support/sign-in';

// docs/product.md, "Layout" (header, footer, scroll to top, cookie banner) and "Cookie consent".

/** Where the header's navigation links are: the header itself on desktop, the hamburger menu on mobile. */
async function headerNavigation(page: Page, mobile: boolean): Promise<Locator> {
  if (!mobile) return page.locator('header.site-header');
  await page.getByTestId('mobile-menu-button').click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeVisible();
  return menu;
}

function returnToOf(href: string | null): { pathname: string; returnTo: string | null } {
  const url = new URL(href ?? '', 'http://localhost');
  return { pathname: url.pathname, returnTo: url.searchParams.get('returnTo') };
}

test.describe('Layout', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    if (!testInfo.title.startsWith('cookie banner')) await acceptCookiesBeforeLoad(page);
  });

  test('the header logo links to /', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/about');
    const logo = page.locator('header.site-header').getByRole('link', { name: 'TaxAtlas home' });
    await expect(logo).toHaveAttribute('href', '/');
    await logo.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the header has Blog and About links', async ({ page }, testInfo) => {
    const errors = watchForErrors(page);
    const mobile = isMobileProject(testInfo.project.name);
    await page.goto('/uk');
    let navigation = await headerNavigation(page, mobile);
    await expect(navigation.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('href', '/blog');
    await expect(navigation.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/about');
    await navigation.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/blog/i);
    navigation = await headerNavigation(page, mobile);
    await navigation.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/about/i);
    expect(errors).toEqual([]);
  });

  test('the Log In button links to /login?returnTo=<current path>', async ({ page }, testInfo) => {
    const errors = watchForErrors(page);
    const mobile = isMobileProject(testInfo.project.name);
    for (const path of ['/uk/income-tax', '/blog', '/germany']) {
      await page.goto(path);
      const navigation = await headerNavigation(page, mobile);
      const login = navigation.getByRole('link', { name: 'Log In', exact: true });
      expect(returnToOf(await login.getAttribute('href'))).toEqual({ pathname: '/login', returnTo: path });
    }
    // It follows client-side navigation too.
    await page.goto('/');
    if (mobile) {
      await page.getByTestId('mobile-menu-button').click();
      await page.getByTestId('mobile-menu').getByRole('link', { name: 'About', exact: true }).click();
    } else {
      await page.locator('header.site-header').getByRole('link', { name: 'About', exact: true }).click();
    }
    await expect(page).toHaveURL(/\/about$/);
    const navigation = await headerNavigation(page, mobile);
    const login = navigation.getByRole('link', { name: 'Log In', exact: true });
    await expect(login).toHaveAttribute('href', /returnTo=%2Fabout$/);
    await login.click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fabout$/);
    await expect(page.getByTestId('login-page')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the footer shows the trust line, the disclaimer, the support email, the live calculators and the current year', async ({
    page,
    request,
  }) => {
    const errors = watchForErrors(page);
    await page.goto('/');
    const footer = page.getByTestId('site-footer');
    await expect(footer).toContainText('Trusted by 2,500+ professionals');
    await expect(footer).toContainText(/informational purposes only/);
    await expect(footer).toContainText(/consult a qualified professional/);
    const email = footer.locator('a[href^="mailto:"]');
    await expect(email).toHaveCount(1);
    const address = (await email.textContent())?.trim() ?? '';
    expect(address).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
    await expect(email).toHaveAttribute('href', `mailto:${address}`);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} TaxAtlas`);

    // Each country's live calculators, from the catalogue (docs/product.md, "Country routes"); none coming soon.
    for (const calculator of await fetchCalculators(request))
      await expect(footer.locator(`a[href="${calculator.url}"]`), calculator.id).toHaveCount(isLive(calculator) ? 1 : 0);
    const takeHome = footer.locator('a[href="/us/take-home"]');
    await expect(takeHome).toHaveCount(1);
    await takeHome.click();
    await expect(page).toHaveURL(/\/us\/take-home$/);
    await expect(page.getByTestId('country-hub-us')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the footer is hidden on an /admin path', async ({ page, request }) => {
    const errors = watchForErrors(page);
    // Paths under /admin that no admin route takes are not found, in the site layout without its footer.
    for (const path of ['/admin', '/admin/unknown']) {
      await page.goto(path);
      await expect(page.getByTestId('not-found')).toBeVisible();
      await expect(page.locator('header.site-header')).toBeVisible();
      await expect(page.getByTestId('site-footer')).toHaveCount(0);
    }
    // The dashboard has its own layout (signed in only: e2e/account-guards.spec.ts), the preview (an editor's or
    // admin's) none of the site's.
    const { id } = (await (await request.get('/api/articles/uk-tax-guide-2024')).json()) as { id: string };
    await signInThroughStorage(page, await logInAsAdmin(request));
    await page.goto(`/admin/blogs/preview/${id}`);
    await expect(page.getByTestId('article-preview')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
    // Only /admin itself and paths under it.
    await page.goto('/administrator');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('every route change scrolls to the top', async ({ page }) => {
    const errors = watchForErrors(page);
    // Long pages on both sides, and their code already loaded, so the position would survive without the reset.
    await page.goto('/us/state-tax');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/');
    const journey = [
      { footerLink: '/us/state-tax', heading: /state income tax/i },
      { footerLink: '/', heading: /tax/i },
      { footerLink: '/blog', heading: /blog/i },
      { footerLink: '/privacy', heading: /privacy/i },
      { footerLink: '/uk/income-tax', heading: /income tax/i },
    ];
    for (const step of journey) {
      await page.evaluate(() => {
        document.documentElement.scrollTop = document.documentElement.scrollHeight;
      });
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      const link =
        step.footerLink === '/'
          ? page.getByTestId('site-footer').getByRole('link', { name: 'TaxAtlas home' })
          : page.getByTestId('site-footer').locator(`a[href="${step.footerLink}"]`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${step.footerLink.replace(/\//g, '\\/')}$`));
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(step.heading);
      expect(await page.evaluate(() => window.scrollY), `scroll position after going to ${step.footerLink}`).toBe(0);
    }
    expect(errors).toEqual([]);
  });

  test('cookie banner is shown until Accept and stays dismissed after reload', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('We use cookies to enhance your experience. By continuing, you agree to our cookies policy.');
    expect(await page.evaluate(() => window.localStorage.getItem('cookiesAccepted'))).toBeNull();

    // Browsing on without accepting keeps it (the banner's own link to the policy is a client-side navigation).
    await banner.getByRole('link', { name: 'Read the cookie policy' }).click();
    await expect(page).toHaveURL(/\/cookies$/);
    await expect(banner).toBeVisible();
    await page.reload();
    await expect(banner).toBeVisible();

    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('cookiesAccepted'))).toBe('true');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
