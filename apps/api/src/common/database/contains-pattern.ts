/**
 * A LIKE pattern for "contains" (match it against lower(column)), the same on SQLite and PostgreSQL. The two disagree on
 * the default escape character, so the wildcards %, _ and \ in the text become single-character wildcards instead.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[%_\\]/g, '_')}%`;
}
