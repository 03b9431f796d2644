import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CategoryList } from '@taxatlas/contracts/articles';
import { CategoriesService } from './categories.service';

@ApiTags('articles')
@Controller('categories')
export class CategoriesController {
  constructor(private readonly categoriesService: CategoriesService) {}

  @Get()
  @ApiOperation({ summary: 'Blog categories by name, with counts of published articles' })
  @ApiOkResponse({ description: '{ data: [{ id, slug, name, description, articleCount, createdAt }] }' })
  list(): Promise<CategoryList> {
    return this.categoriesService.list();
  }
}
