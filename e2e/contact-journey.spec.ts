import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './support/app-test';
import { acceptCookies } from './support/calculator-helpers';
import { openAdminNavItem } from './support/admin-nav';
import { watchForErrors } from './support/page-checks';
import { cspViolations, logInAsAdmin, signInThroughStorage, watchCspViolations, type SignedIn } from './support/sign-in';

// A visitor writes through /contact and reports a wrong figure from a calculator; an admin finds both in
// /admin/dashboard/contact, reads them (marked read), answers with a status and a note, exports them, reproduces the
// reported calculation, bulk-archives and bulk-deletes. Every run tags its messages with a token so that the admin's
// search sees only this run's messages, whichever project (desktop or mobile) runs it.

/** The server keeps a message sent sooner than this after the form opened as likely spam (CONTACT_MIN_FILL_MS). */
const HUMAN_FILL_MS = 3_200;

function runToken(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

interface StoredSubmission {
  _id: string;
  name: string;
  subject: string;
  status: string;
  adminNote: string;
  formType: string;
  ipAddress: string;
  userAgent: string;
  trackingData: Record<string, unknown> | null;
}

async function submissionsMatching(request: APIRequestContext, admin: SignedIn, search: string): Promise<StoredSubmission[]> {
  const response = await request.get(`/api/contact?search=${encodeURIComponent(search)}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: StoredSubmission[] }).data;
}

async function searchInbox(page: Page, text: string) {
  await page.getByTestId('contact-filter-search').fill(text);
  await page.getByTestId('contact-filter-submit').click();
  await expect(page).toHaveURL(new RegExp(`search=${text}`));
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await watchCspViolations(page);
});

test('a visitor writes to us, reports a wrong figure, and an admin answers both from the inbox', async ({ page, request, context }) => {
  test.setTimeout(90_000);
  const errors = watchForErrors(page);
  const token = runToken('journey');

  // The visitor finds the form from the footer and writes.
  await page.goto('/');
  await page.getByTestId('footer-contact-link').click();
  await expect(page).toHaveURL(/\/contact$/);
  const form = page.getByTestId('contact-form');
  await expect(form).toBeVisible();
  await page.getByTestId('contact-name').fill('Vera Visitor');
  await page.getByTestId('contact-email').fill('not-an-email');
  await page.getByTestId('contact-subject').fill(`Question ${token}`);
  await page.getByTestId('contact-message').fill('Do you cover the Scottish starter rate for 2026-27?');
  await page.getByTestId('contact-form-type').selectOption('feedback');
  await page.getByTestId('contact-submit').click();
  // The client names the field before anything is sent.
  await expect(page.getByTestId('contact-email-error')).toBeVisible();
  await expect(page.getByTestId('contact-sent')).toHaveCount(0);
  await page.getByTestId('contact-email').fill('vera@example.com');
  await page.waitForTimeout(HUMAN_FILL_MS);
  await page.getByTestId('contact-submit').click();
  await expect(page.getByTestId('contact-sent')).toContainText('We read every message and usually answer within two working days.');

  // A wrong figure, reported from a calculator's results panel: the calculation travels with the message.
  await page.goto('/uk/income-tax?income=60000&year=2026-27&region=england');
  const panel = page.getByTestId('results-panel');
  await expect(panel).toBeVisible();
  const incomeTaxShown = (await panel.getByTestId('stat-card').filter({ hasText: 'Income Tax' }).first().innerText()).match(
    /£[\d,]+\.\d\d/,
  )?.[0];
  expect(incomeTaxShown).toBeTruthy();
  await panel.getByTestId('report-wrong-figure').click();
  await expect(page).toHaveURL(/\/contact\?type=wrong-figure/);
  await expect(page.getByTestId('contact-form-type')).toHaveValue('wrong-figure');
  await expect(page.getByTestId('contact-tracking-summary')).toContainText('2026-27');
  await page.getByTestId('contact-name').fill('Rita Reporter');
  await page.getByTestId('contact-email').fill('rita@example.com');
  await page.getByTestId('contact-subject').fill(`Wrong figure ${token}`);
  await page.getByTestId('contact-message').fill('The income tax looks too high to me.');
  await page.waitForTimeout(HUMAN_FILL_MS);
  await page.getByTestId('contact-submit').click();
  await expect(page.getByTestId('contact-sent')).toBeVisible();

  // Both are stored, unread, with what the server saw; the report carries the calculation.
  const admin = await logInAsAdmin(request);
  const stored = await submissionsMatching(request, admin, token);
  expect(stored).toHaveLength(2);
  const question = stored.find((item) => item.subject === `Question ${token}`)!;
  const report = stored.find((item) => item.subject === `Wrong figure ${token}`)!;
  expect(question).toMatchObject({ status: 'unread', formType: 'feedback', trackingData: null });
  expect(question.ipAddress).not.toBe('');
  expect(question.userAgent).not.toBe('');
  expect(report).toMatchObject({ status: 'unread', formType: 'wrong-figure' });
  expect(report.trackingData).toMatchObject({
    kind: 'wrong-figure',
    calculator: 'uk-income-tax',
    taxYear: '2026-27',
    inputs: { income: '60000' },
  });

  // The admin sees the unread count in the navigation and finds the messages by search.
  await signInThroughStorage(page, admin);
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('admin-nav-contact-unread')).toHaveText(/^[1-9]\d*$/);
  await openAdminNavItem(page, /^Contact/);
  await expect(page).toHaveURL(/\/admin\/dashboard\/contact/);
  await expect(page.getByTestId('contact-filter-search')).toHaveAttribute('placeholder', 'Name, email, subject, message...');
  await searchInbox(page, token);
  const rows = page.getByTestId('contact-row');
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('contact-page')).toHaveText('Page 1');
  await expect(page.getByTestId('contact-prev')).toBeDisabled();
  await expect(page.getByTestId('contact-next')).toBeDisabled();

  // Opening the question marks it read; the admin answers with a status and a note.
  await rows.filter({ hasText: `Question ${token}` }).click();
  const detail = page.getByTestId('contact-detail');
  await expect(detail).toBeVisible();
  await expect(detail).toContainText('Submission Details');
  await expect(detail).toContainText('vera@example.com');
  await expect(detail).toContainText('Do you cover the Scottish starter rate for 2026-27?');
  await expect.poll(async () => (await submissionsMatching(request, admin, `Question ${token}`))[0]?.status).toBe('read');
  await expect(page.getByTestId('contact-detail-note')).toHaveAttribute('placeholder', 'Add a note...');
  await page.getByTestId('contact-detail-status').selectOption('archived');
  await page.getByTestId('contact-detail-note').fill('Answered by e-mail: yes, from 6 April.');
  await page.getByTestId('contact-detail-save').click();
  await expect(page.getByText('Submission updated successfully.')).toBeVisible();
  const answered = (await submissionsMatching(request, admin, `Question ${token}`))[0]!;
  expect(answered).toMatchObject({ status: 'archived', adminNote: 'Answered by e-mail: yes, from 6 April.' });
  // The spec's Save closes the dialog with the success message.
  await expect(detail).toBeHidden();
  await expect(rows.filter({ hasText: `Question ${token}` })).toContainText('Answered by e-mail');

  // The report: its tracking data reads as JSON, and one click reproduces the calculation the visitor saw.
  await rows.filter({ hasText: `Wrong figure ${token}` }).click();
  await expect(page.getByTestId('contact-tracking-data')).toContainText('"calculator": "uk-income-tax"');
  const [calculator] = await Promise.all([context.waitForEvent('page'), page.getByTestId('contact-reproduce').click()]);
  await calculator.waitForLoadState();
  await expect(calculator).toHaveURL(/\/uk\/income-tax\?.*income=60000/);
  await expect(calculator.getByTestId('results-panel').getByTestId('stat-card').filter({ hasText: 'Income Tax' }).first()).toContainText(
    incomeTaxShown!,
  );
  await calculator.close();
  await page.getByTestId('contact-detail-close').click();

  // CSV of the current filter: both rows, opening cleanly in a spreadsheet (BOM, header row).
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('contact-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain(`Question ${token}`);
  expect(csv).toContain(`Wrong figure ${token}`);
  expect(csv.trim().split('\r\n')).toHaveLength(3);

  // Bulk: archive both, then delete both after the confirmation.
  await page.getByTestId('contact-select-all').check();
  await expect(page.getByTestId('contact-bulk-bar')).toContainText('2 selected');
  await page.getByTestId('contact-bulk-archive').click();
  await expect
    .poll(async () => (await submissionsMatching(request, admin, token)).map((item) => item.status))
    .toEqual(['archived', 'archived']);
  await expect(page.getByTestId('contact-bulk-bar')).toHaveCount(0);

  await page.getByTestId('contact-select-all').check();
  await page.getByTestId('contact-bulk-delete').click();
  const confirm = page.getByTestId('contact-confirm-delete');
  await expect(confirm).toContainText('Confirm Delete');
  await expect(confirm).toContainText('Are you sure you want to delete 2 selected submission(s)? This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No submissions found.')).toBeVisible();
  expect(await submissionsMatching(request, admin, token)).toEqual([]);

  expect(errors).toEqual([]);
  expect(await cspViolations(page)).toEqual([]);
});

test('the inbox pages by 20 with the spec’s Prev and Next rules, and filters reset to page 1', async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = runToken('paging');
  // 21 messages, sent the way a script would, each as if its form had been open for a minute: stored as unread.
  for (let index = 0; index < 21; index += 1) {
    const response = await request.post('/api/contact', {
      data: {
        name: `Pager ${index}`,
        email: `pager${index}@example.com`,
        subject: `${token} number ${index}`,
        message: 'Paging test.',
        startedAt: Date.now() - 60_000,
      },
    });
    expect(response.status()).toBe(201);
  }
  const admin = await logInAsAdmin(request);
  await signInThroughStorage(page, admin);
  await page.goto(`/admin/dashboard/contact`);
  await searchInbox(page, token);
  const rows = page.getByTestId('contact-row');
  await expect(rows).toHaveCount(20);
  await expect(page.getByTestId('contact-prev')).toBeDisabled();
  await expect(page.getByTestId('contact-next')).toBeEnabled();
  await page.getByTestId('contact-next').click();
  await expect(page.getByTestId('contact-page')).toHaveText('Page 2');
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('contact-next')).toBeDisabled();
  await expect(page.getByTestId('contact-prev')).toBeEnabled();

  // Select-all takes only the page's rows.
  await page.getByTestId('contact-prev').click();
  await expect(rows).toHaveCount(20);
  await page.getByTestId('contact-select-all').check();
  await expect(page.getByTestId('contact-bulk-bar')).toContainText('20 selected');
  await page.getByTestId('contact-bulk-deselect').click();
  await expect(page.getByTestId('contact-bulk-bar')).toHaveCount(0);

  // On page 2, a narrower filter goes back to page 1.
  await page.getByTestId('contact-next').click();
  await expect(page.getByTestId('contact-page')).toHaveText('Page 2');
  await page.getByTestId('contact-filter-status').selectOption('unread');
  await page.getByTestId('contact-filter-submit').click();
  await expect(page.getByTestId('contact-page')).toHaveText('Page 1');
  await expect(rows).toHaveCount(20);

  // Nothing matching: the spec's empty state.
  await searchInbox(page, `${token}-nothing`);
  await expect(page.getByText('No submissions found.')).toBeVisible();

  const ids = (await submissionsMatching(request, admin, token)).map((item) => item._id);
  const page2 = await request.get(`/api/contact?search=${token}&page=2`, { headers: { Authorization: `Bearer ${admin.token}` } });
  ids.push(...((await page2.json()) as { data: StoredSubmission[] }).data.map((item) => item._id));
  const removed = await request.post('/api/contact/bulk', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { ids: ids.slice(0, 100), action: 'delete' },
  });
  expect(removed.status()).toBe(200);
});

test('what a visitor typed shows as text in the admin, tracking data and User-Agent included', async ({ page, request, playwright }) => {
  const token = runToken('xss');
  const payload = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`;
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL, userAgent: `Bot ${payload}` });
  const sent = await visitor.post('/api/contact', {
    data: {
      name: `${payload} name`,
      email: 'xss@example.com',
      subject: `${token} ${payload}`,
      message: `${payload} message`,
      formType: 'wrong-figure',
      trackingData: { url: 'javascript:window.__xss=3', note: payload },
      startedAt: Date.now() - 60_000,
    },
  });
  expect(sent.status()).toBe(201);
  await visitor.dispose();

  const admin = await logInAsAdmin(request);
  await signInThroughStorage(page, admin);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/admin/dashboard/contact');
  await searchInbox(page, token);
  const row = page.getByTestId('contact-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${token} <img src=x onerror=`);
  await row.click();
  const detail = page.getByTestId('contact-detail');
  await expect(detail).toContainText(`${payload} message`);
  await expect(detail).toContainText(`Bot ${payload}`);
  await expect(page.getByTestId('contact-tracking-data')).toContainText('javascript:window.__xss=3');
  // Not a calculator address: no link to reproduce anything.
  await expect(page.getByTestId('contact-reproduce')).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);

  const ids = (await submissionsMatching(request, admin, token)).map((item) => item._id);
  expect(ids).toHaveLength(1);
  await request.post('/api/contact/bulk', { headers: { Authorization: `Bearer ${admin.token}` }, data: { ids, action: 'delete' } });
});

test('a bot that fills the hidden field is thanked and nothing is stored; a person never sees that field', async ({ page, request }) => {
  const token = runToken('honeypot');
  await page.goto('/contact');
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveCount(1);
  await expect(honeypot).not.toBeInViewport();
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await page.getByTestId('contact-name').fill('Spam Bot');
  await page.getByTestId('contact-email').fill('bot@example.com');
  await page.getByTestId('contact-subject').fill(`Cheap pills ${token}`);
  await page.getByTestId('contact-message').fill('Buy now.');
  await honeypot.fill('https://spam.example', { force: true });
  await page.waitForTimeout(HUMAN_FILL_MS);
  await page.getByTestId('contact-submit').click();
  await expect(page.getByTestId('contact-sent')).toBeVisible();
  const admin = await logInAsAdmin(request);
  expect(await submissionsMatching(request, admin, token)).toEqual([]);
});
