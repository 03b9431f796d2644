import type { Role } from '@taxatlas/contracts/auth';

/** Who a valid token belongs to, and through which session, as every protected route sees them (@CurrentUser()). */
export interface SessionUser {
  readonly id: string;
  readonly email: string;
  readonly username: string;
  readonly role: Role;
  readonly disabled: boolean;
  /** The session the token names (`sid`): logout ends this one only. */
  readonly sessionId: string;
}

/** Where the JWT strategy looks sessions up: provided by the module that owns users and their sessions (modules/users). */
export interface SessionUserSource {
  /**
   * The user of a session that exists, belongs to `userId`, is not revoked and has not expired, and whose user is not
   * disabled; otherwise null. One indexed lookup (the session's primary key, joined to its user).
   */
  findSessionUser(userId: string, sessionId: string): Promise<SessionUser | null>;
}

export const SESSION_USERS = Symbol('SESSION_USERS');

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by JwtAuthGuard on protected routes. */
    user?: SessionUser;
  }
}
