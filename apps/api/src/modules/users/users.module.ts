import { Module } from '@nestjs/common';
import { SESSION_USERS } from '../../common/auth/session-user';
import { AdminUsersController } from './admin-users.controller';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  controllers: [UsersController, AdminUsersController],
  providers: [UsersService, { provide: SESSION_USERS, useExisting: UsersService }],
  exports: [UsersService, SESSION_USERS],
})
export class UsersModule {}
