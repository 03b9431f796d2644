/**
 * The parts of a search that a trigram index can look for: the runs of at least three characters between the
 * characters containsPattern turns into wildcards (%, _ and \). Shorter runs have no trigram.
 */
export function trigramRuns(search: string): string[] {
  return search
    .toLowerCase()
    .split(/[%_\\]/)
    .filter((run) => [...run].length >= 3);
}

/**
 * An FTS5 query (trigram tokenizer) matched by every row whose lower(column) is LIKE containsPattern(search) in one of
 * the table's indexed columns: each run as a phrase, all required, in any column. It finds candidates only (FTS5 folds
 * case beyond ASCII, SQLite's lower() does not), so the LIKE still decides. Undefined when no run is long enough: then
 * only the LIKE can answer.
 */
export function trigramMatchQuery(search: string): string | undefined {
  const runs = trigramRuns(search);
  return runs.length > 0 ? runs.map((run) => `"${run.replaceAll('"', '""')}"`).join(' AND ') : undefined;
}
