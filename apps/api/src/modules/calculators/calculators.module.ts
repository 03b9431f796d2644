import { type DynamicModule, Module } from '@nestjs/common';
import { catalogueFrom } from '@taxatlas/contracts/calculator-catalogue';
import { CalculationCounter } from './calculation-counter';
import { CALCULATOR_CATALOGUE } from './calculator-catalogue.token';
import { discoverCalculatorDeclarations, routeMismatches, type CalculatorDeclarations } from './calculator-declarations';
import { controllerForRoute } from './calculator-route-controller';
import { CalculatorsController } from './calculators.controller';
import { UsIncomeTaxController } from './us-income-tax.controller';
import { UsStateTaxController } from './us-state-tax.controller';

/**
 * The catalogue, the tax years and one POST route per calculator, all from the declarations given (those found on
 * disk by default, docs/architecture.md "How to add a calculator").
 */
@Module({})
export class CalculatorsModule {
  static forDeclarations(declarations: CalculatorDeclarations = discoverCalculatorDeclarations()): DynamicModule {
    const problems = routeMismatches(declarations);
    if (problems.length > 0) throw new Error(`Calculator declarations disagree:\n  - ${problems.join('\n  - ')}`);
    return {
      module: CalculatorsModule,
      // Global: the module exists once per app, built from its declarations, and other modules read its exports.
      global: true,
      controllers: [CalculatorsController, UsIncomeTaxController, UsStateTaxController, ...declarations.routes.map(controllerForRoute)],
      providers: [CalculationCounter, { provide: CALCULATOR_CATALOGUE, useValue: catalogueFrom(declarations.contracts) }],
      // The admin's figures flush the counter before reading calculation_counts; the sitemap lists the catalogue's pages.
      exports: [CalculationCounter, CALCULATOR_CATALOGUE],
    };
  }
}
