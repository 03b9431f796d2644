import { Migration } from '@mikro-orm/migrations';

/** Blog: categories, articles and the per-day view counter (same tables as the SQLite migration). */
export class Migration20261201000000Blog extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "categories" ("id" varchar(36) not null, "slug" varchar(120) not null, "name" varchar(120) not null, "description" text null, "created_at" timestamptz not null, constraint "categories_pkey" primary key ("id"));',
    );
    this.addSql('alter table "categories" add constraint "categories_slug_unique" unique ("slug");');
    this.addSql(
      `create table "articles" ("id" varchar(36) not null, "slug" varchar(200) not null, "title" varchar(300) not null, "excerpt" text not null default '', "content" text not null default '', "category_id" varchar(36) null, "category_ids" text not null default '[]', "tags" text not null default '[]', "status" varchar(20) not null default 'draft', "featured" boolean not null default false, "cover_image" varchar(1000) null, "author" varchar(200) not null, "views" int not null default 0, "total_time_spent" double precision not null default 0, "time_samples" int not null default 0, "read_time" int not null default 1, "seo" text not null default '{}', "translations" text not null default '{}', "published_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "articles_pkey" primary key ("id"), constraint "articles_status_check" check ("status" in ('draft', 'published', 'archived')));`,
    );
    this.addSql('alter table "articles" add constraint "articles_slug_unique" unique ("slug");');
    this.addSql(
      'alter table "articles" add constraint "articles_category_id_foreign" foreign key ("category_id") references "categories" ("id") on update cascade on delete set null;',
    );
    this.addSql('create index "articles_status_published_at_index" on "articles" ("status", "published_at");');
    this.addSql('create index "articles_category_id_index" on "articles" ("category_id");');
    this.addSql(
      'create table "article_daily_views" ("article_id" varchar(36) not null, "day" varchar(10) not null, "count" int not null default 0, constraint "article_daily_views_pkey" primary key ("article_id", "day"));',
    );
    this.addSql(
      'alter table "article_daily_views" add constraint "article_daily_views_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;',
    );
    this.addSql('create index "article_daily_views_day_index" on "article_daily_views" ("day");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "article_daily_views" cascade;');
    this.addSql('drop table if exists "articles" cascade;');
    this.addSql('drop table if exists "categories" cascade;');
  }
}
