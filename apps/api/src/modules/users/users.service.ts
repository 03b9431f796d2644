import { randomUUID } from 'node:crypto';
import { type EntityManager, type FilterQuery, LockMode, MikroORM, raw, UniqueConstraintViolationException } from '@mikro-orm/core';
import { SqlitePlatform } from '@mikro-orm/sqlite';
import { Inject, Injectable } from '@nestjs/common';
import type { Language, Role, User as UserDto } from '@taxatlas/contracts/auth';
import type { FieldIssue } from '@taxatlas/contracts/fields';
import type {
  AdminUser,
  AdminUserList,
  AdminUserListParsedQuery,
  AdminUserUpdateParsedRequest,
  ChangePasswordParsedRequest,
  ChangePasswordResponse,
  ProfileUpdateParsedRequest,
} from '@taxatlas/contracts/users';
import { AuthRateLimits } from '../../common/auth/auth-rate-limits';
import { hashPassword, needsRehash, verifyPassword } from '../../common/auth/passwords';
import type { SessionClient } from '../../common/auth/session-client.decorator';
import type { SessionUser } from '../../common/auth/session-user';
import { containsLike, containsPattern } from '../../common/database/contains-pattern';
import { ConflictError, NotFoundError, RequestValidationError } from '../../common/errors/domain-errors';
import { CLOCK, type Clock } from '../../common/time/clock';
import { type User, UserSchema } from './entities/user.entity';
import { SessionsService } from './sessions.service';
import { toAdminUserDto, toUserDto } from './user-view';

export interface NewAccount {
  readonly email: string;
  readonly username: string;
  readonly password: string;
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  readonly preferredLanguage?: Language | undefined;
  readonly role: Role;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

class UserNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`User not found: no account has the id "${id}"`);
    this.name = 'UserNotFoundError';
  }
}

/** A password equal to the account's own e-mail address or username is the first thing an attacker tries. */
function passwordIssue(password: string, email: string, username: string, field: string): FieldIssue | undefined {
  const lower = password.toLowerCase();
  if ([email, email.split('@')[0] ?? '', username].includes(lower))
    return { field, message: 'must not be your e-mail address or username' };
  return undefined;
}

