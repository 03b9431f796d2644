import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import { AuthCoreModule } from './common/auth/auth-core.module';
import { AdjustableClock, CLOCK, type Clock, systemClock } from './common/time/clock';
import type { AppConfig } from './config/app-config';
import { APP_CONFIG } from './config/app-config.token';
import { ormOptions } from './database/orm-options';
import { AdminModule } from './modules/admin/admin.module';
import { ArticlesModule } from './modules/articles/articles.module';
import { TestClockModule } from './modules/articles/test-clock.module';
import { AuthModule } from './modules/auth/auth.module';
import { BookmarksModule } from './modules/bookmarks/bookmarks.module';
import type { CalculatorDeclarations } from './modules/calculators/calculator-declarations';
import { CalculatorsModule } from './modules/calculators/calculators.module';
import { CategoriesModule } from './modules/categories/categories.module';
import { ContactModule } from './modules/contact/contact.module';
import { SavedCalculationsModule } from './modules/saved-calculations/saved-calculations.module';
import { HealthModule } from './modules/health/health.module';
import { MediaModule } from './modules/media/media.module';
import { SettingsModule } from './modules/settings/settings.module';
import { UsersModule } from './modules/users/users.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, clock: Clock = systemClock, calculators?: CalculatorDeclarations): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        MikroOrmModule.forRoot({ ...ormOptions(config), registerRequestContext: false }),
        HealthModule,
        CalculatorsModule.forDeclarations(calculators),
        ArticlesModule,
        CategoriesModule,
        MediaModule,
        AuthCoreModule,
        AuthModule,
        UsersModule,
        SettingsModule,
        BookmarksModule,
        ContactModule,
        SavedCalculationsModule,
        AdminModule,
        // PUT/DELETE /api/test/clock exist only when TEST_CLOCK=enabled (refused in production by the config).
        ...(config.testClock ? [TestClockModule] : []),
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: CLOCK, useValue: config.testClock ? new AdjustableClock(clock) : clock },
      ],
      exports: [APP_CONFIG, CLOCK],
    };
  }
}
