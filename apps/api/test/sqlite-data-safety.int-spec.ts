import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import sqlite3 from 'sqlite3';
import { createApp } from '../src/app';
import type { AppConfig } from '../src/config/app-config';
import { backupSqliteDatabase, inspectSqliteBackup, restoreSqliteBackup, sqliteIntegrityCheck } from '../src/database/sqlite-backup';
import { SavedCalculationsService } from '../src/modules/saved-calculations/saved-calculations.service';
import { freshDatabase, type FreshDatabase } from './support/fresh-database';
import { ukDraft } from './support/saved-drafts';
import { startTestApp, type TestApp } from './support/test-app';

/** The desktop app's data safety on SQLite (docs/desktop.md, "Data safety"): WAL, busy_timeout, backup and restore. */

/** Runs statements on a SQLite file with the sqlite3 driver itself, outside any app. */
async function onSqliteFile<T = unknown>(file: string, statements: readonly string[]): Promise<T[]> {
  const database = await new Promise<sqlite3.Database>((resolve, reject) => {
    const opened = new sqlite3.Database(file, (error) => (error ? reject(error) : resolve(opened)));
  });
  try {
    let rows: T[] = [];
    for (const sql of statements) {
      rows = await new Promise<T[]>((resolve, reject) =>
        database.all(sql, (error, result) => (error ? reject(error) : resolve(result as T[]))),
      );
    }
    return rows;
  } finally {
    await new Promise<void>((resolve) => database.close(() => resolve()));
  }
}

const namesIn = async (file: string): Promise<string[]> =>
  (await onSqliteFile<{ name: string }>(file, ['select name from saved_calculations order by name'])).map((row) => row.name);

const sha256 = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex');

function sqliteFile(config: AppConfig): string {
  if (config.database.kind !== 'sqlite') throw new Error('a SQLite test');
  return config.database.file;
}

describe('SQLite connection settings', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('runs in WAL mode with a busy_timeout on the app’s own connection', async () => {
    const connection = testApp.app.get(MikroORM).em.getConnection();
    const [journal] = await connection.execute<{ journal_mode: string }[]>('pragma journal_mode');
    expect(journal?.journal_mode).toBe('wal');
    const [busy] = await connection.execute<Record<string, number>[]>('pragma busy_timeout');
    expect(Object.values(busy ?? {})[0]).toBeGreaterThan(0);
    // WAL is recorded in the file, so any later opener (a backup tool, the next start) sees it too.
    expect(existsSync(path.join(testApp.dataDir, 'taxatlas.sqlite-wal'))).toBe(true);
  });
});

