import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000000SiteSettings extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table `site_settings` (`key` text not null primary key, `value` text not null, `updated_at` datetime not null);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists `site_settings`;');
  }
}
