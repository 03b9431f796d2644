import { EntitySchema } from '@mikro-orm/core';
import type { Language, Role } from '@taxatlas/contracts/auth';

/** An account. E-mail and username are stored in lower case, so uniqueness ignores case on both databases. */
export interface User {
  id: string;
  email: string;
  username: string;
  /** Argon2id PHC string (common/auth/passwords.ts); never leaves the server. */
  passwordHash: string;
  firstName: string;
  lastName: string;
  role: Role;
  preferredLanguage: Language;
  disabled: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const UserSchema = new EntitySchema<User>({
  name: 'User',
  tableName: 'users',
  indexes: [{ name: 'users_role_index', properties: ['role'] }],
  properties: {
    id: { type: 'string', primary: true, length: 36 },
    email: { type: 'string', length: 254, unique: 'users_email_unique' },
    username: { type: 'string', length: 30, unique: 'users_username_unique' },
    passwordHash: { type: 'text', fieldName: 'password_hash', lazy: true },
    firstName: { type: 'string', length: 100, fieldName: 'first_name' },
    lastName: { type: 'string', length: 100, fieldName: 'last_name' },
    role: { type: 'string', length: 20 },
    preferredLanguage: { type: 'string', length: 2, fieldName: 'preferred_language' },
    disabled: { type: 'boolean' },
    lastLoginAt: { type: 'datetime', nullable: true, fieldName: 'last_login_at' },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    updatedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
