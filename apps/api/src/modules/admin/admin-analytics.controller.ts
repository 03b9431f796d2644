import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ANALYTICS_DEFAULT_PERIOD_DAYS, ANALYTICS_MAX_PERIOD_DAYS, type AdminAnalytics } from '@taxatlas/contracts/admin';
import { ApiSession } from '../../common/auth/api-auth.decorators';
import { JwtAuthGuard } from '../../common/auth/jwt-auth.guard';
import { Roles } from '../../common/auth/roles.decorator';
import { RolesGuard } from '../../common/auth/roles.guard';
import { ZodValidationPipe } from '../../common/http/zod-validation.pipe';
import { type AdminAnalyticsParsedQuery, adminAnalyticsQuerySchema } from './admin-analytics-query';
import { AdminAnalyticsService } from './admin-analytics.service';

/** Views, calculations and reading time over a period, for editors and admins (they run the content). */
@ApiTags('admin')
@ApiSession({ roles: 'admin or editor' })
@UseGuards(JwtAuthGuard, RolesGuard)
@Roles('admin', 'editor')
@Controller('admin/analytics')
export class AdminAnalyticsController {
  constructor(private readonly analyticsService: AdminAnalyticsService) {}

  @Get()
  @ApiOperation({
    summary: 'Article views and calculations per day, top articles and reading time over the last `period` days',
    description:
      'The period ends today (UTC) and covers `period` days. viewsPerDay has one entry per day, zero-filled; ' +
      'calculationsPerDay one entry per day and calculator with at least one calculation; topArticles the ten most ' +
      'viewed articles in the period (ties by id) with their mean reading time; readingTime the mean over all reports ' +
      'of all articles. Bots and repeated views of one visitor are not counted.',
  })
  @ApiQuery({
    name: 'period',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: ANALYTICS_MAX_PERIOD_DAYS, default: ANALYTICS_DEFAULT_PERIOD_DAYS },
  })
  @ApiOkResponse({ description: '{ period, from, to, viewsPerDay, calculationsPerDay, totals, topArticles, readingTime }' })
  @ApiBadRequestResponse({ description: '{ success: false, error, details: [{ field: "period", message }] }' })
  analytics(@Query(new ZodValidationPipe(adminAnalyticsQuerySchema)) query: AdminAnalyticsParsedQuery): Promise<AdminAnalytics> {
    return this.analyticsService.analytics(query.period);
  }
}
