import { Migration } from '@mikro-orm/migrations';

/**
 * Calculation counters (same table as the SQLite migration): one row per UTC day and calculator, incremented by an
 * upsert on each successful calculation. The primary key starts with the day, so a range of days is one index range.
 */
export class Migration20261205000000CalculationCounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "calculation_counts" ("day" varchar(10) not null, "calculator" varchar(40) not null, "count" int not null default 0, constraint "calculation_counts_pkey" primary key ("day", "calculator"));',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "calculation_counts" cascade;');
  }
}
