import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import type { ArticleList, Category, CategoryList } from '@taxatlas/contracts/articles';
import { Client } from 'pg';
import request from 'supertest';
import { ArticleWriter } from '../src/modules/articles/article-writer';
import { ArticleCategorySchema } from '../src/modules/articles/entities/article-category.entity';
import { ArticleSchema } from '../src/modules/articles/entities/article.entity';
import { seedCategories } from '../src/modules/articles/seed-content';
import { type Account, createAccount, relaxedAuthLimits } from './support/accounts';
import { loadConfig } from '../src/config/app-config';
import { ormOptions } from '../src/database/orm-options';
import { type DatabaseKind, databaseKinds, startTestApp, type TestApp } from './support/test-app';

describe.each(databaseKinds)('categories for editors: create, rename, reorder, delete or reassign (%s)', (kind) => {
  let testApp: TestApp;
  let editor: Account;
  const http = () => request(testApp.app.getHttpServer());
  const em = () => testApp.app.get(MikroORM).em.fork();
  const writer = () => new ArticleWriter(em());

  const adminList = async (): Promise<readonly Category[]> => {
    const response = await http().get('/api/categories/admin').set(editor.bearer);
    expect(response.status).toBe(200);
    return (response.body as CategoryList).data;
  };
  const publicList = async (): Promise<readonly Category[]> => ((await http().get('/api/categories')).body as CategoryList).data;
  const create = (body: object) => http().post('/api/categories').set(editor.bearer).send(body);
  const bySlug = async (slug: string) => (await adminList()).find((category) => category.slug === slug)!;
  /** The article's categories as stored: (slug, position) rows and the main category column. */
  const filing = async (articleSlug: string) => {
    const fork = em();
    const article = await fork.findOneOrFail(ArticleSchema, { slug: articleSlug });
    const rows = await fork.find(ArticleCategorySchema, { articleId: article.id }, { orderBy: { position: 'asc' } });
    const slugs = new Map((await adminList()).map((category) => [category.id, category.slug]));
    return { main: article.categoryId && slugs.get(article.categoryId), rows: rows.map((row) => slugs.get(row.categoryId)) };
  };

  beforeAll(async () => {
    testApp = await startTestApp(kind, relaxedAuthLimits);
    editor = await createAccount(testApp, 'editor');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lists the categories in their positions (the seed adds them in its order), with published and all counts for editors', async () => {
    await writer().create({ title: 'A VAT draft', content: '<p>Soon.</p>', category: 'vat', status: 'draft' });
    const categories = await adminList();
    expect(categories.map((category) => category.position)).toEqual(categories.map((_category, index) => index));
    expect(categories.map((category) => category.slug)).toEqual(seedCategories.map((category) => category.slug));
    expect(categories.find((category) => category.slug === 'vat')).toMatchObject({ articleCount: 2, allArticleCount: 3 });
    expect(categories.find((category) => category.slug === 'inheritance-tax')).toMatchObject({ articleCount: 0, allArticleCount: 0 });

    const publicCategories = await publicList();
    expect(publicCategories.map((category) => category.id)).toEqual(categories.map((category) => category.id));
    // Drafts are the editors' business: the public answer counts published articles and has no allArticleCount.
    expect(publicCategories.find((category) => category.slug === 'vat')).not.toHaveProperty('allArticleCount');
  });

  describe('create', () => {
    it('adds a category at the end with a slug from its name, answering 201 and the category', async () => {
      const before = await adminList();
      const response = await create({ name: '  Capital Gains Tax ', description: 'Selling shares and property' });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        name: 'Capital Gains Tax',
        slug: 'capital-gains-tax',
        description: 'Selling shares and property',
        articleCount: 0,
        allArticleCount: 0,
        position: before.length,
      });
      const after = await publicList();
      expect(after.at(-1)).toMatchObject({ id: response.body.id, slug: 'capital-gains-tax' });
    });

    it('takes a slug when given, and refuses a taken name (in any case) or slug with a 409 that says which', async () => {
      expect((await create({ name: 'Pensions', slug: 'retirement' })).body).toMatchObject({ slug: 'retirement' });
      const sameName = await create({ name: 'pensions' });
      expect(sameName.status).toBe(409);
      expect(sameName.body).toEqual({ success: false, error: expect.stringContaining('named "Pensions" already exists') });
      const sameSlug = await create({ name: 'Retirement', slug: 'retirement' });
      expect(sameSlug.status).toBe(409);
      expect(sameSlug.body.error).toContain('slug "retirement"');
      expect((await adminList()).filter((category) => category.slug === 'retirement' || /pensions/i.test(category.name))).toHaveLength(1);
    });

    it('answers 400 naming the field for a missing name, a bad slug, a name without letters or an unknown field', async () => {
      const cases: [object, string][] = [
        [{}, 'name'],
        [{ name: '   ' }, 'name'],
        [{ name: 'x'.repeat(81) }, 'name'],
        [{ name: 'Fine', slug: 'Not a slug!' }, 'slug'],
        [{ name: '!!!' }, 'slug'],
        [{ name: 'Fine', colour: 'red' }, 'colour'],
      ];
      for (const [body, field] of cases) {
        const response = await create(body);
        expect({ body, status: response.status }).toEqual({ body, status: 400 });
        expect(response.body.details.map((detail: { field: string }) => detail.field)).toContain(field);
      }
    });
  });

  describe('update', () => {
    it('renames and re-slugs a category; its articles are found under the new slug, not the old one', async () => {
      const vat = await bySlug('vat');
      const response = await http()
        .put(`/api/categories/${vat.id}`)
        .set(editor.bearer)
        .send({ name: 'Value Added Tax', slug: 'value-added-tax', description: null });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: vat.id,
        name: 'Value Added Tax',
        slug: 'value-added-tax',
        description: null,
        articleCount: 2,
        allArticleCount: 3,
        position: vat.position,
      });
      const blog = (await http().get('/api/articles?category=value-added-tax')).body as ArticleList;
      expect(blog.total).toBe(2);
      expect(blog.data.every((article) => article.categories.some((category) => category.slug === 'value-added-tax'))).toBe(true);
      expect(((await http().get('/api/articles?category=vat')).body as ArticleList).total).toBe(0);
    });

    it('keeps a category’s own name and slug, and refuses another one’s with a 409', async () => {
      const tips = await bySlug('tax-tips');
      const own = await http().put(`/api/categories/${tips.id}`).set(editor.bearer).send({ name: 'TAX TIPS', slug: 'tax-tips' });
      expect(own.status).toBe(200);
      expect(own.body.name).toBe('TAX TIPS');
      const taken = await http().put(`/api/categories/${tips.id}`).set(editor.bearer).send({ name: 'income tax' });
      expect(taken.status).toBe(409);
      const takenSlug = await http().put(`/api/categories/${tips.id}`).set(editor.bearer).send({ slug: 'income-tax' });
      expect(takenSlug.status).toBe(409);
      expect((await bySlug('tax-tips')).name).toBe('TAX TIPS');
    });

    it('answers 404 for an unknown id and 400 for a bad body', async () => {
      const missing = await http().put('/api/categories/00000000-0000-4000-8000-000000000000').set(editor.bearer).send({ name: 'X' });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ success: false, error: expect.stringContaining('Category not found') });
      const tips = await bySlug('tax-tips');
      const bad = await http().put(`/api/categories/${tips.id}`).set(editor.bearer).send({ slug: '' });
      expect(bad.status).toBe(400);
      expect(bad.body.details[0].field).toBe('slug');
    });
  });

  describe('order', () => {
    it('saves a new order that the public list follows', async () => {
      const ids = (await adminList()).map((category) => category.id).reverse();
      const response = await http().put('/api/categories/order').set(editor.bearer).send({ ids });
      expect(response.status).toBe(200);
      expect((response.body as CategoryList).data.map((category) => category.id)).toEqual(ids);
      const publicCategories = await publicList();
      expect(publicCategories.map((category) => category.id)).toEqual(ids);
      expect(publicCategories.map((category) => category.position)).toEqual(ids.map((_id, index) => index));
    });

    it('refuses with 400 on ids a list that leaves one out, repeats one or names an unknown one, and changes nothing', async () => {
      const before = (await adminList()).map((category) => category.id);
      const bodies = [
        { ids: before.slice(1) },
        { ids: [...before, before[0]] },
        { ids: [...before.slice(1), before[1]] },
        { ids: [...before, '00000000-0000-4000-8000-000000000000'] },
        { ids: ['not-an-id'] },
        { ids: [] },
      ];
      for (const body of bodies) {
        const response = await http().put('/api/categories/order').set(editor.bearer).send(body);
        expect(response.status).toBe(400);
        expect(response.body.details[0].field).toMatch(/^ids/);
      }
      expect((await adminList()).map((category) => category.id)).toEqual(before);
    });
  });

  describe('delete', () => {
    it('deletes an unused category', async () => {
      const unused = (await create({ name: 'Unused for now' })).body as Category;
      const response = await http().delete(`/api/categories/${unused.id}`).set(editor.bearer);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, reassigned: 0 });
      expect((await adminList()).some((category) => category.id === unused.id)).toBe(false);
    });

    it('refuses with a 409 and the article count when articles of any status use it, and keeps it', async () => {
      const used = (await create({ name: 'Used by drafts' })).body as Category;
      await writer().create({ title: 'Draft one', content: '<p>One.</p>', category: used.slug, status: 'draft' });
      await writer().create({ title: 'Archived two', content: '<p>Two.</p>', categories: ['tax-guide', used.slug], status: 'archived' });
      const response = await http().delete(`/api/categories/${used.id}`).set(editor.bearer);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ success: false, error: expect.stringContaining('used by 2 articles'), articleCount: 2 });
      expect((await adminList()).find((category) => category.id === used.id)).toMatchObject({ allArticleCount: 2, articleCount: 0 });
    });

    it('moves the articles to reassignTo, main and additional, without a second row where the target was already there', async () => {
      const old = (await create({ name: 'Old home' })).body as Category;
      const target = (await create({ name: 'New home' })).body as Category;
      await writer().create({ title: 'Main in old', content: '<p>A.</p>', categories: [old.slug, 'tax-guide'], status: 'published' });
      await writer().create({ title: 'Extra in old', content: '<p>B.</p>', categories: ['tax-guide', old.slug], status: 'draft' });
      await writer().create({
        title: 'Old then new',
        content: '<p>C.</p>',
        categories: [old.slug, 'educational', target.slug],
        status: 'published',
      });
      await writer().create({ title: 'New then old', content: '<p>D.</p>', categories: [target.slug, old.slug], status: 'published' });

      const response = await http().delete(`/api/categories/${old.id}?reassignTo=${target.slug}`).set(editor.bearer);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, reassigned: 4 });

      expect(await filing('main-in-old')).toEqual({ main: target.slug, rows: [target.slug, 'tax-guide'] });
      expect(await filing('extra-in-old')).toEqual({ main: 'tax-guide', rows: ['tax-guide', target.slug] });
      // Filed under both: one row for the target, in the old category's place, so that it is the main category now.
      expect(await filing('old-then-new')).toEqual({ main: target.slug, rows: [target.slug, 'educational'] });
      expect(await filing('new-then-old')).toEqual({ main: target.slug, rows: [target.slug] });

      expect(await bySlug(target.slug)).toMatchObject({ articleCount: 3, allArticleCount: 4 });
      expect((await adminList()).some((category) => category.id === old.id)).toBe(false);
      const article = (await http().get('/api/articles/main-in-old')).body;
      expect(article.category).toEqual({ id: target.id, slug: target.slug, name: 'New home' });
    });

    it('answers 404 for an unknown id and 400 naming reassignTo for an unknown or the same category, changing nothing', async () => {
      const used = (await create({ name: 'Still used' })).body as Category;
      await writer().create({ title: 'Keeps its category', content: '<p>E.</p>', category: used.slug, status: 'published' });
      const missing = await http().delete('/api/categories/00000000-0000-4000-8000-000000000000?reassignTo=tax-guide').set(editor.bearer);
      expect(missing.status).toBe(404);
      for (const reassignTo of ['no-such-category', used.slug, '']) {
        const response = await http().delete(`/api/categories/${used.id}?reassignTo=${reassignTo}`).set(editor.bearer);
        expect({ reassignTo, status: response.status }).toEqual({ reassignTo, status: 400 });
        expect(response.body.details).toEqual([{ field: 'reassignTo', message: expect.any(String) }]);
      }
      const twice = await http().delete(`/api/categories/${used.id}?reassignTo=tax-guide&reassignTo=educational`).set(editor.bearer);
      expect(twice.status).toBe(400);
      expect(await filing('keeps-its-category')).toEqual({ main: used.slug, rows: [used.slug] });
    });
  });
});

