import { randomBytes } from 'node:crypto';
import { type EntityManager, MikroORM, wrap } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import type { ActiveSession } from '@taxatlas/contracts/auth';
import type { SessionClient } from '../../common/auth/session-client.decorator';
import { sessionIdPattern, SessionTokens } from '../../common/auth/session-tokens';
import type { SessionUser, SessionUserSource } from '../../common/auth/session-user';
import { CLOCK, type Clock } from '../../common/time/clock';
import { SESSION_IP_MAX_LENGTH, SESSION_USER_AGENT_MAX_LENGTH, type Session, SessionSchema } from './entities/session.entity';

/** A session's last-seen time is written at most this often, not on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** How long a revoked session's row is kept (to tell when a device was signed out) before pruning removes it. */
export const REVOKED_SESSION_RETENTION_MS = 86_400_000;
/** Pruning runs when a session starts, at most this often per process. */
const PRUNE_INTERVAL_MS = 60_000;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Control characters and excess length out: the text is stored, and shown back in the list of sessions. */
function clean(text: string, maxLength: number): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return text.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, maxLength);
}

/**
 * Revokes every live session of a user (all but `exceptId`, when given), in the caller's transaction when `em` is one.
 * Also used where accounts change outside a request (account seeding, npm run admin:create).
 */
export async function revokeUserSessions(em: EntityManager, userId: string, now: Date, exceptId?: string): Promise<number> {
  return em.nativeUpdate(
    SessionSchema,
    { user: userId, revokedAt: null, ...(exceptId === undefined ? {} : { id: { $ne: exceptId } }) },
    { revokedAt: now },
  );
}

/**
 * Sessions, one per signed-in device: started by a login, a registration or a password change, checked on every
 * protected request (SessionUserSource, for the JWT strategy), ended one at a time (logout, signing a device out) or
 * all at once (password change, role change, disabling). Expired rows, and revoked ones after a day, are pruned when a
 * session starts, so the table holds about the sessions of the last JWT_EXPIRES_IN.
 */
@Injectable()
export class SessionsService implements SessionUserSource {
  private nextPruneAt = 0;

  constructor(
    private readonly orm: MikroORM,
    private readonly tokens: SessionTokens,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async findSessionUser(userId: string, sessionId: string): Promise<SessionUser | null> {
    if (!sessionIdPattern.test(sessionId) || !uuidPattern.test(userId)) return null;
    const em = this.orm.em.fork();
    const session = await em.findOne(SessionSchema, { id: sessionId }, { populate: ['user'], strategy: 'joined' });
    const now = this.clock.now();
    if (!session || session.revokedAt || session.expiresAt.getTime() <= now.getTime()) return null;
    const user = session.user;
    if (!wrap(user).isInitialized()) return null;
    if (user.id !== userId.toLowerCase() || Boolean(user.disabled)) return null;
    if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
      const staleBefore = new Date(now.getTime() - SESSION_TOUCH_INTERVAL_MS);
      await em.nativeUpdate(SessionSchema, { id: session.id, lastSeenAt: { $lte: staleBefore } }, { lastSeenAt: now });
    }
    return { id: user.id, email: user.email, username: user.username, role: user.role, disabled: false, sessionId: session.id };
  }

  /**
   * Starts a session for the user on this device and returns its token, inside the caller's transaction when given
   * (then the caller prunes, outside it: SQLite has one connection).
   */
  async start(userId: string, client: SessionClient, em: EntityManager = this.orm.em.fork()): Promise<string> {
    const now = this.clock.now();
    const session = em.create(SessionSchema, {
      id: randomBytes(32).toString('base64url'),
      user: userId,
      createdAt: now,
      expiresAt: this.tokens.expiryFrom(now),
      lastSeenAt: now,
      revokedAt: null,
      userAgent: clean(client.userAgent, SESSION_USER_AGENT_MAX_LENGTH),
      ip: clean(client.ip, SESSION_IP_MAX_LENGTH),
    });
    await em.flush();
    return this.tokens.issue({ id: session.id, userId, expiresAt: session.expiresAt });
  }

  /** The user's live sessions, the most recently seen first; `current` marks the one asking. */
  async list(user: SessionUser): Promise<ActiveSession[]> {
    const now = this.clock.now();
    const sessions = await this.orm.em
      .fork()
      .find(
        SessionSchema,
        { user: user.id, revokedAt: null, expiresAt: { $gt: now } },
        { orderBy: [{ lastSeenAt: 'desc' }, { createdAt: 'desc' }, { id: 'asc' }] },
      );
    return sessions.map((session) => toActiveSession(session, user.sessionId));
  }

  /** Ends one of the user's own sessions; false when they have no live session with that id. */
  async revoke(userId: string, sessionId: string): Promise<boolean> {
    if (!sessionIdPattern.test(sessionId)) return false;
    const changed = await this.orm.em
      .fork()
      .nativeUpdate(SessionSchema, { id: sessionId, user: userId, revokedAt: null }, { revokedAt: this.clock.now() });
    return changed > 0;
  }

  /** Ends every session of the user, or every one but `exceptId`. */
  async revokeAll(userId: string, em: EntityManager = this.orm.em.fork(), exceptId?: string): Promise<number> {
    return revokeUserSessions(em, userId, this.clock.now(), exceptId);
  }

  /** Deletes expired sessions, and revoked ones past their retention. Two indexed range deletes. */
  async prune(now: Date = this.clock.now()): Promise<number> {
    const em = this.orm.em.fork();
    const expired = await em.nativeDelete(SessionSchema, { expiresAt: { $lte: now } });
    const revoked = await em.nativeDelete(SessionSchema, { revokedAt: { $lte: new Date(now.getTime() - REVOKED_SESSION_RETENTION_MS) } });
    return expired + revoked;
  }

  /** Prunes at most once a minute per process: called after a session starts, which is what makes rows. */
  async pruneNowAndThen(now: Date = this.clock.now()): Promise<void> {
    // A clock set back (tests stand on other dates) does not hold pruning off.
    if (now.getTime() < this.nextPruneAt && this.nextPruneAt - now.getTime() <= PRUNE_INTERVAL_MS) return;
    this.nextPruneAt = now.getTime() + PRUNE_INTERVAL_MS;
    await this.prune(now);
  }
}

function toActiveSession(session: Session, currentId: string): ActiveSession {
  return {
    id: session.id,
    current: session.id === currentId,
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
    userAgent: session.userAgent,
    ip: session.ip,
  };
}
