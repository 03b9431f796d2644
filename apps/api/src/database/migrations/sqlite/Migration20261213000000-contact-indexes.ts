import { Migration } from '@mikro-orm/migrations';

/**
 * The contact inbox on a big site (docs/performance.md, "Contact inbox on a big site"); the PostgreSQL migration does the
 * same with that database's means.
 *
 * - Retention: a partial index of created_at over the messages that still hold an IP address or user agent. The job
 *   that empties them (ContactRetention) finds the expired ones through it in batches, and once they are emptied they
 *   leave the index: a run with nothing to do reads nothing, however many old messages the table holds.
 */
export class Migration20261213000000ContactIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create index `contact_submissions_identifying_created_at_index` on `contact_submissions` (`created_at`) ' +
        "where `ip_address` <> '' or `user_agent` <> '';",
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists `contact_submissions_identifying_created_at_index`;');
  }
}
