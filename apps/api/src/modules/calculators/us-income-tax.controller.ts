import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ApiSuccess } from '@taxatlas/contracts/api';
import { usTakeHomeRequestSchema, type UsTakeHomeParsedRequest } from '@taxatlas/contracts/us-take-home';
import { usFilingStatuses, usFilingStatusLabels, type UsFilingStatus } from '@taxatlas/tax-engine/us/filing-status';
import { calculateUsTakeHome, type UsTakeHomeResult } from '@taxatlas/tax-engine/us/take-home';
import type { YearNotice } from '@taxatlas/tax-engine/core/tax-year-in-force';
import { supportedStateTaxYears } from '@taxatlas/tax-engine/us/state-income-tax';
import { currentUsTaxYear, usTaxYears } from '@taxatlas/tax-engine/us/tax-year';
import { openApiSchema } from '../../common/http/openapi-schema';
import { ZodValidationPipe } from '../../common/http/zod-validation.pipe';
import { runCalculation } from './engine-input-errors';
import { CLOCK, type Clock } from '../../common/time/clock';
import { calculateOnYear } from './year-in-force';
import { CalculationCounter } from './calculation-counter';

@ApiTags('calculators')
@Controller('us-income-tax')
export class UsIncomeTaxController {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly calculations: CalculationCounter,
  ) {}

  @Get('tax-years')
  taxYears(): readonly number[] {
    return usTaxYears;
  }

  @Get('filing-statuses')
  filingStatuses(): { value: UsFilingStatus; label: string }[] {
    return usFilingStatuses.map((value) => ({ value, label: usFilingStatusLabels[value] }));
  }

  @Post('calculate')
  @HttpCode(200)
  @ApiOperation({ summary: 'US take-home pay: federal and state income tax, Social Security and Medicare on wages' })
  @ApiBody({ schema: openApiSchema(usTakeHomeRequestSchema) })
  @ApiOkResponse({
    description:
      '{ success: true, data: CalculationResult & { federalTax, stateTax, socialSecurity, medicare, additionalMedicare, totalTax, takeHome } }',
  })
  @ApiBadRequestResponse({ description: '{ success: false, error, details: [{ field, message }] }' })
  calculate(
    @Body(new ZodValidationPipe(usTakeHomeRequestSchema)) request: UsTakeHomeParsedRequest,
  ): ApiSuccess<UsTakeHomeResult & { yearNotice?: YearNotice }> {
    // With a state, the default is the latest year that has both federal and the state's figures.
    const years = request.state ? usTaxYears.filter((year) => supportedStateTaxYears(request.state!).includes(year)) : usTaxYears;
    return {
      success: true,
      data: this.calculations.counted(
        'us-take-home',
        runCalculation(() => calculateOnYear(request, () => currentUsTaxYear(this.clock.now(), years), calculateUsTakeHome)),
      ),
    };
  }
}
