import { MikroORM } from '@mikro-orm/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ArticleList, CategoryList } from '@taxatlas/contracts/articles';
import request from 'supertest';
import { createApp } from '../src/app';
import type { AppConfig } from '../src/config/app-config';
import { ormOptions } from '../src/database/orm-options';
import { freshDatabase, type FreshDatabase } from './support/fresh-database';
import { databaseKinds } from './support/test-app';

const BEFORE = 'Migration20261201000000Blog';

const categories = [
  { id: '11111111-1111-4111-8111-111111111111', slug: 'vat', name: 'VAT' },
  { id: '22222222-2222-4222-8222-222222222222', slug: 'income-tax', name: 'Income Tax' },
  { id: '33333333-3333-4333-8333-333333333333', slug: 'tax-guide', name: 'Tax Guide' },
];
const [vat, incomeTax, taxGuide] = categories.map((category) => category.id) as [string, string, string];
const gone = '99999999-9999-4999-8999-999999999999';

/** Articles as the blog migration stored them: categories and tags as JSON text, including the odd shapes. */
const oldArticles = [
  {
    id: 'a0000000-0000-4000-8000-000000000001',
    slug: 'two-categories',
    status: 'published',
    main: vat,
    categoryIds: JSON.stringify([vat, taxGuide]),
    tags: JSON.stringify(['VAT', 'UK', 'rates']),
  },
  {
    id: 'a0000000-0000-4000-8000-000000000002',
    slug: 'shares-tags',
    status: 'published',
    main: taxGuide,
    categoryIds: JSON.stringify([taxGuide, incomeTax]),
    tags: JSON.stringify(['UK', 'allowances']),
  },
  {
    id: 'a0000000-0000-4000-8000-000000000003',
    slug: 'a-draft',
    status: 'draft',
    main: vat,
    categoryIds: JSON.stringify([vat]),
    tags: JSON.stringify(['draft-only']),
  },
  // A category deleted since (never shown), a repeat and a non-string: left out. Unreadable JSON: no tags, as before.
  {
    id: 'a0000000-0000-4000-8000-000000000004',
    slug: 'odd-lists',
    status: 'published',
    main: incomeTax,
    categoryIds: JSON.stringify([incomeTax, gone, incomeTax, 7]),
    tags: '{not json',
  },
  { id: 'a0000000-0000-4000-8000-000000000005', slug: 'no-lists', status: 'published', main: null, categoryIds: '[]', tags: '[]' },
];

async function withOrm<T>(config: AppConfig, work: (orm: MikroORM) => Promise<T>): Promise<T> {
  const orm = await MikroORM.init(ormOptions(config));
  try {
    return await work(orm);
  } finally {
    await orm.close();
  }
}

