import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ApiSuccess } from '@taxatlas/contracts/api';
import { calculatorCatalogue, type CalculatorEntry } from '@taxatlas/contracts/calculator-catalogue';
import { deIncomeTaxRequestSchema, type DeIncomeTaxParsedRequest } from '@taxatlas/contracts/de-income-tax';
import { ukStampDutyRequestSchema, type UkStampDutyParsedRequest } from '@taxatlas/contracts/uk-stamp-duty';
import { usFederalTaxRequestSchema, type UsFederalTaxParsedRequest } from '@taxatlas/contracts/us-federal-tax';
import { calculateGermanIncomeTax, type GermanIncomeTaxResult } from '@taxatlas/tax-engine/germany/income-tax';
import type { TaxYearChoice, YearNotice } from '@taxatlas/tax-engine/core/tax-year-in-force';
import { currentGermanTaxYear, germanTaxYears } from '@taxatlas/tax-engine/germany/tax-year';
import { calculateUkPropertyTransactionTax, type UkPropertyTransactionTaxResult } from '@taxatlas/tax-engine/uk/property-transaction-tax';
import { currentUkTaxYear, ukTaxYears } from '@taxatlas/tax-engine/uk/tax-year';
import { calculateUsFederalIncomeTax, type UsFederalIncomeTaxResult } from '@taxatlas/tax-engine/us/federal-income-tax';
import { currentUsTaxYear, usTaxYears } from '@taxatlas/tax-engine/us/tax-year';
import { openApiSchema } from '../../common/http/openapi-schema';
import { ZodValidationPipe } from '../../common/http/zod-validation.pipe';
import { runCalculation } from './engine-input-errors';
import { CLOCK, type Clock } from '../../common/time/clock';
import { calculateOnYear } from './year-in-force';
import { CalculationCounter } from './calculation-counter';

const badRequest = { description: '{ success: false, error, details: [{ field, message }] }' };

@ApiTags('calculators')
@Controller('calculators')
export class CalculatorsController {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly calculations: CalculationCounter,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every calculator with its page, endpoint and true status' })
  list(): readonly CalculatorEntry[] {
    return calculatorCatalogue;
  }

  @Get('tax-years')
  @ApiOperation({
    summary: 'The tax years each country’s calculators support, and the one a request without taxYear uses today (current)',
  })
  taxYears(): {
    uk: readonly string[];
    us: readonly number[];
    germany: readonly number[];
    current: { uk: TaxYearChoice<string>; us: TaxYearChoice<number>; germany: TaxYearChoice<number> };
  } {
    const now = this.clock.now();
    return {
      uk: ukTaxYears,
      us: usTaxYears,
      germany: germanTaxYears,
      current: { uk: currentUkTaxYear(now), us: currentUsTaxYear(now), germany: currentGermanTaxYear(now) },
    };
  }

  @Post('uk-stamp-duty')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stamp Duty Land Tax (England, Northern Ireland), LBTT (Scotland) or LTT (Wales) on a residential purchase' })
  @ApiBody({ schema: openApiSchema(ukStampDutyRequestSchema) })
  @ApiOkResponse({ description: '{ success: true, data: CalculationResult & { tax, ratesPeriod, ... } }' })
  @ApiBadRequestResponse(badRequest)
  ukStampDuty(
    @Body(new ZodValidationPipe(ukStampDutyRequestSchema)) request: UkStampDutyParsedRequest,
  ): ApiSuccess<UkPropertyTransactionTaxResult> {
    return {
      success: true,
      data: this.calculations.counted(
        'uk-stamp-duty',
        runCalculation(() => calculateUkPropertyTransactionTax(request)),
      ),
    };
  }

  @Post('us-federal-tax')
  @HttpCode(200)
  @ApiOperation({ summary: 'US federal income tax for one year (exact brackets or the IRS Tax Table method)' })
  @ApiBody({ schema: openApiSchema(usFederalTaxRequestSchema) })
  @ApiOkResponse({ description: '{ success: true, data: CalculationResult & { standardDeduction, deduction, taxableIncome, tax } }' })
  @ApiBadRequestResponse(badRequest)
  usFederalTax(
    @Body(new ZodValidationPipe(usFederalTaxRequestSchema)) request: UsFederalTaxParsedRequest,
  ): ApiSuccess<UsFederalIncomeTaxResult & { yearNotice?: YearNotice }> {
    return {
      success: true,
      data: this.calculations.counted(
        'us-federal-tax',
        runCalculation(() => calculateOnYear(request, () => currentUsTaxYear(this.clock.now()), calculateUsFederalIncomeTax)),
      ),
    };
  }

  @Post('de-income-tax')
  @HttpCode(200)
  @ApiOperation({ summary: 'German income tax (§32a EStG), solidarity surcharge and church tax on taxable income' })
  @ApiBody({ schema: openApiSchema(deIncomeTaxRequestSchema) })
  @ApiOkResponse({
    description: '{ success: true, data: CalculationResult & { incomeTax, solidaritySurcharge, churchTax, totalTax, netAmount } }',
  })
  @ApiBadRequestResponse(badRequest)
  germanIncomeTax(
    @Body(new ZodValidationPipe(deIncomeTaxRequestSchema)) request: DeIncomeTaxParsedRequest,
  ): ApiSuccess<GermanIncomeTaxResult & { yearNotice?: YearNotice }> {
    return {
      success: true,
      data: this.calculations.counted(
        'de-income-tax',
        runCalculation(() => calculateOnYear(request, () => currentGermanTaxYear(this.clock.now()), calculateGermanIncomeTax)),
      ),
    };
  }
}
