import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CategoryList } from '@taxatlas/contracts/articles';
import { CategoryListService } from './category-list.service';

@ApiTags('articles')
@Controller('categories')
export class CategoryListController {
  constructor(private readonly categoryList: CategoryListService) {}

  @Get()
  @ApiOperation({ summary: 'Blog categories by name, with counts of published articles' })
  @ApiOkResponse({ description: '{ data: [{ id, slug, name, description, articleCount, createdAt }] }' })
  list(): Promise<CategoryList> {
    return this.categoryList.list();
  }
}
