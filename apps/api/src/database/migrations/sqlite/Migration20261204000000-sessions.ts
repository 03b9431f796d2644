import { Migration } from '@mikro-orm/migrations';

/**
 * Sessions per device (same table as the PostgreSQL migration). A token now names its session (`sid`), so the user's
 * token version, which ended every session at once, goes; tokens issued before this migration stop working.
 */
export class Migration20261204000000Sessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      "create table `sessions` (`id` text not null primary key, `user_id` text not null references `users` (`id`) on delete cascade, `created_at` datetime not null, `expires_at` datetime not null, `last_seen_at` datetime not null, `revoked_at` datetime null, `user_agent` text not null default '', `ip` text not null default '');",
    );
    this.addSql('create index `sessions_user_id_index` on `sessions` (`user_id`);');
    this.addSql('create index `sessions_expires_at_index` on `sessions` (`expires_at`);');
    this.addSql('create index `sessions_revoked_at_index` on `sessions` (`revoked_at`);');
    this.addSql('alter table `users` drop column `token_version`;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table `users` add column `token_version` integer not null default 0;');
    this.addSql('drop table if exists `sessions`;');
  }
}
