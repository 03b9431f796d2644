import { Migration } from '@mikro-orm/migrations';

/**
 * The article editor (same tables as the SQLite migration): a version per article for the stale-save check, a
 * schedule, cover alt text and who created and last saved it; revisions; the old slugs that still lead to an article.
 */
export class Migration20261206000000ArticleEditor extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "articles" drop constraint "articles_status_check";');
    this.addSql(
      `alter table "articles" add constraint "articles_status_check" check ("status" in ('draft', 'scheduled', 'published', 'archived'));`,
    );
    this.addSql(
      'alter table "articles" add column "version" int not null default 1, add column "publish_at" timestamptz null, ' +
        'add column "cover_image_alt" varchar(300) null, add column "created_by" varchar(36) null, add column "updated_by" varchar(36) null;',
    );
    this.addSql(
      'alter table "articles" add constraint "articles_created_by_foreign" foreign key ("created_by") references "users" ("id") on update cascade on delete set null;',
    );
    this.addSql(
      'alter table "articles" add constraint "articles_updated_by_foreign" foreign key ("updated_by") references "users" ("id") on update cascade on delete set null;',
    );
    this.addSql('create index "articles_status_publish_at_index" on "articles" ("status", "publish_at");');
    this.addSql(
      'create table "article_revisions" ("id" varchar(36) not null, "article_id" varchar(36) not null, "version" int not null, "snapshot" text not null, "saved_by" varchar(36) null, "saved_at" timestamptz not null, "autosave" boolean not null default false, constraint "article_revisions_pkey" primary key ("id"));',
    );
    this.addSql(
      'alter table "article_revisions" add constraint "article_revisions_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;',
    );
    this.addSql(
      'alter table "article_revisions" add constraint "article_revisions_saved_by_foreign" foreign key ("saved_by") references "users" ("id") on update cascade on delete set null;',
    );
    this.addSql(
      'alter table "article_revisions" add constraint "article_revisions_article_id_version_unique" unique ("article_id", "version");',
    );
    this.addSql(
      'create table "article_slug_redirects" ("old_slug" varchar(200) not null, "article_id" varchar(36) not null, "created_at" timestamptz not null, constraint "article_slug_redirects_pkey" primary key ("old_slug"));',
    );
    this.addSql(
      'alter table "article_slug_redirects" add constraint "article_slug_redirects_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;',
    );
    this.addSql('create index "article_slug_redirects_article_id_index" on "article_slug_redirects" ("article_id");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "article_slug_redirects" cascade;');
    this.addSql('drop table if exists "article_revisions" cascade;');
    this.addSql('drop index if exists "articles_status_publish_at_index";');
    this.addSql(`update "articles" set "status" = 'draft' where "status" = 'scheduled';`);
    this.addSql(
      'alter table "articles" drop column "updated_by", drop column "created_by", drop column "cover_image_alt", drop column "publish_at", drop column "version";',
    );
    this.addSql('alter table "articles" drop constraint "articles_status_check";');
    this.addSql(`alter table "articles" add constraint "articles_status_check" check ("status" in ('draft', 'published', 'archived'));`);
  }
}
