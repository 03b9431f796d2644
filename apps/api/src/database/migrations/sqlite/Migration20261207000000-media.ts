import { Migration } from '@mikro-orm/migrations';

/**
 * The media library (same tables as the PostgreSQL migration): `media` holds each image's metadata, newest first by
 * created_at; `media_files` holds the bytes of the DatabaseMediaStore (the default store, which every replica sees).
 */
export class Migration20261207000000Media extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      "create table `media` (`id` text not null primary key, `filename` text not null, `type` text not null, `size` integer not null, `width` integer not null, `height` integer not null, `alt` text not null default '', `variants` text not null default '[]', `uploaded_by` text null references `users` (`id`) on delete set null, `created_at` datetime not null);",
    );
    this.addSql('create index `media_created_at_index` on `media` (`created_at`);');
    this.addSql(
      'create table `media_files` (`key` text not null primary key, `type` text not null, `bytes` blob not null, `created_at` datetime not null);',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists `media_files`;');
    this.addSql('drop table if exists `media`;');
  }
}
