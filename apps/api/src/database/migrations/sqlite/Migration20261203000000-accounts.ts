import { Migration } from '@mikro-orm/migrations';

/** Accounts and bookmarks (same tables as the PostgreSQL migration). Site settings keep their table. */
export class Migration20261203000000Accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      "create table `users` (`id` text not null primary key, `email` text not null, `username` text not null, `password_hash` text not null, `first_name` text not null default '', `last_name` text not null default '', `role` text not null default 'user' check (`role` in ('user', 'editor', 'admin')), `preferred_language` text not null default 'en' check (`preferred_language` in ('en', 'de')), `disabled` integer not null default 0, `token_version` integer not null default 0, `last_login_at` datetime null, `created_at` datetime not null, `updated_at` datetime not null);",
    );
    this.addSql('create unique index `users_email_unique` on `users` (`email`);');
    this.addSql('create unique index `users_username_unique` on `users` (`username`);');
    this.addSql('create index `users_role_index` on `users` (`role`);');
    this.addSql(
      'create table `bookmarks` (`id` text not null primary key, `user_id` text not null references `users` (`id`) on delete cascade, `article_id` text not null references `articles` (`id`) on delete cascade, `created_at` datetime not null);',
    );
    this.addSql('create unique index `bookmarks_user_id_article_id_unique` on `bookmarks` (`user_id`, `article_id`);');
    this.addSql('create index `bookmarks_article_id_index` on `bookmarks` (`article_id`);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists `bookmarks`;');
    this.addSql('drop table if exists `users`;');
  }
}
