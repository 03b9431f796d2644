import { Migration } from '@mikro-orm/migrations';
import { moveArticleListsIntoTables, moveArticleTablesIntoLists } from '../article-relations-data';

/**
 * Article categories and tags become relations: article_categories, tags and article_tags, indexed for the category
 * filter and counts, filled from the JSON text columns, which are then dropped (same tables as the PostgreSQL
 * migration). The statements run at once, in order, because the data move reads what the ones before created.
 */
export class Migration20261202000000ArticleRelations extends Migration {
  override async up(): Promise<void> {
    const run = (sql: string, params?: unknown[]) => this.execute(sql, params) as Promise<Record<string, unknown>[]>;
    await run('create table `tags` (`id` text not null primary key, `name` text not null);');
    await run('create unique index `tags_name_unique` on `tags` (`name`);');
    await run(
      'create table `article_categories` (`article_id` text not null references `articles` (`id`) on delete cascade, `category_id` text not null references `categories` (`id`) on delete cascade, `position` integer not null default 0, primary key (`article_id`, `category_id`));',
    );
    await run('create index `article_categories_category_id_index` on `article_categories` (`category_id`);');
    await run(
      'create table `article_tags` (`article_id` text not null references `articles` (`id`) on delete cascade, `tag_id` text not null references `tags` (`id`) on delete cascade, `position` integer not null default 0, primary key (`article_id`, `tag_id`));',
    );
    await run('create index `article_tags_tag_id_index` on `article_tags` (`tag_id`);');
    await moveArticleListsIntoTables(run);
    await run('alter table `articles` drop column `category_ids`;');
    await run('alter table `articles` drop column `tags`;');
  }

  override async down(): Promise<void> {
    const run = (sql: string, params?: unknown[]) => this.execute(sql, params) as Promise<Record<string, unknown>[]>;
    await run("alter table `articles` add column `category_ids` text not null default '[]';");
    await run("alter table `articles` add column `tags` text not null default '[]';");
    await moveArticleTablesIntoLists(run);
    await run('drop table if exists `article_tags`;');
    await run('drop table if exists `article_categories`;');
    await run('drop table if exists `tags`;');
  }
}
