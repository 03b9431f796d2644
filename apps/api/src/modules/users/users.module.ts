import { Module } from '@nestjs/common';
import { SESSION_USERS } from '../../common/auth/session-user';
import { AdminUsersController } from './admin-users.controller';
import { SessionsService } from './sessions.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  controllers: [UsersController, AdminUsersController],
  providers: [UsersService, SessionsService, { provide: SESSION_USERS, useExisting: SessionsService }],
  exports: [UsersService, SessionsService, SESSION_USERS],
})
export class UsersModule {}
