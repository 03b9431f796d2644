import { Migration } from '@mikro-orm/migrations';

/** Blog: categories, articles and the per-day view counter (same tables as the PostgreSQL migration). */
export class Migration20261201000000Blog extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table `categories` (`id` text not null primary key, `slug` text not null, `name` text not null, `description` text null, `created_at` datetime not null);',
    );
    this.addSql('create unique index `categories_slug_unique` on `categories` (`slug`);');
    this.addSql(
      "create table `articles` (`id` text not null primary key, `slug` text not null, `title` text not null, `excerpt` text not null default '', `content` text not null default '', `category_id` text null references `categories` (`id`) on delete set null, `category_ids` text not null default '[]', `tags` text not null default '[]', `status` text not null default 'draft' check (`status` in ('draft', 'published', 'archived')), `featured` integer not null default 0, `cover_image` text null, `author` text not null, `views` integer not null default 0, `total_time_spent` real not null default 0, `time_samples` integer not null default 0, `read_time` integer not null default 1, `seo` text not null default '{}', `translations` text not null default '{}', `published_at` datetime null, `created_at` datetime not null, `updated_at` datetime not null);",
    );
    this.addSql('create unique index `articles_slug_unique` on `articles` (`slug`);');
    this.addSql('create index `articles_status_published_at_index` on `articles` (`status`, `published_at`);');
    this.addSql('create index `articles_category_id_index` on `articles` (`category_id`);');
    this.addSql(
      'create table `article_daily_views` (`article_id` text not null references `articles` (`id`) on delete cascade, `day` text not null, `count` integer not null default 0, primary key (`article_id`, `day`));',
    );
    this.addSql('create index `article_daily_views_day_index` on `article_daily_views` (`day`);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists `article_daily_views`;');
    this.addSql('drop table if exists `articles`;');
    this.addSql('drop table if exists `categories`;');
  }
}
