import { Migration } from '@mikro-orm/migrations';

const oldStatuses = "('draft', 'published', 'archived')";
const newStatuses = "('draft', 'scheduled', 'published', 'archived')";

/**
 * The article editor (same tables as the PostgreSQL migration): a version per article for the stale-save check, a
 * schedule, cover alt text and who created and last saved it; revisions; the old slugs that still lead to an article.
 *
 * The status CHECK constraint gains "scheduled". SQLite cannot alter a constraint, and rebuilding `articles` inside
 * the migration's transaction would cascade-delete every row that refers to it (foreign_keys cannot be switched off
 * inside a transaction). A looser CHECK leaves every stored row valid, so SQLite's documented writable_schema
 * procedure for constraint changes applies (https://www.sqlite.org/lang_altertable.html, "otheralter"): rewrite the
 * table's stored SQL and bump schema_version so that every connection reparses it.
 */
export class Migration20261206000000ArticleEditor extends Migration {
  override async up(): Promise<void> {
    const run = (sql: string, params?: unknown[]) => this.execute(sql, params) as Promise<Record<string, unknown>[]>;
    await replaceStatusCheck(run, oldStatuses, newStatuses);
    await run('alter table `articles` add column `version` integer not null default 1;');
    await run('alter table `articles` add column `publish_at` datetime null;');
    await run('alter table `articles` add column `cover_image_alt` text null;');
    // No foreign key on these two (PostgreSQL has one): SQLite cannot drop a column that is part of one, which down()
    // must do. A deleted user's id left behind reads as "no one", as the set-null of PostgreSQL does.
    await run('alter table `articles` add column `created_by` text null;');
    await run('alter table `articles` add column `updated_by` text null;');
    await run('create index `articles_status_publish_at_index` on `articles` (`status`, `publish_at`);');
    await run(
      'create table `article_revisions` (`id` text not null primary key, `article_id` text not null references `articles` (`id`) on delete cascade, `version` integer not null, `snapshot` text not null, `saved_by` text null references `users` (`id`) on delete set null, `saved_at` datetime not null, `autosave` integer not null default 0);',
    );
    await run('create unique index `article_revisions_article_id_version_unique` on `article_revisions` (`article_id`, `version`);');
    await run(
      'create table `article_slug_redirects` (`old_slug` text not null primary key, `article_id` text not null references `articles` (`id`) on delete cascade, `created_at` datetime not null);',
    );
    await run('create index `article_slug_redirects_article_id_index` on `article_slug_redirects` (`article_id`);');
  }

  override async down(): Promise<void> {
    const run = (sql: string, params?: unknown[]) => this.execute(sql, params) as Promise<Record<string, unknown>[]>;
    await run('drop table if exists `article_slug_redirects`;');
    await run('drop table if exists `article_revisions`;');
    await run('drop index if exists `articles_status_publish_at_index`;');
    // Scheduled articles fall back to drafts: the old constraint knows no "scheduled".
    await run("update `articles` set `status` = 'draft' where `status` = 'scheduled';");
    for (const column of ['updated_by', 'created_by', 'cover_image_alt', 'publish_at', 'version']) {
      await run(`alter table \`articles\` drop column \`${column}\`;`);
    }
    await replaceStatusCheck(run, newStatuses, oldStatuses);
  }
}

async function replaceStatusCheck(
  run: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>,
  from: string,
  to: string,
): Promise<void> {
  const [row] = await run('pragma schema_version;');
  const schemaVersion = Number(row?.schema_version ?? 0);
  await run('pragma writable_schema = on;');
  await run("update sqlite_master set sql = replace(sql, ?, ?) where type = 'table' and name = 'articles';", [from, to]);
  await run(`pragma schema_version = ${schemaVersion + 1};`);
  await run('pragma writable_schema = off;');
}
