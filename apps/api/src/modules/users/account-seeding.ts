import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/core';
import { Logger } from '@nestjs/common';
import type { Role } from '@taxatlas/contracts/auth';
import { hashPassword } from '../../common/auth/passwords';
import type { AppConfig } from '../../config/app-config';
import { type User, UserSchema } from './entities/user.entity';
import { revokeUserSessions } from './sessions.service';

const logger = new Logger('Accounts');

export interface SeedAccount {
  readonly email: string;
  readonly username: string;
  readonly password: string;
  readonly role: Role;
  readonly firstName?: string;
  readonly lastName?: string;
}

/** A username not yet taken: the wanted one, else it with a short random suffix. */
async function freeUsername(em: EntityManager, wanted: string): Promise<string> {
  if ((await em.count(UserSchema, { username: wanted })) === 0) return wanted;
  return `${wanted.slice(0, 24)}-${randomBytes(3).toString('hex')}`;
}

/** Inserts an account without the checks of a request (its values are validated where they come from). */
export async function insertAccount(em: EntityManager, account: SeedAccount, now = new Date()): Promise<User> {
  const user = em.create(UserSchema, {
    id: randomUUID(),
    email: account.email,
    username: await freeUsername(em, account.username),
    passwordHash: await hashPassword(account.password),
    firstName: account.firstName ?? '',
    lastName: account.lastName ?? '',
    role: account.role,
    preferredLanguage: 'en',
    disabled: false,
    lastLoginAt: null,
    createdAt: now,
    updatedAt: now,
  });
  await em.flush();
  return user;
}

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD: when the database has no active admin, creates one (a container deployment and the test
 * harnesses get their first admin this way). An existing account with that e-mail address is made admin, enabled and
 * given the password. Disabled admins do not count: a site whose admins are all disabled gets one back at the next
 * start. While an active admin exists, nothing happens: the variables never reset a password.
 */
export async function ensureBootstrapAdmin(em: EntityManager, config: AppConfig): Promise<void> {
  const admin = config.bootstrapAdmin;
  if (!admin) return;
  if ((await em.count(UserSchema, { role: 'admin', disabled: false })) > 0) return;
  const existing = await em.findOne(UserSchema, { email: admin.email });
  if (existing) {
    existing.role = 'admin';
    existing.disabled = false;
    existing.passwordHash = await hashPassword(admin.password);
    await em.flush();
    await revokeUserSessions(em, existing.id, new Date());
    logger.warn(`ADMIN_EMAIL: the existing account ${admin.email} is now the admin, with ADMIN_PASSWORD as its password`);
    return;
  }
  await insertAccount(em, { ...admin, role: 'admin' });
  logger.log(`ADMIN_EMAIL: created the admin ${admin.email}`);
}

export const demoAccounts = [
  { email: 'admin@taxatlas.example', username: 'admin', role: 'admin', firstName: 'Ada', lastName: 'Admin' },
  { email: 'editor@taxatlas.example', username: 'editor', role: 'editor', firstName: 'Eddie', lastName: 'Editor' },
] as const satisfies readonly Omit<SeedAccount, 'password'>[];

/** Where the demo accounts' generated passwords are kept, next to the development JWT secret. */
export const DEMO_ACCOUNTS_FILE = '.demo-accounts.json';

function readDemoPasswords(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * Outside production only: a demo admin and a demo editor with random passwords, generated once and kept in
 * DATA_DIR/.demo-accounts.json (mode 600) so they survive restarts, and printed at every start. Nothing in the
 * repository is their password. An account whose password is not in the file (the file was deleted) gets a new one.
 */
export async function seedDemoAccounts(em: EntityManager, dataDir: string): Promise<readonly SeedAccount[]> {
  const file = path.join(dataDir, DEMO_ACCOUNTS_FILE);
  const stored = readDemoPasswords(file);
  const passwords: Record<string, string> = {};
  const accounts: SeedAccount[] = [];
  for (const demo of demoAccounts) {
    const known = typeof stored[demo.email] === 'string' ? stored[demo.email] : undefined;
    const password = known ?? randomBytes(18).toString('base64url');
    const existing = await em.findOne(UserSchema, { email: demo.email });
    if (!existing) await insertAccount(em, { ...demo, password });
    else if (!known) {
      existing.passwordHash = await hashPassword(password);
      await em.flush();
      await revokeUserSessions(em, existing.id, new Date());
    }
    passwords[demo.email] = password;
    accounts.push({ ...demo, password });
  }
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(passwords, null, 2)}\n`, { mode: 0o600 });
  logger.log(
    `Demo accounts (never created in production): ${accounts.map((account) => `${account.email} / ${account.password} (${account.role})`).join(', ')}`,
  );
  return accounts;
}
