import type { ContactFilter } from '@taxatlas/contracts/contact';
import { containsLike, containsPattern, LIKE_ESCAPE } from '../../common/database/contains-pattern';
import { trigramMatchQuery } from '../../common/database/trigram-search';

const DAY_MS = 86_400_000;
const searchedColumns = ['name', 'email', 'subject', 'message'] as const;

export type DatabaseKind = 'sqlite' | 'postgresql';

/**
 * The text PostgreSQL's trigram index holds (Migration20261213000000-contact-indexes): the searched columns, lower-cased
 * and joined. It must stay the index's expression, or the index serves no query.
 */
const postgresSearchText = `(lower(c."name") || ' ' || lower(c."email") || ' ' || lower(c."subject") || ' ' || lower(c."message"))`;

/** A WHERE clause over contact_submissions aliased `c` (empty when nothing filters), and its parameters in order. */
export interface FilterSql {
  readonly where: string;
  readonly params: unknown[];
}

/**
 * The inbox's and the export's filter as SQL, the same on both databases: status, form type, whole UTC days from and to
 * (both included), and a case-insensitive search in the name, e-mail, subject or message. The search is always decided
 * by `lower(column) LIKE containsPattern(search)`; with `searchIndex` (the migration's index exists) a trigram index
 * first narrows the candidates — SQLite's FTS5 table, whose side table also holds each message's status, form type and
 * date so that the other filters apply before a message is read; PostgreSQL's GIN index on the joined text. A search
 * without three characters in a row has no trigram: then only the LIKE answers.
 *
 * `kind` decides how dates are passed: MikroORM keeps SQLite datetimes as epoch milliseconds.
 */
export function contactFilterSql(filter: ContactFilter, kind: DatabaseKind, searchIndex: boolean): FilterSql {
  const date = (value: Date) => (kind === 'sqlite' ? value.getTime() : value);
  // Conditions on the row's own columns, written for an alias, so that SQLite's side table can take them too.
  const columnConditions = (alias: string) => {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (filter.status) {
      conditions.push(`${alias}."status" = ?`);
      params.push(filter.status);
    }
    if (filter.formType) {
      conditions.push(`${alias}."form_type" = ?`);
      params.push(filter.formType);
    }
    if (filter.from) {
      conditions.push(`${alias}."created_at" >= ?`);
      params.push(date(new Date(`${filter.from}T00:00:00.000Z`)));
    }
    if (filter.to) {
      // "to" is a whole day, included: everything before the next midnight (UTC).
      conditions.push(`${alias}."created_at" < ?`);
      params.push(date(new Date(new Date(`${filter.to}T00:00:00.000Z`).getTime() + DAY_MS)));
    }
    return { conditions, params };
  };

  const { conditions, params } = columnConditions('c');
  if (filter.search) {
    const match = searchIndex ? trigramMatchQuery(filter.search) : undefined;
    const pattern = containsPattern(filter.search);
    if (match && kind === 'sqlite') {
      const narrowing = columnConditions('r');
      conditions.push(
        'c."id" in (select r."submission_id" from "contact_search" s join "contact_search_rows" r on r."rowid" = s."rowid" ' +
          `where "contact_search" match ?${narrowing.conditions.map((condition) => ` and ${condition}`).join('')})`,
      );
      params.push(match, ...narrowing.params);
    }
    if (match && kind === 'postgresql') {
      conditions.push(`${postgresSearchText} like ? ${LIKE_ESCAPE}`);
      params.push(pattern);
    }
    conditions.push(`(${searchedColumns.map((column) => containsLike(`c."${column}"`)).join(' or ')})`);
    params.push(...searchedColumns.map(() => pattern));
  }
  return { where: conditions.length > 0 ? `where ${conditions.join(' and ')}` : '', params };
}
