import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import { JwtService } from '@nestjs/jwt';
import type { ActiveSession } from '@taxatlas/contracts/auth';
import request from 'supertest';
import type { Clock } from '../src/common/time/clock';
import { SessionSchema } from '../src/modules/users/entities/session.entity';
import { SESSION_TOUCH_INTERVAL_MS } from '../src/modules/users/sessions.service';
import { type Account, createAccount, relaxedAuthLimits } from './support/accounts';
import { databaseKinds, startTestApp, type TestApp } from './support/test-app';

/** The secret test-app.ts starts every app with: these tests sign tokens the server would accept but for the session. */
const testSecret = 'integration-test-secret-0123456789abcdef';
const dayMs = 86_400_000;

function movableClock(): Clock & { offsetMs: number } {
  const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
  return clock;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe.each(databaseKinds)('sessions: one per device (%s)', (kind) => {
  let testApp: TestApp;
  let admin: Account;
  const clock = movableClock();
  const http = () => request(testApp.app.getHttpServer());
  const me = (token: string) => http().get('/api/auth/me').set(bearer(token));
  const em = () => testApp.app.get(MikroORM).em.fork();

  /** Signs the account in again from another device: a session of its own. */
  async function device(account: Account, userAgent: string): Promise<string> {
    const response = await http()
      .post('/api/auth/login')
      .set('User-Agent', userAgent)
      .send({ email: account.user.email, password: account.password });
    expect(response.status).toBe(200);
    return response.body.token as string;
  }

  /** Every protected request a signed-in user can make without changing anything. */
  async function statusesOf(token: string): Promise<number[]> {
    return Promise.all([
      me(token).then((response) => response.status),
      http()
        .get('/api/users/profile')
        .set(bearer(token))
        .then((response) => response.status),
      http()
        .get('/api/bookmarks')
        .set(bearer(token))
        .then((response) => response.status),
      http()
        .get('/api/auth/sessions')
        .set(bearer(token))
        .then((response) => response.status),
    ]);
  }

  const sessionIdOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

  beforeAll(async () => {
    testApp = await startTestApp(kind, relaxedAuthLimits, clock);
    admin = await createAccount(testApp, 'admin');
  });
  afterAll(async () => {
    await testApp.close();
  });
  afterEach(() => {
    clock.offsetMs = 0;
  });

  it('logs out one device: its token is refused everywhere, the other device stays signed in', async () => {
    const account = await createAccount(testApp);
    const a = await device(account, 'Device A');
    const b = await device(account, 'Device B');
    expect((await http().post('/api/auth/logout').set(bearer(a))).status).toBe(204);
    expect(await statusesOf(a)).toEqual([401, 401, 401, 401]);
    expect((await http().post('/api/auth/logout').set(bearer(a))).status).toBe(401);
    expect(await statusesOf(b)).toEqual([200, 200, 200, 200]);
    expect(await statusesOf(account.token)).toEqual([200, 200, 200, 200]);
    // The row is kept, revoked, for a day.
    const row = await em().findOneOrFail(SessionSchema, { id: sessionIdOf(a) });
    expect(row.revokedAt).toBeInstanceOf(Date);
  });

  it('changes the password: the caller goes on with a new token, every other session and the old token end', async () => {
    const account = await createAccount(testApp);
    const other = await device(account, 'Other device');
    const changed = await http()
      .put('/api/users/change-password')
      .set(account.bearer)
      .set('User-Agent', 'Caller device')
      .send({ currentPassword: account.password, newPassword: 'a new and long passphrase' });
    expect(changed.status).toBe(200);
    const token = changed.body.token as string;
    expect(await statusesOf(token)).toEqual([200, 200, 200, 200]);
    expect((await me(account.token)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    const list = await http().get('/api/auth/sessions').set(bearer(token));
    expect(list.body.data).toEqual([expect.objectContaining({ id: sessionIdOf(token), current: true, userAgent: 'Caller device' })]);
  });

  it('ends every session when an admin disables the account, and they stay ended when it is enabled again', async () => {
    const account = await createAccount(testApp);
    const other = await device(account, 'Other device');
    expect((await http().put(`/api/admin/users/${account.user.id}`).set(admin.bearer).send({ disabled: true })).status).toBe(200);
    expect((await me(account.token)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    expect((await http().put(`/api/admin/users/${account.user.id}`).set(admin.bearer).send({ disabled: false })).status).toBe(200);
    expect((await me(account.token)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    expect((await me(await device(account, 'After'))).status).toBe(200);
  });

  it('ends every session on a role change, but not on an edit of names', async () => {
    const account = await createAccount(testApp);
    const other = await device(account, 'Other device');
    expect((await http().put(`/api/admin/users/${account.user.id}`).set(admin.bearer).send({ firstName: 'Renamed' })).status).toBe(200);
    expect((await me(other)).status).toBe(200);
    expect((await http().put(`/api/admin/users/${account.user.id}`).set(admin.bearer).send({ role: 'editor' })).status).toBe(200);
    expect((await me(account.token)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    const again = await device(account, 'After');
    expect((await me(again)).body.user.role).toBe('editor');
  });

  it('deletes the sessions of a deleted account with it', async () => {
    const account = await createAccount(testApp);
    const other = await device(account, 'Other device');
    expect((await http().delete(`/api/admin/users/${account.user.id}`).set(admin.bearer)).status).toBe(204);
    expect((await me(other)).status).toBe(401);
    expect(await em().count(SessionSchema, { user: account.user.id })).toBe(0);
  });

  it('refuses a session that has expired, whatever the token says', async () => {
    const account = await createAccount(testApp);
    const token = await device(account, 'Device');
    // The session row's end counts even while the token's exp is still ahead.
    await em().nativeUpdate(SessionSchema, { id: sessionIdOf(token) }, { expiresAt: new Date(Date.now() - 1_000) });
    expect((await me(token)).status).toBe(401);
    // And past the token's own end (JWT_EXPIRES_IN, 7 days), the other session is refused too.
    clock.offsetMs = 7 * dayMs + 60_000;
    expect((await me(account.token)).status).toBe(401);
  });

  it('refuses a forged or foreign sid, a token without one, and a sid of another user', async () => {
    const account = await createAccount(testApp);
    const other = await createAccount(testApp);
    const jwt = new JwtService({ secret: testSecret, signOptions: { algorithm: 'HS256' } });
    const exp = Math.floor(Date.now() / 1000) + 3_600;
    const sign = (payload: Record<string, unknown>) => jwt.sign({ exp, ...payload });
    // The genuine token works, so a 401 below is the sid's doing.
    expect((await me(sign({ sub: account.user.id, sid: sessionIdOf(account.token) }))).status).toBe(200);
    const forged = [
      sign({ sub: account.user.id, sid: randomBytes(32).toString('base64url') }),
      sign({ sub: account.user.id, sid: sessionIdOf(other.token) }),
      sign({ sub: other.user.id, sid: sessionIdOf(account.token) }),
      sign({ sub: account.user.id, ver: 0 }),
      sign({ sub: account.user.id, sid: `${sessionIdOf(account.token)}x` }),
      sign({ sub: account.user.id, sid: "' or 1=1 --" }),
      sign({ sub: account.user.id, sid: 42 }),
    ];
    for (const token of forged) expect((await me(token)).status).toBe(401);
  });

  it('lists the caller’s live sessions, marks the current one, and signs a chosen device out', async () => {
    const account = await createAccount(testApp);
    const phone = await device(account, `Phone ${'x'.repeat(400)}`);
    const laptop = await device(account, 'Laptop');
    const gone = await device(account, 'Gone');
    await http().post('/api/auth/logout').set(bearer(gone));

    const list = await http().get('/api/auth/sessions').set(bearer(laptop));
    expect(list.status).toBe(200);
    const sessions = list.body.data as ActiveSession[];
    // createAccount's registration and login, the phone and the laptop.
    expect(sessions).toHaveLength(4);
    expect(sessions.filter((session) => session.current).map((session) => session.id)).toEqual([sessionIdOf(laptop)]);
    expect(sessions.map((session) => session.id)).not.toContain(sessionIdOf(gone));
    const phoneEntry = sessions.find((session) => session.id === sessionIdOf(phone))!;
    expect(phoneEntry.userAgent).toHaveLength(256);
    expect(phoneEntry).toEqual({
      id: expect.any(String),
      current: false,
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      expiresAt: expect.any(String),
      userAgent: expect.stringMatching(/^Phone x+$/),
      ip: expect.any(String),
    });

    // Another user's session, an unknown id and one already ended are all "not yours": 404, and nothing changes.
    for (const id of [sessionIdOf(admin.token), randomBytes(32).toString('base64url'), sessionIdOf(gone), 'nonsense']) {
      expect((await http().delete(`/api/auth/sessions/${id}`).set(bearer(laptop))).status).toBe(404);
    }
    expect((await me(admin.token)).status).toBe(200);

    expect(
      (
        await http()
          .delete(`/api/auth/sessions/${sessionIdOf(phone)}`)
          .set(bearer(laptop))
      ).status,
    ).toBe(204);
    expect((await me(phone)).status).toBe(401);
    expect((await me(laptop)).status).toBe(200);
    expect(
      (
        await http()
          .delete(`/api/auth/sessions/${sessionIdOf(laptop)}`)
          .set(bearer(laptop))
      ).status,
    ).toBe(204);
    expect((await me(laptop)).status).toBe(401);
    expect((await me(account.token)).status).toBe(200);
  });

  it('writes the last-seen time at most once a minute, not on every request', async () => {
    const account = await createAccount(testApp);
    const token = await device(account, 'Device');
    const lastSeen = async () => (await em().findOneOrFail(SessionSchema, { id: sessionIdOf(token) })).lastSeenAt.getTime();
    const started = await lastSeen();
    for (let n = 0; n < 3; n += 1) expect((await me(token)).status).toBe(200);
    expect(await lastSeen()).toBe(started);
    clock.offsetMs = SESSION_TOUCH_INTERVAL_MS + 1_000;
    expect((await me(token)).status).toBe(200);
    const touched = await lastSeen();
    expect(touched).toBeGreaterThanOrEqual(started + SESSION_TOUCH_INTERVAL_MS);
    expect((await me(token)).status).toBe(200);
    expect(await lastSeen()).toBe(touched);
  });

  it('prunes expired sessions, and revoked ones after a day, when a session starts', async () => {
    const account = await createAccount(testApp);
    const revoked = await device(account, 'Revoked');
    await http().post('/api/auth/logout').set(bearer(revoked));
    const stale = await device(account, 'Stale');
    await em().nativeUpdate(SessionSchema, { id: sessionIdOf(stale) }, { expiresAt: new Date(Date.now() + dayMs / 2) });

    // A day and a bit later, a login elsewhere prunes: the expired row and the revoked one go, the live ones stay.
    clock.offsetMs = dayMs + 60_000;
    const fresh = await device(account, 'Fresh');
    const ids = (await em().find(SessionSchema, { user: account.user.id })).map((session) => session.id);
    expect(ids).not.toContain(sessionIdOf(revoked));
    expect(ids).not.toContain(sessionIdOf(stale));
    expect(ids).toEqual(expect.arrayContaining([sessionIdOf(account.token), sessionIdOf(fresh)]));
    // Nothing expired is left anywhere in the table.
    expect(await em().count(SessionSchema, { expiresAt: { $lte: clock.now() } })).toBe(0);
  });
});
