import { Migration } from '@mikro-orm/migrations';

/** Accounts and bookmarks (same tables as the SQLite migration). Site settings keep their table. */
export class Migration20261203000000Accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "users" ("id" varchar(36) not null, "email" varchar(254) not null, "username" varchar(30) not null, "password_hash" text not null, "first_name" varchar(100) not null default '', "last_name" varchar(100) not null default '', "role" varchar(20) not null default 'user', "preferred_language" varchar(2) not null default 'en', "disabled" boolean not null default false, "token_version" int not null default 0, "last_login_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "users_pkey" primary key ("id"), constraint "users_role_check" check ("role" in ('user', 'editor', 'admin')), constraint "users_preferred_language_check" check ("preferred_language" in ('en', 'de')));`,
    );
    this.addSql('alter table "users" add constraint "users_email_unique" unique ("email");');
    this.addSql('alter table "users" add constraint "users_username_unique" unique ("username");');
    this.addSql('create index "users_role_index" on "users" ("role");');
    this.addSql(
      'create table "bookmarks" ("id" varchar(36) not null, "user_id" varchar(36) not null, "article_id" varchar(36) not null, "created_at" timestamptz not null, constraint "bookmarks_pkey" primary key ("id"));',
    );
    this.addSql('alter table "bookmarks" add constraint "bookmarks_user_id_article_id_unique" unique ("user_id", "article_id");');
    this.addSql(
      'alter table "bookmarks" add constraint "bookmarks_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;',
    );
    this.addSql(
      'alter table "bookmarks" add constraint "bookmarks_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;',
    );
    this.addSql('create index "bookmarks_article_id_index" on "bookmarks" ("article_id");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "bookmarks" cascade;');
    this.addSql('drop table if exists "users" cascade;');
  }
}
