import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { UnauthorizedError } from '../errors/domain-errors';
import { CLOCK, type Clock } from '../time/clock';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { SESSION_TOKEN_ALGORITHM, type SessionTokenPayload, sessionIdPattern } from './session-tokens';
import { SESSION_USERS, type SessionUser, type SessionUserSource } from './session-user';

export const SESSION_ENDED_MESSAGE = 'Your session has ended or the token is not valid: sign in again';

function isPayload(payload: unknown): payload is Pick<SessionTokenPayload, 'sub' | 'sid' | 'exp'> {
  const { sub, sid, exp } = (payload ?? {}) as Record<string, unknown>;
  return (
    typeof sub === 'string' &&
    sub.length <= 64 &&
    typeof sid === 'string' &&
    sessionIdPattern.test(sid) &&
    typeof exp === 'number' &&
    Number.isFinite(exp)
  );
}

/**
 * passport-jwt checks the signature (HS256 only); this checks the rest against the server's clock and the session's
 * row: the token has not expired, and its session (`sid`) exists, belongs to the token's user, is neither revoked nor
 * expired, and its user is not disabled — one lookup by the session's primary key, joined to the user. Logout revokes
 * the one session; a password change, a role change and disabling revoke them all; deleting a user deletes them.
 * Registered by the auth module, which provides the sessions.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SESSION_USERS) private readonly users: SessionUserSource,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: [SESSION_TOKEN_ALGORITHM],
      // Expiry is checked in validate() against the injected clock, so tests can stand past it.
      ignoreExpiration: true,
    });
  }

  async validate(payload: unknown): Promise<SessionUser> {
    if (!isPayload(payload) || payload.exp * 1000 <= this.clock.now().getTime()) throw new UnauthorizedError(SESSION_ENDED_MESSAGE);
    const user = await this.users.findSessionUser(payload.sub, payload.sid);
    if (!user) throw new UnauthorizedError(SESSION_ENDED_MESSAGE);
    return user;
  }
}
