import { Body, Controller, Delete, Get, HttpCode, Param, Put, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { roles } from '@taxatlas/contracts/auth';
import {
  ADMIN_USERS_DEFAULT_LIMIT,
  ADMIN_USERS_MAX_LIMIT,
  type AdminUser,
  type AdminUserList,
  type AdminUserListParsedQuery,
  adminUserListQuerySchema,
  type AdminUserUpdateParsedRequest,
  adminUserUpdateRequestSchema,
} from '@taxatlas/contracts/users';
import { ApiSession } from '../../common/auth/api-auth.decorators';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { JwtAuthGuard } from '../../common/auth/jwt-auth.guard';
import { Roles } from '../../common/auth/roles.decorator';
import { RolesGuard } from '../../common/auth/roles.guard';
import type { SessionUser } from '../../common/auth/session-user';
import { openApiSchema } from '../../common/http/openapi-schema';
import { ZodValidationPipe } from '../../common/http/zod-validation.pipe';
import { UsersService } from './users.service';

const badRequest = { description: '{ success: false, error, details: [{ field, message }] }' };
const notFound = { description: '{ success: false, error: "User not found: ..." }' };
const conflict = { description: '{ success: false, error } for your own account, or the last active admin' };

/** Admins manage accounts. (GET/PUT /admin/users/settings belong to the settings module.) */
@ApiTags('admin')
@ApiSession({ roles: 'admin' })
@UseGuards(JwtAuthGuard, RolesGuard)
@Roles('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly usersService: UsersService) {}

  @Get()
  @ApiOperation({ summary: 'Accounts, newest first, with search and a role filter' })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({
    name: 'limit',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: ADMIN_USERS_MAX_LIMIT, default: ADMIN_USERS_DEFAULT_LIMIT },
  })
  @ApiQuery({ name: 'search', required: false, description: 'Case-insensitive text in the e-mail address, username or names' })
  @ApiQuery({ name: 'role', required: false, schema: { type: 'string', enum: [...roles] } })
  @ApiOkResponse({ description: '{ data: AdminUser[], total, page, limit }' })
  @ApiBadRequestResponse(badRequest)
  list(@Query(new ZodValidationPipe(adminUserListQuerySchema)) query: AdminUserListParsedQuery): Promise<AdminUserList> {
    return this.usersService.list(query);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Changes a user’s role, names, username or disabled flag; a role change or disabling signs them out' })
  @ApiBody({ schema: openApiSchema(adminUserUpdateRequestSchema) })
  @ApiOkResponse({ description: '{ user: AdminUser }' })
  @ApiBadRequestResponse(badRequest)
  @ApiNotFoundResponse(notFound)
  @ApiConflictResponse(conflict)
  async update(
    @CurrentUser() admin: SessionUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(adminUserUpdateRequestSchema)) body: AdminUserUpdateParsedRequest,
  ): Promise<{ user: AdminUser }> {
    return { user: await this.usersService.adminUpdate(admin, id, body) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Deletes a user and their bookmarks' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse(notFound)
  @ApiConflictResponse(conflict)
  async remove(@CurrentUser() admin: SessionUser, @Param('id') id: string): Promise<void> {
    await this.usersService.adminDelete(admin, id);
  }
}
