import { Migration } from '@mikro-orm/migrations';

/**
 * Categories get the editors' order (same change as the PostgreSQL migration): existing ones are numbered by name, the
 * order the blog showed until now. Names become unique regardless of case, so two "VAT" categories cannot coexist.
 */
export class Migration20261208000000CategoryOrder extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table `categories` add column `position` integer not null default 0;');
    this.addSql(
      'update `categories` set `position` = (select `ranked`.`rank` from (select `id`, row_number() over (order by lower(`name`), `id`) - 1 as `rank` from `categories`) as `ranked` where `ranked`.`id` = `categories`.`id`);',
    );
    this.addSql('create unique index `categories_name_unique` on `categories` (lower(`name`));');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists `categories_name_unique`;');
    this.addSql('alter table `categories` drop column `position`;');
  }
}
