import { Migration } from '@mikro-orm/migrations';

/**
 * The contact inbox on a big site (docs/performance.md, "Contact inbox on a big site"); the PostgreSQL migration does the
 * same with that database's means.
 *
 * - Search: an FTS5 index with the trigram tokenizer over name, e-mail, subject and message finds the candidates of
 *   `lower(column) like '%text%'` without reading every message; the LIKE still decides (contact-filter.ts). Its rowids
 *   come from `contact_search_rows`, an INTEGER PRIMARY KEY that VACUUM does not renumber (it may renumber the implicit
 *   rowids of contact_submissions, whose key is a text id). That table also keeps each message's status, form type and
 *   date, so the inbox's other filters narrow the candidates before any message is read. Triggers keep both in step
 *   with every write.
 * - Counts: `contact_submission_counts` holds the number of messages per status and form type, kept by triggers on
 *   every write, so the inbox's total without a search or dates (its first page, the unread filter, the admin's
 *   unread count) is a few rows instead of a count over every message.
 * - Retention: a partial index of created_at over the messages that still hold an IP address or user agent. The job
 *   that empties them (ContactRetention) finds the expired ones through it in batches, and once they are emptied they
 *   leave the index: a run with nothing to do reads nothing, however many old messages the table holds.
 */
export class Migration20261213000000ContactIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table `contact_search_rows` (`rowid` integer primary key, `submission_id` text not null unique, ' +
        '`status` text not null, `form_type` text not null, `created_at` datetime not null);',
    );
    this.addSql("create virtual table `contact_search` using fts5(`name`, `email`, `subject`, `message`, tokenize = 'trigram');");
    this.addSql(
      'insert into `contact_search_rows` (`submission_id`, `status`, `form_type`, `created_at`) ' +
        'select `id`, `status`, `form_type`, `created_at` from `contact_submissions`;',
    );
    this.addSql(
      'insert into `contact_search` (`rowid`, `name`, `email`, `subject`, `message`) ' +
        'select `r`.`rowid`, `c`.`name`, `c`.`email`, `c`.`subject`, `c`.`message` ' +
        'from `contact_search_rows` `r` join `contact_submissions` `c` on `c`.`id` = `r`.`submission_id`;',
    );
    const rowOf = (id: string) => `(select \`rowid\` from \`contact_search_rows\` where \`submission_id\` = ${id})`;
    this.addSql(
      'create trigger `contact_submissions_search_insert` after insert on `contact_submissions` begin ' +
        'insert into `contact_search_rows` (`submission_id`, `status`, `form_type`, `created_at`) ' +
        'values (new.`id`, new.`status`, new.`form_type`, new.`created_at`); ' +
        'insert into `contact_search` (`rowid`, `name`, `email`, `subject`, `message`) ' +
        `values (${rowOf('new.`id`')}, new.\`name\`, new.\`email\`, new.\`subject\`, new.\`message\`); ` +
        'end;',
    );
    // The admin changes a status (and bulk actions change many): only the small row moves, not the text index.
    this.addSql(
      'create trigger `contact_submissions_search_filters` after update of `id`, `status`, `form_type`, `created_at` on `contact_submissions` begin ' +
        'update `contact_search_rows` set `submission_id` = new.`id`, `status` = new.`status`, `form_type` = new.`form_type`, ' +
        '`created_at` = new.`created_at` where `submission_id` = old.`id`; ' +
        'end;',
    );
    this.addSql(
      'create trigger `contact_submissions_search_text` after update of `name`, `email`, `subject`, `message` on `contact_submissions` begin ' +
        'update `contact_search` set `name` = new.`name`, `email` = new.`email`, `subject` = new.`subject`, `message` = new.`message` ' +
        // Either id: the filters' trigger may already have moved the row to a new id.
        'where `rowid` = (select `rowid` from `contact_search_rows` where `submission_id` in (old.`id`, new.`id`)); ' +
        'end;',
    );
    this.addSql(
      'create trigger `contact_submissions_search_delete` after delete on `contact_submissions` begin ' +
        `delete from \`contact_search\` where \`rowid\` = ${rowOf('old.`id`')}; ` +
        'delete from `contact_search_rows` where `submission_id` = old.`id`; ' +
        'end;',
    );

    this.addSql(
      'create table `contact_submission_counts` (`status` text not null, `form_type` text not null, ' +
        '`submissions` integer not null default 0, primary key (`status`, `form_type`));',
    );
    this.addSql(
      'insert into `contact_submission_counts` (`status`, `form_type`, `submissions`) ' +
        'select `status`, `form_type`, count(*) from `contact_submissions` group by `status`, `form_type`;',
    );
    // `where true` tells SQLite's parser that the ON CONFLICT belongs to the INSERT, not to a join.
    const addCount = (row: 'new' | 'old', change: '+ 1' | '- 1') =>
      'insert into `contact_submission_counts` (`status`, `form_type`, `submissions`) ' +
      `select ${row}.\`status\`, ${row}.\`form_type\`, 0 ${change} where true ` +
      'on conflict (`status`, `form_type`) do update set `submissions` = `submissions` + excluded.`submissions`;';
    this.addSql(
      `create trigger \`contact_submissions_count_insert\` after insert on \`contact_submissions\` begin ${addCount('new', '+ 1')} end;`,
    );
    this.addSql(
      'create trigger `contact_submissions_count_update` after update of `status`, `form_type` on `contact_submissions` begin ' +
        `${addCount('old', '- 1')} ${addCount('new', '+ 1')} end;`,
    );
    this.addSql(
      `create trigger \`contact_submissions_count_delete\` after delete on \`contact_submissions\` begin ${addCount('old', '- 1')} end;`,
    );

    this.addSql(
      'create index `contact_submissions_identifying_created_at_index` on `contact_submissions` (`created_at`) ' +
        "where `ip_address` <> '' or `user_agent` <> '';",
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists `contact_submissions_identifying_created_at_index`;');
    for (const trigger of ['delete', 'update', 'insert']) this.addSql(`drop trigger if exists \`contact_submissions_count_${trigger}\`;`);
    this.addSql('drop table if exists `contact_submission_counts`;');
    for (const trigger of ['delete', 'text', 'filters', 'insert']) {
      this.addSql(`drop trigger if exists \`contact_submissions_search_${trigger}\`;`);
    }
    this.addSql('drop table if exists `contact_search`;');
    this.addSql('drop table if exists `contact_search_rows`;');
  }
}
