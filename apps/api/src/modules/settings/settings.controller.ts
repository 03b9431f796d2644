import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PublicSiteSettings } from '@taxatlas/contracts/public-site-settings';
import {
  type SiteSettings,
  type SiteSettingsUpdateParsedRequest,
  siteSettingsUpdateRequestSchema,
} from '@taxatlas/contracts/site-settings';
import { ApiSession } from '../../common/auth/api-auth.decorators';
import { JwtAuthGuard } from '../../common/auth/jwt-auth.guard';
import { Roles } from '../../common/auth/roles.decorator';
import { RolesGuard } from '../../common/auth/roles.guard';
import { openApiSchema } from '../../common/http/openapi-schema';
import { ZodValidationPipe } from '../../common/http/zod-validation.pipe';
import { SettingsService } from './settings.service';

const publicSettingsDescription = '{ siteName, supportEmail, defaultLanguage, allowRegistration, announcement }';
const settingsDescription = '{ siteName, supportEmail, defaultLanguage, allowRegistration, announcement, contactRetentionDays }';

/**
 * What every visitor may read: the footer's site name and support address, the default language, the banner. The
 * admin-only settings (how long contact messages keep IP addresses) are not among them.
 */
@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly settingsService: SettingsService) {}

  @Get()
  @ApiOperation({ summary: 'The public site settings' })
  @ApiOkResponse({ description: publicSettingsDescription })
  get(): Promise<PublicSiteSettings> {
    return this.settingsService.getPublic();
  }
}

/** Admins edit the site settings (the path is the specification's: /admin/users/settings). */
@ApiTags('admin')
@ApiSession({ roles: 'admin' })
@UseGuards(JwtAuthGuard, RolesGuard)
@Roles('admin')
@Controller('admin/users/settings')
export class AdminSettingsController {
  constructor(private readonly settingsService: SettingsService) {}

  @Get()
  @ApiOperation({ summary: 'The site settings, for editing' })
  @ApiOkResponse({ description: settingsDescription })
  get(): Promise<SiteSettings> {
    return this.settingsService.get();
  }

  @Put()
  @ApiOperation({ summary: 'Changes any of the site settings; returns all of them' })
  @ApiBody({ schema: openApiSchema(siteSettingsUpdateRequestSchema) })
  @ApiOkResponse({ description: settingsDescription })
  @ApiBadRequestResponse({ description: '{ success: false, error, details: [{ field, message }] }' })
  update(@Body(new ZodValidationPipe(siteSettingsUpdateRequestSchema)) body: SiteSettingsUpdateParsedRequest): Promise<SiteSettings> {
    return this.settingsService.update(body);
  }
}
