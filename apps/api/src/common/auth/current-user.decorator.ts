import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../errors/domain-errors';
import { SIGN_IN_MESSAGE } from './jwt-auth.guard';
import type { SessionUser } from './session-user';

/** The signed-in user of a route behind JwtAuthGuard. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): SessionUser => {
  const user = context.switchToHttp().getRequest<FastifyRequest>().user;
  if (!user) throw new UnauthorizedError(SIGN_IN_MESSAGE);
  return user;
});
