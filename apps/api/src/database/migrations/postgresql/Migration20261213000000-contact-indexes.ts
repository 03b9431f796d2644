import { Migration } from '@mikro-orm/migrations';

/**
 * The contact inbox on a big site (docs/performance.md, "Contact inbox on a big site"); the SQLite migration does the
 * same with that database's means.
 *
 * - Search: a trigram GIN index (pg_trgm) on the lower-cased name, e-mail, subject and message joined in one text
 *   finds the candidates of `lower(column) like '%text%'` without reading every message (a match in one column is a
 *   match in the joined text); the LIKE on each column still decides (contact-filter.ts). One index instead of four:
 *   a quarter of the upkeep on every new message, and one index scan per search. pg_trgm ships with PostgreSQL's
 *   contrib and is a trusted extension; where it cannot be created the migration says so in a NOTICE and goes on
 *   without the index: the search gives the same answers, by reading every message.
 * - Counts: `contact_submission_counts` holds the number of messages per status and form type, kept by statement
 *   triggers on every write, so the inbox's total without a search or dates (its first page, the unread filter, the
 *   admin's unread count) is a few rows instead of a count over every message (55 ms for a million on PostgreSQL).
 * - Retention: a partial index of created_at over the messages that still hold an IP address or user agent. The job
 *   that empties them (ContactRetention) finds the expired ones through it in batches, and once they are emptied they
 *   leave the index: a run with nothing to do reads nothing, however many old messages the table holds.
 */
export class Migration20261213000000ContactIndexes extends Migration {
  override async up(): Promise<void> {
    // The operator class is named with the extension's schema: an extension created earlier may live outside the
    // search path. The expression must stay the one contact-filter.ts writes, or the index serves no query.
    this.addSql(`do $$
declare
  trgm_schema name;
begin
  begin
    create extension if not exists pg_trgm;
  exception when others then
    raise notice 'pg_trgm could not be created (%): the contact search works without a trigram index, by reading every message', sqlerrm;
  end;
  select n.nspname into trgm_schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm';
  if trgm_schema is not null then
    execute format('create index if not exists "contact_submissions_search_trgm_index" on "contact_submissions" using gin '
      '((lower("name") || '' '' || lower("email") || '' '' || lower("subject") || '' '' || lower("message")) %I.gin_trgm_ops)', trgm_schema);
  end if;
end $$;`);

    this.addSql(
      'create table "contact_submission_counts" ("status" varchar(10) not null, "form_type" varchar(20) not null, ' +
        '"submissions" bigint not null default 0, constraint "contact_submission_counts_pkey" primary key ("status", "form_type"));',
    );
    this.addSql(
      'insert into "contact_submission_counts" ("status", "form_type", "submissions") ' +
        'select "status", "form_type", count(*) from "contact_submissions" group by "status", "form_type";',
    );
    // Once per statement, from its transition tables: a bulk action of a hundred messages changes each count once, and
    // every statement changes the counts in the same order, so two bulk actions at once cannot deadlock on them.
    const changes = {
      insert: 'select "status", "form_type", 1 as "change" from "new_rows"',
      update: 'select "status", "form_type", 1 as "change" from "new_rows" union all select "status", "form_type", -1 from "old_rows"',
      delete: 'select "status", "form_type", -1 as "change" from "old_rows"',
    };
    const transitionTables = {
      insert: 'new table as "new_rows"',
      update: 'old table as "old_rows" new table as "new_rows"',
      delete: 'old table as "old_rows"',
    };
    for (const operation of ['insert', 'update', 'delete'] as const) {
      this.addSql(`create function "contact_submission_counts_${operation}"() returns trigger language plpgsql as $$
begin
  insert into "contact_submission_counts" ("status", "form_type", "submissions")
    select "status", "form_type", sum("change") from (${changes[operation]}) as "changes"
    group by "status", "form_type" having sum("change") <> 0 order by "status", "form_type"
  on conflict ("status", "form_type") do update set "submissions" = "contact_submission_counts"."submissions" + excluded."submissions";
  return null;
end $$;`);
      this.addSql(
        `create trigger "contact_submissions_count_${operation}" after ${operation} on "contact_submissions" ` +
          `referencing ${transitionTables[operation]} for each statement execute function "contact_submission_counts_${operation}"();`,
      );
    }

    this.addSql(
      'create index "contact_submissions_identifying_created_at_index" on "contact_submissions" ("created_at") ' +
        `where "ip_address" <> '' or "user_agent" <> '';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "contact_submissions_identifying_created_at_index";');
    for (const operation of ['delete', 'update', 'insert']) {
      this.addSql(`drop trigger if exists "contact_submissions_count_${operation}" on "contact_submissions";`);
    }
    for (const operation of ['delete', 'update', 'insert'])
      this.addSql(`drop function if exists "contact_submission_counts_${operation}"();`);
    this.addSql('drop table if exists "contact_submission_counts";');
    this.addSql('drop index if exists "contact_submissions_search_trgm_index";');
  }
}
