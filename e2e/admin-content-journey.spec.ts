import sharp from 'sharp';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/app-test';
import { acceptCookies } from './support/calculator-helpers';
import { watchForErrors } from './support/page-checks';
import { logIn, logInAsAdmin, registerUser, setRole, signInThroughStorage, type SignedIn } from './support/sign-in';

// The content journey: an editor writes an article with an image, previews it, schedules it, sees it go live at the
// scheduled time (the server's test clock, TEST_CLOCK=enabled in playwright.config.ts), edits it, restores an earlier
// revision, finds it on /blog and in the site search; a second editor's stale save is refused; the editor cannot reach
// users or settings; the dashboard and analytics show the journey's view and calculation.

// A step that cannot find its control fails in seconds, not at the end of the journey's long timeout.
test.use({ actionTimeout: 15_000 });

const bearer = (session: SignedIn) => ({ Authorization: `Bearer ${session.token}` });

/** A registered account made an editor by the admin, signed in again (a role change ends the old sessions). */
async function newEditor(request: APIRequestContext, admin: SignedIn, prefix: string): Promise<SignedIn> {
  const account = await registerUser(request, prefix);
  await setRole(request, admin.token, account.user.id, 'editor');
  return logIn(request, account.user.email, account.password);
}

/** A page of its own browser context, signed in as `session` (or anonymous), with the cookie banner answered. */
async function openContext(browser: Browser, baseURL: string, session?: SignedIn, userAgent?: string) {
  const context = await browser.newContext({ baseURL, ...(userAgent ? { userAgent } : {}) });
  const page = await context.newPage();
  await acceptCookies(page);
  if (session) await signInThroughStorage(page, session);
  return { context, page };
}

/** "YYYY-MM-DD HH:mm" in the browser's time zone (the editor's date picker format); both run in this machine's zone. */
function pickerText(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * Chooses an option of an antd single select. On a slow phone-sized run a click can land while the dropdown is still
 * animating in and be lost (the list stays open on the old value), so the choice is retried until the list closes.
 */
async function chooseOption(page: Page, label: string, option: string) {
  const field = page.getByLabel(label, { exact: true });
  const openList = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await openList.count()) === 0) await field.click();
    await openList.locator('.ant-select-item-option', { hasText: option }).first().click({ timeout: 3_000 });
    // A single select closes its list once the choice is taken.
    await expect(openList).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

async function save(page: Page) {
  const saved = page.waitForResponse(
    (response) =>
      /\/api\/articles(\/[0-9a-f-]{36})?$/.test(new URL(response.url()).pathname) && ['POST', 'PUT'].includes(response.request().method()),
  );
  // While antd's loading icon fades out after the previous save, the button's name is "loading Save" (the icon is an
  // img labelled "loading"); in a page behind another window that fade can take seconds, and the button works meanwhile.
  const click = page.getByRole('button', { name: /^(loading )?Save$/ }).click();
  // Both awaited together: a failed click must not leave the response wait to reject unhandled, which would end the
  // test before its cleanup (the journey's article would stay and break the blog's article count).
  const [response] = await Promise.all([saved, click]);
  return response;
}

