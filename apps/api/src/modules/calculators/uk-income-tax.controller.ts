import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ApiSuccess } from '@taxatlas/contracts/api';
import { ukIncomeTaxRequestSchema, type UkIncomeTaxParsedRequest } from '@taxatlas/contracts/uk-income-tax';
import { calculateUkIncomeTax, type UkIncomeTaxResult } from '@taxatlas/tax-engine/uk/income-tax';
import { openApiSchema } from '../../common/http/openapi-schema';
import { ZodValidationPipe } from '../../common/http/zod-validation.pipe';

@ApiTags('calculators')
@Controller('income-tax')
export class UkIncomeTaxController {
  @Post('calculate')
  @HttpCode(200)
  @ApiBody({
    schema: openApiSchema(ukIncomeTaxRequestSchema),
    description: 'UK Income Tax, National Insurance and student loan for one year of employment income',
  })
  @ApiOkResponse({ description: '{ success: true, data: CalculationResult & UK fields }' })
  @ApiBadRequestResponse({ description: '{ success: false, error, details: [{ field, message }] }' })
  calculate(@Body(new ZodValidationPipe(ukIncomeTaxRequestSchema)) request: UkIncomeTaxParsedRequest): ApiSuccess<UkIncomeTaxResult> {
    return { success: true, data: calculateUkIncomeTax(request) };
  }
}
