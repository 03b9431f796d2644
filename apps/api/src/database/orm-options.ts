import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { SqliteDriver } from '@mikro-orm/sqlite';
import type { AppConfig } from '../config/app-config';
import { ArticleSchema } from '../modules/articles/entities/article.entity';
import { ArticleCategorySchema } from '../modules/articles/entities/article-category.entity';
import { ArticleDailyViewSchema } from '../modules/articles/entities/article-daily-view.entity';
import { ArticleRevisionSchema } from '../modules/articles/entities/article-revision.entity';
import { ArticleSlugRedirectSchema } from '../modules/articles/entities/article-slug-redirect.entity';
import { ArticleTagSchema } from '../modules/articles/entities/article-tag.entity';
import { TagSchema } from '../modules/articles/entities/tag.entity';
import { CalculationCountSchema } from '../modules/calculators/entities/calculation-count.entity';
import { BookmarkSchema } from '../modules/bookmarks/entities/bookmark.entity';
import { ContactSubmissionSchema } from '../modules/contact/entities/contact-submission.entity';
import { SavedCalculationSchema } from '../modules/saved-calculations/entities/saved-calculation.entity';
import { CategorySchema } from '../modules/categories/entities/category.entity';
import { MediaFileSchema } from '../modules/media/entities/media-file.entity';
import { MediaSchema } from '../modules/media/entities/media.entity';
import { SiteSettingSchema } from '../modules/settings/entities/site-setting.entity';
import { SessionSchema } from '../modules/users/entities/session.entity';
import { UserSchema } from '../modules/users/entities/user.entity';
import { postgresqlMigrations, sqliteMigrations } from './migrations';

export const entities = [
  SiteSettingSchema,
  CategorySchema,
  ArticleSchema,
  ArticleCategorySchema,
  TagSchema,
  ArticleTagSchema,
  ArticleDailyViewSchema,
  ArticleRevisionSchema,
  ArticleSlugRedirectSchema,
  UserSchema,
  SessionSchema,
  BookmarkSchema,
  CalculationCountSchema,
  MediaSchema,
  MediaFileSchema,
  ContactSubmissionSchema,
  SavedCalculationSchema,
];

/** SQLite's page cache, at most (KiB). */
const SQLITE_CACHE_KIB = 65_536;

/** How long a connection waits for another's lock before failing (ms). */
const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/** The part of a sqlite3 Database the pool's afterCreate hook uses. */
interface SqliteConnectionHandle {
  run(sql: string, callback: (error: Error | null) => void): unknown;
}

function runPragmas(connection: SqliteConnectionHandle, statements: readonly string[], done: (error: Error | null) => void): void {
  const [first, ...rest] = statements;
  if (first === undefined) return done(null);
  connection.run(first, (error) => (error ? done(error) : runPragmas(connection, rest, done)));
}

/** MikroORM options for the configured database: SQLite by default, PostgreSQL when DATABASE_URL is set. */
export function ormOptions(config: AppConfig): Options {
  const common = {
    entities,
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: false,
    debug: false,
  } satisfies Options;

  // The migrator prints each migration at info level: quiet when the log is set to warnings or less.
  const migrationsSilent = ['warn', 'error', 'fatal', 'silent'].includes(config.logLevel);
  if (config.database.kind === 'postgresql') {
    return {
      ...common,
      driver: PostgreSqlDriver,
      clientUrl: config.database.url,
      migrations: {
        silent: migrationsSilent,
        migrationsList: postgresqlMigrations,
        transactional: true,
        allOrNothing: true,
        snapshot: false,
      },
      pool: { min: 0, max: 10, acquireTimeoutMillis: 5_000 },
    };
  }
  mkdirSync(path.dirname(config.database.file), { recursive: true });
  return {
    ...common,
    driver: SqliteDriver,
    dbName: config.database.file,
    pool: {
      // SQLite's default page cache is 2 MB: on a big site (a million contact messages, 100,000 articles) every index
      // probe beyond it is a read from the operating system. The cache grows only as pages are read, so a small
      // database (the desktop app) costs no more memory than before.
      //
      // WAL: readers never wait for a writer, and a crash (the desktop app killed, a power cut) can only lose a
      // transaction that was not yet committed. `synchronous` stays at SQLite's default FULL, so a write the app has
      // acknowledged is on disk. busy_timeout: a second connection waits for a lock instead of failing at once.
      afterCreate: (connection: SqliteConnectionHandle, done: (error: Error | null, connection: SqliteConnectionHandle) => void) =>
        runPragmas(
          connection,
          [`pragma cache_size = -${SQLITE_CACHE_KIB}`, 'pragma journal_mode = WAL', `pragma busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`],
          (error) => done(error, connection),
        ),
    },
    migrations: {
      silent: migrationsSilent,
      migrationsList: sqliteMigrations,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
  };
}
