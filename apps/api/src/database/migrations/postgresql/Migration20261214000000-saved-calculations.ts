import { Migration } from '@mikro-orm/migrations';

/** Saved calculations of the desktop app (docs/desktop.md); the same table as the SQLite migration. */
export class Migration20261214000000SavedCalculations extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "saved_calculations" ("id" varchar(36) not null, "client" varchar(120) not null, "name" varchar(160) not null, ' +
        '"calculation" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, ' +
        'constraint "saved_calculations_pkey" primary key ("id"));',
    );
    this.addSql('create index "saved_calculations_client_updated_at_index" on "saved_calculations" ("client", "updated_at");');
    this.addSql('create index "saved_calculations_updated_at_index" on "saved_calculations" ("updated_at");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "saved_calculations" cascade;');
  }
}
