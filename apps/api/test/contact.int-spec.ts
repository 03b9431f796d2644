import { randomBytes, randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import {
  CONTACT_CLOCK_SKEW_MS,
  CONTACT_SENT_MESSAGE,
  type ContactSubmission,
  type ContactSubmissionList,
} from '@taxatlas/contracts/contact';
import request from 'supertest';
import { type ContactSubmissionRow, ContactSubmissionSchema } from '../src/modules/contact/entities/contact-submission.entity';
import { type Account, createAccount, relaxedAuthLimits } from './support/accounts';
import { databaseKinds, startTestApp, type TestApp } from './support/test-app';

const browser = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
/** A documentation address of its own for each sender, so that only the rate-limit test meets the limit. */
let addressCounter = 0;
const ownAddress = () => {
  addressCounter += 1;
  return `2001:db8:c0::${addressCounter.toString(16)}:${randomBytes(2).toString('hex')}`;
};
const marker = () => `m${randomBytes(5).toString('hex')}`;

/** RFC 4180: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

describe.each(databaseKinds)('contact form and inbox (%s)', (kind) => {
  let testApp: TestApp;
  let admin: Account;
  let editor: Account;
  let user: Account;
  const http = () => request(testApp.app.getHttpServer());
  const valid = (fields: Record<string, unknown> = {}) => ({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'A question',
    message: 'How is the personal allowance tapered?',
    startedAt: Date.now() - 20_000,
    ...fields,
  });
  const send = (body: unknown, address = ownAddress()) =>
    http()
      .post('/api/contact')
      .set('X-Forwarded-For', address)
      .set('User-Agent', browser)
      .send(body as object);
  const list = async (query: Record<string, string | number> = {}): Promise<ContactSubmissionList> => {
    const response = await http().get('/api/contact').query(query).set(admin.bearer);
    expect(response.status).toBe(200);
    return response.body as ContactSubmissionList;
  };
  const exportCsv = async (query: Record<string, string> = {}) => {
    const response = await http()
      .get('/api/contact/export.csv')
      .query(query)
      .set(admin.bearer)
      .buffer(true)
      .parse((res, callback) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => callback(null, Buffer.concat(chunks)));
      });
    return { response, bytes: response.body as Buffer };
  };
  /** Rows written straight to the table, for dates and volumes a visitor cannot produce. */
  async function seed(rows: readonly Partial<ContactSubmissionRow>[]): Promise<void> {
    const em = testApp.app.get(MikroORM).em.fork();
    for (const row of rows) {
      const createdAt = row.createdAt ?? new Date();
      em.create(ContactSubmissionSchema, {
        id: randomUUID(),
        name: 'Seeded',
        email: 'seeded@example.com',
        subject: 'Seeded',
        message: 'Seeded message',
        formType: 'general',
        status: 'unread',
        adminNote: '',
        trackingData: null,
        ipAddress: '192.0.2.1',
        userAgent: browser,
        updatedAt: createdAt,
        ...row,
        createdAt,
      });
    }
    await em.flush();
  }

  beforeAll(async () => {
    testApp = await startTestApp(kind, {
      ...relaxedAuthLimits,
      RATE_LIMIT_PER_MINUTE: '0',
      TRUST_PROXY: 'loopback',
      CONTACT_PER_IP_PER_HOUR: '3',
    });
    admin = await createAccount(testApp, 'admin');
    editor = await createAccount(testApp, 'editor');
    user = await createAccount(testApp, 'user');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('stores a message with the address and User-Agent the server saw, not what the body claims', async () => {
    const tag = marker();
    const response = await send(valid({ subject: `Hello ${tag}`, email: ' Ada@Example.COM ' }), '203.0.113.7');
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ success: true, message: CONTACT_SENT_MESSAGE });
    const { data, total } = await list({ search: tag });
    expect(total).toBe(1);
    expect(data[0]).toEqual({
      _id: expect.any(String),
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: `Hello ${tag}`,
      message: 'How is the personal allowance tapered?',
      status: 'unread',
      adminNote: '',
      createdAt: expect.any(String),
      ipAddress: '203.0.113.7',
      userAgent: browser,
      trackingData: null,
      formType: 'general',
    } satisfies ContactSubmission);
    expect(Date.now() - Date.parse(data[0]!.createdAt)).toBeLessThan(60_000);
  });

  it('stores a sender’s name and subject without direction controls, so an override cannot disguise them', async () => {
    const tag = marker();
    const sent = await send(valid({ name: 'Mallory\u202Egro.evil\u202C', subject: `\u2067Invoice\u2069 \u200F${tag}\u061C` }));
    expect(sent.status).toBe(201);
    const [row] = (await list({ search: tag })).data;
    expect([row!.name, row!.subject]).toEqual(['Mallorygro.evil', `Invoice ${tag}`]);
  });

  it('keeps a wrong-figure report’s tracking data as the object that was sent', async () => {
    const tag = marker();
    const trackingData = {
      calculator: 'uk-income-tax',
      taxYear: '2024-25',
      inputs: { income: 60000 },
      result: { tax: 11432 },
      url: '/uk?x=1',
    };
    expect((await send(valid({ subject: tag, formType: 'wrong-figure', trackingData }))).status).toBe(201);
    const { data } = await list({ search: tag, formType: 'wrong-figure' });
    expect(data.map((row) => [row.formType, row.trackingData])).toEqual([['wrong-figure', trackingData]]);
  });

  it.each([
    ['name', { name: undefined }, 'is required'],
    ['name', { name: '   ' }, 'is required'],
    ['email', { email: 'not an address' }, 'must be a valid e-mail address'],
    ['subject', { subject: 42 }, 'must be text'],
    ['message', { message: 'x'.repeat(5_001) }, 'must be at most 5000 characters'],
    ['formType', { formType: 'spam' }, 'must be one of: general, feedback, partnership, wrong-figure'],
    ['trackingData', { trackingData: ['a'] }, 'must be a JSON object'],
    ['trackingData', { trackingData: { blob: 'x'.repeat(8_100) } }, 'must be at most 8000 characters as JSON'],
    ['startedAt', { startedAt: 'soon' }, 'must be a time in milliseconds'],
    ['startedAt', { startedAt: undefined }, 'is required'],
    ['startedAt', { startedAt: null }, 'must be a time in milliseconds'],
    ['startedAt', { startedAt: -1 }, 'must be a time in milliseconds'],
    ['startedAt', { startedAt: 1.5 }, 'must be a time in milliseconds'],
    ['startedAt', { startedAt: String(Date.now() - 20_000) }, 'must be a time in milliseconds'],
  ])('answers 400 naming %s (%#), and stores nothing', async (field, change, message) => {
    const tag = marker();
    const response = await send(valid({ message: `Bad ${tag}`, ...change }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual(
      expect.objectContaining({ success: false, details: expect.arrayContaining([{ field, message: expect.stringContaining(message) }]) }),
    );
    expect((await list({ search: tag })).total).toBe(0);
  });

  it('answers a filled honeypot as if the message were sent, and stores nothing; a person’s message beside it is stored', async () => {
    const tag = marker();
    for (const website of ['https://spam.example', ' ', '\t\n', '\u00a0']) {
      const bot = await send(valid({ subject: `bot ${tag}`, website }));
      expect(bot.status).toBe(201);
      expect(bot.body).toEqual({ success: true, message: CONTACT_SENT_MESSAGE });
    }
    expect((await send(valid({ subject: `human ${tag}`, website: '' }))).status).toBe(201);
    expect((await list({ search: tag })).data.map((row) => row.subject)).toEqual([`human ${tag}`]);
  });

  it('keeps a form sent under 3 s out of the unread inbox (archived, noted) without losing it; a slower one is unread', async () => {
    const tag = marker();
    const fast = await send(valid({ subject: `fast ${tag}`, startedAt: Date.now() - 500 }));
    expect(fast.status).toBe(201);
    expect(fast.body).toEqual({ success: true, message: CONTACT_SENT_MESSAGE });
    expect((await send(valid({ subject: `slow ${tag}`, startedAt: Date.now() - 3_500 }))).status).toBe(201);
    expect((await list({ search: tag, status: 'unread' })).data.map((row) => row.subject)).toEqual([`slow ${tag}`]);
    const held = (await list({ search: tag, status: 'archived' })).data;
    expect(held.map((row) => row.subject)).toEqual([`fast ${tag}`]);
    expect(held[0]!.adminNote).toMatch(/^Held as likely spam: sent \d+ ms after the form was opened\.$/);
  });

  it('does not hold a person whose clock runs up to 2 minutes ahead of the server’s, but holds a form opened further in the future', async () => {
    const tag = marker();
    expect((await send(valid({ subject: `ahead ${tag}`, startedAt: Date.now() + 90_000 }))).status).toBe(201);
    const future = await send(valid({ subject: `future ${tag}`, startedAt: Date.now() + CONTACT_CLOCK_SKEW_MS + 60_000 }));
    expect(future.status).toBe(201);
    expect(future.body).toEqual({ success: true, message: CONTACT_SENT_MESSAGE });
    expect((await send(valid({ subject: `far future ${tag}`, startedAt: 8_640_000_000_000_000 }))).status).toBe(201);
    expect((await list({ search: tag, status: 'unread' })).data.map((row) => row.subject)).toEqual([`ahead ${tag}`]);
    const held = (await list({ search: tag, status: 'archived' })).data;
    expect(held.map((row) => row.subject).sort()).toEqual([`far future ${tag}`, `future ${tag}`]);
    for (const row of held) expect(row.adminNote).toMatch(/^Held as likely spam: its form says it was opened \d+ s in the future\.$/);
  });

  it('answers 429 with Retry-After past CONTACT_PER_IP_PER_HOUR from one address; another address still gets through', async () => {
    const tag = marker();
    const address = '192.0.2.99';
    for (let n = 1; n <= 3; n += 1) expect((await send(valid({ subject: `burst ${n} ${tag}` }), address)).status).toBe(201);
    const blocked = await send(valid({ subject: `burst 4 ${tag}` }), address);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(3_600);
    expect(blocked.body).toEqual(expect.objectContaining({ success: false }));
    expect((await send(valid({ subject: `other ${tag}` }), '192.0.2.100')).status).toBe(201);
    expect((await list({ search: tag })).total).toBe(4);
  });

  it('lists 20 a page, newest first, with the total, and filters by status, form type, inclusive dates and search', async () => {
    const tag = marker();
    const day = (iso: string) => new Date(iso);
    await seed(
      Array.from({ length: 25 }, (_, n) => ({
        subject: `Page ${tag} ${String(n).padStart(2, '0')}`,
        createdAt: new Date(Date.UTC(2025, 0, 1, 12, n)),
      })),
    );
    const first = await list({ search: tag });
    expect(first.total).toBe(25);
    expect(first.data).toHaveLength(20);
    expect(first.data[0]!.subject).toBe(`Page ${tag} 24`);
    const second = await list({ search: tag, page: 2 });
    expect(second.data.map((row) => row.subject)).toEqual([0, 1, 2, 3, 4].reverse().map((n) => `Page ${tag} 0${n}`));
    expect(await list({ search: tag, page: 3 })).toEqual({ data: [], total: 25 });

    const other = marker();
    await seed([
      { name: `Zoë ${other}`, createdAt: day('2025-03-01T00:00:00Z'), status: 'read' },
      { email: `${other}@example.org`, createdAt: day('2025-03-02T23:59:59Z'), formType: 'feedback' },
      { message: `Ends with ${other.toUpperCase()}`, createdAt: day('2025-03-03T00:00:00Z'), status: 'archived' },
      { subject: `100%_${other}`, createdAt: day('2025-02-28T23:59:59Z'), formType: 'partnership' },
    ]);
    const subjects = async (query: Record<string, string>) => (await list({ search: other, ...query })).total;
    expect(await subjects({})).toBe(4);
    expect(await subjects({ status: 'read' })).toBe(1);
    expect(await subjects({ status: 'unread' })).toBe(2);
    expect(await subjects({ formType: 'feedback' })).toBe(1);
    expect(await subjects({ from: '2025-03-01', to: '2025-03-02' })).toBe(2);
    expect(await subjects({ from: '2025-03-01' })).toBe(3);
    expect(await subjects({ to: '2025-02-28' })).toBe(1);
    expect((await list({ search: `ZOË ${other}` })).total).toBe(1);
    expect((await list({ search: '100%_' + other })).total).toBe(1);
    expect((await list({ search: other.toUpperCase(), formType: 'partnership', to: '2025-03-01' })).total).toBe(1);
  });

  it.each([
    ['status', { status: 'deleted' }],
    ['formType', { formType: 'spam' }],
    ['from', { from: '2025-13-01' }],
    ['to', { from: '2025-03-02', to: '2025-03-01' }],
    ['page', { page: '0' }],
  ])('answers 400 naming %s for a bad filter', async (field, query) => {
    for (const path of ['/api/contact', '/api/contact/export.csv']) {
      if (field === 'page' && path.endsWith('.csv')) continue;
      const response = await http().get(path).query(query).set(admin.bearer);
      expect(response.status).toBe(400);
      expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    }
  });

  it('lists the form types for the filter', async () => {
    const response = await http().get('/api/contact/form-types').set(admin.bearer);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: ['general', 'feedback', 'partnership', 'wrong-figure'] });
  });

  it('saves a status and an admin note; 404 for an unknown id, 400 naming a bad field', async () => {
    const tag = marker();
    await seed([{ subject: tag }]);
    const [row] = (await list({ search: tag })).data;
    const saved = await http().patch(`/api/contact/${row!._id}`).set(admin.bearer).send({ status: 'read', adminNote: 'Answered by mail' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ success: true, message: 'Submission updated successfully.' });
    expect((await list({ search: tag })).data[0]).toEqual(expect.objectContaining({ status: 'read', adminNote: 'Answered by mail' }));
    // The spec sends both as typed: an empty note clears it.
    await http().patch(`/api/contact/${row!._id}`).set(admin.bearer).send({ status: 'archived', adminNote: '' });
    expect((await list({ search: tag })).data[0]).toEqual(expect.objectContaining({ status: 'archived', adminNote: '' }));

    const missing = await http().patch(`/api/contact/${randomUUID()}`).set(admin.bearer).send({ status: 'read' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(expect.objectContaining({ success: false, error: expect.stringContaining('Submission not found') }));
    const bad = await http().patch(`/api/contact/${row!._id}`).set(admin.bearer).send({ status: 'spam' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([expect.objectContaining({ field: 'status' })]);
  });

  it('marks read, archives and deletes in bulk, counting only the submissions that exist', async () => {
    const tag = marker();
    await seed(Array.from({ length: 4 }, (_, n) => ({ subject: `${tag} ${n}`, createdAt: new Date(Date.UTC(2025, 5, 1, 0, n)) })));
    const ids = (await list({ search: tag })).data.map((row) => row._id);
    const bulk = (body: object) => http().post('/api/contact/bulk').set(admin.bearer).send(body);

    expect((await bulk({ ids: [ids[0], ids[1], randomUUID()], action: 'read' })).body).toEqual({ success: true, affected: 2 });
    expect((await list({ search: tag, status: 'read' })).total).toBe(2);
    expect((await bulk({ ids: [ids[2]], action: 'archive' })).body).toEqual({ success: true, affected: 1 });
    expect((await list({ search: tag, status: 'archived' })).total).toBe(1);
    const deleted = await bulk({ ids: [ids[0], ids[3]], action: 'delete' });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, affected: 2 });
    expect((await list({ search: tag })).data.map((row) => row._id).sort()).toEqual([ids[1], ids[2]].sort());

    for (const [field, body] of [
      ['action', { ids: [ids[1]], action: 'destroy' }],
      ['ids', { ids: [], action: 'read' }],
      ['ids.0', { ids: ['not-an-id'], action: 'read' }],
    ] as const) {
      const response = await bulk(body);
      expect(response.status).toBe(400);
      expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    }
  });

  it('exports the filtered rows as UTF-8 CSV with a BOM, quoted where needed, formulas neutralised', async () => {
    const tag = marker();
    await seed([
      { name: '=HYPERLINK("http://evil.example","click")', subject: `${tag} formula`, createdAt: new Date('2025-07-02T10:00:00Z') },
      { name: '+1+2', email: '@evil.example', subject: `${tag} plus`, message: '-3\tcells', createdAt: new Date('2025-07-01T10:00:00Z') },
      {
        name: 'Müller, Jürgen',
        subject: `${tag} "quoted"`,
        message: 'Line one\r\nLine two',
        adminNote: '\tTabbed',
        trackingData: JSON.stringify({ calculator: 'de-income-tax', inputs: { income: 50000 } }),
        status: 'read',
        createdAt: new Date('2025-06-30T10:00:00Z'),
      },
    ]);
    const { response, bytes } = await exportCsv({ search: tag });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="contact-submissions-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.toString('utf8').slice(1));
    expect(rows[0]).toEqual([
      'Date',
      'Status',
      'Form',
      'Name',
      'Email',
      'Subject',
      'Message',
      'Admin Note',
      'IP Address',
      'User Agent',
      'Tracking Data',
      'ID',
    ]);
    expect(rows).toHaveLength(4);
    const [formula, plus, quoted] = rows.slice(1);
    expect(formula!.slice(0, 4)).toEqual(['2025-07-02T10:00:00.000Z', 'unread', 'general', `'=HYPERLINK("http://evil.example","click")`]);
    expect([plus![3], plus![4], plus![6]]).toEqual(["'+1+2", "'@evil.example", "'-3\tcells"]);
    expect(quoted!.slice(3, 8)).toEqual(['Müller, Jürgen', 'seeded@example.com', `${tag} "quoted"`, 'Line one\r\nLine two', "'\tTabbed"]);
    expect(JSON.parse(quoted![10]!)).toEqual({ calculator: 'de-income-tax', inputs: { income: 50000 } });
    // Only the filter's rows: the status narrows the export as it narrows the list.
    expect(parseCsv((await exportCsv({ search: tag, status: 'read' })).bytes.toString('utf8').slice(1))).toHaveLength(2);
  });

  it('streams an export larger than one batch with every row exactly once, in the list’s order', async () => {
    const tag = marker();
    // Several rows share a timestamp, so the batches must also page by id.
    await seed(
      Array.from({ length: 1_234 }, (_, n) => ({
        subject: `${tag} ${n}`,
        createdAt: new Date(Date.UTC(2024, 0, 1) + Math.floor(n / 3) * 1000),
      })),
    );
    const rows = parseCsv((await exportCsv({ search: tag })).bytes.toString('utf8').slice(1)).slice(1);
    expect(rows).toHaveLength(1_234);
    expect(new Set(rows.map((row) => row[11])).size).toBe(1_234);
    const firstPage = (await list({ search: tag })).data.map((row) => row._id);
    expect(rows.slice(0, 20).map((row) => row[11])).toEqual(firstPage);
  });

  it('keeps the inbox from anonymous callers (401) and from users and editors (403)', async () => {
    for (const path of ['/api/contact', '/api/contact/form-types', '/api/contact/export.csv']) {
      expect((await http().get(path)).status).toBe(401);
      expect((await http().get(path).set(user.bearer)).status).toBe(403);
      expect((await http().get(path).set(editor.bearer)).status).toBe(403);
    }
    const id = randomUUID();
    expect((await http().patch(`/api/contact/${id}`).set(editor.bearer).send({ status: 'read' })).status).toBe(403);
    expect(
      (
        await http()
          .post('/api/contact/bulk')
          .set(user.bearer)
          .send({ ids: [id], action: 'delete' })
      ).status,
    ).toBe(403);
    expect(
      (
        await http()
          .post('/api/contact/bulk')
          .send({ ids: [id], action: 'delete' })
      ).status,
    ).toBe(401);
  });
});
