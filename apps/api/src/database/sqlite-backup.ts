// Backup and restore of a SQLite database (the desktop app's File menu, docs/desktop.md). No Electron and no Nest here:
// the desktop main process calls these, and RunningServer.backupTo uses backupSqliteDatabase on the live connection.
import { copyFileSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import sqlite3 from 'sqlite3';
import { sqliteMigrations } from './migrations';

/** The table MikroORM records applied migrations in. */
const MIGRATIONS_TABLE = 'mikro_orm_migrations';

/** A consistent copy of the live database at `targetFile` (VACUUM INTO: a snapshot, even while others write). */
export async function backupSqliteDatabase(orm: MikroORM, targetFile: string): Promise<void> {
  if (existsSync(targetFile)) throw new Error(`${targetFile} already exists; a backup never overwrites a file`);
  await orm.em.getConnection().execute('vacuum into ?', [targetFile]);
}

function openReadWrite(file: string): Promise<sqlite3.Database> {
  return new Promise((resolve, reject) => {
    const database = new sqlite3.Database(file, sqlite3.OPEN_READWRITE, (error) => (error ? reject(error) : resolve(database)));
  });
}

/**
 * Runs `inspect` on a private copy of `file` (and of its write-ahead log, when there is one), opened read-write: the
 * integrity check of an FTS5 index writes, a crashed database's log must be replayed to be read, and neither may
 * touch the user's file or a backup they chose.
 */
async function withPrivateCopy<T>(file: string, inspect: (database: sqlite3.Database) => Promise<T>): Promise<T> {
  const folder = mkdtempSync(join(tmpdir(), 'taxatlas-sqlite-check-'));
  try {
    const copy = join(folder, basename(file));
    copyFileSync(file, copy);
    if (existsSync(`${file}-wal`)) copyFileSync(`${file}-wal`, `${copy}-wal`);
    const database = await openReadWrite(copy);
    try {
      return await inspect(database);
    } finally {
      await close(database);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function all<T>(database: sqlite3.Database, sql: string): Promise<T[]> {
  return new Promise((resolve, reject) => database.all(sql, (error, rows) => (error ? reject(error) : resolve(rows as T[]))));
}

function close(database: sqlite3.Database): Promise<void> {
  return new Promise((resolve) => database.close(() => resolve()));
}

/** `PRAGMA integrity_check` of a closed database file: "ok", or the problems it lists, one per line. */
export async function sqliteIntegrityCheck(file: string): Promise<string> {
  return withPrivateCopy(file, async (database) => {
    const rows = await all<{ integrity_check: string }>(database, 'pragma integrity_check');
    return rows.map((row) => row.integrity_check).join('\n');
  });
}

export type BackupInspection = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/**
 * Whether `file` can be restored: a sound SQLite file (integrity_check), a TaxAtlas database (it has the migrations
 * table) and not from a newer version of the app (no migration this build does not know). Never throws.
 */
export async function inspectSqliteBackup(file: string): Promise<BackupInspection> {
  if (!existsSync(file)) return { ok: false, reason: 'the file does not exist' };
  try {
    return await withPrivateCopy(file, async (database): Promise<BackupInspection> => {
      const integrity = (await all<{ integrity_check: string }>(database, 'pragma integrity_check')).map((row) => row.integrity_check);
      if (integrity.join('\n') !== 'ok') return { ok: false, reason: `it is damaged (${integrity.slice(0, 3).join('; ')})` };
      const tables = await all<{ name: string }>(
        database,
        `select name from sqlite_master where type = 'table' and name = '${MIGRATIONS_TABLE}'`,
      );
      if (tables.length === 0) return { ok: false, reason: 'it is not a TaxAtlas database' };
      const known = new Set(sqliteMigrations.map((migration) => migration.name));
      const applied = await all<{ name: string }>(database, `select name from ${MIGRATIONS_TABLE}`);
      const unknown = applied.map((row) => row.name.replace(/\.[jt]s$/, '')).filter((name) => !known.has(name));
      if (unknown.length > 0) return { ok: false, reason: 'it was made by a newer version of TaxAtlas; update the app first' };
      return { ok: true };
    });
  } catch (error) {
    // "file is not a database" surfaces on the first statement, not on open.
    return { ok: false, reason: `it is not a TaxAtlas database (${error instanceof Error ? error.message : String(error)})` };
  }
}

/**
 * Puts `backupFile` in place of `databaseFile`, for a server that is CLOSED. The current database is kept beside it as
 * `<file>.before-restore-<time>`; its -wal and -shm files go with it, so the restored file is not mixed with the old
 * log. Changes nothing when the backup fails inspection.
 */
export async function restoreSqliteBackup({
  backupFile,
  databaseFile,
}: {
  backupFile: string;
  databaseFile: string;
}): Promise<{ previousCopy: string }> {
  const inspection = await inspectSqliteBackup(backupFile);
  if (!inspection.ok) throw new Error(`This file cannot be restored: ${inspection.reason}`);
  const previousCopy = `${databaseFile}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  if (existsSync(databaseFile)) {
    // The log files move with it: SQLite folds a log into its database only when it next opens it.
    renameSync(databaseFile, previousCopy);
    for (const suffix of ['-wal', '-shm']) {
      if (existsSync(`${databaseFile}${suffix}`)) renameSync(`${databaseFile}${suffix}`, `${previousCopy}${suffix}`);
    }
  }
  try {
    copyFileSync(backupFile, databaseFile);
  } catch (error) {
    rmSync(databaseFile, { force: true });
    if (existsSync(previousCopy)) renameSync(previousCopy, databaseFile);
    throw error;
  }
  return { previousCopy };
}
