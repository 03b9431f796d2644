import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import type { ContactFilter, ContactListParsedQuery } from '@taxatlas/contracts/contact';
import request from 'supertest';
import { containsLike, containsPattern } from '../src/common/database/contains-pattern';
import { ormOptions } from '../src/database/orm-options';
import { contactFilterSql } from '../src/modules/contact/contact-filter';
import { ContactService } from '../src/modules/contact/contact.service';
import { type Account, createAccount, relaxedAuthLimits } from './support/accounts';
import { freshDatabase, type FreshDatabase } from './support/fresh-database';
import { databaseKinds, startTestApp, type TestApp } from './support/test-app';

const BEFORE = 'Migration20261212000000Contact';
let idCounter = 0;
const nextId = () => {
  idCounter += 1;
  return `c0000000-0000-4000-8000-${String(idCounter).padStart(12, '0')}`;
};

type Run = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** The counts the triggers keep, and the counts of the messages themselves: they must always be equal. */
async function countsOf(run: Run): Promise<{ kept: string[]; actual: string[] }> {
  const kept = await run('select "status", "form_type", "submissions" as "n" from "contact_submission_counts" where "submissions" <> 0');
  const actual = await run('select "status", "form_type", count(*) as "n" from "contact_submissions" group by "status", "form_type"');
  const lines = (rows: Record<string, unknown>[]) =>
    rows.map((row) => `${String(row.status)}/${String(row.form_type)}: ${Number(row.n)}`).sort();
  return { kept: lines(kept), actual: lines(actual) };
}

/** A message written with SQL, as an older release or a direct write would. */
async function insertMessage(run: Run, kind: string, fields: Record<string, string | Date>): Promise<string> {
  const id = nextId();
  const at = (fields.createdAt as Date | undefined) ?? new Date(Date.UTC(2025, 4, 1));
  const date = kind === 'sqlite' ? at.getTime() : at;
  await run(
    'insert into "contact_submissions" ("id", "name", "email", "subject", "message", "form_type", "status", "created_at", "updated_at") ' +
      'values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [
      id,
      fields.name ?? 'Sender',
      fields.email ?? 'sender@example.com',
      fields.subject ?? 'Subject',
      fields.message ?? 'Message',
      fields.formType ?? 'general',
      fields.status ?? 'unread',
      date,
      date,
    ],
  );
  return id;
}

describe.each(databaseKinds)('the contact inbox speed migration (%s)', (kind) => {
  let database: FreshDatabase;
  let orm: MikroORM;
  const run: Run = (sql, params = []) => orm.em.getConnection().execute(sql, params) as Promise<Record<string, unknown>[]>;

  beforeAll(async () => {
    database = await freshDatabase(kind, 'contact-search');
    orm = await MikroORM.init(ormOptions(database.config));
    await orm.getMigrator().up({ to: BEFORE });
  });
  afterAll(async () => {
    await orm?.close();
    await database?.drop();
  });

  it('indexes and counts the messages already there, and goes down and up again', async () => {
    const tag = `old${randomBytes(4).toString('hex')}`;
    const id = await insertMessage(run, kind, { subject: `Written before ${tag}` });
    await insertMessage(run, kind, { status: 'read', formType: 'feedback' });
    await insertMessage(run, kind, { status: 'read', formType: 'feedback' });
    await orm.getMigrator().up();
    expect(await countsOf(run)).toEqual({
      kept: ['read/feedback: 2', 'unread/general: 1'],
      actual: ['read/feedback: 2', 'unread/general: 1'],
    });
    const searchFor = async (filter: ContactFilter) => {
      const { where, params } = contactFilterSql(filter, kind, true);
      return (await run(`select c."id" from "contact_submissions" c ${where}`, params)).map((row) => row.id);
    };
    expect(await searchFor({ search: tag })).toEqual([id]);
    expect(await searchFor({ search: tag, status: 'unread', formType: 'general', from: '2025-05-01', to: '2025-05-01' })).toEqual([id]);
    expect(await searchFor({ search: tag, status: 'read' })).toEqual([]);

    // Only this migration: `to` would revert the one that made the table too.
    await orm.getMigrator().down({ migrations: ['Migration20261213000000ContactIndexes'] });
    expect(await run(`select count(*) as "n" from "contact_submissions"`)).toEqual([{ n: kind === 'sqlite' ? 3 : '3' }]);
    await orm.getMigrator().up();
    expect(await searchFor({ search: tag })).toEqual([id]);
    expect((await countsOf(run)).kept).toEqual(['read/feedback: 2', 'unread/general: 1']);
  });
});