describe('SQLite backup and restore', () => {
  let database: FreshDatabase;
  let app: NestFastifyApplication;
  let databaseFile: string;
  const folder = () => path.dirname(databaseFile);
  const saved = () => app.get(SavedCalculationsService);
  /** Names only, sorted: rows saved within one millisecond have no newest among them. */
  const storedNames = async (client?: string) => (await saved().list(client === undefined ? {} : { client })).map((row) => row.name).sort();
  beforeAll(async () => {
    database = await freshDatabase('sqlite', 'backup-restore');
    databaseFile = sqliteFile(database.config);
    app = await createApp(database.config);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('backs up the running database with the data written before, and only that', async () => {
    await saved().save(ukDraft('Smith & Co', 'Before the backup'));
    const backup = path.join(folder(), 'backup-1.sqlite');
    await backupSqliteDatabase(app.get(MikroORM), backup);
    await saved().save(ukDraft('Smith & Co', 'After the backup'));

    expect(await namesIn(backup)).toEqual(['Before the backup']);
    expect(await sqliteIntegrityCheck(backup)).toBe('ok');
    expect(await inspectSqliteBackup(backup)).toEqual({ ok: true });
    // The live database goes on with both.
    expect(await storedNames()).toEqual(['After the backup', 'Before the backup']);
  });

  it('never overwrites an existing file', async () => {
    const target = path.join(folder(), 'taken.sqlite');
    writeFileSync(target, 'precious');
    await expect(backupSqliteDatabase(app.get(MikroORM), target)).rejects.toThrow(/already exists/);
    expect(readFileSync(target, 'utf8')).toBe('precious');
  });

  describe('refuses a file that is not a TaxAtlas backup, and changes nothing', () => {
    const cases: [string, (file: string) => Promise<void>, RegExp][] = [
      ['random bytes', async (file) => writeFileSync(file, randomBytes(8_192)), /not a TaxAtlas database/],
      ['an empty file', async (file) => writeFileSync(file, ''), /not a TaxAtlas database/],
      [
        'a SQLite database without our tables',
        async (file) =>
          void (await onSqliteFile(file, [
            'create table notes (id integer primary key, body text)',
            "insert into notes (body) values ('hi')",
          ])),
        /not a TaxAtlas database/,
      ],
      [
        'a TaxAtlas backup from a newer version',
        async (file) => {
          await backupSqliteDatabase(app.get(MikroORM), file);
          await onSqliteFile(file, ["insert into mikro_orm_migrations (name, executed_at) values ('Migration20991231000000Future', 0)"]);
        },
        /newer version/,
      ],
      [
        'a damaged TaxAtlas backup',
        async (file) => {
          await backupSqliteDatabase(app.get(MikroORM), file);
          const bytes = readFileSync(file);
          // Keep the header (page 1) and scribble over the pages after it.
          randomBytes(bytes.length - 4_096).copy(bytes, 4_096);
          writeFileSync(file, bytes);
        },
        /damaged|not a TaxAtlas database/,
      ],
    ];

    it.each(cases)('%s', async (label, make, reason) => {
      const candidate = path.join(folder(), `candidate-${label.replace(/\W+/g, '-')}.sqlite`);
      await make(candidate);
      const inspection = await inspectSqliteBackup(candidate);
      expect(inspection.ok).toBe(false);
      if (!inspection.ok) expect(inspection.reason).toMatch(reason);

      // The server is closed for a restore; its file must come out exactly as it went in.
      await app.close();
      const before = sha256(databaseFile);
      const filesBefore = readdirSync(folder()).sort();
      await expect(restoreSqliteBackup({ backupFile: candidate, databaseFile })).rejects.toThrow(/This file cannot be restored: /);
      await expect(restoreSqliteBackup({ backupFile: candidate, databaseFile })).rejects.toThrow(reason);
      expect(sha256(databaseFile)).toBe(before);
      expect(readdirSync(folder()).sort()).toEqual(filesBefore);
      app = await createApp(database.config);
      expect(await storedNames()).toEqual(['After the backup', 'Before the backup']);
    });
  });

  it('refuses a backup file that does not exist', async () => {
    expect(await inspectSqliteBackup(path.join(folder(), 'missing.sqlite'))).toEqual({ ok: false, reason: 'the file does not exist' });
  });

  it('restores a backup in place of the data, keeping the previous database beside it', async () => {
    const backup = path.join(folder(), 'backup-2.sqlite');
    await backupSqliteDatabase(app.get(MikroORM), backup);
    const backupBytes = sha256(backup);
    await saved().save(ukDraft('Jones Ltd', 'Written after backup 2'));
    const kept = (await saved().list()).find((row) => row.name === 'Before the backup')!;
    await saved().rename(kept.id, { name: 'Renamed after backup 2' });

    await app.close();
    const { previousCopy } = await restoreSqliteBackup({ backupFile: backup, databaseFile });
    expect(sha256(backup)).toBe(backupBytes);
    expect(await namesIn(previousCopy)).toEqual(['After the backup', 'Renamed after backup 2', 'Written after backup 2']);

    app = await createApp(database.config);
    expect(await storedNames()).toEqual(['After the backup', 'Before the backup']);
    expect((await saved().list()).find((row) => row.name === 'Before the backup')?.id).toBe(kept.id);
    // The restored database is a working one: it takes writes and is in WAL mode again.
    await saved().save(ukDraft('Jones Ltd', 'After the restore'));
    expect(await storedNames('Jones Ltd')).toEqual(['After the restore']);
    const [journal] = await app.get(MikroORM).em.getConnection().execute<{ journal_mode: string }[]>('pragma journal_mode');
    expect(journal?.journal_mode).toBe('wal');
  });
});
