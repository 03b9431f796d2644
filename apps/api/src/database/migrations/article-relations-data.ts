import { randomUUID } from 'node:crypto';

/**
 * The data half of Migration20261202000000ArticleRelations, the same on SQLite and PostgreSQL (plain SQL with ?
 * placeholders and double-quoted names, which both accept): moves the JSON text columns articles.category_ids and
 * articles.tags into article_categories, tags and article_tags, and back for `down`. Frozen with the migration: it
 * reads and writes tables as they are at that point, not through today's entities.
 */
export type ExecuteSql = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** The strings of a JSON array, once each, in order; anything unreadable counts as empty (as the old reader did). */
function stringsOf(json: unknown): string[] {
  if (typeof json !== 'string' || json === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? [...new Set(parsed.filter((item): item is string => typeof item === 'string'))] : [];
}

/** Inserts rows a few hundred at a time (SQLite allows at most 32766 parameters a statement). */
async function insertRows(execute: ExecuteSql, table: string, columns: readonly string[], rows: readonly unknown[][]): Promise<void> {
  const batch = 200;
  for (let start = 0; start < rows.length; start += batch) {
    const chunk = rows.slice(start, start + batch);
    const placeholders = chunk.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
    await execute(`insert into "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) values ${placeholders}`, chunk.flat());
  }
}

export async function moveArticleListsIntoTables(execute: ExecuteSql): Promise<void> {
  const articles = await execute('select "id", "category_ids", "tags" from "articles"');
  const categoryIds = new Set((await execute('select "id" from "categories"')).map((row) => String(row.id)));
  const tagIds = new Map<string, string>();
  const articleCategories: unknown[][] = [];
  const articleTags: unknown[][] = [];
  for (const article of articles) {
    // An id of a category that no longer exists was never shown; it is not carried over.
    stringsOf(article.category_ids)
      .filter((id) => categoryIds.has(id))
      .forEach((categoryId, position) => articleCategories.push([article.id, categoryId, position]));
    stringsOf(article.tags)
      .map((tag) => tag.trim().slice(0, 60))
      .filter((tag, index, all) => tag !== '' && all.indexOf(tag) === index)
      .forEach((name, position) => {
        if (!tagIds.has(name)) tagIds.set(name, randomUUID());
        articleTags.push([article.id, tagIds.get(name), position]);
      });
  }
  await insertRows(
    execute,
    'tags',
    ['id', 'name'],
    [...tagIds].map(([name, id]) => [id, name]),
  );
  await insertRows(execute, 'article_categories', ['article_id', 'category_id', 'position'], articleCategories);
  await insertRows(execute, 'article_tags', ['article_id', 'tag_id', 'position'], articleTags);
}

export async function moveArticleTablesIntoLists(execute: ExecuteSql): Promise<void> {
  const listOf = async (sql: string) => {
    const lists = new Map<string, string[]>();
    for (const row of await execute(sql)) {
      const list = lists.get(String(row.article_id)) ?? [];
      list.push(String(row.value));
      lists.set(String(row.article_id), list);
    }
    return lists;
  };
  const categories = await listOf(
    'select "article_id", "category_id" as "value" from "article_categories" order by "article_id", "position"',
  );
  const tags = await listOf(
    'select at."article_id", t."name" as "value" from "article_tags" at join "tags" t on t."id" = at."tag_id" order by at."article_id", at."position"',
  );
  for (const id of new Set([...categories.keys(), ...tags.keys()])) {
    await execute('update "articles" set "category_ids" = ?, "tags" = ? where "id" = ?', [
      JSON.stringify(categories.get(id) ?? []),
      JSON.stringify(tags.get(id) ?? []),
      id,
    ]);
  }
}
