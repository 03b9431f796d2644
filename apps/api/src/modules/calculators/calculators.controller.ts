import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CalculatorEntry } from '@taxatlas/contracts/calculator-catalogue';
import type { TaxYearChoice } from '@taxatlas/tax-engine/core/tax-year-in-force';
import { currentGermanTaxYear, germanTaxYears } from '@taxatlas/tax-engine/germany/tax-year';
import { currentUkTaxYear, ukTaxYears } from '@taxatlas/tax-engine/uk/tax-year';
import { currentUsTaxYear, usTaxYears } from '@taxatlas/tax-engine/us/tax-year';
import { CLOCK, type Clock } from '../../common/time/clock';
import { CALCULATOR_CATALOGUE } from './calculator-catalogue.token';

/** The catalogue and the tax years; each calculator's POST is a route of its own (calculator-route-controller.ts). */
@ApiTags('calculators')
@Controller('calculators')
export class CalculatorsController {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CALCULATOR_CATALOGUE) private readonly catalogue: readonly CalculatorEntry[],
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every calculator with its page, endpoint and true status' })
  list(): readonly CalculatorEntry[] {
    return this.catalogue;
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
}