describe.each(databaseKinds)('the contact inbox search (%s)', (kind) => {
  let testApp: TestApp;
  let run: Run;
  const service = () => testApp.app.get(ContactService);
  /** The ids a plain LIKE finds, without any index: what the search must answer. */
  const plainLike = async (search: string, extra = '', params: unknown[] = []) => {
    const pattern = containsPattern(search);
    const rows = await run(
      `select "id" from "contact_submissions" where (${['name', 'email', 'subject', 'message'].map((column) => containsLike(`"${column}"`)).join(' or ')})` +
        `${extra} order by "created_at" desc, "id" asc`,
      [pattern, pattern, pattern, pattern, ...params],
    );
    return rows.map((row) => row.id);
  };
  const searched = async (filter: Partial<ContactFilter>) => {
    const ids: string[] = [];
    for await (const batch of service().exportBatches(filter as ContactFilter)) ids.push(...batch.map((row) => row._id));
    const page = await service().list({ ...filter, page: 1 } as ContactListParsedQuery);
    expect(page.data.map((row) => row._id)).toEqual(ids.slice(0, 20));
    expect(page.total).toBe(ids.length);
    return ids;
  };

  beforeAll(async () => {
    testApp = await startTestApp(kind);
    run = (sql, params = []) => testApp.app.get(MikroORM).em.getConnection().execute(sql, params) as Promise<Record<string, unknown>[]>;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers exactly what a plain LIKE answers, whatever the search: short, wildcards, several words, other scripts', async () => {
    const tag = `t${randomBytes(3).toString('hex')}`;
    const messages: Record<string, string>[] = [
      { name: `Zoë Ärger ${tag}`, email: `zoe.${tag}@example.com` },
      { subject: `100%_sure ${tag}`, message: 'About the personal allowance' },
      { message: `Ends with ${tag.toUpperCase()} in capitals` },
      { name: `ZOË ÄRGER ${tag}` },
      { email: `a_b.${tag}@example.org`, subject: 'Stamp duty' },
      { message: `Straße und Maß ${tag}` },
      { name: 'Ké', message: `short ${tag}` },
    ];
    for (const fields of messages) await insertMessage(run, kind, fields);
    for (const search of [
      tag,
      `zoë ärger ${tag}`,
      `ZOË`,
      '100%_',
      'a_b',
      'Ké',
      'ké',
      'ß',
      `${tag}@example`,
      'personal allowance',
      '%',
      '_',
    ]) {
      const ids = await searched({ search });
      expect({ search, ids }).toEqual({ search, ids: await plainLike(search) });
    }
    expect((await searched({ search: tag })).length).toBe(7);
  });

  it('follows every write: a new message, a status change, edited text and a deletion', async () => {
    const tag = `w${randomBytes(3).toString('hex')}`;
    const first = await insertMessage(run, kind, { subject: `Follow ${tag}` });
    const second = await insertMessage(run, kind, { subject: `Follow ${tag}`, createdAt: new Date(Date.UTC(2025, 4, 2)) });
    expect(await searched({ search: tag })).toEqual([second, first]);

    // One column at a time, as the inbox's actions write them.
    await run('update "contact_submissions" set "status" = ? where "id" = ?', ['archived', first]);
    expect(await searched({ search: tag, status: 'unread' })).toEqual([second]);
    expect(await searched({ search: tag, status: 'archived' })).toEqual([first]);
    await run('update "contact_submissions" set "form_type" = ? where "id" = ?', ['feedback', first]);
    expect(await searched({ search: tag, formType: 'feedback' })).toEqual([first]);

    await run('update "contact_submissions" set "created_at" = ? where "id" = ?', [
      kind === 'sqlite' ? Date.UTC(2024, 0, 1) : new Date(Date.UTC(2024, 0, 1)),
      first,
    ]);
    expect(await searched({ search: tag, from: '2025-01-01' })).toEqual([second]);
    expect(await searched({ search: tag, to: '2024-01-01' })).toEqual([first]);

    await run('update "contact_submissions" set "subject" = ?, "message" = ? where "id" = ?', ['Renamed', `Moved ${tag} here`, second]);
    expect(await searched({ search: `follow ${tag}` })).toEqual([first]);
    expect(await searched({ search: `moved ${tag}` })).toEqual([second]);

    await run('delete from "contact_submissions" where "id" = ?', [first]);
    expect(await searched({ search: tag })).toEqual([second]);
  });

  it('finds the candidates through the trigram index', async () => {
    const { where, params } = contactFilterSql({ search: 'lovelace' }, kind, true);
    const query = `select c."id" from "contact_submissions" c ${where}`;
    let plan: string;
    if (kind === 'sqlite') {
      plan = (await run(`explain query plan ${query}`, params)).map((row) => row.detail).join('\n');
      expect(plan).toContain('VIRTUAL TABLE INDEX');
      expect(plan).toMatch(/SCAN s VIRTUAL TABLE/);
    } else {
      // On a table this small a sequential scan is cheapest; forbidding it shows whether the index can serve at all.
      plan = await testApp.app
        .get(MikroORM)
        .em.fork()
        .transactional(async (em) => {
          const connection = em.getConnection();
          const context = em.getTransactionContext();
          await connection.execute('set local enable_seqscan = off', [], 'run', context);
          const rows = (await connection.execute(`explain ${query}`, params, 'all', context)) as { 'QUERY PLAN': string }[];
          return rows.map((row) => row['QUERY PLAN']).join('\n');
        });
      expect(plan).toContain('contact_submissions_search_trgm_index');
    }
  });
});

