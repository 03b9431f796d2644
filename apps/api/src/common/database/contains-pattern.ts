/**
 * The ESCAPE clause of every LIKE that matches a containsPattern: SQLite has no default escape character and
 * PostgreSQL's is the same backslash, so stating it makes both read the pattern alike.
 */
export const LIKE_ESCAPE = "escape '\\'";

/**
 * A LIKE pattern for "contains" (match it against lower(column) with LIKE_ESCAPE, e.g. through containsLike). The
 * wildcards %, _ and the escape character \ in the text are escaped: a search for "%" finds a literal "%", not
 * everything.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[%_\\]/g, (wildcard) => `\\${wildcard}`)}%`;
}

/** `lower(<column>) like ? escape '\'`: the condition that takes containsPattern(search) as its parameter. */
export function containsLike(column: string): string {
  return `lower(${column}) like ? ${LIKE_ESCAPE}`;
}
