import { Migration } from '@mikro-orm/migrations';
import { moveArticleListsIntoTables, moveArticleTablesIntoLists } from '../article-relations-data';

/**
 * Article categories and tags become relations: article_categories, tags and article_tags, indexed for the category
 * filter and counts, filled from the JSON text columns, which are then dropped (same tables as the SQLite
 * migration). The statements run at once, in order, because the data move reads what the ones before created.
 */
export class Migration20261202000000ArticleRelations extends Migration {
  override async up(): Promise<void> {
    const run = (sql: string, params?: unknown[]) => this.execute(sql, params) as Promise<Record<string, unknown>[]>;
    await run('create table "tags" ("id" varchar(36) not null, "name" varchar(60) not null, constraint "tags_pkey" primary key ("id"));');
    await run('alter table "tags" add constraint "tags_name_unique" unique ("name");');
    await run(
      'create table "article_categories" ("article_id" varchar(36) not null, "category_id" varchar(36) not null, "position" int not null default 0, constraint "article_categories_pkey" primary key ("article_id", "category_id"));',
    );
    await run(
      'alter table "article_categories" add constraint "article_categories_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;',
    );
    await run(
      'alter table "article_categories" add constraint "article_categories_category_id_foreign" foreign key ("category_id") references "categories" ("id") on update cascade on delete cascade;',
    );
    await run('create index "article_categories_category_id_index" on "article_categories" ("category_id");');
    await run(
      'create table "article_tags" ("article_id" varchar(36) not null, "tag_id" varchar(36) not null, "position" int not null default 0, constraint "article_tags_pkey" primary key ("article_id", "tag_id"));',
    );
    await run(
      'alter table "article_tags" add constraint "article_tags_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;',
    );
    await run(
      'alter table "article_tags" add constraint "article_tags_tag_id_foreign" foreign key ("tag_id") references "tags" ("id") on update cascade on delete cascade;',
    );
    await run('create index "article_tags_tag_id_index" on "article_tags" ("tag_id");');
    await moveArticleListsIntoTables(run);
    await run('alter table "articles" drop column "category_ids", drop column "tags";');
  }

  override async down(): Promise<void> {
    const run = (sql: string, params?: unknown[]) => this.execute(sql, params) as Promise<Record<string, unknown>[]>;
    await run(`alter table "articles" add column "category_ids" text not null default '[]', add column "tags" text not null default '[]';`);
    await moveArticleTablesIntoLists(run);
    await run('drop table if exists "article_tags" cascade;');
    await run('drop table if exists "article_categories" cascade;');
    await run('drop table if exists "tags" cascade;');
  }
}
