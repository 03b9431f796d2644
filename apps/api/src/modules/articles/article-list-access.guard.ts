import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Role } from '@taxatlas/contracts/auth';
import type { FastifyRequest } from 'fastify';
import { JwtAuthGuard } from '../../common/auth/jwt-auth.guard';
import { ForbiddenError, UnauthorizedError } from '../../common/errors/domain-errors';

const editorRoles: readonly Role[] = ['admin', 'editor'];

/**
 * GET /api/articles is two lists in one (docs/api.md, "Articles"): without `status` the public list, which ignores any token —
 * the web sends its bearer on every articles call, and the public list must stay as fast as it is, without a session
 * lookup; with `status` the admin list, which needs an editor or admin session (401 without one, 403 for another role).
 */
@Injectable()
export class ArticleListAccessGuard implements CanActivate {
  private readonly session = new JwtAuthGuard();

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (query.status === undefined) return true;
    await this.session.canActivate(context);
    const user = request.user;
    if (!user) throw new UnauthorizedError('Sign in first: send Authorization: Bearer <token>');
    if (!editorRoles.includes(user.role)) {
      throw new ForbiddenError(`Forbidden: the list with a status needs the admin or editor role, and you are signed in as ${user.role}`);
    }
    return true;
  }
}
