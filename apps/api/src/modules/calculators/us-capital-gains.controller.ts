import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ApiSuccess } from '@taxatlas/contracts/api';
import { usCapitalGainsRequestSchema, type UsCapitalGainsParsedRequest } from '@taxatlas/contracts/us-capital-gains';
import type { YearNotice } from '@taxatlas/tax-engine/core/tax-year-in-force';
import { calculateUsCapitalGains, type UsCapitalGainsResult } from '@taxatlas/tax-engine/us/capital-gains';
import { currentUsTaxYear } from '@taxatlas/tax-engine/us/tax-year';
import { openApiSchema } from '../../common/http/openapi-schema';
import { ZodValidationPipe } from '../../common/http/zod-validation.pipe';
import { runCalculation } from './engine-input-errors';
import { CLOCK, type Clock } from '../../common/time/clock';
import { calculateOnYear } from './year-in-force';
import { CalculationCounter } from './calculation-counter';

@ApiTags('calculators')
@Controller('us-capital-gains')
export class UsCapitalGainsController {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly calculations: CalculationCounter,
  ) {}

  @Post('calculate')
  @HttpCode(200)
  @ApiOperation({ summary: 'The extra federal tax that short- and long-term capital gains cause, with the 3.8% NIIT' })
  @ApiBody({ schema: openApiSchema(usCapitalGainsRequestSchema) })
  @ApiOkResponse({
    description:
      '{ success: true, data: CalculationResult & { shortTermTax, longTermTax, netInvestmentIncomeTax, capitalGainsTax, taxableIncome } }',
  })
  @ApiBadRequestResponse({ description: '{ success: false, error, details: [{ field, message }] }' })
  calculate(
    @Body(new ZodValidationPipe(usCapitalGainsRequestSchema)) request: UsCapitalGainsParsedRequest,
  ): ApiSuccess<UsCapitalGainsResult & { yearNotice?: YearNotice }> {
    return {
      success: true,
      data: this.calculations.counted(
        'us-capital-gains',
        runCalculation(() => calculateOnYear(request, () => currentUsTaxYear(this.clock.now()), calculateUsCapitalGains)),
      ),
    };
  }
}
