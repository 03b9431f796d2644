import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import { JwtService } from '@nestjs/jwt';
import { INVALID_CREDENTIALS_MESSAGE, PASSWORD_MAX_LENGTH, type User } from '@taxatlas/contracts/auth';
import request from 'supertest';
import type { Clock } from '../src/common/time/clock';
import { UserSchema } from '../src/modules/users/entities/user.entity';
import { type Account, createAccount, relaxedAuthLimits, strongPassword } from './support/accounts';
import { databaseKinds, startTestApp, type TestApp } from './support/test-app';

const userFields = ['createdAt', 'email', 'firstName', 'id', 'lastName', 'preferredLanguage', 'role', 'username'];

/** A clock the test moves: `offsetMs` ahead of the real one. */
function movableClock(): Clock & { offsetMs: number } {
  const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
  return clock;
}

/** The field names of a 400's details. */
function fieldsOf(response: request.Response): string[] {
  expect(response.status).toBe(400);
  expect(response.body.success).toBe(false);
  return (response.body.details as { field: string }[]).map((detail) => detail.field);
}

describe.each(databaseKinds)('accounts: sessions, profile and password (%s)', (kind) => {
  let testApp: TestApp;
  const clock = movableClock();
  const http = () => request(testApp.app.getHttpServer());
  const me = (token: string) => http().get('/api/auth/me').set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    testApp = await startTestApp(kind, relaxedAuthLimits, clock);
  });
  afterAll(async () => {
    await testApp.close();
  });
  afterEach(() => {
    clock.offsetMs = 0;
  });

  it('registers an account in lower case and signs it in, never showing a hash', async () => {
    const response = await http()
      .post('/api/auth/register')
      .send({ email: ' Grace@Example.COM ', username: 'Grace.H', password: strongPassword, firstName: ' Grace ', lastName: 'Hopper' });
    expect(response.status).toBe(201);
    const user = response.body.user as User;
    expect(Object.keys(user).sort()).toEqual(userFields);
    expect(user).toMatchObject({ email: 'grace@example.com', username: 'grace.h', firstName: 'Grace', lastName: 'Hopper', role: 'user' });
    expect(user.preferredLanguage).toBe('en');
    expect(JSON.stringify(response.body)).not.toMatch(/argon2|passwordHash|tokenVersion/);
    expect((await me(response.body.token)).body).toEqual({ user });

    const stored = await testApp.app
      .get(MikroORM)
      .em.fork()
      .findOneOrFail(UserSchema, { id: user.id }, { populate: ['passwordHash'] });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('logs in with the e-mail address or the username, in any letter case', async () => {
    const account = await createAccount(testApp);
    for (const identifier of [account.user.email, account.user.username.toUpperCase()]) {
      const response = await http().post('/api/auth/login').send({ email: identifier, password: account.password });
      expect(response.status).toBe(200);
      expect(response.body.user).toEqual(account.user);
      expect((await me(response.body.token)).status).toBe(200);
    }
  });

  it('answers every failed login with the same 401, whatever was wrong', async () => {
    const account = await createAccount(testApp);
    const disabled = await createAccount(testApp);
    await testApp.app.get(MikroORM).em.fork().nativeUpdate(UserSchema, { id: disabled.user.id }, { disabled: true });
    const attempts = [
      { email: 'nobody@example.com', password: strongPassword },
      { email: 'nobody', password: strongPassword },
      { email: account.user.email, password: 'not the password' },
      { email: disabled.user.email, password: disabled.password },
    ];
    for (const attempt of attempts) {
      const response = await http().post('/api/auth/login').send(attempt);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, error: INVALID_CREDENTIALS_MESSAGE });
    }
  });

  it('logs out: the token stops working at once, and a new login works', async () => {
    const account = await createAccount(testApp);
    const logout = await http().post('/api/auth/logout').set(account.bearer);
    expect(logout.status).toBe(204);
    const refused = await me(account.token);
    expect(refused.status).toBe(401);
    expect(refused.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(refused.body).toEqual({ success: false, error: expect.stringContaining('sign in again') });
    const again = await http().post('/api/auth/login').send({ email: account.user.email, password: account.password });
    expect((await me(again.body.token)).status).toBe(200);
  });

  it('refuses a missing, malformed, foreign, unsigned or expired token with 401', async () => {
    const account = await createAccount(testApp);
    expect((await http().get('/api/auth/me')).body.error).toContain('Sign in first');
    const foreign = new JwtService({ secret: randomBytes(32).toString('hex') }).sign({ sub: account.user.id, ver: 0 }, { expiresIn: 3600 });
    const [header, payload] = account.token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    for (const token of ['junk', `${header}.${payload}.AAAA`, foreign, unsigned]) {
      expect((await me(token)).status).toBe(401);
    }
    // JWT_EXPIRES_IN defaults to 7 days: a minute before, the token works; a minute after, it does not.
    clock.offsetMs = 7 * 86_400_000 - 60_000;
    expect((await me(account.token)).status).toBe(200);
    clock.offsetMs = 7 * 86_400_000 + 60_000;
    expect((await me(account.token)).status).toBe(401);
  });

  it('refuses the token of a deleted account', async () => {
    const account = await createAccount(testApp);
    await testApp.app.get(MikroORM).em.fork().nativeDelete(UserSchema, { id: account.user.id });
    expect((await me(account.token)).status).toBe(401);
  });

  it('reads and changes the profile: names, username and language, never the role or e-mail', async () => {
    const account = await createAccount(testApp);
    const profile = await http().get('/api/users/profile').set(account.bearer);
    expect(profile.body).toEqual({ user: account.user });
    const newName = `renamed${Date.now()}`;
    const update = await http()
      .put('/api/users/profile')
      .set(account.bearer)
      .send({ firstName: 'Ada', lastName: 'Lovelace', username: newName.toUpperCase(), preferredLanguage: 'de' });
    expect(update.status).toBe(200);
    expect(update.body.user).toEqual({
      ...account.user,
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: newName,
      preferredLanguage: 'de',
    });
    expect((await http().put('/api/users/profile').set(account.bearer).send({ lastName: '' })).body.user.lastName).toBe('');
    expect(fieldsOf(await http().put('/api/users/profile').set(account.bearer).send({ role: 'admin' }))).toEqual(['role']);
    expect(fieldsOf(await http().put('/api/users/profile').set(account.bearer).send({ email: 'new@example.com' }))).toEqual(['email']);
    expect((await me(account.token)).body.user.role).toBe('user');
  });

  it('changes the password: the caller gets a new token, every other session ends', async () => {
    const account = await createAccount(testApp);
    const otherSession = (await http().post('/api/auth/login').send({ email: account.user.email, password: account.password })).body.token;
    const wrong = await http()
      .put('/api/users/change-password')
      .set(account.bearer)
      .send({ currentPassword: 'not my password', newPassword: 'a new and long passphrase' });
    expect(fieldsOf(wrong)).toEqual(['currentPassword']);
    expect((await me(account.token)).status).toBe(200);

    const changed = await http()
      .put('/api/users/change-password')
      .set(account.bearer)
      .send({ currentPassword: account.password, newPassword: 'a new and long passphrase' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ success: true, message: expect.any(String), token: expect.any(String) });
    expect((await me(account.token)).status).toBe(401);
    expect((await me(otherSession)).status).toBe(401);
    expect((await me(changed.body.token)).status).toBe(200);
    const oldLogin = await http().post('/api/auth/login').send({ email: account.user.email, password: account.password });
    expect(oldLogin.status).toBe(401);
    const newLogin = await http().post('/api/auth/login').send({ email: account.user.email, password: 'a new and long passphrase' });
    expect(newLogin.status).toBe(200);
  });

  it('ends the sessions of a user an admin disables or gives another role', async () => {
    const admin = await createAccount(testApp, 'admin');
    for (const change of [{ disabled: true }, { role: 'editor' }]) {
      const account = await createAccount(testApp);
      const update = await http().put(`/api/admin/users/${account.user.id}`).set(admin.bearer).send(change);
      expect(update.status).toBe(200);
      expect((await me(account.token)).status).toBe(401);
    }
  });

  it('refuses registration while an admin has closed it', async () => {
    const admin = await createAccount(testApp, 'admin');
    await http().put('/api/admin/users/settings').set(admin.bearer).send({ allowRegistration: false });
    const closed = await http().post('/api/auth/register').send({ email: 'late@example.com', username: 'late', password: strongPassword });
    expect(closed.status).toBe(403);
    expect(closed.body.error).toBe('Registration is closed on this site');
    await http().put('/api/admin/users/settings').set(admin.bearer).send({ allowRegistration: true });
    expect(
      (await http().post('/api/auth/register').send({ email: 'late@example.com', username: 'late', password: strongPassword })).status,
    ).toBe(201);
  });
});

