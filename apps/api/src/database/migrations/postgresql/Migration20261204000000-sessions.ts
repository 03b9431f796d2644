import { Migration } from '@mikro-orm/migrations';

/**
 * Sessions per device (same table as the SQLite migration). A token now names its session (`sid`), so the user's
 * token version, which ended every session at once, goes; tokens issued before this migration stop working.
 */
export class Migration20261204000000Sessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "sessions" ("id" varchar(64) not null, "user_id" varchar(36) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "last_seen_at" timestamptz not null, "revoked_at" timestamptz null, "user_agent" varchar(256) not null default '', "ip" varchar(64) not null default '', constraint "sessions_pkey" primary key ("id"));`,
    );
    this.addSql(
      'alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;',
    );
    this.addSql('create index "sessions_user_id_index" on "sessions" ("user_id");');
    this.addSql('create index "sessions_expires_at_index" on "sessions" ("expires_at");');
    this.addSql('create index "sessions_revoked_at_index" on "sessions" ("revoked_at");');
    this.addSql('alter table "users" drop column "token_version";');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "users" add column "token_version" int not null default 0;');
    this.addSql('drop table if exists "sessions" cascade;');
  }
}
