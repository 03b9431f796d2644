import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import { AuthCoreModule } from './common/auth/auth-core.module';
import { CLOCK, type Clock, systemClock } from './common/time/clock';
import type { AppConfig } from './config/app-config';
import { APP_CONFIG } from './config/app-config.token';
import { ormOptions } from './database/orm-options';
import { AdminModule } from './modules/admin/admin.module';
import { ArticlesModule } from './modules/articles/articles.module';
import { AuthModule } from './modules/auth/auth.module';
import { BookmarksModule } from './modules/bookmarks/bookmarks.module';
import { CalculatorsModule } from './modules/calculators/calculators.module';
import { CategoriesModule } from './modules/categories/categories.module';
import { HealthModule } from './modules/health/health.module';
import { MediaModule } from './modules/media/media.module';
import { SettingsModule } from './modules/settings/settings.module';
import { UsersModule } from './modules/users/users.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, clock: Clock = systemClock): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        MikroOrmModule.forRoot({ ...ormOptions(config), registerRequestContext: false }),
        HealthModule,
        CalculatorsModule,
        ArticlesModule,
        CategoriesModule,
        MediaModule,
        AuthCoreModule,
        AuthModule,
        UsersModule,
        SettingsModule,
        BookmarksModule,
        AdminModule,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: CLOCK, useValue: clock },
      ],
      exports: [APP_CONFIG, CLOCK],
    };
  }
}
