import { Migration } from '@mikro-orm/migrations';

/**
 * The public blog on a big site (docs/performance.md, "Public reads and a mixed-traffic soak"); the PostgreSQL migration does the same with that
 * database's means.
 *
 * - The public list's order (published_at desc, created_at desc, id) comes from one index after the status, so its
 *   first page reads ten index entries instead of sorting every published article. It replaces the index on
 *   (status, published_at), its prefix.
 * - `public_content_version` is one number that triggers move on every write that changes what a reader sees: an
 *   article's text, status, dates or links, a category, a tag. Not on the readers' own counters (views, reading time):
 *   those would move it on every visit. The API keeps its answers to public reads while the number stays (for at most
 *   the max-age it announces, so the counters are that fresh), whichever replica or script wrote.
 * - The trigram index of the public search covers the content too: the public list searches title, excerpt and
 *   content, and without the content in the index every search read every article.
 */
const articleColumns = [
  'id',
  'slug',
  'title',
  'excerpt',
  'content',
  'category_id',
  'status',
  'featured',
  'cover_image',
  'cover_image_alt',
  'author',
  'read_time',
  'seo',
  'translations',
  'published_at',
  'publish_at',
  'version',
  'created_at',
  'updated_at',
];
const linkedTables = ['categories', 'tags', 'article_categories', 'article_tags'];
const bump = 'update `public_content_version` set `version` = `version` + 1 where `id` = 1;';

export class Migration20261215000000PublicReads extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index `articles_public_order_index` on `articles` (`status`, `published_at` desc, `created_at` desc, `id`);');
    this.addSql('drop index if exists `articles_status_published_at_index`;');

    this.addSql(
      'create table `public_content_version` (`id` integer not null primary key check (`id` = 1), `version` integer not null default 0);',
    );
    this.addSql('insert into `public_content_version` (`id`, `version`) values (1, 0);');
    this.addSql(`create trigger \`articles_public_insert\` after insert on \`articles\` begin ${bump} end;`);
    this.addSql(`create trigger \`articles_public_delete\` after delete on \`articles\` begin ${bump} end;`);
    this.addSql(
      `create trigger \`articles_public_update\` after update of ${articleColumns.map((column) => `\`${column}\``).join(', ')} ` +
        `on \`articles\` begin ${bump} end;`,
    );
    for (const table of linkedTables)
      for (const operation of ['insert', 'update', 'delete'])
        this.addSql(`create trigger \`${table}_public_${operation}\` after ${operation} on \`${table}\` begin ${bump} end;`);

    // The search index again, with the content (the admin search still matches its LIKE on title and excerpt).
    for (const operation of ['insert', 'update', 'delete']) this.addSql(`drop trigger if exists \`articles_search_${operation}\`;`);
    this.addSql('drop table if exists `article_search`;');
    this.addSql("create virtual table `article_search` using fts5(`title`, `excerpt`, `content`, tokenize = 'trigram');");
    this.addSql(
      'insert into `article_search` (`rowid`, `title`, `excerpt`, `content`) select `r`.`rowid`, `a`.`title`, `a`.`excerpt`, `a`.`content` ' +
        'from `article_search_rows` `r` join `articles` `a` on `a`.`id` = `r`.`article_id`;',
    );
    this.addSql(
      'create trigger `articles_search_insert` after insert on `articles` begin ' +
        'insert into `article_search_rows` (`article_id`) values (new.`id`); ' +
        'insert into `article_search` (`rowid`, `title`, `excerpt`, `content`) ' +
        'values ((select `rowid` from `article_search_rows` where `article_id` = new.`id`), new.`title`, new.`excerpt`, new.`content`); ' +
        'end;',
    );
    this.addSql(
      'create trigger `articles_search_update` after update of `id`, `title`, `excerpt`, `content` on `articles` begin ' +
        'update `article_search_rows` set `article_id` = new.`id` where `article_id` = old.`id`; ' +
        'update `article_search` set `title` = new.`title`, `excerpt` = new.`excerpt`, `content` = new.`content` ' +
        'where `rowid` = (select `rowid` from `article_search_rows` where `article_id` = new.`id`); ' +
        'end;',
    );
    this.addSql(
      'create trigger `articles_search_delete` after delete on `articles` begin ' +
        'delete from `article_search` where `rowid` = (select `rowid` from `article_search_rows` where `article_id` = old.`id`); ' +
        'delete from `article_search_rows` where `article_id` = old.`id`; ' +
        'end;',
    );
  }

  override async down(): Promise<void> {
    for (const operation of ['insert', 'update', 'delete']) this.addSql(`drop trigger if exists \`articles_search_${operation}\`;`);
    this.addSql('drop table if exists `article_search`;');
    this.addSql("create virtual table `article_search` using fts5(`title`, `excerpt`, tokenize = 'trigram');");
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
    for (const table of linkedTables)
      for (const operation of ['insert', 'update', 'delete']) this.addSql(`drop trigger if exists \`${table}_public_${operation}\`;`);
    for (const operation of ['insert', 'update', 'delete']) this.addSql(`drop trigger if exists \`articles_public_${operation}\`;`);
    this.addSql('drop table if exists `public_content_version`;');
    this.addSql('create index if not exists `articles_status_published_at_index` on `articles` (`status`, `published_at`);');
    this.addSql('drop index if exists `articles_public_order_index`;');
  }
}
