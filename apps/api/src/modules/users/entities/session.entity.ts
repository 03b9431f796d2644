import { EntitySchema } from '@mikro-orm/core';
import { type User, UserSchema } from './user.entity';

/**
 * One signed-in device: a login (or registration, or password change) starts one, and its id is the `sid` of the
 * token issued with it (common/auth/session-tokens.ts). A token works only while its session exists, is not revoked
 * and has not expired. Deleting the user deletes their sessions (the foreign key cascades).
 */
export interface Session {
  /** 32 random bytes, base64url (43 characters): unguessable, and useless without a token signed by the server. */
  id: string;
  user: User;
  createdAt: Date;
  /** The token's `exp`: the session is over at this moment whatever else happens. */
  expiresAt: Date;
  /** Updated at most once a minute (SESSION_TOUCH_INTERVAL_MS), not on every request. */
  lastSeenAt: Date;
  /** Set by logout, signing the device out, a password change (other sessions), a role change or disabling. */
  revokedAt: Date | null;
  /** The User-Agent header at sign-in, truncated; shown in the list of sessions. */
  userAgent: string;
  /** The client address at sign-in. */
  ip: string;
}

export const SESSION_USER_AGENT_MAX_LENGTH = 256;
export const SESSION_IP_MAX_LENGTH = 64;

export const SessionSchema = new EntitySchema<Session>({
  name: 'Session',
  tableName: 'sessions',
  indexes: [
    { name: 'sessions_expires_at_index', properties: ['expiresAt'] },
    { name: 'sessions_revoked_at_index', properties: ['revokedAt'] },
  ],
  properties: {
    id: { type: 'string', primary: true, length: 64 },
    user: { kind: 'm:1', entity: () => UserSchema, fieldName: 'user_id', deleteRule: 'cascade', index: 'sessions_user_id_index' },
    createdAt: { type: 'datetime', fieldName: 'created_at' },
    expiresAt: { type: 'datetime', fieldName: 'expires_at' },
    lastSeenAt: { type: 'datetime', fieldName: 'last_seen_at' },
    revokedAt: { type: 'datetime', nullable: true, fieldName: 'revoked_at' },
    userAgent: { type: 'string', length: SESSION_USER_AGENT_MAX_LENGTH, fieldName: 'user_agent' },
    ip: { type: 'string', length: SESSION_IP_MAX_LENGTH },
  },
});
