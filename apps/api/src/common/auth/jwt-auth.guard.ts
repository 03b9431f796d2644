import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { UnauthorizedError } from '../errors/domain-errors';
import { SESSION_ENDED_MESSAGE } from './jwt.strategy';

export const SIGN_IN_MESSAGE = 'Sign in first: send Authorization: Bearer <token>';

/** 401 unless the request carries a valid, current session token (see JwtStrategy); sets request.user. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser>(error: unknown, user: TUser | false | null, info: unknown): TUser {
    if (error) throw error;
    if (!user) {
      const noToken = info instanceof Error && info.message === 'No auth token';
      throw new UnauthorizedError(noToken ? SIGN_IN_MESSAGE : SESSION_ENDED_MESSAGE);
    }
    return user;
  }
}
