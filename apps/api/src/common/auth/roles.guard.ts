import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@taxatlas/contracts/auth';
import type { FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../errors/domain-errors';
import { SIGN_IN_MESSAGE } from './jwt-auth.guard';
import { ROLES_KEY } from './roles.decorator';

/** 403 unless the signed-in user's role is one that @Roles() names on the route or its controller. Runs after JwtAuthGuard. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const allowed = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (!allowed || allowed.length === 0) return true;
    const user = context.switchToHttp().getRequest<FastifyRequest>().user;
    if (!user) throw new UnauthorizedError(SIGN_IN_MESSAGE);
    if (!allowed.includes(user.role)) {
      throw new ForbiddenError(`Forbidden: this needs the ${allowed.join(' or ')} role, and you are signed in as ${user.role}`);
    }
    return true;
  }
}
