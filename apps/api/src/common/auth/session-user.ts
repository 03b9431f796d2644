import type { Role } from '@taxatlas/contracts/auth';

/** Who a valid token belongs to, as every protected route sees them (request.user, @CurrentUser()). */
export interface SessionUser {
  readonly id: string;
  readonly email: string;
  readonly username: string;
  readonly role: Role;
  /** Bumped by logout, a password change, a role change and disabling: tokens carrying an older one are refused. */
  readonly tokenVersion: number;
  readonly disabled: boolean;
}

/** Where the JWT strategy looks users up: provided by the module that owns users (modules/users). */
export interface SessionUserSource {
  findSessionUser(id: string): Promise<SessionUser | null>;
}

export const SESSION_USERS = Symbol('SESSION_USERS');

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by JwtAuthGuard on protected routes. */
    user?: SessionUser;
  }
}
