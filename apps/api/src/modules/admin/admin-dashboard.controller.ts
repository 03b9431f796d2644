import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminDashboard } from '@taxatlas/contracts/admin';
import { ApiSession } from '../../common/auth/api-auth.decorators';
import { JwtAuthGuard } from '../../common/auth/jwt-auth.guard';
import { Roles } from '../../common/auth/roles.decorator';
import { RolesGuard } from '../../common/auth/roles.guard';
import { AdminDashboardService } from './admin-dashboard.service';

/** The figures of the admin's start page, for editors and admins. */
@ApiTags('admin')
@ApiSession({ roles: 'admin or editor' })
@UseGuards(JwtAuthGuard, RolesGuard)
@Roles('admin', 'editor')
@Controller('admin/dashboard')
export class AdminDashboardController {
  constructor(private readonly dashboardService: AdminDashboardService) {}

  @Get()
  @ApiOperation({
    summary: 'Counts for the admin dashboard: users, articles, views and calculations, and the latest edited articles',
    description:
      'users { total, byRole }; articles { total, byStatus } (every status, 0 included); viewsLast30Days and ' +
      'calculationsLast30Days over today (UTC) and the 29 days before (bots and repeated views of one visitor are not ' +
      'counted); recentArticles: the five articles edited last, any status, as { id, title, status, updatedAt }. ' +
      'unreadContactMessages: contact submissions whose status is unread.',
  })
  @ApiOkResponse({
    description:
      '{ users: { total, byRole }, articles: { total, byStatus }, unreadContactMessages, viewsLast30Days, calculationsLast30Days, recentArticles }',
  })
  dashboard(): Promise<AdminDashboard> {
    return this.dashboardService.dashboard();
  }
}
