import type { MikroORM } from '@mikro-orm/core';
import { AbstractSqlConnection } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/app-config';

/**
 * The PostgreSQL advisory lock key of database preparation (migrations, the bootstrap admin, the demo seed). Any
 * 64-bit number works as long as nothing else on the database uses it; this one is the ASCII bytes of "TaxAtlas" read as a number.
 */
export const PREPARATION_LOCK_KEY = '6080273194448347507';

/** The part of a node-postgres client that the lock uses. */
interface PgClient {
  query(sql: string, values: unknown[]): Promise<unknown>;
}

/**
 * Runs `work` while holding a session-level PostgreSQL advisory lock, so that replicas starting together (and the
 * compose file's migration step) prepare the database one after another: the first applies the migrations, the
 * others wait, then find nothing pending. Without it two servers could both run the same migration, and one of them
 * would fail half way (or, with non-transactional DDL, leave the schema in between).
 *
 * The lock lives on one connection taken out of the pool for the purpose and held until `work` ends, while `work`
 * itself uses other pool connections. If that connection dies, PostgreSQL drops the lock with it: a crashed replica
 * never leaves the others waiting. SQLite needs no lock: one process owns the file (server or desktop app).
 */
export async function withPreparationLock<T>(orm: MikroORM, config: AppConfig, work: () => Promise<T>): Promise<T> {
  if (config.database.kind !== 'postgresql') return work();
  const connection = orm.em.getConnection();
  if (!(connection instanceof AbstractSqlConnection)) throw new Error('PostgreSQL without an SQL connection');
  const knex = connection.getKnex();
  const client = (await knex.client.acquireConnection()) as PgClient;
  try {
    await client.query('select pg_advisory_lock($1)', [PREPARATION_LOCK_KEY]);
    let result: T;
    try {
      result = await work();
    } catch (error) {
      // The work's error is the one worth reporting; a failed unlock on a dead connection would only hide it.
      await client.query('select pg_advisory_unlock($1)', [PREPARATION_LOCK_KEY]).catch(() => 'lock ends with the session');
      throw error;
    }
    await client.query('select pg_advisory_unlock($1)', [PREPARATION_LOCK_KEY]);
    return result;
  } finally {
    await knex.client.releaseConnection(client);
  }
}