/** Accounts: creation, the profile, the password, and the admin's list, edits and deletions. */
@Injectable()
export class UsersService {
  constructor(
    private readonly orm: MikroORM,
    private readonly sessions: SessionsService,
    private readonly limits: AuthRateLimits,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Creates an account. A taken e-mail address or username is a 400 naming the field: registration is the one place
   * where telling that an account exists cannot be avoided (docs/security.md), and it is rate-limited.
   */
  async create(account: NewAccount, em: EntityManager = this.orm.em.fork()): Promise<User> {
    const weak = passwordIssue(account.password, account.email, account.username, 'password');
    if (weak) throw new RequestValidationError([weak]);
    await this.assertAvailable(em, { email: account.email, username: account.username });
    const now = this.clock.now();
    const user = em.create(UserSchema, {
      id: randomUUID(),
      email: account.email,
      username: account.username,
      passwordHash: await hashPassword(account.password),
      firstName: account.firstName ?? '',
      lastName: account.lastName ?? '',
      role: account.role,
      preferredLanguage: account.preferredLanguage ?? 'en',
      disabled: false,
      lastLoginAt: null,
      createdAt: now,
      updatedAt: now,
    });
    await this.flushNamingDuplicates(em, { email: account.email, username: account.username });
    return user;
  }

  /** The account an identifier names: an e-mail address when it has "@", else a username. With its password hash. */
  async findForLogin(identifier: string): Promise<User | null> {
    const where: FilterQuery<User> = identifier.includes('@') ? { email: identifier } : { username: identifier };
    return this.orm.em.fork().findOne(UserSchema, where, { populate: ['passwordHash'] });
  }

  /** After a successful login: the time, and a fresh hash when the stored one uses older argon2 parameters. */
  async recordLogin(id: string, password: string): Promise<User> {
    const em = this.orm.em.fork();
    const user = await em.findOneOrFail(UserSchema, { id }, { populate: ['passwordHash'] });
    user.lastLoginAt = this.clock.now();
    if (needsRehash(user.passwordHash)) user.passwordHash = await hashPassword(password);
    await em.flush();
    return user;
  }

  async profile(id: string): Promise<UserDto> {
    return toUserDto(await this.findOrFail(this.orm.em.fork(), id));
  }

  async updateProfile(id: string, changes: ProfileUpdateParsedRequest): Promise<UserDto> {
    const em = this.orm.em.fork();
    const user = await this.findOrFail(em, id);
    if (changes.username !== undefined && changes.username !== user.username) {
      await this.assertAvailable(em, { username: changes.username });
      user.username = changes.username;
    }
    if (changes.firstName !== undefined) user.firstName = changes.firstName;
    if (changes.lastName !== undefined) user.lastName = changes.lastName;
    if (changes.preferredLanguage !== undefined) user.preferredLanguage = changes.preferredLanguage;
    await this.flushNamingDuplicates(em, { username: user.username });
    return toUserDto(user);
  }

  /**
   * Checks the current password (a wrong one counts against the account like a failed login), stores the new one and
   * ends every session of the account, the caller's included; the caller goes on in a new session on the same device,
   * whose token the response carries. (Renewing the caller's token too means that a copy of it taken before the change
   * stops working with the others.)
   */
  async changePassword(session: SessionUser, request: ChangePasswordParsedRequest, client: SessionClient): Promise<ChangePasswordResponse> {
    const id = session.id;
    const accountKey = `user:${id}`;
    const em = this.orm.em.fork();
    const user = await em.findOne(UserSchema, { id }, { populate: ['passwordHash'] });
    if (!user) throw new UserNotFoundError(id);
    await this.limits.reservePasswordCheck(accountKey);
    if (!(await verifyPassword(user.passwordHash, request.currentPassword))) {
      throw new RequestValidationError([{ field: 'currentPassword', message: 'is not your current password' }]);
    }
    await this.limits.passwordCheckSucceeded(accountKey);
    const weak = passwordIssue(request.newPassword, user.email, user.username, 'newPassword');
    if (weak) throw new RequestValidationError([weak]);
    const passwordHash = await hashPassword(request.newPassword);
    const token = await em.transactional(async (tx) => {
      await tx.nativeUpdate(UserSchema, { id }, { passwordHash, updatedAt: this.clock.now() });
      await this.sessions.revokeAll(id, tx);
      return this.sessions.start(id, client, tx);
    });
    await this.sessions.pruneNowAndThen();
    return { success: true, message: 'Your password has been changed; every other session has been signed out', token };
  }

  async list(query: AdminUserListParsedQuery): Promise<AdminUserList> {
    const em = this.orm.em.fork();
    const { page, limit } = query;
    // Raw fragments are single-use, so the count and the page each get their own filter object.
    const where = (): FilterQuery<User> => {
      const filter: FilterQuery<User> & Record<string, unknown> = {};
      if (query.role) filter.role = query.role;
      if (query.search) {
        const pattern = containsPattern(query.search);
        const columns = ['email', 'username', 'first_name', 'last_name'];
        const matches = (alias: string) => `(${columns.map((column) => containsLike(`${alias}."${column}"`)).join(' or ')})`;
        filter[
          raw(
            matches,
            columns.map(() => pattern),
          )
        ] = [];
      }
      return filter;
    };
    const total = await em.count(UserSchema, where());
    if (total === 0 || (page - 1) * limit >= total) return { data: [], total, page, limit };
    const users = await em.find(UserSchema, where(), {
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      limit,
      offset: (page - 1) * limit,
    });
    return { data: users.map(toAdminUserDto), total, page, limit };
  }

  /**
   * An admin's edit. Never their own role or their own account's disabling (409), never the last active admin (409).
   * A role change or disabling ends the user's sessions, so the new rights apply to their next request.
   */
  async adminUpdate(actor: SessionUser, id: string, changes: AdminUserUpdateParsedRequest): Promise<AdminUser> {
    return this.orm.em.fork().transactional(async (em) => {
      if (changes.role !== undefined || changes.disabled === true) await this.lockActiveAdmins(em);
      const user = await this.findOrFail(em, id);
      const roleChanges = changes.role !== undefined && changes.role !== user.role;
      const disabling = changes.disabled === true && !user.disabled;
      if (actor.id === user.id && roleChanges) throw new ConflictError('You cannot change your own role: ask another admin');
      if (actor.id === user.id && disabling) throw new ConflictError('You cannot disable your own account: ask another admin');
      if ((roleChanges || disabling) && (await this.isLastActiveAdmin(em, user))) {
        throw new ConflictError('This is the last active admin: make another user admin first');
      }
      if (changes.username !== undefined && changes.username !== user.username) {
        await this.assertAvailable(em, { username: changes.username });
        user.username = changes.username;
      }
      if (changes.firstName !== undefined) user.firstName = changes.firstName;
      if (changes.lastName !== undefined) user.lastName = changes.lastName;
      if (changes.role !== undefined) user.role = changes.role;
      if (changes.disabled !== undefined) user.disabled = changes.disabled;
      await this.flushNamingDuplicates(em, { username: user.username });
      if (roleChanges || disabling) await this.sessions.revokeAll(user.id, em);
      return toAdminUserDto(user);
    });
  }

  /** Deletes an account; its sessions and bookmarks go with it (their tables' foreign keys cascade). */
  async adminDelete(actor: SessionUser, id: string): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      await this.lockActiveAdmins(em);
      const user = await this.findOrFail(em, id);
      if (actor.id === user.id) throw new ConflictError('You cannot delete your own account: ask another admin');
      if (await this.isLastActiveAdmin(em, user)) throw new ConflictError('This is the last active admin: make another user admin first');
      await em.nativeDelete(UserSchema, { id: user.id });
    });
  }

  /**
   * Called first in a transaction that may remove an admin, so that the last-admin check and the write are one step:
   * two admins removing each other at the same moment are otherwise both told "another active admin exists" and both
   * succeed. PostgreSQL: locks the active admins' rows (in id order, so two such transactions cannot deadlock); the
   * second transaction waits, then reads the first one's result. SQLite: a write statement takes the database's write
   * lock at once (what BEGIN IMMEDIATE does), before anything is read; another connection (the admin:create CLI)
   * then waits for this transaction instead of writing between its check and its write.
   */
  private async lockActiveAdmins(em: EntityManager): Promise<void> {
    if (em.getPlatform() instanceof SqlitePlatform) {
      await em.getConnection().execute('update "users" set "role" = "role" where 1 = 0', [], 'run', em.getTransactionContext());
      return;
    }
    await em.find(
      UserSchema,
      { role: 'admin', disabled: false },
      { fields: ['id'], orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
    );
  }

  private async isLastActiveAdmin(em: EntityManager, user: User): Promise<boolean> {
    if (user.role !== 'admin' || user.disabled) return false;
    return (await em.count(UserSchema, { role: 'admin', disabled: false, id: { $ne: user.id } })) === 0;
  }

  private async findOrFail(em: EntityManager, id: string): Promise<User> {
    const user = uuidPattern.test(id) ? await em.findOne(UserSchema, { id: id.toLowerCase() }) : null;
    if (!user) throw new UserNotFoundError(id);
    return user;
  }

  private async assertAvailable(em: EntityManager, wanted: { readonly email?: string; readonly username?: string }): Promise<void> {
    const issues: FieldIssue[] = [];
    if (wanted.email !== undefined && (await em.count(UserSchema, { email: wanted.email })) > 0) {
      issues.push({ field: 'email', message: 'is already registered: log in, or use another address' });
    }
    if (wanted.username !== undefined && (await em.count(UserSchema, { username: wanted.username })) > 0) {
      issues.push({ field: 'username', message: 'is already taken: choose another' });
    }
    if (issues.length > 0) throw new RequestValidationError(issues);
  }

  /** Two requests can pass assertAvailable at once; the unique index decides, and the loser gets the same 400. */
  private async flushNamingDuplicates(em: EntityManager, wanted: { readonly email?: string; readonly username?: string }): Promise<void> {
    try {
      await em.flush();
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      const message = error.message;
      const field = /email/i.test(message) ? 'email' : /username/i.test(message) ? 'username' : (Object.keys(wanted)[0] ?? 'body');
      throw new RequestValidationError([
        {
          field,
          message: field === 'email' ? 'is already registered: log in, or use another address' : 'is already taken: choose another',
        },
      ]);
    }
  }
}
