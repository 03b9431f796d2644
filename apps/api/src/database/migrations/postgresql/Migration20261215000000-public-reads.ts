import { Migration } from '@mikro-orm/migrations';

/**
 * The public blog on a big site (docs/performance.md, "Public reads and a mixed-traffic soak"); the SQLite migration does the same with that
 * database's means.
 *
 * - The public list's order (published_at desc, created_at desc, id) comes from one index after the status, so its
 *   first page reads ten index entries instead of sorting every published article. It replaces the index on
 *   (status, published_at), its prefix.
 * - `public_content_version` is one number that statement triggers move on every write that changes what a reader
 *   sees: an article's text, status, dates or links, a category, a tag. Not on the readers' own counters (views,
 *   reading time): those would move it on every visit. The API keeps its answers to public reads while the number
 *   stays (for at most the max-age it announces, so the counters are that fresh), whichever replica or script wrote.
 * - A trigram GIN index on lower(content), next to those on title and excerpt (Migration20261210000000-admin-speed):
 *   the public search looks in the content too, and without it every search read every article. Skipped, like
 *   those, where pg_trgm is missing.
 */
const articleColumns = [
  'id',
  'slug',
  'title',
  'excerpt',
  'content',
  'category_id',
  'status',
  'featured',
  'cover_image',
  'cover_image_alt',
  'author',
  'read_time',
  'seo',
  'translations',
  'published_at',
  'publish_at',
  'version',
  'created_at',
  'updated_at',
];
const linkedTables = ['categories', 'tags', 'article_categories', 'article_tags'];

export class Migration20261215000000PublicReads extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index "articles_public_order_index" on "articles" ("status", "published_at" desc, "created_at" desc, "id");');
    this.addSql('drop index if exists "articles_status_published_at_index";');

    this.addSql(
      'create table "public_content_version" ("id" int not null check ("id" = 1), "version" bigint not null default 0, ' +
        'constraint "public_content_version_pkey" primary key ("id"));',
    );
    this.addSql('insert into "public_content_version" ("id", "version") values (1, 0);');
    this.addSql(`create function "public_content_changed"() returns trigger language plpgsql as $$
begin
  update "public_content_version" set "version" = "version" + 1 where "id" = 1;
  return null;
end $$;`);
    const onArticles = {
      insert: 'insert',
      delete: 'delete',
      update: `update of ${articleColumns.map((column) => `"${column}"`).join(', ')}`,
    };
    for (const [operation, event] of Object.entries(onArticles))
      this.addSql(
        `create trigger "articles_public_${operation}" after ${event} on "articles" for each statement execute function "public_content_changed"();`,
      );
    for (const table of linkedTables)
      for (const operation of ['insert', 'update', 'delete'])
        this.addSql(
          `create trigger "${table}_public_${operation}" after ${operation} on "${table}" for each statement execute function "public_content_changed"();`,
        );

    this.addSql(`do $$
declare
  trgm_schema name;
begin
  select n.nspname into trgm_schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm';
  if trgm_schema is not null then
    execute format('create index if not exists "articles_content_trgm_index" on "articles" using gin (lower("content") %I.gin_trgm_ops)', trgm_schema);
  else
    raise notice 'pg_trgm is missing: the public search works without a trigram index on the content, by reading every article';
  end if;
end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "articles_content_trgm_index";');
    for (const table of linkedTables)
      for (const operation of ['insert', 'update', 'delete'])
        this.addSql(`drop trigger if exists "${table}_public_${operation}" on "${table}";`);
    for (const operation of ['insert', 'update', 'delete'])
      this.addSql(`drop trigger if exists "articles_public_${operation}" on "articles";`);
    this.addSql('drop function if exists "public_content_changed"();');
    this.addSql('drop table if exists "public_content_version";');
    this.addSql('create index if not exists "articles_status_published_at_index" on "articles" ("status", "published_at");');
    this.addSql('drop index if exists "articles_public_order_index";');
  }
}