test('an editor writes, previews, schedules, publishes, edits and restores an article; a stale save is refused', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const baseURL = testInfo.project.use.baseURL!;
  const errors = watchForErrors(page);
  const admin = await logInAsAdmin(request);
  const editor = await newEditor(request, admin, 'e2e-writer');
  const colleague = await newEditor(request, admin, 'e2e-colleague');
  const unique = `${Date.now().toString(36)}${testInfo.project.name.slice(0, 3)}`;
  const title = `Journey ${unique}: claiming the marriage allowance`;
  const editedTitle = `${title} (second draft)`;
  const imageName = `journey-${unique}.png`;
  const contexts: BrowserContext[] = [];

  await acceptCookies(page);
  await signInThroughStorage(page, editor);

  let articleId = '';
  let slug = '';
  try {
    await test.step('upload an image to the media library', async () => {
      const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: { r: 30, g: 90, b: 160 } } })
        .png()
        .toBuffer();
      await page.goto('/admin/dashboard/media');
      await page.locator('main input[type=file]').setInputFiles({ name: imageName, mimeType: 'image/png', buffer: png });
      await expect(page.getByText(`${imageName} was uploaded.`)).toBeVisible();
    });

    await test.step('write the article with a cover image from the library and save it as a draft', async () => {
      await page.goto('/admin/dashboard/articles/new');
      await page.getByLabel('Title', { exact: true }).fill(title);
      const body = page.getByRole('textbox', { name: 'Body' });
      await body.click();
      await body.pressSequentially('Married couples can move part of a personal allowance to a partner.');
      await chooseOption(page, 'Category', 'Tax Tips');
      await page.getByLabel('Tags', { exact: true }).fill('allowances');
      await page.getByLabel('Tags', { exact: true }).press('Enter');
      await page.getByRole('button', { name: 'Choose cover image' }).click();
      const picker = page.getByRole('dialog', { name: 'Choose an image' });
      await picker.getByRole('button', { name: imageName }).click();
      await picker.getByRole('button', { name: 'Choose', exact: true }).click();
      await expect(page.getByLabel('Cover image', { exact: true })).toHaveValue(/^\/api\/media\/files\/[0-9a-f-]{36}\//);
      await page.getByLabel('Cover image alt text', { exact: true }).fill('A blue card');
      const response = await save(page);
      expect(response.status()).toBe(201);
      const article = (await response.json()) as { id: string; slug: string; version: number };
      articleId = article.id;
      slug = article.slug;
      await expect(page).toHaveURL(new RegExp(`/admin/dashboard/articles/${articleId}/edit$`));
      // A draft is not public.
      expect((await request.get(`/api/articles/${slug}`)).status()).toBe(404);
    });

    await test.step('preview it as readers will see it, in a new tab', async () => {
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      const preview = await popup;
      await expect(preview).toHaveURL(new RegExp(`/admin/blogs/preview/${articleId}$`));
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(preview.getByText('Preview of a draft: readers cannot see this article.')).toBeVisible();
      await expect(preview.getByTestId('article-content')).toContainText('Married couples can move part of a personal allowance');
      await expect(preview.locator(`img[src^="/api/media/files/"]`).first()).toBeVisible();
      await preview.close();
    });

    const publishAt = new Date(Date.now() + 60 * 60_000);
    publishAt.setSeconds(0, 0);
    await test.step('schedule it for an hour from now; it stays off the blog until then', async () => {
      await chooseOption(page, 'Status', 'Scheduled');
      const when = page.getByLabel('Publish at', { exact: true });
      await when.click();
      await when.fill(pickerText(publishAt));
      await when.press('Enter');
      const response = await save(page);
      expect(response.status()).toBe(200);
      expect(((await response.json()) as { status: string; publishAt: string }).publishAt).toBe(publishAt.toISOString());
      expect((await request.get(`/api/articles/${slug}`)).status()).toBe(404);
    });

    await test.step('at the scheduled time it goes live by itself, and shows on /blog', async () => {
      const moved = await request.put('/api/test/clock', { data: { now: new Date(publishAt.getTime() + 60_000).toISOString() } });
      expect(moved.status()).toBe(200);
      expect(((await moved.json()) as { published: number }).published).toBeGreaterThanOrEqual(1);
      await request.delete('/api/test/clock');
      const live = await request.get(`/api/articles/${slug}`);
      expect(live.status()).toBe(200);
      expect(((await live.json()) as { status: string; publishedAt: string }).publishedAt).toBe(publishAt.toISOString());
      const reader = await openContext(browser, baseURL);
      contexts.push(reader.context);
      await reader.page.goto('/blog');
      await expect(reader.page.getByRole('link', { name: title }).first()).toBeVisible();

      // The site search finds it too (on a narrow screen the field sits behind its toggle).
      const toggle = reader.page.getByTestId('site-search-toggle');
      if (await toggle.isVisible()) await toggle.click();
      await reader.page.getByTestId('site-search-input').fill(unique);
      const result = reader.page.getByTestId('site-search-result').filter({ hasText: title });
      await expect(result).toHaveCount(1);
      await result.click();
      await expect(reader.page).toHaveURL(new RegExp(`/blog/${slug}$`));
      await expect(reader.page.getByTestId('article-cover').getByRole('img', { name: 'A blue card' })).toBeVisible();
    });

    await test.step('edit the title, then restore the first revision', async () => {
      await page.reload();
      await expect(page.getByLabel('Status', { exact: true })).toBeVisible();
      await page.getByLabel('Title', { exact: true }).fill(editedTitle);
      const response = await save(page);
      expect(response.status()).toBe(200);
      expect(((await (await request.get(`/api/articles/${slug}`)).json()) as { title: string }).title).toBe(editedTitle);

      await page.getByRole('button', { name: 'Revisions', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Revisions' });
      await drawer.getByRole('button', { name: 'Version 1', exact: true }).click();
      await expect(drawer.getByTestId('revision-preview')).toContainText(title);
      await drawer.getByRole('button', { name: 'Restore', exact: true }).click();
      const restored = page.waitForResponse((answer) => /\/restore$/.test(new URL(answer.url()).pathname));
      await page
        .locator('.ant-modal-confirm, .ant-popconfirm')
        .getByRole('button', { name: /Restore/ })
        .click();
      expect((await restored).status()).toBe(200);
      await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
      await expect(drawer).toBeHidden();
      const live = (await (await request.get(`/api/articles/${slug}`)).json()) as { title: string; status: string };
      expect(live).toMatchObject({ title, status: 'published' });
    });

    await test.step('a colleague’s save based on an older version is refused, and their text stays on screen', async () => {
      const second = await openContext(browser, baseURL, colleague);
      contexts.push(second.context);
      await second.page.goto(`/admin/dashboard/articles/${articleId}/edit`);
      await expect(second.page.getByLabel('Title', { exact: true })).toHaveValue(title);
      // The first editor saves meanwhile.
      await page.getByLabel('Excerpt', { exact: true }).fill('Who can claim, and how much it saves.');
      expect((await save(page)).status()).toBe(200);
      await second.page.getByLabel('Excerpt', { exact: true }).fill('A colleague’s excerpt that must not overwrite.');
      const refused = await save(second.page);
      expect(refused.status()).toBe(409);
      await expect(second.page.getByText('Someone else saved this article')).toBeVisible();
      await expect(second.page.getByLabel('Excerpt', { exact: true })).toHaveValue('A colleague’s excerpt that must not overwrite.');
      const stored = (await (await request.get(`/api/articles/${slug}`)).json()) as { excerpt: string };
      expect(stored.excerpt).toBe('Who can claim, and how much it saves.');
    });

    await test.step('an editor cannot reach users or settings', async () => {
      for (const path of ['/admin/dashboard/users', '/admin/dashboard/settings']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
      }
      expect((await request.get('/api/admin/users', { headers: bearer(editor) })).status()).toBe(403);
      expect((await request.get('/api/admin/users/settings', { headers: bearer(editor) })).status()).toBe(403);
    });

    await test.step('the dashboard and analytics show the journey’s view and calculation', async () => {
      const before = (await (await request.get('/api/admin/dashboard', { headers: bearer(editor) })).json()) as {
        viewsLast30Days: number;
        calculationsLast30Days: number;
      };
      const agent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 journey-${unique}`;
      const reader = await openContext(browser, baseURL, undefined, agent);
      contexts.push(reader.context);
      const viewed = reader.page.waitForResponse((answer) => /\/track-view$/.test(new URL(answer.url()).pathname));
      await reader.page.goto(`/blog/${slug}`);
      expect(((await (await viewed).json()) as { counted: boolean }).counted).toBe(true);
      const calculated = await reader.page.request.post('/api/income-tax/calculate', { data: { grossIncome: 60000 } });
      expect(calculated.status()).toBe(200);

      const after = (await (await request.get('/api/admin/dashboard', { headers: bearer(editor) })).json()) as typeof before;
      expect(after.viewsLast30Days).toBeGreaterThanOrEqual(before.viewsLast30Days + 1);
      expect(after.calculationsLast30Days).toBeGreaterThanOrEqual(before.calculationsLast30Days + 1);

      await page.goto('/admin/dashboard');
      // antd's Statistic groups thousands with commas.
      await expect(page.getByTestId('stat-views')).toContainText(after.viewsLast30Days.toLocaleString('en-US'));
      await expect(page.getByTestId('stat-calculations')).toContainText(after.calculationsLast30Days.toLocaleString('en-US'));
      await page.goto('/admin/dashboard/analytics');
      await expect(page.getByTestId('analytics-total-views')).toBeVisible();
      const topRow = page.getByTestId('analytics-top-articles').locator('tbody tr', { hasText: title });
      await expect(topRow).toHaveCount(1);
    });
    expect(errors).toEqual([]);
  } finally {
    // Other tests count the blog's articles (e2e/blog-list.spec.ts): the journey's article goes first, pass or fail.
    if (articleId) await request.delete(`/api/articles/${articleId}`, { headers: bearer(admin) });
    await request.delete('/api/test/clock');
    for (const context of contexts) await context.close();
  }
});