describe.each(databaseKinds)('the article relations migration keeps existing categories and tags (%s)', (kind) => {
  let database: FreshDatabase;
  let app: NestFastifyApplication;
  beforeAll(async () => {
    database = await freshDatabase(kind, 'migration', { SEED_DEMO_DATA: 'false' });
    await withOrm(database.config, async (orm) => {
      await orm.getMigrator().up({ to: BEFORE });
      const connection = orm.em.getConnection();
      const now = new Date('2026-11-30T12:00:00Z');
      for (const category of categories) {
        await connection.execute('insert into "categories" ("id", "slug", "name", "created_at") values (?, ?, ?, ?)', [
          category.id,
          category.slug,
          category.name,
          now,
        ]);
      }
      for (const [index, article] of oldArticles.entries()) {
        await connection.execute(
          'insert into "articles" ("id", "slug", "title", "category_id", "category_ids", "tags", "status", "author", "published_at", "created_at", "updated_at") ' +
            'values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
          [
            article.id,
            article.slug,
            article.slug,
            article.main,
            article.categoryIds,
            article.tags,
            article.status,
            'Editor',
            new Date(now.getTime() - index * 60_000),
            now,
            now,
          ],
        );
      }
    });
    // The server applies the pending migration on start, as an upgrade does.
    app = await createApp(database.config);
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });
  const http = () => request(app.getHttpServer());

  it('moves the JSON lists into the join tables and drops the old columns', async () => {
    const connection = app.get(MikroORM).em.getConnection();
    const rows = (await connection.execute(
      'select a."slug", ac."category_id", ac."position" from "article_categories" ac join "articles" a on a."id" = ac."article_id" order by a."slug", ac."position"',
    )) as { slug: string; category_id: string; position: number | string }[];
    expect(rows.map((row) => [row.slug, row.category_id, Number(row.position)])).toEqual([
      ['a-draft', vat, 0],
      ['odd-lists', incomeTax, 0],
      ['shares-tags', taxGuide, 0],
      ['shares-tags', incomeTax, 1],
      ['two-categories', vat, 0],
      ['two-categories', taxGuide, 1],
    ]);
    const tags = (await connection.execute('select "name" from "tags" order by "name"')) as { name: string }[];
    // Shared tags are one row each.
    expect(tags.map((tag) => tag.name)).toEqual(['UK', 'VAT', 'allowances', 'draft-only', 'rates'].sort());
    const columns = (await connection.execute('select * from "articles" where "slug" = ?', ['two-categories'])) as Record<
      string,
      unknown
    >[];
    expect(Object.keys(columns[0]!)).not.toContain('category_ids');
    expect(Object.keys(columns[0]!)).not.toContain('tags');
  });

  it('answers the API as before: categories and tags in their order, filters and counts', async () => {
    const list = (await http().get('/api/articles?limit=50')).body as ArticleList;
    const bySlug = new Map(list.data.map((article) => [article.slug, article]));
    expect(list.total).toBe(4);
    expect(bySlug.get('two-categories')).toMatchObject({
      category: { id: vat, slug: 'vat', name: 'VAT' },
      categories: [
        { id: vat, slug: 'vat', name: 'VAT' },
        { id: taxGuide, slug: 'tax-guide', name: 'Tax Guide' },
      ],
      tags: ['VAT', 'UK', 'rates'],
    });
    expect(bySlug.get('shares-tags')).toMatchObject({
      categories: [{ slug: 'tax-guide' }, { slug: 'income-tax' }],
      tags: ['UK', 'allowances'],
    });
    expect(bySlug.get('odd-lists')).toMatchObject({ category: { slug: 'income-tax' }, categories: [{ slug: 'income-tax' }], tags: [] });
    expect(bySlug.get('no-lists')).toMatchObject({ category: null, categories: [], tags: [] });
    const one = (await http().get('/api/articles/two-categories')).body;
    expect(one.tags).toEqual(['VAT', 'UK', 'rates']);

    const slugsIn = async (category: string) =>
      ((await http().get(`/api/articles?category=${category}`)).body as ArticleList).data.map((article) => article.slug).sort();
    expect(await slugsIn('tax-guide')).toEqual(['shares-tags', 'two-categories']);
    expect(await slugsIn('income-tax')).toEqual(['odd-lists', 'shares-tags']);
    expect(await slugsIn('vat')).toEqual(['two-categories']);

    const counts = ((await http().get('/api/categories')).body as CategoryList).data.map((category) => [
      category.slug,
      category.articleCount,
    ]);
    expect(counts).toEqual([
      ['income-tax', 2],
      ['tax-guide', 2],
      ['vat', 1],
    ]);
  });

  it('can be rolled back, the lists written back as JSON', async () => {
    await app.close();
    await withOrm(database.config, async (orm) => {
      // Down to and including this migration (umzug's "to"), whatever came after it.
      await orm.getMigrator().down({ to: 'Migration20261202000000ArticleRelations' });
      const rows = (await orm.em.getConnection().execute('select "slug", "category_ids", "tags" from "articles" order by "slug"')) as {
        slug: string;
        category_ids: string;
        tags: string;
      }[];
      expect(rows.map((row) => [row.slug, JSON.parse(row.category_ids), JSON.parse(row.tags)])).toEqual([
        ['a-draft', [vat], ['draft-only']],
        ['no-lists', [], []],
        ['odd-lists', [incomeTax], []],
        ['shares-tags', [taxGuide, incomeTax], ['UK', 'allowances']],
        ['two-categories', [vat, taxGuide], ['VAT', 'UK', 'rates']],
      ]);
      await orm.getMigrator().up();
    });
    app = await createApp(database.config);
    await app.getHttpAdapter().getInstance().ready();
    expect(((await http().get('/api/articles/two-categories')).body as { tags: string[] }).tags).toEqual(['VAT', 'UK', 'rates']);
  });
});
