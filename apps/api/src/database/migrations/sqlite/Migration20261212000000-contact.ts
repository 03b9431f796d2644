import { Migration } from '@mikro-orm/migrations';

/** Contact form messages (same table as the PostgreSQL migration); the indexes serve the inbox, newest first. */
export class Migration20261212000000Contact extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      "create table `contact_submissions` (`id` text not null primary key, `name` text not null, `email` text not null, `subject` text not null, `message` text not null, `form_type` text not null default 'general', `status` text not null default 'unread', `admin_note` text not null default '', `tracking_data` text null, `ip_address` text not null default '', `user_agent` text not null default '', `created_at` datetime not null, `updated_at` datetime not null);",
    );
    this.addSql('create index `contact_submissions_status_created_at_index` on `contact_submissions` (`status`, `created_at`);');
    this.addSql('create index `contact_submissions_created_at_index` on `contact_submissions` (`created_at`);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists `contact_submissions`;');
  }
}
