import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000SiteSettings as PostgresSiteSettings } from './postgresql/Migration20261122000000-site-settings';
import { Migration20261122000000SiteSettings as SqliteSiteSettings } from './sqlite/Migration20261122000000-site-settings';

/**
 * Migrations are listed in code (not globbed from disk) so the SWC build, jest and the desktop bundle
 * all find them. Each database has its own folder because their SQL differs; keep the two lists in step.
 */
export const sqliteMigrations: MigrationObject[] = [{ name: 'Migration20261122000000SiteSettings', class: SqliteSiteSettings }];
export const postgresqlMigrations: MigrationObject[] = [{ name: 'Migration20261122000000SiteSettings', class: PostgresSiteSettings }];
