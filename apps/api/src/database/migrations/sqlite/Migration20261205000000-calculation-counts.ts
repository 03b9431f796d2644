import { Migration } from '@mikro-orm/migrations';

/**
 * Calculation counters (same table as the PostgreSQL migration): one row per UTC day and calculator, incremented by an
 * upsert on each successful calculation. The primary key starts with the day, so a range of days is one index range.
 */
export class Migration20261205000000CalculationCounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table `calculation_counts` (`day` text not null, `calculator` text not null, `count` integer not null default 0, primary key (`day`, `calculator`));',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists `calculation_counts`;');
  }
}
