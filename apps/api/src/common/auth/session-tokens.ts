import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { CLOCK, type Clock } from '../time/clock';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';

/** What a session token carries: who, and which session (a row the server can revoke). Nothing else is trusted from it. */
export interface SessionTokenPayload {
  readonly sub: string;
  readonly sid: string;
  readonly iat: number;
  readonly exp: number;
}

/** Only this algorithm is accepted, so a token signed with "none" or a public key is never one of ours. */
export const SESSION_TOKEN_ALGORITHM = 'HS256';

/** Session ids: 32 random bytes in base64url (modules/users/sessions.service.ts makes them). */
export const sessionIdPattern = /^[A-Za-z0-9_-]{43}$/;

/** Issues session tokens: HS256 JWTs that expire with their session, timed by the server's (injectable) clock. */
@Injectable()
export class SessionTokens {
  private readonly jwt: JwtService;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.jwt = new JwtService({ secret: config.jwtSecret, signOptions: { algorithm: SESSION_TOKEN_ALGORITHM } });
  }

  /** When a session started now ends: JWT_EXPIRES_IN from now. */
  expiryFrom(now: Date): Date {
    return new Date(now.getTime() + this.config.jwtExpiresInSeconds * 1000);
  }

  issue(session: { readonly id: string; readonly userId: string; readonly expiresAt: Date }): string {
    const payload: SessionTokenPayload = {
      sub: session.userId,
      sid: session.id,
      iat: Math.floor(this.clock.now().getTime() / 1000),
      exp: Math.floor(session.expiresAt.getTime() / 1000),
    };
    return this.jwt.sign(payload);
  }
}
