import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { UserResponse } from '@taxatlas/contracts/auth';
import {
  type ChangePasswordParsedRequest,
  changePasswordRequestSchema,
  type ChangePasswordResponse,
  type ProfileUpdateParsedRequest,
  profileUpdateRequestSchema,
} from '@taxatlas/contracts/users';
import { ApiSession } from '../../common/auth/api-auth.decorators';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { JwtAuthGuard } from '../../common/auth/jwt-auth.guard';
import { RolesGuard } from '../../common/auth/roles.guard';
import { CurrentClient, type SessionClient } from '../../common/auth/session-client.decorator';
import type { SessionUser } from '../../common/auth/session-user';
import { openApiSchema } from '../../common/http/openapi-schema';
import { ZodValidationPipe } from '../../common/http/zod-validation.pipe';
import { UsersService } from './users.service';

const badRequest = { description: '{ success: false, error, details: [{ field, message }] }' };

/** The signed-in person's own account: any role. */
@ApiTags('users')
@ApiSession()
@UseGuards(JwtAuthGuard, RolesGuard)
@Controller('users')
export class UsersController {
  constructor(private readonly usersService: UsersService) {}

  @Get('profile')
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ description: '{ user }' })
  async profile(@CurrentUser() session: SessionUser): Promise<UserResponse> {
    return { user: await this.usersService.profile(session.id) };
  }

  @Put('profile')
  @ApiOperation({ summary: 'Changes the first and last name, username or preferred language (any of them)' })
  @ApiBody({ schema: openApiSchema(profileUpdateRequestSchema) })
  @ApiOkResponse({ description: '{ user }' })
  @ApiBadRequestResponse({ description: `${badRequest.description}; a taken username names "username"` })
  async updateProfile(
    @CurrentUser() session: SessionUser,
    @Body(new ZodValidationPipe(profileUpdateRequestSchema)) body: ProfileUpdateParsedRequest,
  ): Promise<UserResponse> {
    return { user: await this.usersService.updateProfile(session.id, body) };
  }

  @Put('change-password')
  @ApiOperation({
    summary: 'Changes the password and signs out every session; the response carries the caller’s new token (a new session)',
    description: 'Argon2id hashing makes this endpoint deliberately slower than others (tens of milliseconds).',
  })
  @ApiBody({ schema: openApiSchema(changePasswordRequestSchema) })
  @ApiOkResponse({ description: '{ success: true, message, token }' })
  @ApiBadRequestResponse({ description: `${badRequest.description}; a wrong current password names "currentPassword"` })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong current passwords for the account (Retry-After)' })
  changePassword(
    @CurrentUser() session: SessionUser,
    @Body(new ZodValidationPipe(changePasswordRequestSchema)) body: ChangePasswordParsedRequest,
    @CurrentClient() client: SessionClient,
  ): Promise<ChangePasswordResponse> {
    return this.usersService.changePassword(session, body, client);
  }
}
