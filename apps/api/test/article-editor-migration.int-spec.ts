import { MikroORM } from '@mikro-orm/core';
import { ormOptions } from '../src/database/orm-options';
import { freshDatabase, type FreshDatabase } from './support/fresh-database';
import { databaseKinds } from './support/test-app';

const BEFORE = 'Migration20261205000000CalculationCounts';

describe.each(databaseKinds)('the article editor migration (%s)', (kind) => {
  let database: FreshDatabase;
  let orm: MikroORM;
  const run = (sql: string, params: unknown[] = []) => orm.em.getConnection().execute(sql, params) as Promise<Record<string, unknown>[]>;
  const insertArticle = (id: string, status: string) =>
    run('insert into "articles" ("id", "slug", "title", "status", "author", "created_at", "updated_at") values (?, ?, ?, ?, ?, ?, ?)', [
      id,
      `slug-${id.slice(-4)}`,
      'Title',
      status,
      'Editor',
      new Date(),
      new Date(),
    ]);

  beforeAll(async () => {
    database = await freshDatabase(kind, 'editor-migration');
    orm = await MikroORM.init(ormOptions(database.config));
    await orm.getMigrator().up({ to: BEFORE });
  });
  afterAll(async () => {
    await orm?.close();
    await database?.drop();
  });

  it('gives existing articles version 1, admits "scheduled" and nothing unknown, and goes down and up again', async () => {
    await insertArticle('a0000000-0000-4000-8000-000000000001', 'published');
    await expect(insertArticle('a0000000-0000-4000-8000-000000000009', 'scheduled')).rejects.toThrow(/check/i);

    await orm.getMigrator().up();
    const [existing] = await run('select "version", "publish_at", "cover_image_alt", "updated_by" from "articles"');
    expect({ ...existing, version: Number(existing!.version) }).toEqual({
      version: 1,
      publish_at: null,
      cover_image_alt: null,
      updated_by: null,
    });
    await insertArticle('a0000000-0000-4000-8000-000000000002', 'scheduled');
    await expect(insertArticle('a0000000-0000-4000-8000-000000000003', 'live')).rejects.toThrow(/check/i);
    // The tables the migration made work, and follow their article.
    await run('insert into "article_slug_redirects" ("old_slug", "article_id", "created_at") values (?, ?, ?)', [
      'old-slug',
      'a0000000-0000-4000-8000-000000000001',
      new Date(),
    ]);
    await run('delete from "articles" where "id" = ?', ['a0000000-0000-4000-8000-000000000001']);
    expect(await run('select * from "article_slug_redirects"')).toEqual([]);

    await orm.getMigrator().down({ to: BEFORE });
    expect(await run('select "status" from "articles"')).toEqual([{ status: 'draft' }]);
    await expect(insertArticle('a0000000-0000-4000-8000-000000000004', 'scheduled')).rejects.toThrow(/check/i);
    await orm.getMigrator().up();
    await insertArticle('a0000000-0000-4000-8000-000000000005', 'scheduled');
  });
});
