import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  type ActiveSession,
  type AuthResponse,
  INVALID_CREDENTIALS_MESSAGE,
  type LoginParsedRequest,
  type RegisterParsedRequest,
} from '@taxatlas/contracts/auth';
import { AuthRateLimits } from '../../common/auth/auth-rate-limits';
import { prepareDummyHash, verifyAgainstDummy, verifyPassword } from '../../common/auth/passwords';
import type { SessionClient } from '../../common/auth/session-client.decorator';
import type { SessionUser } from '../../common/auth/session-user';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../common/errors/domain-errors';
import { SettingsService } from '../settings/settings.service';
import { SessionsService } from '../users/sessions.service';
import { toUserDto } from '../users/user-view';
import { UsersService } from '../users/users.service';

/** Register, log in, log out, and the caller's list of sessions. */
@Injectable()
export class AuthService implements OnModuleInit {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly limits: AuthRateLimits,
    private readonly settings: SettingsService,
  ) {}

  async onModuleInit(): Promise<void> {
    await prepareDummyHash();
  }

  async register(request: RegisterParsedRequest, client: SessionClient): Promise<AuthResponse> {
    if (!(await this.settings.get()).allowRegistration) throw new ForbiddenError('Registration is closed on this site');
    await this.limits.register(client.ip);
    const user = await this.users.create({ ...request, role: 'user' });
    return { token: await this.startSession(user.id, client), user: toUserDto(user) };
  }

  /**
   * One answer, 401 "Invalid email or password", for an unknown account, a wrong password and a disabled account, after
   * the same argon2 work in each case (a dummy hash for an unknown account), so neither the text nor the timing tells
   * which accounts exist. Each attempt counts per address and per account before the check, and a success is given
   * back (AuthRateLimits).
   */
  async login(request: LoginParsedRequest, client: SessionClient): Promise<AuthResponse> {
    const clientAddress = client.ip;
    const user = await this.users.findForLogin(request.email);
    const accountKey = user ? `user:${user.id}` : `name:${request.email}`;
    const delayMs = await this.limits.reserveLoginAttempt(clientAddress, accountKey);
    if (delayMs > 0) await sleep(delayMs);
    const passwordMatches = user ? await verifyPassword(user.passwordHash, request.password) : await verifyAgainstDummy(request.password);
    // A failure stays counted: reserveLoginAttempt() counted it before the check.
    if (!user || !passwordMatches || user.disabled) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE);
    await this.limits.loginSucceeded(clientAddress, accountKey);
    const current = await this.users.recordLogin(user.id, request.password);
    return { token: await this.startSession(current.id, client), user: toUserDto(current) };
  }

  /** Ends the caller's session: this token stops working everywhere; the account's other devices stay signed in. */
  async logout(session: SessionUser): Promise<void> {
    await this.sessions.revoke(session.id, session.sessionId);
  }

  listSessions(session: SessionUser): Promise<ActiveSession[]> {
    return this.sessions.list(session);
  }

  /** Signs one of the caller's own devices out (404 for an id that is not one of their live sessions). */
  async endSession(session: SessionUser, sessionId: string): Promise<void> {
    if (!(await this.sessions.revoke(session.id, sessionId))) {
      throw new NotFoundError('Session not found: you have no active session with this id');
    }
  }

  private async startSession(userId: string, client: SessionClient): Promise<string> {
    const token = await this.sessions.start(userId, client);
    await this.sessions.pruneNowAndThen();
    return token;
  }
}
