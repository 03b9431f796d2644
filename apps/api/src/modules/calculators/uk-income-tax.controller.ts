import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ApiSuccess } from '@taxatlas/contracts/api';
import { ukIncomeTaxRequestSchema, type UkIncomeTaxParsedRequest } from '@taxatlas/contracts/uk-income-tax';
import type { YearNotice } from '@taxatlas/tax-engine/core/tax-year-in-force';
import { calculateUkIncomeTax, type UkIncomeTaxResult } from '@taxatlas/tax-engine/uk/income-tax';
import { currentUkTaxYear } from '@taxatlas/tax-engine/uk/tax-year';
import { openApiSchema } from '../../common/http/openapi-schema';
import { ZodValidationPipe } from '../../common/http/zod-validation.pipe';
import { CLOCK, type Clock } from '../../common/time/clock';
import { calculateOnYear } from './year-in-force';
import { CalculationCounter } from './calculation-counter';

@ApiTags('calculators')
@Controller('income-tax')
export class UkIncomeTaxController {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly calculations: CalculationCounter,
  ) {}

  @Post('calculate')
  @HttpCode(200)
  @ApiBody({
    schema: openApiSchema(ukIncomeTaxRequestSchema),
    description: 'UK Income Tax, National Insurance and student loan for one year of employment income',
  })
  @ApiOkResponse({ description: '{ success: true, data: CalculationResult & UK fields }' })
  @ApiBadRequestResponse({ description: '{ success: false, error, details: [{ field, message }] }' })
  calculate(
    @Body(new ZodValidationPipe(ukIncomeTaxRequestSchema)) request: UkIncomeTaxParsedRequest,
  ): ApiSuccess<UkIncomeTaxResult & { yearNotice?: YearNotice }> {
    return {
      success: true,
      data: this.calculations.counted(
        'uk-income-tax',
        calculateOnYear(request, () => currentUkTaxYear(this.clock.now()), calculateUkIncomeTax),
      ),
    };
  }
}
