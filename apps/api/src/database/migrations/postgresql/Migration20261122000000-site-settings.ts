import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000000SiteSettings extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "site_settings" ("key" varchar(100) not null, "value" text not null, "updated_at" timestamptz not null, constraint "site_settings_pkey" primary key ("key"));',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "site_settings";');
  }
}
