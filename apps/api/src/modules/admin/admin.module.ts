import { Module } from '@nestjs/common';
import { ContactModule } from '../contact/contact.module';
import { AdminAnalyticsController } from './admin-analytics.controller';
import { AdminAnalyticsService } from './admin-analytics.service';
import { AdminDashboardController } from './admin-dashboard.controller';
import { AdminDashboardService } from './admin-dashboard.service';

/** The admin's overview figures across modules; listed last in apiModuleOrder, so it may read every other module. */
@Module({
  // ContactService: the unread count. CalculationCounter (flushed before the counts are read) is global: the
  // calculators module is built from the declarations the app was given (CalculatorsModule.forDeclarations).
  imports: [ContactModule],
  controllers: [AdminDashboardController, AdminAnalyticsController],
  providers: [AdminDashboardService, AdminAnalyticsService],
})
export class AdminModule {}
