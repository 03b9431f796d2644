import request, { type Response } from 'supertest';
import type { Article } from '@taxatlas/contracts/articles';
import { AdjustableClock, systemClock } from '../src/common/time/clock';
import { PUBLIC_READ_MAX_AGE_SECONDS } from '../src/modules/articles/public-read-cache';
import { databaseKinds, startTestApp, type TestApp } from './support/test-app';

const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** `count` requests, `batch` at a time (a flood, without waiting for each answer in turn). */
async function inBatches(count: number, send: (call: number) => Promise<Response>, batch = 20): Promise<Response[]> {
  const responses: Response[] = [];
  for (let start = 0; start < count; start += batch) {
    const calls = Array.from({ length: Math.min(batch, count - start) }, (_, index) => start + index);
    responses.push(...(await Promise.all(calls.map(async (call) => send(call)))));
  }
  return responses;
}

jest.setTimeout(30_000);

describe.each(databaseKinds)('honest view counts and reading time: once per visitor, no bots, no floods (%s)', (kind) => {
  let testApp: TestApp;
  const clock = new AdjustableClock(systemClock);
  const http = () => request(testApp.app.getHttpServer());
  // TRUST_PROXY=loopback lets each test come from addresses of its own (X-Forwarded-For), so one test's flood
  // limit does not spill into the next.
  const trackView = (slug: string, ip: string, userAgent: string) =>
    http().post(`/api/articles/${slug}/track-view`).set('X-Forwarded-For', ip).set('User-Agent', userAgent);
  const logTime = (slug: string, ip: string, userAgent: string, timeSpent: number) =>
    http().post(`/api/articles/${slug}/log-time`).set('X-Forwarded-For', ip).set('User-Agent', userAgent).send({ timeSpent });
  // A public read's counters are as fresh as its Cache-Control's max-age: each read stands that much later than the
  // one before, so it is never the kept answer of an earlier read.
  let readsMade = 0;
  const viewsOf = async (slug: string) => {
    readsMade += 1;
    clock.set(new Date(Date.now() + readsMade * PUBLIC_READ_MAX_AGE_SECONDS * 1000));
    try {
      return ((await http().get(`/api/articles/${slug}`)).body as Article).views;
    } finally {
      clock.reset();
    }
  };

  beforeAll(async () => {
    testApp = await startTestApp(kind, { TRUST_PROXY: 'loopback', RATE_LIMIT_PER_MINUTE: '0', READER_EVENTS_PER_MINUTE: '400' }, clock);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('counts 300 views from one visitor as one; a second visitor adds one; a crawler or an empty User-Agent adds none', async () => {
    const before = await viewsOf('vat-explained');
    const responses = await inBatches(300, () => trackView('vat-explained', '203.0.113.10', chrome));
    expect(responses.map((response) => response.status)).toEqual(Array(300).fill(200));
    expect(await viewsOf('vat-explained')).toBe(before + 1);
    // Same browser, another address: another visitor. Same address, another browser: another visitor.
    expect((await trackView('vat-explained', '203.0.113.11', chrome)).body).toEqual({ success: true, views: before + 2, counted: true });
    expect((await trackView('vat-explained', '203.0.113.10', firefox)).body).toEqual({ success: true, views: before + 3, counted: true });
    expect((await trackView('vat-explained', '203.0.113.12', googlebot)).body).toEqual({
      success: true,
      views: before + 3,
      counted: false,
    });
    expect((await trackView('vat-explained', '203.0.113.12', 'curl/8.5.0')).status).toBe(200);
    expect((await trackView('vat-explained', '203.0.113.12', '')).status).toBe(200);
    expect(await viewsOf('vat-explained')).toBe(before + 3);
    // The window is per article: the same visitor's view of another article counts.
    const other = await viewsOf('tax-planning-tips');
    expect((await trackView('tax-planning-tips', '203.0.113.10', chrome)).body).toEqual({ success: true, views: other + 1, counted: true });
  });

  it('counts one visitor’s reading time once per window and a bot’s not at all', async () => {
    const first = await logTime('german-tax-system', '198.51.100.20', chrome, 100);
    expect(first.body).toEqual({ success: true, averageTimeSpent: 100 });
    for (let call = 0; call < 20; call += 1) await logTime('german-tax-system', '198.51.100.20', chrome, 86_400);
    expect((await logTime('german-tax-system', '198.51.100.21', googlebot, 86_400)).body).toEqual({ success: true, averageTimeSpent: 100 });
    expect((await logTime('german-tax-system', '198.51.100.22', firefox, 200)).body).toEqual({ success: true, averageTimeSpent: 150 });
  });

  it('answers a flood from one address with 429 and Retry-After, on track-view and log-time together, and not others', async () => {
    const before = await viewsOf('us-tax-deductions');
    // Rotating the User-Agent does not get round the limit: it is per address.
    const responses = await inBatches(420, (call) =>
      call % 2 === 0
        ? trackView('us-tax-deductions', '192.0.2.30', `${chrome} ${call}`)
        : logTime('us-tax-deductions', '192.0.2.30', `${chrome} ${call}`, 5),
    );
    const refused = responses.filter((response) => response.status === 429);
    expect(responses.filter((response) => response.status === 200)).toHaveLength(400);
    expect(refused).toHaveLength(20);
    for (const response of refused) {
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(response.body).toMatchObject({ success: false, error: expect.stringContaining('Too many requests') });
    }
    const countedViews = responses.filter((response, call) => call % 2 === 0 && response.status === 200).length;
    expect(await viewsOf('us-tax-deductions')).toBe(before + countedViews);
    expect((await trackView('us-tax-deductions', '192.0.2.31', chrome)).status).toBe(200);
  });
});
