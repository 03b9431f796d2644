import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  type AuthResponse,
  INVALID_CREDENTIALS_MESSAGE,
  type LoginParsedRequest,
  type RegisterParsedRequest,
} from '@taxatlas/contracts/auth';
import { AuthRateLimits } from '../../common/auth/auth-rate-limits';
import { prepareDummyHash, verifyAgainstDummy, verifyPassword } from '../../common/auth/passwords';
import { SessionTokens } from '../../common/auth/session-tokens';
import { ForbiddenError, UnauthorizedError } from '../../common/errors/domain-errors';
import { SettingsService } from '../settings/settings.service';
import { toUserDto } from '../users/user-view';
import { UsersService } from '../users/users.service';

/** Register, log in, log out. */
@Injectable()
export class AuthService implements OnModuleInit {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: SessionTokens,
    private readonly limits: AuthRateLimits,
    private readonly settings: SettingsService,
  ) {}

  async onModuleInit(): Promise<void> {
    await prepareDummyHash();
  }

  async register(request: RegisterParsedRequest, clientAddress: string): Promise<AuthResponse> {
    if (!(await this.settings.get()).allowRegistration) throw new ForbiddenError('Registration is closed on this site');
    await this.limits.register(clientAddress);
    const user = await this.users.create({ ...request, role: 'user' });
    return { token: this.tokens.issue(user), user: toUserDto(user) };
  }

  /**
   * One answer, 401 "Invalid email or password", for an unknown account, a wrong password and a disabled account, after
   * the same argon2 work in each case (a dummy hash for an unknown account), so neither the text nor the timing tells
   * which accounts exist. Failures count per address and per account (AuthRateLimits).
   */
  async login(request: LoginParsedRequest, clientAddress: string): Promise<AuthResponse> {
    const user = await this.users.findForLogin(request.email);
    const accountKey = user ? `user:${user.id}` : `name:${request.email}`;
    const delayMs = await this.limits.beforeLogin(clientAddress, accountKey);
    if (delayMs > 0) await sleep(delayMs);
    const passwordMatches = user ? await verifyPassword(user.passwordHash, request.password) : await verifyAgainstDummy(request.password);
    if (!user || !passwordMatches || user.disabled) {
      await this.limits.loginFailed(clientAddress, accountKey);
      throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE);
    }
    await this.limits.loginSucceeded(accountKey);
    const current = await this.users.recordLogin(user.id, request.password);
    return { token: this.tokens.issue(current), user: toUserDto(current) };
  }

  /** Ends every session of the account (the token version moves on), this one included. */
  async logout(userId: string): Promise<void> {
    await this.users.revokeSessions(userId);
  }
}
