import { Readable } from 'node:stream';
import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, StreamableFile, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import {
  CONTACT_SENT_MESSAGE,
  type ContactBulkParsedRequest,
  type ContactBulkResponse,
  contactBulkRequestSchema,
  type ContactCreateParsedRequest,
  type ContactCreateResponse,
  contactCreateRequestSchema,
  type ContactFilter,
  contactFilterSchema,
  contactFormTypes,
  type ContactFormTypes,
  type ContactListParsedQuery,
  contactListQuerySchema,
  contactStatuses,
  type ContactSubmissionList,
  type ContactUpdateParsedRequest,
  type ContactUpdateResponse,
  contactUpdateRequestSchema,
} from '@taxatlas/contracts/contact';
import { ApiSession } from '../../common/auth/api-auth.decorators';
import { JwtAuthGuard } from '../../common/auth/jwt-auth.guard';
import { Roles } from '../../common/auth/roles.decorator';
import { RolesGuard } from '../../common/auth/roles.guard';
import { CurrentClient, type SessionClient } from '../../common/auth/session-client.decorator';
import { openApiSchema } from '../../common/http/openapi-schema';
import { ZodValidationPipe } from '../../common/http/zod-validation.pipe';
import { CSV_BOM, csvHeader, csvRow } from './contact-csv';
import { ContactLimits } from './contact-limits';
import { ContactService } from './contact.service';

const badRequest = { description: '{ success: false, error, details: [{ field, message }] }' };

/** The public contact form. */
@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(
    private readonly contactService: ContactService,
    private readonly limits: ContactLimits,
  ) {}

  @Post()
  @ApiOperation({
    summary:
      'Sends a message; the server records the address and User-Agent. A filled honeypot (website: any value but an empty string) is answered the same but not stored; a form sent under 3 s after startedAt (required), or whose startedAt is more than 2 minutes ahead of the server clock, is stored archived, marked as likely spam',
  })
  @ApiBody({ schema: openApiSchema(contactCreateRequestSchema) })
  @ApiCreatedResponse({ description: '{ success: true, message }' })
  @ApiBadRequestResponse(badRequest)
  @ApiTooManyRequestsResponse({ description: 'Past CONTACT_PER_IP_PER_HOUR messages from the address; Retry-After says when to try again' })
  async create(
    @Body(new ZodValidationPipe(contactCreateRequestSchema)) body: ContactCreateParsedRequest,
    @CurrentClient() client: SessionClient,
  ): Promise<ContactCreateResponse> {
    await this.limits.admit(client.ip);
    await this.contactService.create(body, client);
    return { success: true, message: CONTACT_SENT_MESSAGE };
  }
}

const filterQueries = [
  ApiQuery({ name: 'search', required: false, description: 'Case-insensitive text in the name, e-mail address, subject or message' }),
  ApiQuery({ name: 'status', required: false, schema: { type: 'string', enum: [...contactStatuses] } }),
  ApiQuery({ name: 'formType', required: false, schema: { type: 'string', enum: [...contactFormTypes] } }),
  ApiQuery({ name: 'from', required: false, description: 'First day (YYYY-MM-DD, UTC), included' }),
  ApiQuery({ name: 'to', required: false, description: 'Last day (YYYY-MM-DD, UTC), included' }),
];
const applyAll =
  (decorators: readonly MethodDecorator[]): MethodDecorator =>
  (target, key, descriptor) => {
    for (const decorator of decorators) decorator(target, key, descriptor);
  };

/** The admin's inbox. Admins only: the messages hold visitors' e-mail and IP addresses. */
@ApiTags('contact')
@ApiSession({ roles: 'admin' })
@UseGuards(JwtAuthGuard, RolesGuard)
@Roles('admin')
@Controller('contact')
export class ContactAdminController {
  constructor(private readonly contactService: ContactService) {}

  @Get('form-types')
  @ApiOperation({ summary: 'The form types, for the inbox’s Form filter' })
  @ApiOkResponse({ description: '{ data: string[] }' })
  formTypes(): ContactFormTypes {
    return { data: [...contactFormTypes] };
  }

  @Get()
  @ApiOperation({ summary: 'Submissions, newest first, 20 a page, with search and filters' })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @applyAll(filterQueries)
  @ApiOkResponse({ description: '{ data: ContactSubmission[], total }' })
  @ApiBadRequestResponse(badRequest)
  list(@Query(new ZodValidationPipe(contactListQuerySchema)) query: ContactListParsedQuery): Promise<ContactSubmissionList> {
    return this.contactService.list(query);
  }

  @Get('export.csv')
  @ApiOperation({ summary: 'The filtered submissions as CSV (UTF-8 with BOM), streamed; formula-like cells start with an apostrophe' })
  @applyAll(filterQueries)
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv' })
  @ApiBadRequestResponse(badRequest)
  export(@Query(new ZodValidationPipe(contactFilterSchema)) filter: ContactFilter): StreamableFile {
    const batches = this.contactService.exportBatches(filter);
    // One chunk per batch of rows, not per row: a hundred thousand tiny writes cost more than the rows' text.
    async function* lines(): AsyncGenerator<string> {
      yield CSV_BOM + csvHeader();
      for await (const batch of batches) yield batch.map(csvRow).join('');
    }
    const day = new Date().toISOString().slice(0, 10);
    return new StreamableFile(Readable.from(lines()), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="contact-submissions-${day}.csv"`,
    });
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Sets a submission’s status and admin note' })
  @ApiBody({ schema: openApiSchema(contactUpdateRequestSchema) })
  @ApiOkResponse({ description: '{ success: true, message: "Submission updated successfully." }' })
  @ApiBadRequestResponse(badRequest)
  @ApiNotFoundResponse({ description: '{ success: false, error: "Submission not found: ..." }' })
  async update(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(contactUpdateRequestSchema)) body: ContactUpdateParsedRequest,
  ): Promise<ContactUpdateResponse> {
    await this.contactService.update(id, body);
    return { success: true, message: 'Submission updated successfully.' };
  }

  @Post('bulk')
  @HttpCode(200)
  @ApiOperation({ summary: 'Marks read, archives or deletes the named submissions; unknown ids are skipped' })
  @ApiBody({ schema: openApiSchema(contactBulkRequestSchema) })
  @ApiOkResponse({ description: '{ success: true, affected }' })
  @ApiBadRequestResponse(badRequest)
  async bulk(@Body(new ZodValidationPipe(contactBulkRequestSchema)) body: ContactBulkParsedRequest): Promise<ContactBulkResponse> {
    return { success: true, affected: await this.contactService.bulk(body) };
  }
}
