import { Body, Controller, HttpCode, Inject, Post, type Type } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ApiSuccess } from '@taxatlas/contracts/api';
import { openApiSchema } from '../../common/http/openapi-schema';
import { ZodValidationPipe } from '../../common/http/zod-validation.pipe';
import { CLOCK, type Clock } from '../../common/time/clock';
import { CalculationCounter } from './calculation-counter';
import type { CalculatorRoute } from './calculator-route';
import { runCalculation } from './engine-input-errors';
import { calculateOnYear } from './year-in-force';

const badRequest = { description: '{ success: false, error, details: [{ field, message }] }' };

/** 'us-state-tax' → 'UsStateTaxCalculateController': the name Nest logs and OpenAPI's operationId carry. */
const controllerName = (id: string) =>
  `${id
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}CalculateController`;

/**
 * A Nest controller for one calculator route, built with the same decorators a hand-written one would carry: the
 * body is validated by the contract's schema (400 naming the field), the result answered as `{ success: true, data }`
 * and counted, the year in force applied when the request names none, and the operation documented under the
 * `calculators` tag. The route's path is its endpoint without the global /api prefix.
 */
export function controllerForRoute(route: CalculatorRoute): Type {
  const { contract } = route;
  const path = contract.endpoint.replace(/^\/api\//, '');
  const { yearInForce } = route;

  class CalculatorRouteController {
    constructor(
      private readonly clock: Clock,
      private readonly calculations: CalculationCounter,
    ) {}

    calculate(request: unknown): ApiSuccess<object> {
      const calculate = yearInForce
        ? () => calculateOnYear(request as { taxYear?: unknown }, () => yearInForce(request, this.clock.now()), route.calculate)
        : () => route.calculate(request);
      return { success: true, data: this.calculations.counted(contract.id, runCalculation(calculate)) };
    }
  }
  Object.defineProperty(CalculatorRouteController, 'name', { value: controllerName(contract.id) });

  Inject(CLOCK)(CalculatorRouteController, undefined, 0);
  Reflect.defineMetadata('design:paramtypes', [Object, CalculationCounter], CalculatorRouteController);
  Controller()(CalculatorRouteController);
  ApiTags('calculators')(CalculatorRouteController);

  const prototype = CalculatorRouteController.prototype;
  const descriptor = Object.getOwnPropertyDescriptor(prototype, 'calculate')!;
  Body(new ZodValidationPipe(route.schema))(prototype, 'calculate', 0);
  for (const decorate of [
    Post(path),
    HttpCode(200),
    ApiOperation({ summary: route.summary }),
    ApiBody({ schema: openApiSchema(route.schema) }),
    ApiOkResponse({ description: `{ success: true, data: ${route.resultDescription} }` }),
    ApiBadRequestResponse(badRequest),
  ]) {
    decorate(prototype, 'calculate', descriptor);
  }
  return CalculatorRouteController;
}
