import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000SiteSettings as PostgresSiteSettings } from './postgresql/Migration20261122000000-site-settings';
import { Migration20261122000000SiteSettings as SqliteSiteSettings } from './sqlite/Migration20261122000000-site-settings';
import { Migration20261201000000Blog as PostgresBlog } from './postgresql/Migration20261201000000-blog';
import { Migration20261201000000Blog as SqliteBlog } from './sqlite/Migration20261201000000-blog';
import { Migration20261202000000ArticleRelations as PostgresArticleRelations } from './postgresql/Migration20261202000000-article-relations';
import { Migration20261202000000ArticleRelations as SqliteArticleRelations } from './sqlite/Migration20261202000000-article-relations';
import { Migration20261203000000Accounts as PostgresAccounts } from './postgresql/Migration20261203000000-accounts';
import { Migration20261203000000Accounts as SqliteAccounts } from './sqlite/Migration20261203000000-accounts';
import { Migration20261204000000Sessions as PostgresSessions } from './postgresql/Migration20261204000000-sessions';
import { Migration20261204000000Sessions as SqliteSessions } from './sqlite/Migration20261204000000-sessions';
import { Migration20261205000000CalculationCounts as PostgresCalculationCounts } from './postgresql/Migration20261205000000-calculation-counts';
import { Migration20261205000000CalculationCounts as SqliteCalculationCounts } from './sqlite/Migration20261205000000-calculation-counts';
import { Migration20261206000000ArticleEditor as PostgresArticleEditor } from './postgresql/Migration20261206000000-article-editor';
import { Migration20261206000000ArticleEditor as SqliteArticleEditor } from './sqlite/Migration20261206000000-article-editor';
import { Migration20261207000000Media as PostgresMedia } from './postgresql/Migration20261207000000-media';
import { Migration20261207000000Media as SqliteMedia } from './sqlite/Migration20261207000000-media';
import { Migration20261208000000CategoryOrder as PostgresCategoryOrder } from './postgresql/Migration20261208000000-category-order';
import { Migration20261208000000CategoryOrder as SqliteCategoryOrder } from './sqlite/Migration20261208000000-category-order';
import { Migration20261209000000AdminIndexes as PostgresAdminIndexes } from './postgresql/Migration20261209000000-admin-indexes';
import { Migration20261209000000AdminIndexes as SqliteAdminIndexes } from './sqlite/Migration20261209000000-admin-indexes';
import { Migration20261210000000AdminSpeed as PostgresAdminSpeed } from './postgresql/Migration20261210000000-admin-speed';
import { Migration20261210000000AdminSpeed as SqliteAdminSpeed } from './sqlite/Migration20261210000000-admin-speed';
import { Migration20261212000000Contact as PostgresContact } from './postgresql/Migration20261212000000-contact';
import { Migration20261212000000Contact as SqliteContact } from './sqlite/Migration20261212000000-contact';
import { Migration20261213000000ContactIndexes as PostgresContactIndexes } from './postgresql/Migration20261213000000-contact-indexes';
import { Migration20261213000000ContactIndexes as SqliteContactIndexes } from './sqlite/Migration20261213000000-contact-indexes';
import { Migration20261214000000SavedCalculations as PostgresSavedCalculations } from './postgresql/Migration20261214000000-saved-calculations';
import { Migration20261214000000SavedCalculations as SqliteSavedCalculations } from './sqlite/Migration20261214000000-saved-calculations';
import { Migration20261215000000PublicReads as PostgresPublicReads } from './postgresql/Migration20261215000000-public-reads';
import { Migration20261215000000PublicReads as SqlitePublicReads } from './sqlite/Migration20261215000000-public-reads';

/**
 * Migrations are listed in code (not globbed from disk) so the SWC build, jest and the desktop bundle
 * all find them. Each database has its own folder because their SQL differs; keep the two lists in step.
 */
export const sqliteMigrations: MigrationObject[] = [
  { name: 'Migration20261122000000SiteSettings', class: SqliteSiteSettings },
  { name: 'Migration20261201000000Blog', class: SqliteBlog },
  { name: 'Migration20261202000000ArticleRelations', class: SqliteArticleRelations },
  { name: 'Migration20261203000000Accounts', class: SqliteAccounts },
  { name: 'Migration20261204000000Sessions', class: SqliteSessions },
  { name: 'Migration20261205000000CalculationCounts', class: SqliteCalculationCounts },
  { name: 'Migration20261206000000ArticleEditor', class: SqliteArticleEditor },
  { name: 'Migration20261207000000Media', class: SqliteMedia },
  { name: 'Migration20261208000000CategoryOrder', class: SqliteCategoryOrder },
  { name: 'Migration20261209000000AdminIndexes', class: SqliteAdminIndexes },
  { name: 'Migration20261210000000AdminSpeed', class: SqliteAdminSpeed },
  { name: 'Migration20261212000000Contact', class: SqliteContact },
  { name: 'Migration20261213000000ContactIndexes', class: SqliteContactIndexes },
  { name: 'Migration20261214000000SavedCalculations', class: SqliteSavedCalculations },
  { name: 'Migration20261215000000PublicReads', class: SqlitePublicReads },
];
export const postgresqlMigrations: MigrationObject[] = [
  { name: 'Migration20261122000000SiteSettings', class: PostgresSiteSettings },
  { name: 'Migration20261201000000Blog', class: PostgresBlog },
  { name: 'Migration20261202000000ArticleRelations', class: PostgresArticleRelations },
  { name: 'Migration20261203000000Accounts', class: PostgresAccounts },
  { name: 'Migration20261204000000Sessions', class: PostgresSessions },
  { name: 'Migration20261205000000CalculationCounts', class: PostgresCalculationCounts },
  { name: 'Migration20261206000000ArticleEditor', class: PostgresArticleEditor },
  { name: 'Migration20261207000000Media', class: PostgresMedia },
  { name: 'Migration20261208000000CategoryOrder', class: PostgresCategoryOrder },
  { name: 'Migration20261209000000AdminIndexes', class: PostgresAdminIndexes },
  { name: 'Migration20261210000000AdminSpeed', class: PostgresAdminSpeed },
  { name: 'Migration20261212000000Contact', class: PostgresContact },
  { name: 'Migration20261213000000ContactIndexes', class: PostgresContactIndexes },
  { name: 'Migration20261214000000SavedCalculations', class: PostgresSavedCalculations },
  { name: 'Migration20261215000000PublicReads', class: PostgresPublicReads },
];
