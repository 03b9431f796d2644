import type { User as UserDto } from '@taxatlas/contracts/auth';
import type { AdminUser } from '@taxatlas/contracts/users';
import type { User } from './entities/user.entity';

const toIso = (value: Date | string | number): string => new Date(value).toISOString();

/** The API's view of an account (docs/api.md, "Authentication": `user`): never the password hash or the token version. */
export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    preferredLanguage: user.preferredLanguage,
    createdAt: toIso(user.createdAt),
  };
}

export function toAdminUserDto(user: User): AdminUser {
  return { ...toUserDto(user), disabled: Boolean(user.disabled), lastLoginAt: user.lastLoginAt ? toIso(user.lastLoginAt) : null };
}