describe.each(databaseKinds)('accounts: bad input gets a 400 naming the field (%s)', (kind) => {
  let testApp: TestApp;
  let account: Account;
  const http = () => request(testApp.app.getHttpServer());
  const valid = { email: 'valid@example.com', username: 'valid_name', password: strongPassword };

  beforeAll(async () => {
    testApp = await startTestApp(kind, relaxedAuthLimits);
    account = await createAccount(testApp, 'user', { email: 'taken@example.com', username: 'taken' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const long = (length: number) => 'a'.repeat(length);
  const registerCases: [string, Record<string, unknown>, string][] = [
    ['missing e-mail', { username: 'u_1', password: strongPassword }, 'email'],
    ['missing username', { email: 'a@example.com', password: strongPassword }, 'username'],
    ['missing password', { email: 'a@example.com', username: 'u_1' }, 'password'],
    ['e-mail as a number', { ...valid, email: 42 }, 'email'],
    ['username as an array', { ...valid, username: ['a'] }, 'username'],
    ['password as an object', { ...valid, password: { $gt: '' } }, 'password'],
    ['malformed e-mail', { ...valid, email: 'not-an-email' }, 'email'],
    ['e-mail without a domain', { ...valid, email: 'someone@' }, 'email'],
    ['e-mail over 254 characters', { ...valid, email: `${long(250)}@example.com` }, 'email'],
    ['username of 2 characters', { ...valid, username: 'ab' }, 'username'],
    ['username of 31 characters', { ...valid, username: long(31) }, 'username'],
    ['username with a space', { ...valid, username: 'two words' }, 'username'],
    ['username with an @', { ...valid, username: 'me@home' }, 'username'],
    ['password of 7 characters', { ...valid, password: 'Zx9!kq2' }, 'password'],
    [`password over ${PASSWORD_MAX_LENGTH} characters`, { ...valid, password: long(PASSWORD_MAX_LENGTH + 1) }, 'password'],
    ['a password of eight spaces', { ...valid, password: '        ' }, 'password'],
    ['a password of tabs, line breaks and no-break spaces', { ...valid, password: '\t\n\u00a0\u3000\t\n\u00a0\u3000' }, 'password'],
    ['a common password', { ...valid, password: 'Password123' }, 'password'],
    ['another common password', { ...valid, password: 'qwertyuiop' }, 'password'],
    ['the username as password', { ...valid, username: 'longusername', password: 'LongUserName' }, 'password'],
    ['first name over 100 characters', { ...valid, firstName: long(101) }, 'firstName'],
    ['last name as a number', { ...valid, lastName: 7 }, 'lastName'],
    ['a language that is not offered', { ...valid, preferredLanguage: 'fr' }, 'preferredLanguage'],
    ['an unknown field', { ...valid, role: 'admin' }, 'role'],
    ['a registered e-mail address, in other letters', { ...valid, email: 'TAKEN@example.com' }, 'email'],
    ['a taken username, in other letters', { ...valid, username: 'Taken' }, 'username'],
  ];

  it.each(registerCases)('register: %s', async (_name, body, field) => {
    expect(fieldsOf(await http().post('/api/auth/register').send(body))).toContain(field);
  });

  it('register: a body that is not an object names the body', async () => {
    for (const body of ['[]', '"text"', '42', 'null']) {
      expect(fieldsOf(await http().post('/api/auth/register').set('Content-Type', 'application/json').send(body))).toEqual(['body']);
    }
  });

  it.each([
    ['missing e-mail', { password: 'x' }, 'email'],
    ['missing password', { email: 'a@example.com' }, 'password'],
    ['password as a number', { email: 'a@example.com', password: 12345678 }, 'password'],
    ['empty identifier', { email: '  ', password: 'x' }, 'email'],
    [`password over ${PASSWORD_MAX_LENGTH} characters`, { email: 'a@example.com', password: long(PASSWORD_MAX_LENGTH + 1) }, 'password'],
    ['an unknown field', { email: 'a@example.com', password: 'x', remember: true }, 'remember'],
  ] as [string, Record<string, unknown>, string][])('login: %s', async (_name, body, field) => {
    expect(fieldsOf(await http().post('/api/auth/login').send(body))).toContain(field);
  });

  it.each([
    ['an empty body', {}, 'body'],
    ['first name over 100 characters', { firstName: long(101) }, 'firstName'],
    ['last name as null', { lastName: null }, 'lastName'],
    ['an invalid username', { username: 'No Spaces' }, 'username'],
    ['a language that is not offered', { preferredLanguage: 'es' }, 'preferredLanguage'],
  ] as [string, Record<string, unknown>, string][])('profile: %s', async (_name, body, field) => {
    expect(fieldsOf(await http().put('/api/users/profile').set(account.bearer).send(body))).toContain(field);
  });

  it('profile: a username another account has', async () => {
    const other = await createAccount(testApp);
    expect(fieldsOf(await http().put('/api/users/profile').set(other.bearer).send({ username: 'Taken' }))).toEqual(['username']);
  });

  it.each([
    ['missing current password', { newPassword: 'a new and long passphrase' }, 'currentPassword'],
    ['missing new password', { currentPassword: strongPassword }, 'newPassword'],
    ['a short new password', { currentPassword: strongPassword, newPassword: 'short' }, 'newPassword'],
    ['a common new password', { currentPassword: strongPassword, newPassword: 'iloveyou' }, 'newPassword'],
    ['a new password of spaces only', { currentPassword: strongPassword, newPassword: ' '.repeat(12) }, 'newPassword'],
    ['a new password over the maximum', { currentPassword: strongPassword, newPassword: long(PASSWORD_MAX_LENGTH + 1) }, 'newPassword'],
    ['a new password as a number', { currentPassword: strongPassword, newPassword: 123456789 }, 'newPassword'],
    ['an unknown field', { currentPassword: strongPassword, newPassword: 'a new and long passphrase', confirm: 'x' }, 'confirm'],
  ] as [string, Record<string, unknown>, string][])('change-password: %s', async (_name, body, field) => {
    expect(fieldsOf(await http().put('/api/users/change-password').set(account.bearer).send(body))).toContain(field);
  });
});

describe.each(databaseKinds)('accounts: login and register limits (%s)', (kind) => {
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());
  // Each test speaks from addresses of its own (X-Forwarded-For from the trusted local proxy).
  let addressCounter = 0;
  const newAddress = () => `198.51.100.${(addressCounter += 1)}`;
  const login = (address: string, body: Record<string, string>) =>
    http().post('/api/auth/login').set('X-Forwarded-For', address).send(body);

  beforeAll(async () => {
    testApp = await startTestApp(kind, { TRUST_PROXY: 'loopback', REGISTER_PER_IP_PER_HOUR: '3', LOGIN_SLOWDOWN_STEP_MS: '150' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers the 6th quick failed login from one address with 429 and Retry-After, even with the right password', async () => {
    const address = newAddress();
    const account = await createAccount(testApp);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(address, { email: `nobody${attempt}@example.com`, password: 'wrong password' })).status).toBe(401);
    }
    const sixth = await login(address, { email: account.user.email, password: account.password });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(sixth.body).toEqual({ success: false, error: expect.stringContaining('Too many requests') });
    // Another address is not held back by this one.
    expect((await login(newAddress(), { email: account.user.email, password: account.password })).status).toBe(200);
  });

  it('slows down each attempt after three failures', async () => {
    const address = newAddress();
    const timed = async () => {
      const started = performance.now();
      expect((await login(address, { email: 'nobody@example.com', password: 'wrong password' })).status).toBe(401);
      return performance.now() - started;
    };
    for (let attempt = 1; attempt <= 3; attempt += 1) await timed();
    expect(await timed()).toBeGreaterThanOrEqual(150);
    expect(await timed()).toBeGreaterThanOrEqual(300);
  });

  it('limits failures for one account from many addresses to 10, then answers 429 for that account only', async () => {
    const account = await createAccount(testApp);
    const other = await createAccount(testApp);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login(newAddress(), { email: account.user.username, password: 'wrong password' })).status).toBe(401);
    }
    const blocked = await login(newAddress(), { email: account.user.email, password: account.password });
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await login(newAddress(), { email: other.user.email, password: other.password })).status).toBe(200);
  }, 30_000);

  it('limits registrations from one address (REGISTER_PER_IP_PER_HOUR)', async () => {
    const address = newAddress();
    const register = (n: number) =>
      http()
        .post('/api/auth/register')
        .set('X-Forwarded-For', address)
        .send({ email: `limit${n}-${kind}@example.com`, username: `limit${n}_${kind}`, password: strongPassword });
    for (let n = 1; n <= 3; n += 1) expect((await register(n)).status).toBe(201);
    const fourth = await register(4);
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  (redisUrl ? it : it.skip)('keeps the failure count in Redis (REDIS_URL), across a restart', async () => {
    await testApp.close();
    testApp = await startTestApp(kind, { TRUST_PROXY: 'loopback', REDIS_URL: redisUrl!, LOGIN_SLOWDOWN_STEP_MS: '0' });
    // An address of its own per run, so runs sharing this Redis do not count each other's failures.
    const address = `2001:db8:1::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
    const unique = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(address, { email: `nobody${unique}@example.com`, password: 'wrong password' })).status).toBe(401);
    }
    testApp = await testApp.restart();
    expect((await login(address, { email: `nobody${unique}@example.com`, password: 'wrong password' })).status).toBe(429);
  });
});
