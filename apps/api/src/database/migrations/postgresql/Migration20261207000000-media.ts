import { Migration } from '@mikro-orm/migrations';

/**
 * The media library (same tables as the SQLite migration): `media` holds each image's metadata, newest first by
 * created_at; `media_files` holds the bytes of the DatabaseMediaStore (the default store, which every replica sees).
 */
export class Migration20261207000000Media extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "media" ("id" varchar(36) not null, "filename" varchar(255) not null, "type" varchar(20) not null, "size" int not null, "width" int not null, "height" int not null, "alt" varchar(300) not null default '', "variants" text not null default '[]', "uploaded_by" varchar(36) null, "created_at" timestamptz not null, constraint "media_pkey" primary key ("id"), constraint "media_uploaded_by_foreign" foreign key ("uploaded_by") references "users" ("id") on delete set null);`,
    );
    this.addSql('create index "media_created_at_index" on "media" ("created_at");');
    this.addSql(
      'create table "media_files" ("key" varchar(120) not null, "type" varchar(40) not null, "bytes" bytea not null, "created_at" timestamptz not null, constraint "media_files_pkey" primary key ("key"));',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "media_files" cascade;');
    this.addSql('drop table if exists "media" cascade;');
  }
}
