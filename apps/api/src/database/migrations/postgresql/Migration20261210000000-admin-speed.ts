import { Migration } from '@mikro-orm/migrations';

/**
 * The admin's queries on a big site (docs/performance.md, "Admin queries on a big site"); the SQLite migration does the
 * same with that database's means.
 *
 * - The admin search: trigram GIN indexes (pg_trgm) on lower(title) and lower(excerpt) answer
 *   `lower(title) like '%word%'` without reading every article. pg_trgm ships with PostgreSQL's contrib and is a
 *   trusted extension (a database owner may create it); where it cannot be created, the migration says so in a NOTICE
 *   and goes on without the indexes: the search gives the same answers, by reading every article.
 * - The category filter reads (category_id, article_id) from one index; it replaces the index on category_id.
 * - Views per day: the sum of article_daily_views per day, kept by a trigger on every write to that table (the
 *   track-view upsert, an article's deletion by cascade, any direct write), so the analytics and the dashboard read a
 *   row per day instead of summing every article's row of the period.
 * - Reading time: the sums of total_time_spent and time_samples over the articles with samples, kept by a trigger on
 *   articles, so the mean reading time is one row instead of a pass over every article.
 */
export class Migration20261210000000AdminSpeed extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index "article_categories_category_id_article_id_index" on "article_categories" ("category_id", "article_id");');
    this.addSql('drop index if exists "article_categories_category_id_index";');

    // The operator class is named with the extension's schema: an extension created earlier may live outside the
    // search path.
    this.addSql(`do $$
declare
  trgm_schema name;
begin
  begin
    create extension if not exists pg_trgm;
  exception when others then
    raise notice 'pg_trgm could not be created (%): the admin search works without trigram indexes, by reading every article', sqlerrm;
  end;
  select n.nspname into trgm_schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm';
  if trgm_schema is not null then
    execute format('create index if not exists "articles_title_trgm_index" on "articles" using gin (lower("title") %I.gin_trgm_ops)', trgm_schema);
    execute format('create index if not exists "articles_excerpt_trgm_index" on "articles" using gin (lower("excerpt") %I.gin_trgm_ops)', trgm_schema);
  end if;
end $$;`);

    this.addSql('create table "article_views_per_day" ("day" varchar(10) not null primary key, "views" bigint not null default 0);');
    this.addSql(
      'insert into "article_views_per_day" ("day", "views") select "day", sum("count") from "article_daily_views" group by "day";',
    );
    this.addSql(`create function "article_views_per_day_keep"() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    insert into "article_views_per_day" ("day", "views") values (old."day", -old."count")
      on conflict ("day") do update set "views" = "article_views_per_day"."views" + excluded."views";
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into "article_views_per_day" ("day", "views") values (new."day", new."count")
      on conflict ("day") do update set "views" = "article_views_per_day"."views" + excluded."views";
  end if;
  return null;
end $$;`);
    this.addSql(
      'create trigger "article_daily_views_total" after insert or delete or update of "day", "count" on "article_daily_views" ' +
        'for each row execute function "article_views_per_day_keep"();',
    );

    this.addSql(
      'create table "article_reading_totals" ("id" int not null primary key check ("id" = 1), ' +
        '"total_time_spent" double precision not null default 0, "time_samples" bigint not null default 0);',
    );
    this.addSql(
      'insert into "article_reading_totals" ("id", "total_time_spent", "time_samples") ' +
        'select 1, coalesce(sum("total_time_spent"), 0), coalesce(sum("time_samples"), 0) from "articles" where "time_samples" > 0;',
    );
    // Only articles with samples count, as in the mean's query before: an article's part is its sums while it has any.
    this.addSql(`create function "article_reading_totals_keep"() returns trigger language plpgsql as $$
declare
  spent double precision := 0;
  samples bigint := 0;
begin
  if tg_op in ('UPDATE', 'DELETE') and old."time_samples" > 0 then
    spent := spent - old."total_time_spent";
    samples := samples - old."time_samples";
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new."time_samples" > 0 then
    spent := spent + new."total_time_spent";
    samples := samples + new."time_samples";
  end if;
  if spent <> 0 or samples <> 0 then
    update "article_reading_totals" set "total_time_spent" = "total_time_spent" + spent, "time_samples" = "time_samples" + samples
      where "id" = 1;
  end if;
  return null;
end $$;`);
    this.addSql(
      'create trigger "articles_reading_totals" after insert or delete or update of "total_time_spent", "time_samples" on "articles" ' +
        'for each row execute function "article_reading_totals_keep"();',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists "articles_reading_totals" on "articles";');
    this.addSql('drop function if exists "article_reading_totals_keep"();');
    this.addSql('drop table if exists "article_reading_totals";');
    this.addSql('drop trigger if exists "article_daily_views_total" on "article_daily_views";');
    this.addSql('drop function if exists "article_views_per_day_keep"();');
    this.addSql('drop table if exists "article_views_per_day";');
    this.addSql('drop index if exists "articles_excerpt_trgm_index";');
    this.addSql('drop index if exists "articles_title_trgm_index";');
    this.addSql('create index if not exists "article_categories_category_id_index" on "article_categories" ("category_id");');
    this.addSql('drop index if exists "article_categories_category_id_article_id_index";');
  }
}
