import { randomBytes } from 'node:crypto';
import * as argon2 from '@node-rs/argon2';
import request from 'supertest';
import { createAccount } from './support/accounts';
import { databaseKinds, startTestApp, type TestApp } from './support/test-app';

// Every password check, real or against the dummy hash, is one argon2 verify: counted here, still computed.
jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof argon2>('@node-rs/argon2');
  return { ...actual, verify: jest.fn(actual.verify) };
});
const passwordChecks = jest.mocked(argon2.verify);

/** LOGIN_FAILURES_PER_IP's default. */
const failuresPerAddress = 5;

const stores = [
  ['memory', {}],
  ...(process.env.TEST_REDIS_URL ? [['Redis', { REDIS_URL: process.env.TEST_REDIS_URL }] as const] : []),
] as const;

describe.each(databaseKinds)('login attempts are counted before the password is checked (%s)', (kind) => {
  describe.each(stores)('with the counters in %s', (_store, storeEnv) => {
    let testApp: TestApp;
    const login = (address: string, body: Record<string, string>) =>
      request(testApp.app.getHttpServer()).post('/api/auth/login').set('X-Forwarded-For', address).send(body);
    // An address of its own per test and run, so that runs sharing one Redis do not count each other's attempts.
    const newAddress = () => `2001:db8:2::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;

    beforeAll(async () => {
      testApp = await startTestApp(kind, { TRUST_PROXY: 'loopback', LOGIN_SLOWDOWN_STEP_MS: '0', ...storeEnv });
    });
    afterAll(async () => {
      await testApp.close();
    });

    it('checks at most LOGIN_FAILURES_PER_IP passwords of 100 wrong logins sent at once from one address', async () => {
      const account = await createAccount(testApp);
      const address = newAddress();
      passwordChecks.mockClear();
      const responses = await Promise.all(
        Array.from({ length: 100 }, () => login(address, { email: account.user.email, password: 'a wrong password' })),
      );
      expect(passwordChecks.mock.calls.length).toBeLessThanOrEqual(failuresPerAddress);
      const statuses = responses.map((response) => response.status);
      const refusedPasswords = statuses.filter((status) => status === 401).length;
      expect(refusedPasswords).toBeGreaterThanOrEqual(1);
      expect(passwordChecks.mock.calls.length).toBe(refusedPasswords);
      expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
      for (const refused of responses.filter((response) => response.status === 429)) {
        expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
    }, 60_000);

    it('still takes the right password after a few wrong ones, and does not count it as a failure', async () => {
      const account = await createAccount(testApp);
      const address = newAddress();
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expect((await login(address, { email: account.user.email, password: 'a wrong password' })).status).toBe(401);
      }
      expect((await login(address, { email: account.user.email, password: account.password })).status).toBe(200);
      expect((await login(address, { email: account.user.email, password: account.password })).status).toBe(200);
      // Three failures and two successes: two failures are left to this address, then a 429.
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        expect((await login(address, { email: account.user.email, password: 'a wrong password' })).status).toBe(401);
      }
      expect((await login(address, { email: account.user.email, password: account.password })).status).toBe(429);
    }, 30_000);
  });
});
