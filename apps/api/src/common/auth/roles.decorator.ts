import { SetMetadata } from '@nestjs/common';
import type { Role } from '@taxatlas/contracts/auth';

export const ROLES_KEY = 'roles';

/** The roles that may use a controller or route (checked by RolesGuard after JwtAuthGuard); none means any signed-in user. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);
