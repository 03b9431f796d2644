/**
 * An FTS5 query (trigram tokenizer) matched by every row whose lower(column) is LIKE containsPattern(search) in one of
 * the table's indexed columns: the lower-cased text as one phrase (containsPattern matches it literally, wildcards
 * included), in any column. It finds candidates only (FTS5 folds case beyond ASCII, SQLite's lower() does not), so the
 * LIKE still decides. Undefined for fewer than three characters, which have no trigram: then only the LIKE can answer.
 */
export function trigramMatchQuery(search: string): string | undefined {
  const text = search.toLowerCase();
  return [...text].length >= 3 ? `"${text.replaceAll('"', '""')}"` : undefined;
}
