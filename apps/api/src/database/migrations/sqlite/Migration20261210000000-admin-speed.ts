import { Migration } from '@mikro-orm/migrations';

/**
 * The admin's queries on a big site (docs/performance.md, "Admin queries on a big site"); the PostgreSQL migration does
 * the same with that database's means.
 *
 * - The admin search: an FTS5 index with the trigram tokenizer (SQLite 3.34 or later) over articles' title and excerpt,
 *   kept in step by triggers, finds the candidates of `lower(title) like '%word%'` without reading every article; the
 *   LIKE still decides (ArticleEditorService.list). FTS5 rowids must not move, so they come from a table with an
 *   INTEGER PRIMARY KEY (VACUUM may renumber the implicit rowids of articles, whose key is a text id).
 * - The category filter reads (category_id, article_id) from one index instead of the table; it replaces the index
 *   on category_id, its prefix.
 * - Views per day: the sum of article_daily_views per day, kept by triggers on every write to that table (the
 *   track-view upsert, an article's deletion by cascade, any direct write), so the analytics and the dashboard read a
 *   row per day instead of summing every article's row of the period.
 * - Reading time: the sums of total_time_spent and time_samples over the articles with samples, kept by triggers on
 *   articles, so the mean reading time is one row instead of a pass over every article.
 */
export class Migration20261210000000AdminSpeed extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index `article_categories_category_id_article_id_index` on `article_categories` (`category_id`, `article_id`);');
    this.addSql('drop index if exists `article_categories_category_id_index`;');

    this.addSql('create table `article_search_rows` (`rowid` integer primary key, `article_id` text not null unique);');
    this.addSql("create virtual table `article_search` using fts5(`title`, `excerpt`, tokenize = 'trigram');");
    this.addSql('insert into `article_search_rows` (`article_id`) select `id` from `articles`;');
    this.addSql(
      'insert into `article_search` (`rowid`, `title`, `excerpt`) select `r`.`rowid`, `a`.`title`, `a`.`excerpt` ' +
        'from `article_search_rows` `r` join `articles` `a` on `a`.`id` = `r`.`article_id`;',
    );
    this.addSql(
      'create trigger `articles_search_insert` after insert on `articles` begin ' +
        'insert into `article_search_rows` (`article_id`) values (new.`id`); ' +
        'insert into `article_search` (`rowid`, `title`, `excerpt`) ' +
        'values ((select `rowid` from `article_search_rows` where `article_id` = new.`id`), new.`title`, new.`excerpt`); ' +
        'end;',
    );
    this.addSql(
      'create trigger `articles_search_update` after update of `id`, `title`, `excerpt` on `articles` begin ' +
        'update `article_search_rows` set `article_id` = new.`id` where `article_id` = old.`id`; ' +
        'update `article_search` set `title` = new.`title`, `excerpt` = new.`excerpt` ' +
        'where `rowid` = (select `rowid` from `article_search_rows` where `article_id` = new.`id`); ' +
        'end;',
    );
    this.addSql(
      'create trigger `articles_search_delete` after delete on `articles` begin ' +
        'delete from `article_search` where `rowid` = (select `rowid` from `article_search_rows` where `article_id` = old.`id`); ' +
        'delete from `article_search_rows` where `article_id` = old.`id`; ' +
        'end;',
    );

    this.addSql('create table `article_views_per_day` (`day` text not null primary key, `views` integer not null default 0);');
    this.addSql(
      'insert into `article_views_per_day` (`day`, `views`) select `day`, sum(`count`) from `article_daily_views` group by `day`;',
    );
    // The upsert of the first view of a day in the per-day row; `where true` tells SQLite's parser that the ON CONFLICT
    // belongs to the INSERT, not to a join.
    const addViews = (day: string, views: string) =>
      `insert into \`article_views_per_day\` (\`day\`, \`views\`) select ${day}, ${views} where true ` +
      `on conflict (\`day\`) do update set \`views\` = \`article_views_per_day\`.\`views\` + excluded.\`views\`;`;
    this.addSql(
      `create trigger \`article_daily_views_total_insert\` after insert on \`article_daily_views\` begin ${addViews('new.`day`', 'new.`count`')} end;`,
    );
    this.addSql(
      'create trigger `article_daily_views_total_update` after update of `day`, `count` on `article_daily_views` begin ' +
        `${addViews('old.`day`', '-old.`count`')} ${addViews('new.`day`', 'new.`count`')} end;`,
    );
    this.addSql(
      `create trigger \`article_daily_views_total_delete\` after delete on \`article_daily_views\` begin ${addViews('old.`day`', '-old.`count`')} end;`,
    );

    this.addSql(
      'create table `article_reading_totals` (`id` integer not null primary key check (`id` = 1), ' +
        '`total_time_spent` real not null default 0, `time_samples` integer not null default 0);',
    );
    this.addSql(
      'insert into `article_reading_totals` (`id`, `total_time_spent`, `time_samples`) ' +
        'select 1, coalesce(sum(`total_time_spent`), 0), coalesce(sum(`time_samples`), 0) from `articles` where `time_samples` > 0;',
    );
    // Only articles with samples count, as in the mean's query before: an article's part is its sums while it has any.
    const part = (row: 'new' | 'old', column: string) => `(case when ${row}.\`time_samples\` > 0 then ${row}.\`${column}\` else 0 end)`;
    const addReading = (sign: '+' | '-', row: 'new' | 'old') =>
      'update `article_reading_totals` set ' +
      `\`total_time_spent\` = \`total_time_spent\` ${sign} ${part(row, 'total_time_spent')}, ` +
      `\`time_samples\` = \`time_samples\` ${sign} ${part(row, 'time_samples')} where \`id\` = 1;`;
    this.addSql(
      `create trigger \`articles_reading_insert\` after insert on \`articles\` when new.\`time_samples\` > 0 begin ${addReading('+', 'new')} end;`,
    );
    this.addSql(
      'create trigger `articles_reading_update` after update of `total_time_spent`, `time_samples` on `articles` begin ' +
        `${addReading('-', 'old')} ${addReading('+', 'new')} end;`,
    );
    this.addSql(
      `create trigger \`articles_reading_delete\` after delete on \`articles\` when old.\`time_samples\` > 0 begin ${addReading('-', 'old')} end;`,
    );
  }

  override async down(): Promise<void> {
    for (const trigger of [
      'articles_reading_delete',
      'articles_reading_update',
      'articles_reading_insert',
      'article_daily_views_total_delete',
      'article_daily_views_total_update',
      'article_daily_views_total_insert',
      'articles_search_delete',
      'articles_search_update',
      'articles_search_insert',
    ]) {
      this.addSql(`drop trigger if exists \`${trigger}\`;`);
    }
    this.addSql('drop table if exists `article_reading_totals`;');
    this.addSql('drop table if exists `article_views_per_day`;');
    this.addSql('drop table if exists `article_search`;');
    this.addSql('drop table if exists `article_search_rows`;');
    this.addSql('create index if not exists `article_categories_category_id_index` on `article_categories` (`category_id`);');
    this.addSql('drop index if exists `article_categories_category_id_article_id_index`;');
  }
}
