import { Migration } from '@mikro-orm/migrations';

/** Saved calculations of the desktop app (docs/desktop.md); the same table as the PostgreSQL migration. */
export class Migration20261214000000SavedCalculations extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table `saved_calculations` (`id` text not null, `client` text not null, `name` text not null, ' +
        '`calculation` text not null, `created_at` datetime not null, `updated_at` datetime not null, primary key (`id`));',
    );
    this.addSql('create index `saved_calculations_client_updated_at_index` on `saved_calculations` (`client`, `updated_at`);');
    this.addSql('create index `saved_calculations_updated_at_index` on `saved_calculations` (`updated_at`);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists `saved_calculations`;');
  }
}
