import { Module } from '@nestjs/common';
import { AdminDashboardController } from './admin-dashboard.controller';
import { AdminDashboardService } from './admin-dashboard.service';

/** The admin's overview figures across modules; listed last in apiModuleOrder, so it may read every other module. */
@Module({
  controllers: [AdminDashboardController],
  providers: [AdminDashboardService],
})
export class AdminModule {}
