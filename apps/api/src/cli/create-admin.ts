// `npm run admin:create`: creates an admin account (or makes an existing account admin, with a new password).
// Uses the server's configuration (the same environment variables) and applies pending migrations first.
import 'reflect-metadata';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { MikroORM } from '@mikro-orm/core';
import { emailField, newPasswordField, usernameField } from '@taxatlas/contracts/auth';
import type { z } from 'zod';
import { hashPassword } from '../common/auth/passwords';
import { ConfigError, loadConfig } from '../config/app-config';
import { ormOptions } from '../database/orm-options';
import { insertAccount } from '../modules/users/account-seeding';
import { UserSchema } from '../modules/users/entities/user.entity';
import { revokeUserSessions } from '../modules/users/sessions.service';

const usage = `Usage: npm run admin:create -- [--email you@example.com] [--username you] [--password ...]

Creates an admin account in the configured database (DATA_DIR or DATABASE_URL, as the server uses them).
Whatever is not given is asked for; the password is typed without being shown (prefer that to --password,
which stays in your shell history). When the e-mail address already has an account, that account becomes an
admin and gets the new password, and its sessions end: a way back in when the admin password is lost.`;

/** Asks on the terminal; a hidden question echoes nothing while the answer is typed. */
async function ask(question: string, hidden = false): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = terminal as unknown as { _writeToOutput: (text: string) => void };
  if (hidden) {
    const write = output._writeToOutput.bind(terminal);
    output._writeToOutput = (text: string) => write(text.startsWith(question) ? question : text.includes('\n') ? '\n' : '');
  }
  try {
    return await terminal.question(question);
  } finally {
    terminal.close();
  }
}

async function valueOf<T>(given: string | undefined, question: string, schema: z.ZodType<T>, hidden = false): Promise<T> {
  let value = given;
  for (;;) {
    if (value === undefined) {
      if (!process.stdin.isTTY) throw new Error(`${question.replace(/: $/, '')} is missing: pass it as an option (see --help)`);
      value = await ask(question, hidden);
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    const message = `${question.replace(/: $/, '')} ${parsed.error.issues[0]?.message ?? 'is not valid'}`;
    if (given !== undefined || !process.stdin.isTTY) throw new Error(message);
    console.error(message);
    value = undefined;
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, username: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  // Silent: the migrator would otherwise narrate every migration it applies.
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const email = await valueOf(values.email, 'E-mail: ', emailField());
  const username = await valueOf(values.username, 'Username: ', usernameField());
  const password = await valueOf(values.password, 'Password: ', newPasswordField(), true);
  if (values.password === undefined && (await valueOf(undefined, 'Password again: ', newPasswordField(), true)) !== password) {
    throw new Error('The two passwords differ');
  }

  const orm = await MikroORM.init(ormOptions(config));
  try {
    await orm.getMigrator().up();
    const em = orm.em.fork();
    const existing = await em.findOne(UserSchema, { email });
    if (existing) {
      existing.role = 'admin';
      existing.disabled = false;
      existing.passwordHash = await hashPassword(password);
      await em.flush();
      await revokeUserSessions(em, existing.id, new Date());
      console.log(`${email} (${existing.username}) is now an admin, with the new password.`);
    } else {
      const user = await insertAccount(em, { email, username, password, role: 'admin' });
      console.log(`Created the admin ${email} (username ${user.username}).`);
    }
  } finally {
    await orm.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
