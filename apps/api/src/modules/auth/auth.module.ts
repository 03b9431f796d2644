import { Module } from '@nestjs/common';
import { JwtStrategy } from '../../common/auth/jwt.strategy';
import { SettingsModule } from '../settings/settings.module';
import { UsersModule } from '../users/users.module';
import { AuthController, SessionController } from './auth.controller';
import { AuthService } from './auth.service';

/** Sessions: register, login, logout, and the JWT strategy every protected route relies on (fed by the users module). */
@Module({
  imports: [UsersModule, SettingsModule],
  controllers: [AuthController, SessionController],
  providers: [AuthService, JwtStrategy],
})
export class AuthModule {}
