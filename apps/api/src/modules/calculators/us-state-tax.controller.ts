import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ApiSuccess } from '@taxatlas/contracts/api';
import { usStateTaxRequestSchema, type UsStateTaxParsedRequest } from '@taxatlas/contracts/us-state-tax';
import { calculateUsStateIncomeTax, supportedStateTaxYears, type UsStateIncomeTaxResult } from '@taxatlas/tax-engine/us/state-income-tax';
import type { YearNotice } from '@taxatlas/tax-engine/core/tax-year-in-force';
import { usStates } from '@taxatlas/tax-engine/us/states';
import { currentUsTaxYear } from '@taxatlas/tax-engine/us/tax-year';
import { openApiSchema } from '../../common/http/openapi-schema';
import { ZodValidationPipe } from '../../common/http/zod-validation.pipe';
import { runCalculation } from './engine-input-errors';
import { CLOCK, type Clock } from '../../common/time/clock';
import { calculateOnYear } from './year-in-force';
import { CalculationCounter } from './calculation-counter';

@ApiTags('calculators')
@Controller('us-state-tax')
export class UsStateTaxController {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly calculations: CalculationCounter,
  ) {}

  @Get('states')
  @ApiOperation({ summary: 'The 50 states and DC with the tax years each has published figures for' })
  states(): { value: string; label: string; taxYears: number[] }[] {
    return usStates.map((state) => ({ value: state.code, label: state.name, taxYears: supportedStateTaxYears(state.code) }));
  }

  @Post('calculate')
  @HttpCode(200)
  @ApiOperation({ summary: 'State income tax owed on wages, after the state’s standard deduction, exemptions and exemption credits' })
  @ApiBody({ schema: openApiSchema(usStateTaxRequestSchema) })
  @ApiOkResponse({
    description: '{ success: true, data: CalculationResult & { tax, effectiveRate, breakdown, taxableIncome, deduction, incomeBase } }',
  })
  @ApiBadRequestResponse({ description: '{ success: false, error, details: [{ field, message }] }' })
  calculate(
    @Body(new ZodValidationPipe(usStateTaxRequestSchema)) request: UsStateTaxParsedRequest,
  ): ApiSuccess<UsStateIncomeTaxResult & { yearNotice?: YearNotice }> {
    return {
      success: true,
      data: this.calculations.counted(
        'us-state-tax',
        runCalculation(() =>
          calculateOnYear(
            request,
            () => currentUsTaxYear(this.clock.now(), supportedStateTaxYears(request.state)),
            calculateUsStateIncomeTax,
          ),
        ),
      ),
    };
  }
}
