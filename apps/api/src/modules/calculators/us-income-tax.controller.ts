import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ApiSuccess } from '@taxatlas/contracts/api';
import { usTakeHomeRequestSchema, type UsTakeHomeParsedRequest } from '@taxatlas/contracts/us-take-home';
import { usFilingStatuses, usFilingStatusLabels, type UsFilingStatus } from '@taxatlas/tax-engine/us/filing-status';
import { calculateUsTakeHome, type UsTakeHomeResult } from '@taxatlas/tax-engine/us/take-home';
import { usTaxYears } from '@taxatlas/tax-engine/us/tax-year';
import { openApiSchema } from '../../common/http/openapi-schema';
import { ZodValidationPipe } from '../../common/http/zod-validation.pipe';
import { runCalculation } from './engine-input-errors';

@ApiTags('calculators')
@Controller('us-income-tax')
export class UsIncomeTaxController {
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
  calculate(@Body(new ZodValidationPipe(usTakeHomeRequestSchema)) request: UsTakeHomeParsedRequest): ApiSuccess<UsTakeHomeResult> {
    return { success: true, data: runCalculation(() => calculateUsTakeHome(request)) };
  }
}
