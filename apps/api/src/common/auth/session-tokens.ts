import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { CLOCK, type Clock } from '../time/clock';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';

/** What a session token carries: who, and which generation of their sessions. Nothing else is trusted from it. */
export interface SessionTokenPayload {
  readonly sub: string;
  readonly ver: number;
  readonly iat: number;
  readonly exp: number;
}

/** Only this algorithm is accepted, so a token signed with "none" or a public key is never one of ours. */
export const SESSION_TOKEN_ALGORITHM = 'HS256';

/** Issues session tokens: HS256 JWTs that expire after JWT_EXPIRES_IN, timed by the server's (injectable) clock. */
@Injectable()
export class SessionTokens {
  private readonly jwt: JwtService;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.jwt = new JwtService({ secret: config.jwtSecret, signOptions: { algorithm: SESSION_TOKEN_ALGORITHM } });
  }

  issue(user: { readonly id: string; readonly tokenVersion: number }): string {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    // jsonwebtoken counts expiresIn from the payload's iat, so the expiry follows the injected clock too.
    return this.jwt.sign({ sub: user.id, ver: user.tokenVersion, iat }, { expiresIn: this.config.jwtExpiresInSeconds });
  }
}
