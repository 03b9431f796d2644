import { MikroORM } from '@mikro-orm/core';
import { Client } from 'pg';
import { migrateDatabase, prepareDatabase } from '../src/database/database-lifecycle';
import { PREPARATION_LOCK_KEY } from '../src/database/migration-lock';
import { postgresqlMigrations } from '../src/database/migrations';
import { ormOptions } from '../src/database/orm-options';
import { freshDatabase, type FreshDatabase } from './support/fresh-database';

// Replicas of the server (and the compose file's migration step) start together against one PostgreSQL database.
// SQLite has one process per file, so this is about PostgreSQL only.
const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeOnPostgres('database preparation under the advisory lock (postgresql)', () => {
  let database: FreshDatabase;
  const orms: MikroORM[] = [];
  const open = async () => {
    const orm = await MikroORM.init(ormOptions(database.config));
    orms.push(orm);
    return orm;
  };
  const databaseUrl = () => (database.config.database.kind === 'postgresql' ? database.config.database.url : '');
  const query = async (sql: string, values: unknown[] = []) => {
    const client = new Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      return (await client.query(sql, values)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  };

  beforeEach(async () => {
    database = await freshDatabase('postgresql', 'migration-lock', {
      SEED_DEMO_DATA: 'false',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'a long passphrase of our own',
    });
  });
  afterEach(async () => {
    await Promise.all(orms.splice(0).map((orm) => orm.close()));
    await database.drop();
  });

  it('lets two migration runs started together both succeed, and applies every migration once', async () => {
    const [first, second] = await Promise.all([open(), open()]);
    const applied = await Promise.all([migrateDatabase(first, database.config), migrateDatabase(second, database.config)]);

    // One run applied them all; the other waited for the lock and found nothing pending.
    const all = postgresqlMigrations.map((migration) => migration.name);
    expect([...applied].sort((a, b) => b.length - a.length)).toEqual([all, []]);
    const rows = await query('select "name", count(*)::int as "times" from "mikro_orm_migrations" group by "name" order by "name"');
    expect(rows).toEqual([...all].sort().map((name) => ({ name, times: 1 })));
    // …and let go of the lock: a server starting later is not kept waiting.
    const locks = `select count(*)::int as "locks" from pg_locks
      where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`;
    expect(await query(locks)).toEqual([{ locks: 0 }]);
  });

  it('makes two servers starting together create the ADMIN_EMAIL admin once', async () => {
    const [first, second] = await Promise.all([open(), open()]);
    await Promise.all([prepareDatabase(first, database.config), prepareDatabase(second, database.config)]);

    expect(await query(`select "email" from "users" where "role" = 'admin'`)).toEqual([{ email: 'owner@example.com' }]);
  });

  it('waits while another process holds the lock, and migrates once it is released', async () => {
    const holder = new Client({ connectionString: databaseUrl() });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [PREPARATION_LOCK_KEY]);
      const orm = await open();
      let finished = false;
      const run = migrateDatabase(orm, database.config).finally(() => {
        finished = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(finished).toBe(false);
      expect(await query(`select to_regclass('mikro_orm_migrations') as "table"`)).toEqual([{ table: null }]);

      await holder.query('select pg_advisory_unlock($1)', [PREPARATION_LOCK_KEY]);
      expect(await run).toHaveLength(postgresqlMigrations.length);
    } finally {
      await holder.end();
    }
  });
});
