import { Migration } from '@mikro-orm/migrations';

/** Contact form messages (same table as the SQLite migration); the indexes serve the inbox, newest first. */
export class Migration20261212000000Contact extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "contact_submissions" ("id" varchar(36) not null, "name" varchar(100) not null, "email" varchar(254) not null, "subject" varchar(200) not null, "message" text not null, "form_type" varchar(20) not null default 'general', "status" varchar(10) not null default 'unread', "admin_note" text not null default '', "tracking_data" text null, "ip_address" varchar(64) not null default '', "user_agent" varchar(512) not null default '', "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "contact_submissions_pkey" primary key ("id"));`,
    );
    this.addSql('create index "contact_submissions_status_created_at_index" on "contact_submissions" ("status", "created_at");');
    this.addSql('create index "contact_submissions_created_at_index" on "contact_submissions" ("created_at");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "contact_submissions" cascade;');
  }
}
