import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import request from 'supertest';
import type { Clock } from '../src/common/time/clock';
import { APP_CONFIG } from '../src/config/app-config.token';
import { CONTACT_RETENTION_BATCH, ContactRetention, contactRetentionStatement } from '../src/modules/contact/contact-retention';
import { type ContactSubmissionRow, ContactSubmissionSchema } from '../src/modules/contact/entities/contact-submission.entity';
import { SettingsService } from '../src/modules/settings/settings.service';
import { type Account, createAccount, relaxedAuthLimits } from './support/accounts';
import { databaseKinds, startTestApp, type TestApp } from './support/test-app';

const DAY_MS = 86_400_000;
const browser = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** The server's clock, moved by the tests: only what reads CLOCK (the job's cutoff, the form's createdAt) moves. */
class MovableClock implements Clock {
  offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(databaseKinds)('contact privacy retention (%s)', (kind) => {
  const clock = new MovableClock();
  let testApp: TestApp;
  let admin: Account;
  const http = () => request(testApp.app.getHttpServer());
  const retention = () => testApp.app.get(ContactRetention);
  const orm = () => testApp.app.get(MikroORM);
  const daysAgo = (days: number, extraMs = 0) => new Date(clock.now().getTime() - days * DAY_MS - extraMs);

  /** Messages written straight to the table, with dates a visitor cannot produce; their ids, in order. */
  async function seed(rows: readonly Partial<ContactSubmissionRow>[]): Promise<string[]> {
    const em = orm().em.fork();
    const full = rows.map((row) => {
      const createdAt = row.createdAt ?? clock.now();
      return {
        id: randomUUID(),
        name: 'Grace Hopper',
        email: 'grace@example.com',
        subject: 'A question',
        message: 'Is the allowance tapered?',
        formType: 'general' as const,
        status: 'unread' as const,
        adminNote: '',
        trackingData: null,
        ipAddress: '198.51.100.23',
        userAgent: browser,
        updatedAt: createdAt,
        ...row,
        createdAt,
      };
    });
    // Several hundred rows a statement: SQLite allows at most 32,766 parameters in one.
    for (let start = 0; start < full.length; start += 500) await em.insertMany(ContactSubmissionSchema, full.slice(start, start + 500));
    return full.map((row) => row.id);
  }
  const rowsOf = async (ids: readonly string[]) => {
    const rows = await orm()
      .em.fork()
      .find(ContactSubmissionSchema, { id: { $in: [...ids] } });
    return ids.map((id) => rows.find((row) => row.id === id)!);
  };
  const identifying = async (ids: readonly string[]) => (await rowsOf(ids)).map((row) => [row.ipAddress, row.userAgent]);
  const kept = ['198.51.100.23', browser];
  const removed = ['', ''];
  const setRetention = async (days: unknown) =>
    http().put('/api/admin/users/settings').set(admin.bearer).send({ contactRetentionDays: days });

  beforeAll(async () => {
    testApp = await startTestApp(kind, { ...relaxedAuthLimits, RATE_LIMIT_PER_MINUTE: '0', TRUST_PROXY: 'loopback' }, clock);
    admin = await createAccount(testApp, 'admin');
  });
  afterEach(async () => {
    clock.offsetMs = 0;
    // Every test starts from the default period and a table without earlier tests' messages.
    await orm().em.fork().nativeDelete(ContactSubmissionSchema, {});
    expect((await setRetention(90)).status).toBe(200);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('empties the IP address and user agent of messages older than 90 days, and only those, leaving the rest as it was', async () => {
    const [old, justOld, justRecent, recent] = await seed([
      { createdAt: daysAgo(400), status: 'read', adminNote: 'Answered', userAgent: '' },
      { createdAt: daysAgo(90, 60_000), formType: 'wrong-figure', trackingData: JSON.stringify({ calculator: 'uk-income-tax' }) },
      { createdAt: daysAgo(90, -60_000) },
      { createdAt: daysAgo(1) },
    ]);
    const before = await rowsOf([old!, justOld!]);
    const run = await retention().removeExpired();
    expect(run.cleared).toBe(2);
    expect(await identifying([old!, justOld!, justRecent!, recent!])).toEqual([removed, removed, kept, kept]);
    // Nothing else changes: the message, its status, note, tracking data and dates are the admin's to keep.
    const after = await rowsOf([old!, justOld!]);
    expect(after).toEqual(before.map((row) => ({ ...row, ipAddress: '', userAgent: '' })));

    // The inbox and the export show the emptied fields as the contract says ("empty once the retention period has removed it").
    const listed = await http().get('/api/contact').set(admin.bearer);
    expect(listed.status).toBe(200);
    const byId = new Map((listed.body.data as { _id: string; ipAddress: string; userAgent: string }[]).map((row) => [row._id, row]));
    expect(byId.get(old!)).toMatchObject({ ipAddress: '', userAgent: '', status: 'read', adminNote: 'Answered' });
    expect(byId.get(recent!)).toMatchObject({ ipAddress: '198.51.100.23', userAgent: browser });
  });

  it('is harmless to run again, or on two replicas at once: each message is emptied once', async () => {
    const ids = await seed([
      ...Array.from({ length: 300 }, (_, n) => ({ createdAt: daysAgo(200, n * 1000) })),
      { createdAt: daysAgo(100) },
      { createdAt: daysAgo(10) },
    ]);
    // A second replica: its own job over the same database (on PostgreSQL, its own connections from the pool).
    const replica = new ContactRetention(orm(), clock, testApp.app.get(APP_CONFIG), testApp.app.get(SettingsService));
    const [first, second] = await Promise.all([retention().removeExpired(), replica.removeExpired()]);
    expect(first.cleared + second.cleared).toBe(301);
    expect((await retention().removeExpired()).cleared).toBe(0);
    expect(await identifying(ids)).toEqual([...ids.slice(0, -1).map(() => removed), kept]);
  });

  it('follows the site setting: a shorter period empties more, a longer one cannot bring anything back', async () => {
    const ids = await seed([{ createdAt: daysAgo(31) }, { createdAt: daysAgo(29) }, { createdAt: daysAgo(95) }]);
    expect((await retention().removeExpired()).cleared).toBe(1);
    expect(await identifying(ids)).toEqual([kept, kept, removed]);

    const shorter = await setRetention(30);
    expect(shorter.status).toBe(200);
    expect(shorter.body.contactRetentionDays).toBe(30);
    expect((await retention().removeExpired()).cleared).toBe(1);
    expect(await identifying(ids)).toEqual([removed, kept, removed]);

    expect((await setRetention(1)).status).toBe(200);
    expect((await retention().removeExpired()).cleared).toBe(1);
    expect((await setRetention(3650)).status).toBe(200);
    expect((await retention().removeExpired()).cleared).toBe(0);
    expect(await identifying(ids)).toEqual([removed, removed, removed]);
  });

  it('dates by the server clock: a message sent through the form loses its address once the clock passes 90 days', async () => {
    const sent = await http()
      .post('/api/contact')
      .set('X-Forwarded-For', '203.0.113.45')
      .set('User-Agent', browser)
      .send({ name: 'Ada', email: 'ada@example.com', subject: 'Clock', message: 'Hello', startedAt: Date.now() - 20_000 });
    expect(sent.status).toBe(201);
    const [row] = await orm().em.fork().find(ContactSubmissionSchema, { subject: 'Clock' });
    expect([row!.ipAddress, row!.userAgent]).toEqual(['203.0.113.45', browser]);

    clock.offsetMs = 89 * DAY_MS;
    expect((await retention().removeExpired()).cleared).toBe(0);
    clock.offsetMs = 90 * DAY_MS + 60_000;
    expect((await retention().removeExpired()).cleared).toBe(1);
    expect(await identifying([row!.id])).toEqual([removed]);
  });

  it('works through a backlog in batches of 5,000', async () => {
    const count = 2 * CONTACT_RETENTION_BATCH + 7;
    const old = await seed(Array.from({ length: count }, (_, n) => ({ createdAt: daysAgo(100, n * 1000) })));
    const [recent] = await seed([{ createdAt: daysAgo(3) }]);
    expect(await retention().removeExpired()).toEqual({
      cleared: count,
      batches: 3,
      longestBatchMs: expect.any(Number),
      durationMs: expect.any(Number),
    });
    const left = await orm()
      .em.fork()
      .count(ContactSubmissionSchema, { id: { $in: old }, $or: [{ ipAddress: { $ne: '' } }, { userAgent: { $ne: '' } }] });
    expect(left).toBe(0);
    expect(await identifying([recent!])).toEqual([kept]);
  });

  it('finds the expired messages through the partial index of those that still hold an address, and each by its key', async () => {
    // A table shaped like a site that has run the job for a while: 18,000 emptied old messages, 2,000 recent ones.
    await seed(Array.from({ length: 18_000 }, (_, n) => ({ createdAt: daysAgo(91 + n / 100), ipAddress: '', userAgent: '' })));
    await seed(Array.from({ length: 2_000 }, (_, n) => ({ createdAt: daysAgo(n / 25) })));
    const connection = orm().em.fork().getConnection();
    await connection.execute('analyze "contact_submissions"', [], 'run');
    const statement = contactRetentionStatement(kind);
    const cutoff = daysAgo(90);
    const plan =
      kind === 'sqlite'
        ? ((await connection.execute(`explain query plan ${statement}`, [cutoff.getTime()])) as { detail: string }[])
            .map((row) => row.detail)
            .join('\n')
        : ((await connection.execute(`explain ${statement}`, [cutoff])) as { 'QUERY PLAN': string }[])
            .map((row) => row['QUERY PLAN'])
            .join('\n');
    if (kind === 'sqlite') {
      expect(plan).toContain('USING INDEX contact_submissions_identifying_created_at_index (created_at<?)');
      expect(plan).toContain('USING INDEX sqlite_autoindex_contact_submissions_1 (id=?)');
    } else {
      expect(plan).toMatch(
        /(Index Scan using|Bitmap Index Scan on) contact_submissions_identifying_created_at_index .*\n\s*Index Cond: \(created_at < /,
      );
      expect(plan).toMatch(/(Index Scan using|Bitmap Index Scan on) contact_submissions_pkey .*\n\s*Index Cond: \(\(id\)::text = ANY /);
    }
    expect(plan).not.toMatch(/Seq Scan|SCAN contact_submissions\b/);
  });

  it('runs by itself: at start-up, and then every CONTACT_RETENTION_INTERVAL_SECONDS', async () => {
    const atStart = await seed([{ createdAt: daysAgo(120) }, { createdAt: daysAgo(2) }]);
    // A long interval: only the start-up run can empty the old message.
    testApp = await testApp.restart({ CONTACT_RETENTION_INTERVAL_SECONDS: '3600' });
    admin = await createAccount(testApp, 'admin');
    expect(await waitFor(async () => (await identifying([atStart[0]!]))[0]![0] === '', 5_000)).toBe(true);
    expect(await identifying(atStart)).toEqual([removed, kept]);

    testApp = await testApp.restart({ CONTACT_RETENTION_INTERVAL_SECONDS: '1' });
    admin = await createAccount(testApp, 'admin');
    // Written after the start-up run: only the interval's runs can find it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [later] = await seed([{ createdAt: daysAgo(150) }]);
    expect(await waitFor(async () => (await identifying([later!]))[0]![0] === '', 5_000)).toBe(true);
    expect(await identifying([later!, atStart[1]!])).toEqual([removed, kept]);
  });

  it('is an admin setting: absent from the public settings; a value outside 1–3650 whole days is refused naming the field', async () => {
    const publicSettings = await http().get('/api/settings');
    expect(publicSettings.status).toBe(200);
    expect(publicSettings.body).not.toHaveProperty('contactRetentionDays');
    expect((await http().get('/api/admin/users/settings').set(admin.bearer)).body.contactRetentionDays).toBe(90);
    expect((await http().put('/api/admin/users/settings').send({ contactRetentionDays: 30 })).status).toBe(401);

    for (const refused of [0, -5, 3651, 2.5, '30', null, true]) {
      const response = await setRetention(refused);
      expect(response.status).toBe(400);
      expect(response.body.details).toEqual([{ field: 'contactRetentionDays', message: 'must be a whole number from 1 to 3650' }]);
    }
    expect((await http().get('/api/admin/users/settings').set(admin.bearer)).body.contactRetentionDays).toBe(90);
    for (const accepted of [1, 3650]) expect((await setRetention(accepted)).body.contactRetentionDays).toBe(accepted);
  });
});
