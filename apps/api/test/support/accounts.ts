import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import type { Role, User } from '@taxatlas/contracts/auth';
import request from 'supertest';
import { UserSchema } from '../../src/modules/users/entities/user.entity';
import type { TestApp } from './test-app';

/** Environment for suites that register many accounts from one address and fail logins on purpose. */
export const relaxedAuthLimits = {
  REGISTER_PER_IP_PER_HOUR: '100000',
  LOGIN_FAILURES_PER_IP: '100000',
  LOGIN_FAILURES_PER_ACCOUNT: '100000',
  LOGIN_SLOWDOWN_STEP_MS: '0',
} as const;

export const strongPassword = 'correct horse battery staple';

export interface Account {
  readonly user: User;
  readonly token: string;
  readonly password: string;
  readonly bearer: { Authorization: string };
}

let counter = 0;

/** Registers a fresh account (unique e-mail and username) and, for another role, sets it in the database. */
export async function createAccount(testApp: TestApp, role: Role = 'user', fields: Record<string, string> = {}): Promise<Account> {
  counter += 1;
  const name = `${role}${counter}${Math.floor(Math.random() * 1e6)}`;
  const body = { email: `${name}@example.com`, username: name, password: strongPassword, ...fields };
  // An address of its own (used where TRUST_PROXY believes it), so that no suite's limit counts these requests.
  const address = `2001:db8::${randomBytes(4)
    .toString('hex')
    .replace(/(....)(....)/, '$1:$2')}`;
  const registered = await request(testApp.app.getHttpServer()).post('/api/auth/register').set('X-Forwarded-For', address).send(body);
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  if (role !== 'user') {
    const em = testApp.app.get(MikroORM).em.fork();
    await em.nativeUpdate(UserSchema, { id: registered.body.user.id }, { role });
  }
  const loggedIn = await request(testApp.app.getHttpServer())
    .post('/api/auth/login')
    .set('X-Forwarded-For', address)
    .send({ email: body.email, password: body.password });
  if (loggedIn.status !== 200) throw new Error(`login failed: ${loggedIn.status} ${JSON.stringify(loggedIn.body)}`);
  const token = loggedIn.body.token as string;
  return { user: loggedIn.body.user as User, token, password: body.password, bearer: { Authorization: `Bearer ${token}` } };
}
