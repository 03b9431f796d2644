import { Module } from '@nestjs/common';
import { CalculationCounter } from './calculation-counter';
import { CalculatorsController } from './calculators.controller';
import { UkIncomeTaxController } from './uk-income-tax.controller';
import { UsCapitalGainsController } from './us-capital-gains.controller';
import { UsIncomeTaxController } from './us-income-tax.controller';
import { UsStateTaxController } from './us-state-tax.controller';

@Module({
  controllers: [UkIncomeTaxController, CalculatorsController, UsIncomeTaxController, UsStateTaxController, UsCapitalGainsController],
  providers: [CalculationCounter],
  // The admin's figures flush the counter before reading calculation_counts.
  exports: [CalculationCounter],
})
export class CalculatorsModule {}