async function onPostgres(query: string): Promise<void> {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

describe.each(databaseKinds)('the category order migration (%s)', (kind: DatabaseKind) => {
  let orm: MikroORM;
  let cleanUp: () => Promise<void>;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'taxatlas-category-order-'));
    const env: Record<string, string> = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'integration-test-secret-0123456789abcdef',
    };
    cleanUp = async () => rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'postgresql') {
      const name = `taxatlas_category_order_${process.pid}_${Date.now()}`;
      await onPostgres(`create database "${name}"`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
      cleanUp = async () => {
        await onPostgres(`drop database if exists "${name}" with (force)`);
        rmSync(dataDir, { recursive: true, force: true });
      };
    }
    orm = await MikroORM.init(ormOptions(loadConfig(env)));
    await orm.getMigrator().up({ to: 'Migration20261205000000CalculationCounts' });
    const names = ['VAT', 'income tax', 'Business Tax', 'Tax Guide'];
    for (const [index, name] of names.entries()) {
      await orm.em
        .getConnection()
        .execute('insert into "categories" ("id", "slug", "name", "created_at") values (?, ?, ?, ?)', [
          `0000000${index}-0000-4000-8000-000000000000`,
          name.toLowerCase().replace(' ', '-'),
          name,
          new Date('2026-12-01T00:00:00Z'),
        ]);
    }
    await orm.getMigrator().up();
  });
  afterAll(async () => {
    await orm?.close();
    await cleanUp?.();
  });

  it('numbers existing categories by name, whatever its case, as the blog listed them before', async () => {
    const rows: { name: string; position: number | string }[] = await orm.em
      .getConnection()
      .execute('select "name", "position" from "categories" order by "position"');
    expect(rows.map((row) => [row.name, Number(row.position)])).toEqual([
      ['Business Tax', 0],
      ['income tax', 1],
      ['Tax Guide', 2],
      ['VAT', 3],
    ]);
  });

  it('makes names unique regardless of case', async () => {
    await expect(
      orm.em
        .getConnection()
        .execute('insert into "categories" ("id", "slug", "name", "position", "created_at") values (?, ?, ?, ?, ?)', [
          '00000009-0000-4000-8000-000000000000',
          'vat-again',
          'vat',
          4,
          new Date(),
        ]),
    ).rejects.toThrow();
  });
});
