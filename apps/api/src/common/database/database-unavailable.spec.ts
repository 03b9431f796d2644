import { createServer } from 'node:net';
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { MikroORM } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { Database } from 'sqlite3';
import { toErrorResponse } from '../http/error-response';
import { isDatabaseUnavailable } from './database-unavailable';

/** A local port that nothing listens on: bind one, note it, close it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The error a query through MikroORM gets when PostgreSQL is not there (stopped, restarting). */
async function postgresDownError(): Promise<unknown> {
  const orm = await MikroORM.init({
    dbName: 'taxatlas',
    host: '127.0.0.1',
    port: await closedPort(),
    entities: [],
    discovery: { warnWhenNoEntities: false },
    connect: false,
    pool: { acquireTimeoutMillis: 2000 },
  });
  try {
    await orm.em.getConnection().execute('select 1');
    throw new Error('the query succeeded without a server');
  } catch (error) {
    return error;
  } finally {
    await orm.close();
  }
}

function run(db: Database, sql: string): Promise<void> {
  return new Promise((resolve, reject) => db.run(sql, (error) => (error ? reject(error) : resolve())));
}

/** The error a write gets when another connection holds SQLite's lock past the busy timeout. */
async function sqliteBusyError(): Promise<unknown> {
  const dir = mkdtempSync(join(tmpdir(), 'taxatlas-busy-'));
  const file = join(dir, 'busy.sqlite');
  const holder = new Database(file);
  const writer = new Database(file);
  try {
    await run(holder, 'create table note (text)');
    await run(writer, 'pragma busy_timeout = 50');
    await run(holder, 'begin exclusive');
    return await run(writer, "insert into note values ('blocked')").then(
      () => new Error('the write went through a held lock'),
      (error: unknown) => error,
    );
  } finally {
    await new Promise((resolve) => holder.close(resolve));
    await new Promise((resolve) => writer.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

const notFound = () => 'Not found';

describe('a database that cannot be reached answers 503, not 500', () => {
  // The 500s below are logged as errors by design; keep the test output to the results.
  beforeEach(() => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('recognises the error of a PostgreSQL that is not running, as MikroORM throws it', async () => {
    const error = await postgresDownError();
    expect(isDatabaseUnavailable(error)).toBe(true);

    const response = toErrorResponse(error, notFound);
    expect(response.status).toBe(503);
    expect(response.headers).toEqual({ 'retry-after': '2' });
    expect(response.body).toEqual({ success: false, error: 'The service is briefly unavailable: try again in a few seconds' });
  });

  it('recognises SQLite busy past the busy timeout', async () => {
    const error = await sqliteBusyError();
    expect((error as { code?: string }).code).toBe('SQLITE_BUSY');
    expect(toErrorResponse(error, notFound).status).toBe(503);
  });

  it('recognises PostgreSQL shutting down and a connection cut mid-query, wrapped or not', () => {
    const shuttingDown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    expect(isDatabaseUnavailable(shuttingDown)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('request failed', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
    // knex, on the INSERT of a flush whose transaction its dead connection had already ended (test:containers' outage).
    expect(isDatabaseUnavailable(new Error('Transaction query already complete, run with DEBUG=knex:tx for more info'))).toBe(true);
  });

  it('leaves every other failure a 500: constraint and syntax errors, bugs, and things that are not errors', () => {
    const duplicate = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    const syntax = Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' });
    for (const failure of [duplicate, syntax, new TypeError("Cannot read properties of undefined (reading 'id')"), 'ECONNREFUSED']) {
      expect(isDatabaseUnavailable(failure)).toBe(false);
      expect(toErrorResponse(failure, notFound).status).toBe(500);
    }
  });
});
