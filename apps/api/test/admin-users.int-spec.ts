import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import type { AdminUserList } from '@taxatlas/contracts/users';
import request from 'supertest';
import type { SessionUser } from '../src/common/auth/session-user';
import { BookmarkSchema } from '../src/modules/bookmarks/entities/bookmark.entity';
import { DEMO_ACCOUNTS_FILE } from '../src/modules/users/account-seeding';
import { UserSchema } from '../src/modules/users/entities/user.entity';
import { UsersService } from '../src/modules/users/users.service';
import { type Account, createAccount, relaxedAuthLimits, strongPassword } from './support/accounts';
import { databaseKinds, startTestApp, type TestApp } from './support/test-app';

function fieldsOf(response: request.Response): string[] {
  expect(response.status).toBe(400);
  return (response.body.details as { field: string }[]).map((detail) => detail.field);
}

describe.each(databaseKinds)('admin: users, site settings and bookmarks (%s)', (kind) => {
  let testApp: TestApp;
  let admin: Account;
  const http = () => request(testApp.app.getHttpServer());
  const list = async (query: string): Promise<AdminUserList> => {
    const response = await http().get(`/api/admin/users${query}`).set(admin.bearer);
    expect(response.status).toBe(200);
    return response.body as AdminUserList;
  };

  beforeAll(async () => {
    testApp = await startTestApp(kind, relaxedAuthLimits);
    admin = await createAccount(testApp, 'admin');
  });
  afterAll(async () => {
    await testApp.close();
  });

  describe('the user list', () => {
    it('pages 10 at a time by default, newest first, with what an admin needs and no secrets', async () => {
      for (let n = 0; n < 11; n += 1) await createAccount(testApp);
      const first = await list('');
      expect(first.page).toBe(1);
      expect(first.limit).toBe(10);
      expect(first.data).toHaveLength(10);
      expect(first.total).toBeGreaterThanOrEqual(14);
      const user = first.data[0]!;
      expect(Object.keys(user).sort()).toEqual(
        ['createdAt', 'disabled', 'email', 'firstName', 'id', 'lastLoginAt', 'lastName', 'preferredLanguage', 'role', 'username'].sort(),
      );
      const times = first.data.map((entry) => entry.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      const second = await list('?page=2&limit=10');
      expect(second.data.map((entry) => entry.id)).not.toContain(first.data[0]!.id);
      expect((await list('?limit=100')).data).toHaveLength(first.total);
    });

    it('searches e-mail, username and names, and filters by role', async () => {
      const needle = await createAccount(testApp, 'editor', { firstName: 'Zebedee', lastName: 'Quimby' });
      expect((await list('?search=zebedee')).data.map((entry) => entry.id)).toEqual([needle.user.id]);
      expect((await list('?search=QUIMBY')).data.map((entry) => entry.id)).toEqual([needle.user.id]);
      expect((await list(`?search=${needle.user.username}`)).data.map((entry) => entry.id)).toEqual([needle.user.id]);
      expect((await list(`?search=${encodeURIComponent(needle.user.email)}`)).total).toBe(1);
      expect((await list('?search=no-account-matches-this')).total).toBe(0);
      const editors = await list('?role=editor&limit=100');
      expect(editors.data.every((entry) => entry.role === 'editor')).toBe(true);
      expect(editors.data.map((entry) => entry.id)).toContain(needle.user.id);
      expect((await list('?role=&search=')).limit).toBe(10);
    });

    it.each([
      ['?page=0', 'page'],
      ['?limit=101', 'limit'],
      ['?limit=ten', 'limit'],
      ['?role=owner', 'role'],
      [`?search=${'a'.repeat(101)}`, 'search'],
    ])('refuses %s with a 400 naming it', async (query, field) => {
      expect(fieldsOf(await http().get(`/api/admin/users${query}`).set(admin.bearer))).toEqual([field]);
    });
  });

  describe('editing users', () => {
    const put = (id: string, body: unknown) =>
      http()
        .put(`/api/admin/users/${id}`)
        .set(admin.bearer)
        .send(body as object);

    it('changes names, username, role and the disabled flag', async () => {
      const account = await createAccount(testApp);
      const response = await put(account.user.id, { firstName: 'New', lastName: 'Name', username: 'Renamed_By_Admin', role: 'editor' });
      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject({
        firstName: 'New',
        lastName: 'Name',
        username: 'renamed_by_admin',
        role: 'editor',
        disabled: false,
      });

      expect((await put(account.user.id, { disabled: true })).body.user.disabled).toBe(true);
      expect((await http().post('/api/auth/login').send({ email: account.user.email, password: account.password })).status).toBe(401);
      expect((await put(account.user.id, { disabled: false })).body.user.disabled).toBe(false);
      const login = await http().post('/api/auth/login').send({ email: account.user.email, password: account.password });
      expect(login.status).toBe(200);
      expect(login.body.user.role).toBe('editor');
    });

    it('refuses bad fields, a taken username and unknown users', async () => {
      const account = await createAccount(testApp);
      expect(fieldsOf(await put(account.user.id, {}))).toEqual(['body']);
      expect(fieldsOf(await put(account.user.id, { role: 'owner' }))).toEqual(['role']);
      expect(fieldsOf(await put(account.user.id, { disabled: 'maybe' }))).toEqual(['disabled']);
      expect(fieldsOf(await put(account.user.id, { email: 'x@example.com' }))).toEqual(['email']);
      expect(fieldsOf(await put(account.user.id, { username: admin.user.username }))).toEqual(['username']);
      expect((await put('00000000-0000-4000-8000-000000000000', { firstName: 'x' })).status).toBe(404);
      expect((await put('not-an-id', { firstName: 'x' })).status).toBe(404);
    });

    it('never changes the acting admin’s own role, disabled flag or account (409), but lets them save their names', async () => {
      const self = admin.user.id;
      for (const [change, words] of [
        [{ role: 'user' }, 'your own role'],
        [{ disabled: true }, 'disable your own account'],
      ] as const) {
        const response = await put(self, change);
        expect(response.status).toBe(409);
        expect(response.body.error).toContain(words);
      }
      const deleted = await http().delete(`/api/admin/users/${self}`).set(admin.bearer);
      expect(deleted.status).toBe(409);
      expect(deleted.body.error).toContain('delete your own account');
      expect((await put(self, { role: 'admin', disabled: false, firstName: 'Still' })).status).toBe(200);
    });

    it('never removes the last active admin (409), however the request arrives', async () => {
      const orm = testApp.app.get(MikroORM);
      const users = testApp.app.get(UsersService);
      const em = orm.em.fork();
      // Only this admin stays active; the actor is someone else (two admins demoting each other at once).
      const others = await em.find(UserSchema, { role: 'admin', id: { $ne: admin.user.id } });
      await em.nativeUpdate(UserSchema, { id: { $in: others.map((user) => user.id) } }, { disabled: true });
      const actor = { id: randomBytes(16).toString('hex'), role: 'admin' } as SessionUser;
      await expect(users.adminUpdate(actor, admin.user.id, { role: 'editor' })).rejects.toThrow('last active admin');
      await expect(users.adminUpdate(actor, admin.user.id, { disabled: true })).rejects.toThrow('last active admin');
      await expect(users.adminDelete(actor, admin.user.id)).rejects.toThrow('last active admin');
      await em.nativeUpdate(UserSchema, { id: { $in: others.map((user) => user.id) } }, { disabled: false });
      expect((await em.fork().findOneOrFail(UserSchema, { id: admin.user.id })).role).toBe('admin');
    });

    it('deletes a user (204) with their bookmarks; their token and password stop working', async () => {
      const account = await createAccount(testApp);
      expect((await http().post('/api/articles/vat-explained/bookmark').set(account.bearer)).status).toBe(201);
      const deleted = await http().delete(`/api/admin/users/${account.user.id}`).set(admin.bearer);
      expect(deleted.status).toBe(204);
      expect(deleted.text).toBe('');
      expect(await testApp.app.get(MikroORM).em.fork().count(BookmarkSchema, { userId: account.user.id })).toBe(0);
      expect((await http().get('/api/auth/me').set(account.bearer)).status).toBe(401);
      expect((await http().post('/api/auth/login').send({ email: account.user.email, password: account.password })).status).toBe(401);
      expect((await http().delete(`/api/admin/users/${account.user.id}`).set(admin.bearer)).status).toBe(404);
    });
  });

  describe('site settings', () => {
    it('are public to read and admin-only to change; a change shows at once', async () => {
      const publicSettings = await http().get('/api/settings');
      expect(publicSettings.status).toBe(200);
      expect(publicSettings.body).toEqual({
        siteName: 'TaxAtlas',
        supportEmail: 'support@taxatlas.example',
        defaultLanguage: 'en',
        allowRegistration: true,
        announcement: '',
      });
      // The admin sees every setting: the public ones and the admin-only retention of contact IP addresses.
      expect((await http().get('/api/admin/users/settings').set(admin.bearer)).body).toEqual({
        ...publicSettings.body,
        contactRetentionDays: 90,
      });
      const update = await http()
        .put('/api/admin/users/settings')
        .set(admin.bearer)
        .send({ supportEmail: 'Help@TaxAtlas.example', siteName: ' TaxAtlas Pro ', announcement: 'Maintenance on Sunday' });
      expect(update.status).toBe(200);
      expect(update.body).toMatchObject({
        supportEmail: 'help@taxatlas.example',
        siteName: 'TaxAtlas Pro',
        announcement: 'Maintenance on Sunday',
      });
      const { contactRetentionDays, ...publicPart } = update.body as Record<string, unknown>;
      expect(contactRetentionDays).toBe(90);
      expect((await http().get('/api/settings')).body).toEqual(publicPart);
      const reset = await http().put('/api/admin/users/settings').set(admin.bearer).send({ announcement: '', siteName: 'TaxAtlas' });
      expect(reset.body.announcement).toBe('');
    });

    it.each([
      [{}, 'body'],
      [{ siteName: '' }, 'siteName'],
      [{ siteName: 'x'.repeat(101) }, 'siteName'],
      [{ supportEmail: 'not-an-email' }, 'supportEmail'],
      [{ defaultLanguage: 'fr' }, 'defaultLanguage'],
      [{ allowRegistration: 'yes' }, 'allowRegistration'],
      [{ announcement: 'x'.repeat(501) }, 'announcement'],
      [{ contactRetentionDays: 0 }, 'contactRetentionDays'],
      [{ theme: 'dark' }, 'theme'],
    ])('refuses %j with a 400 naming the field', async (body, field) => {
      expect(fieldsOf(await http().put('/api/admin/users/settings').set(admin.bearer).send(body))).toEqual([field]);
    });
  });

  describe('bookmarks', () => {
    it('saves, lists (as the article list does) and removes articles, idempotently, by id or slug', async () => {
      const account = await createAccount(testApp);
      const add = (idOrSlug: string) => http().post(`/api/articles/${idOrSlug}/bookmark`).set(account.bearer);
      expect((await add('vat-explained')).body).toEqual({ success: true, bookmarked: true });
      expect((await add('vat-explained')).status).toBe(201);
      const listed = (await http().get('/api/articles?limit=50')).body.data as { id: string; slug: string }[];
      const taxGuide = listed.find((article) => article.slug === 'uk-tax-guide-2024')!;
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect((await add(taxGuide.id)).status).toBe(201);

      const bookmarks = await http().get('/api/bookmarks').set(account.bearer);
      expect(bookmarks.status).toBe(200);
      expect(bookmarks.body.data.map((article: { slug: string }) => article.slug)).toEqual(['uk-tax-guide-2024', 'vat-explained']);
      expect(bookmarks.body.data[0]).toEqual(taxGuide);
      expect(bookmarks.body.data[0].content).toBeUndefined();

      // Someone else's list is their own.
      const other = await createAccount(testApp);
      expect((await http().get('/api/bookmarks').set(other.bearer)).body).toEqual({ data: [] });

      const remove = (idOrSlug: string) => http().delete(`/api/articles/${idOrSlug}/bookmark`).set(account.bearer);
      expect((await remove('vat-explained')).body).toEqual({ success: true, bookmarked: false });
      expect((await remove('vat-explained')).status).toBe(200);
      expect((await remove(taxGuide.id)).status).toBe(200);
      expect((await http().get('/api/bookmarks').set(account.bearer)).body).toEqual({ data: [] });
    });

    it('refuses unknown articles (404) and hides bookmarks of articles no longer published', async () => {
      const account = await createAccount(testApp);
      expect((await http().post('/api/articles/no-such-article/bookmark').set(account.bearer)).status).toBe(404);
      expect((await http().delete('/api/articles/no-such-article/bookmark').set(account.bearer)).status).toBe(404);
      expect((await http().post('/api/articles/german-tax-system/bookmark').set(account.bearer)).status).toBe(201);
      const orm = testApp.app.get(MikroORM);
      await orm.em.getConnection().execute(`update "articles" set "status" = 'archived' where "slug" = 'german-tax-system'`);
      expect((await http().get('/api/bookmarks').set(account.bearer)).body).toEqual({ data: [] });
      await orm.em.getConnection().execute(`update "articles" set "status" = 'published' where "slug" = 'german-tax-system'`);
      expect((await http().get('/api/bookmarks').set(account.bearer)).body.data).toHaveLength(1);
    });
  });
});

describe.each(databaseKinds)('two admins removing each other at the same moment (%s)', (kind) => {
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());
  const activeAdmins = () => testApp.app.get(MikroORM).em.fork().count(UserSchema, { role: 'admin', disabled: false });
  /**
   * One request wins; the other is refused as the last admin (409), or, when the winner had already ended its session
   * before it was checked, as signed out (401).
   */
  const expectOneWinner = (responses: request.Response[], success: number) => {
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === success)).toHaveLength(1);
    const loser = responses.find((response) => response.status !== success)!;
    expect([401, 409]).toContain(loser.status);
    if (loser.status === 409) expect(loser.body.error).toContain('last active admin');
  };

  beforeAll(async () => {
    testApp = await startTestApp(kind, { ...relaxedAuthLimits, SEED_DEMO_DATA: 'false' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('leaves one active admin every time: one request wins (200), the other is the last admin (409)', async () => {
    const first = await createAccount(testApp, 'admin');
    const second = await createAccount(testApp, 'admin');
    const em = testApp.app.get(MikroORM).em.fork();
    const pair = [first, second];
    for (let round = 0; round < 20; round += 1) {
      await em.nativeUpdate(UserSchema, { id: { $in: pair.map((account) => account.user.id) } }, { role: 'admin', disabled: false });
      expect(await activeAdmins()).toBe(2);
      // The previous round's winner ended the loser's sessions: both sign in again.
      const tokens = await Promise.all(
        pair.map(async (account) => {
          const login = await http().post('/api/auth/login').send({ email: account.user.email, password: account.password });
          expect(login.status).toBe(200);
          return { Authorization: `Bearer ${login.body.token as string}` };
        }),
      );
      const change = round % 3 === 0 ? { role: 'editor' } : round % 3 === 1 ? { disabled: true } : { role: 'user', disabled: true };
      const [one, other] = await Promise.all([
        http().put(`/api/admin/users/${second.user.id}`).set(tokens[0]!).send(change),
        http().put(`/api/admin/users/${first.user.id}`).set(tokens[1]!).send(change),
      ]);
      expectOneWinner([one, other], 200);
      expect(await activeAdmins()).toBe(1);
    }
  }, 120_000);

  it('deleting each other at once leaves one active admin too', async () => {
    for (let round = 0; round < 10; round += 1) {
      await testApp.app.get(MikroORM).em.fork().nativeUpdate(UserSchema, { role: 'admin' }, { role: 'user' });
      const [first, second] = await Promise.all([createAccount(testApp, 'admin'), createAccount(testApp, 'admin')]);
      const [one, other] = await Promise.all([
        http().delete(`/api/admin/users/${second!.user.id}`).set(first!.bearer),
        http().delete(`/api/admin/users/${first!.user.id}`).set(second!.bearer),
      ]);
      expectOneWinner([one, other], 204);
      expect(await activeAdmins()).toBe(1);
    }
  }, 120_000);
});

describe.each(databaseKinds)('first admin and demo accounts (%s)', (kind) => {
  it('creates the ADMIN_EMAIL admin when none exists, before the demo admin; demo passwords survive a restart', async () => {
    let testApp = await startTestApp(kind, { ADMIN_EMAIL: 'Owner@Example.com', ADMIN_PASSWORD: 'a long test-only passphrase' });
    try {
      const http = () => request(testApp.app.getHttpServer());
      const owner = await http().post('/api/auth/login').send({ email: 'owner@example.com', password: 'a long test-only passphrase' });
      expect(owner.status).toBe(200);
      expect(owner.body.user).toMatchObject({ role: 'admin', username: 'admin' });

      const demo = JSON.parse(readFileSync(path.join(testApp.dataDir, DEMO_ACCOUNTS_FILE), 'utf8')) as Record<string, string>;
      expect(Object.keys(demo).sort()).toEqual(['admin@taxatlas.example', 'editor@taxatlas.example']);
      for (const [email, role] of [
        ['admin@taxatlas.example', 'admin'],
        ['editor@taxatlas.example', 'editor'],
      ] as const) {
        expect(demo[email]!.length).toBeGreaterThanOrEqual(20);
        const login = await http().post('/api/auth/login').send({ email, password: demo[email] });
        expect(login.body.user?.role).toBe(role);
      }

      testApp = await testApp.restart();
      const again = JSON.parse(readFileSync(path.join(testApp.dataDir, DEMO_ACCOUNTS_FILE), 'utf8')) as Record<string, string>;
      expect(again).toEqual(demo);
      const login = await request(testApp.app.getHttpServer())
        .post('/api/auth/login')
        .send({ email: 'admin@taxatlas.example', password: demo['admin@taxatlas.example'] });
      expect(login.status).toBe(200);
    } finally {
      await testApp.close();
    }
  });

  it('seeds no account in production, even with demo content on', async () => {
    const testApp = await startTestApp(kind, {
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO_DATA: 'true',
    });
    try {
      expect(await testApp.app.get(MikroORM).em.fork().count(UserSchema, {})).toBe(0);
      expect((await request(testApp.app.getHttpServer()).get('/api/articles')).body.total).toBe(8);
    } finally {
      await testApp.close();
    }
  });

  it('gives a site whose admins are all disabled an active admin at the next start with ADMIN_EMAIL', async () => {
    let testApp = await startTestApp(kind, {
      SEED_DEMO_DATA: 'false',
      ADMIN_EMAIL: 'first@example.com',
      ADMIN_PASSWORD: 'the first passphrase',
    });
    try {
      const em = () => testApp.app.get(MikroORM).em.fork();
      await em().nativeUpdate(UserSchema, { role: 'admin' }, { disabled: true });
      // The same variables again: the disabled account is enabled, with the password the operator gives now.
      testApp = await testApp.restart({ ADMIN_PASSWORD: 'the recovery passphrase' });
      const login = () => request(testApp.app.getHttpServer()).post('/api/auth/login');
      expect((await login().send({ email: 'first@example.com', password: 'the recovery passphrase' })).body.user?.role).toBe('admin');
      // Another address: a new admin is created next to the disabled one.
      await em().nativeUpdate(UserSchema, { role: 'admin' }, { disabled: true });
      testApp = await testApp.restart({ ADMIN_EMAIL: 'second@example.com', ADMIN_USERNAME: 'second' });
      expect((await login().send({ email: 'second@example.com', password: 'the recovery passphrase' })).body.user?.role).toBe('admin');
      expect(await em().count(UserSchema, { role: 'admin', disabled: false })).toBe(1);
    } finally {
      await testApp.close();
    }
  }, 60_000);

  it('makes an existing account the admin when ADMIN_EMAIL names it and no admin exists', async () => {
    let testApp = await startTestApp(kind, { SEED_DEMO_DATA: 'false' });
    try {
      const registered = await request(testApp.app.getHttpServer())
        .post('/api/auth/register')
        .send({ email: 'early@example.com', username: 'early', password: strongPassword });
      expect(registered.status).toBe(201);
      // Same data folder and database, now with ADMIN_EMAIL naming that account.
      testApp = await testApp.restart({ ADMIN_EMAIL: 'early@example.com', ADMIN_PASSWORD: 'the operator passphrase' });
      const login = await request(testApp.app.getHttpServer())
        .post('/api/auth/login')
        .send({ email: 'early@example.com', password: 'the operator passphrase' });
      expect(login.body.user?.role).toBe('admin');
      expect(
        (await request(testApp.app.getHttpServer()).get('/api/auth/me').set('Authorization', `Bearer ${registered.body.token}`)).status,
      ).toBe(401);
    } finally {
      await testApp.close();
    }
  });
});
