import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  type ActiveSessionList,
  type AuthResponse,
  type LoginParsedRequest,
  loginRequestSchema,
  type RegisterParsedRequest,
  registerRequestSchema,
  type UserResponse,
} from '@taxatlas/contracts/auth';
import { ApiSession } from '../../common/auth/api-auth.decorators';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { JwtAuthGuard } from '../../common/auth/jwt-auth.guard';
import { RolesGuard } from '../../common/auth/roles.guard';
import { CurrentClient, type SessionClient } from '../../common/auth/session-client.decorator';
import type { SessionUser } from '../../common/auth/session-user';
import { openApiSchema } from '../../common/http/openapi-schema';
import { ZodValidationPipe } from '../../common/http/zod-validation.pipe';
import { UsersService } from '../users/users.service';
import { AuthService } from './auth.service';

const slowByDesign = 'Argon2id hashing makes this endpoint deliberately slower than others (tens of milliseconds).';

/** Getting a session: public. */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly authService: AuthService) {}

  @Post('register')
  @ApiOperation({ summary: 'Creates an account (role user) and signs it in', description: slowByDesign })
  @ApiBody({ schema: openApiSchema(registerRequestSchema) })
  @ApiCreatedResponse({ description: '{ token, user }' })
  @ApiBadRequestResponse({
    description:
      '{ success: false, error, details: [{ field, message }] }; a registered e-mail address or a taken username names its field',
  })
  @ApiForbiddenResponse({ description: 'Registration is closed (site settings)' })
  @ApiTooManyRequestsResponse({ description: 'Too many registrations from this address (Retry-After)' })
  register(
    @Body(new ZodValidationPipe(registerRequestSchema)) body: RegisterParsedRequest,
    @CurrentClient() client: SessionClient,
  ): Promise<AuthResponse> {
    return this.authService.register(body, client);
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Signs in with the e-mail address or username in `email`', description: slowByDesign })
  @ApiBody({ schema: openApiSchema(loginRequestSchema) })
  @ApiOkResponse({ description: '{ token, user }' })
  @ApiBadRequestResponse({ description: '{ success: false, error, details: [{ field, message }] }' })
  @ApiUnauthorizedResponse({ description: '{ success: false, error: "Invalid email or password" }, whatever was wrong' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed logins from this address or for this account (Retry-After)' })
  login(
    @Body(new ZodValidationPipe(loginRequestSchema)) body: LoginParsedRequest,
    @CurrentClient() client: SessionClient,
  ): Promise<AuthResponse> {
    return this.authService.login(body, client);
  }
}

/** The current session: any signed-in user. */
@ApiTags('auth')
@ApiSession()
@UseGuards(JwtAuthGuard, RolesGuard)
@Controller('auth')
export class SessionController {
  constructor(
    private readonly authService: AuthService,
    private readonly usersService: UsersService,
  ) {}

  @Get('me')
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ description: '{ user }' })
  async me(@CurrentUser() session: SessionUser): Promise<UserResponse> {
    return { user: await this.usersService.profile(session.id) };
  }

  @Post('logout')
  @HttpCode(204)
  @ApiOperation({ summary: 'Signs out this session: its token stops working everywhere; other devices stay signed in' })
  @ApiNoContentResponse({ description: 'Signed out' })
  async logout(@CurrentUser() session: SessionUser): Promise<void> {
    await this.authService.logout(session);
  }

  @Get('sessions')
  @ApiOperation({ summary: 'The caller’s signed-in devices, most recently seen first; `current` marks this one' })
  @ApiOkResponse({ description: '{ data: [{ id, current, createdAt, lastSeenAt, expiresAt, userAgent, ip }] }' })
  async sessions(@CurrentUser() session: SessionUser): Promise<ActiveSessionList> {
    return { data: await this.authService.listSessions(session) };
  }

  @Delete('sessions/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Signs one of the caller’s devices out (this one too, like logout)' })
  @ApiNoContentResponse({ description: 'Signed out' })
  @ApiNotFoundResponse({ description: '{ success: false, error } when the caller has no active session with this id' })
  async endSession(@CurrentUser() session: SessionUser, @Param('id') id: string): Promise<void> {
    await this.authService.endSession(session, id);
  }
}
