import { MikroORM } from '@mikro-orm/core';
import request from 'supertest';
import { SiteSettingSchema } from '../src/modules/settings/entities/site-setting.entity';
import { sqliteMigrations } from '../src/database/migrations';
import { databaseKinds, startTestApp, type TestApp } from './support/test-app';

describe.each(databaseKinds)('database lifecycle and health (%s)', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(kind);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('reports the database up with the version', async () => {
    const response = await request(testApp.app.getHttpServer()).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it('migrated the schema on start and seeded the default settings', async () => {
    const orm = testApp.app.get(MikroORM);
    const executed = await orm.getMigrator().getExecutedMigrations();
    expect(executed.map((migration) => migration.name)).toContain('Migration20261122000000SiteSettings');
    expect(await orm.getMigrator().getPendingMigrations()).toEqual([]);
    const settings = await orm.em.fork().find(SiteSettingSchema, {}, { orderBy: { key: 'asc' } });
    expect(settings.map((setting) => [setting.key, JSON.parse(setting.value)])).toEqual([
      ['defaultLanguage', 'en'],
      ['siteName', 'TaxAtlas'],
      ['supportEmail', 'support@taxatlas.example'],
    ]);
  });

  it('keeps stored data across a restart and does not seed over an edit', async () => {
    const em = testApp.app.get(MikroORM).em.fork();
    const siteName = await em.findOneOrFail(SiteSettingSchema, { key: 'siteName' });
    siteName.value = JSON.stringify('TaxAtlas Pro');
    await em.flush();

    testApp = await testApp.restart();
    const orm = testApp.app.get(MikroORM);
    const after = await orm.em.fork().find(SiteSettingSchema, {});
    expect(after).toHaveLength(3);
    expect(after.find((setting) => setting.key === 'siteName')?.value).toBe(JSON.stringify('TaxAtlas Pro'));
    // Each migration ran exactly once (the SQLite and PostgreSQL lists are kept in step).
    expect(await orm.getMigrator().getExecutedMigrations()).toHaveLength(sqliteMigrations.length);
  });

  it('answers 503 with database "down" when the database is unreachable', async () => {
    const orm = testApp.app.get(MikroORM);
    await orm.close(true);
    const response = await request(testApp.app.getHttpServer()).get('/api/health');
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ status: 'error', database: 'down' });
    await orm.connect();
  });
});