describe.each(databaseKinds)('the contact inbox counts (%s)', (kind) => {
  let testApp: TestApp;
  let admin: Account;
  let run: Run;
  const http = () => request(testApp.app.getHttpServer());
  const inboxTotal = async (query: Record<string, string>) => {
    const response = await http().get('/api/contact').query(query).set(admin.bearer);
    expect(response.status).toBe(200);
    return response.body.total as number;
  };
  /** The inbox's totals without a search or dates (read from the kept counts) against counts of the messages. */
  async function expectTotalsRight(): Promise<void> {
    const counts = await countsOf(run);
    expect(counts.kept).toEqual(counts.actual);
    for (const query of [{}, { status: 'unread' }, { status: 'read', formType: 'feedback' }, { formType: 'wrong-figure' }] as Record<
      string,
      string
    >[]) {
      const conditions = Object.entries(query).map(([key]) => `"${key === 'formType' ? 'form_type' : key}" = ?`);
      const [row] = await run(
        `select count(*) as "n" from "contact_submissions"${conditions.length > 0 ? ` where ${conditions.join(' and ')}` : ''}`,
        Object.values(query),
      );
      expect({ query, total: await inboxTotal(query) }).toEqual({ query, total: Number(row!.n) });
    }
    const [unread] = await run(`select count(*) as "n" from "contact_submissions" where "status" = 'unread'`);
    expect(await testApp.app.get(ContactService).unreadCount()).toBe(Number(unread!.n));
  }

  beforeAll(async () => {
    testApp = await startTestApp(kind, {
      ...relaxedAuthLimits,
      RATE_LIMIT_PER_MINUTE: '0',
      TRUST_PROXY: 'loopback',
      CONTACT_PER_IP_PER_HOUR: '100',
    });
    admin = await createAccount(testApp, 'admin');
    run = (sql, params = []) => testApp.app.get(MikroORM).em.getConnection().execute(sql, params) as Promise<Record<string, unknown>[]>;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('stay equal to the messages through the form, the inbox’s actions and direct writes', async () => {
    const send = (formType: string) =>
      http()
        .post('/api/contact')
        .set('X-Forwarded-For', `2001:db8:c1::${randomBytes(2).toString('hex')}`)
        .send({ name: 'Ada', email: 'ada@example.com', subject: 'Counts', message: 'Hello', formType, startedAt: Date.now() - 20_000 });
    for (const formType of ['general', 'general', 'feedback', 'wrong-figure', 'partnership'])
      expect((await send(formType)).status).toBe(201);
    await expectTotalsRight();

    const ids = ((await http().get('/api/contact').set(admin.bearer)).body.data as { _id: string }[]).map((row) => row._id);
    expect((await http().patch(`/api/contact/${ids[0]}`).set(admin.bearer).send({ status: 'read' })).status).toBe(200);
    await expectTotalsRight();
    const bulk = (action: string, some: string[]) => http().post('/api/contact/bulk').set(admin.bearer).send({ ids: some, action });
    expect((await bulk('read', ids.slice(0, 3))).body.affected).toBe(3);
    expect((await bulk('archive', ids.slice(1, 4))).body.affected).toBe(3);
    await expectTotalsRight();
    await run('update "contact_submissions" set "form_type" = ? where "id" = ?', ['feedback', ids[4]]);
    await expectTotalsRight();
    expect((await bulk('delete', ids.slice(2))).body.affected).toBe(3);
    await expectTotalsRight();
    await run('delete from "contact_submissions"');
    expect(await inboxTotal({})).toBe(0);
    await expectTotalsRight();
  });
});
