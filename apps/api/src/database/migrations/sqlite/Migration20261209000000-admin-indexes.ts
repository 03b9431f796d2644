import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the admin's queries (same indexes as the PostgreSQL migration). Recent articles and the admin list sort
 * by updated_at. The analytics sum a range of days of article_daily_views by day and by article: an index on
 * (day, article_id, count) answers both from the index alone, and replaces the index on day, its prefix.
 * The mean reading time of all articles sums two columns of every article: an index on (time_samples,
 * total_time_spent) holds both, so the sum reads the index instead of every article row, content and all.
 * calculation_counts needs none: its primary key starts with the day. `if not exists` because the articles work may
 * add the updated_at index too.
 */
export class Migration20261209000000AdminIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index if not exists `articles_updated_at_index` on `articles` (`updated_at`);');
    this.addSql(
      'create index if not exists `article_daily_views_day_article_id_count_index` on `article_daily_views` (`day`, `article_id`, `count`);',
    );
    this.addSql('drop index if exists `article_daily_views_day_index`;');
    this.addSql(
      'create index if not exists `articles_time_samples_total_time_spent_index` on `articles` (`time_samples`, `total_time_spent`);',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists `articles_time_samples_total_time_spent_index`;');
    this.addSql('create index if not exists `article_daily_views_day_index` on `article_daily_views` (`day`);');
    this.addSql('drop index if exists `article_daily_views_day_article_id_count_index`;');
    this.addSql('drop index if exists `articles_updated_at_index`;');
  }
}
