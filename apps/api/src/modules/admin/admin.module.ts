import { Module } from '@nestjs/common';
import { CalculatorsModule } from '../calculators/calculators.module';
import { ContactModule } from '../contact/contact.module';
import { AdminAnalyticsController } from './admin-analytics.controller';
import { AdminAnalyticsService } from './admin-analytics.service';
import { AdminDashboardController } from './admin-dashboard.controller';
import { AdminDashboardService } from './admin-dashboard.service';

/** The admin's overview figures across modules; listed last in apiModuleOrder, so it may read every other module. */
@Module({
  // CalculationCounter: the calculation counts are flushed before they are read.
  // ContactService: the unread count.
  imports: [CalculatorsModule, ContactModule],
  controllers: [AdminDashboardController, AdminAnalyticsController],
  providers: [AdminDashboardService, AdminAnalyticsService],
})
export class AdminModule {}
