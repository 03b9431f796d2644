import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Category, CategoryList } from '@taxatlas/contracts/articles';
import {
  type CategoryCreateRequest,
  categoryCreateRequestSchema,
  type CategoryDeleteResponse,
  type CategoryInUseFailure,
  type CategoryOrderRequest,
  categoryOrderRequestSchema,
  type CategoryUpdateRequest,
  categoryUpdateRequestSchema,
} from '@taxatlas/contracts/categories';
import type { FastifyReply } from 'fastify';
import { ApiSession } from '../../common/auth/api-auth.decorators';
import { JwtAuthGuard } from '../../common/auth/jwt-auth.guard';
import { Roles } from '../../common/auth/roles.decorator';
import { RolesGuard } from '../../common/auth/roles.guard';
import { RequestValidationError } from '../../common/errors/domain-errors';
import { openApiSchema } from '../../common/http/openapi-schema';
import { ZodValidationPipe } from '../../common/http/zod-validation.pipe';
import { CategoryInUseError, CategoryListService } from './category-list.service';

const badRequest = { description: '{ success: false, error, details: [{ field, message }] }' };
const notFound = { description: '{ success: false, error: "Category not found: ..." }' };
const taken = { description: '{ success: false, error } when another category has the name (in any case) or the slug' };
const categoryShape = '{ id, slug, name, description, articleCount, allArticleCount, position, createdAt }';

/** The public list (GET /api/categories) and, for editors and admins, the list with all counts and every write. */
@ApiTags('articles')
@Controller('categories')
export class CategoryListController {
  constructor(private readonly categoryList: CategoryListService) {}

  @Get()
  @ApiOperation({ summary: 'Blog categories in the editors’ order, with counts of published articles' })
  @ApiOkResponse({ description: '{ data: [{ id, slug, name, description, articleCount, position, createdAt }] }' })
  list(): Promise<CategoryList> {
    return this.categoryList.list();
  }

  /**
   * A route of its own rather than optional authentication on GET /api/categories: the public answer stays the same
   * for everyone (cacheable), and this one is documented and checked as protected like every other admin call.
   */
  @Get('admin')
  @ApiSession({ roles: 'editor or admin' })
  @UseGuards(JwtAuthGuard, RolesGuard)
  @Roles('editor', 'admin')
  @ApiOperation({ summary: 'Every category in the editors’ order, with published and all-status article counts (editors)' })
  @ApiOkResponse({ description: `{ data: [${categoryShape}] }` })
  listForEditors(): Promise<CategoryList> {
    return this.categoryList.listForEditors();
  }

  @Post()
  @ApiSession({ roles: 'editor or admin' })
  @UseGuards(JwtAuthGuard, RolesGuard)
  @Roles('editor', 'admin')
  @ApiOperation({ summary: 'Adds a category at the end of the order; the slug comes from the name when absent' })
  @ApiBody({ schema: openApiSchema(categoryCreateRequestSchema) })
  @ApiCreatedResponse({ description: categoryShape })
  @ApiBadRequestResponse(badRequest)
  @ApiConflictResponse(taken)
  create(@Body(new ZodValidationPipe(categoryCreateRequestSchema)) body: CategoryCreateRequest): Promise<Category> {
    return this.categoryList.create(body);
  }

  // Declared before PUT :id, and Fastify prefers the static path anyway: "order" is never taken for an id.
  @Put('order')
  @ApiSession({ roles: 'editor or admin' })
  @UseGuards(JwtAuthGuard, RolesGuard)
  @Roles('editor', 'admin')
  @ApiOperation({ summary: 'Sets the order of the categories: ids must name every category exactly once' })
  @ApiBody({ schema: openApiSchema(categoryOrderRequestSchema) })
  @ApiOkResponse({ description: `{ data: [${categoryShape}] } in the new order` })
  @ApiBadRequestResponse(badRequest)
  reorder(@Body(new ZodValidationPipe(categoryOrderRequestSchema)) body: CategoryOrderRequest): Promise<CategoryList> {
    return this.categoryList.reorder(body);
  }

  @Put(':id')
  @ApiSession({ roles: 'editor or admin' })
  @UseGuards(JwtAuthGuard, RolesGuard)
  @Roles('editor', 'admin')
  @ApiOperation({ summary: 'Renames, re-slugs or describes a category (a new slug changes its /blog?category= link)' })
  @ApiBody({ schema: openApiSchema(categoryUpdateRequestSchema) })
  @ApiOkResponse({ description: categoryShape })
  @ApiBadRequestResponse(badRequest)
  @ApiNotFoundResponse(notFound)
  @ApiConflictResponse(taken)
  update(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(categoryUpdateRequestSchema)) body: CategoryUpdateRequest,
  ): Promise<Category> {
    return this.categoryList.update(id, body);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiSession({ roles: 'editor or admin' })
  @UseGuards(JwtAuthGuard, RolesGuard)
  @Roles('editor', 'admin')
  @ApiOperation({
    summary: 'Deletes a category; when articles use it, reassignTo (a slug) moves them to that category first',
  })
  @ApiQuery({ name: 'reassignTo', required: false, description: 'Slug of the category that takes over the articles' })
  @ApiOkResponse({ description: '{ success: true, reassigned }: reassigned is the number of articles moved' })
  @ApiBadRequestResponse({ description: '{ success: false, error, details: [{ field: "reassignTo", message }] }' })
  @ApiNotFoundResponse(notFound)
  @ApiConflictResponse({ description: '{ success: false, error, articleCount } when articles use it and reassignTo is absent' })
  async remove(
    @Param('id') id: string,
    @Query('reassignTo') reassignTo: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CategoryDeleteResponse | CategoryInUseFailure> {
    try {
      return await this.categoryList.remove(id, reassignToParam(reassignTo));
    } catch (error) {
      // The one error answer with a field beyond the usual shape: the screen offers to reassign that many articles.
      if (!(error instanceof CategoryInUseError)) throw error;
      void reply.status(409);
      return { success: false, error: error.message, articleCount: error.articleCount };
    }
  }
}

/** ?reassignTo=slug once; repeated, it is an array, which names no single category. */
function reassignToParam(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  throw new RequestValidationError([{ field: 'reassignTo', message: 'must be given once, as the slug of a category' }]);
}
