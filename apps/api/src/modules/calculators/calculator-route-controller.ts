import { Body, Controller, HttpCode, Inject, Post, type Type } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ApiSuccess } from '@taxatlas/contracts/api';
import { PREVIOUS_YEAR_PATH_SUFFIX, type PreviousYearAnswer } from '@taxatlas/contracts/previous-year';
import { openApiSchema } from '../../common/http/openapi-schema';
import { ZodValidationPipe } from '../../common/http/zod-validation.pipe';
import { CLOCK, type Clock } from '../../common/time/clock';
import { CalculationCounter } from './calculation-counter';
import type { CalculatorRoute } from './calculator-route';
import { runCalculation } from './engine-input-errors';
import { previousYearAnswer } from './previous-year';
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

    // A path of its own rather than a flag on `calculate`: the plain request (benchmarked, docs/performance.md) resolves
    // no extra parameter. Not counted: it is the same visitor's calculation seen a year earlier.
    previousYear(request: object): ApiSuccess<PreviousYearAnswer> {
      return { success: true, data: runCalculation(() => previousYearAnswer(route, request, this.clock.now())) };
    }
  }
  Object.defineProperty(CalculatorRouteController, 'name', { value: controllerName(contract.id) });

  Inject(CLOCK)(CalculatorRouteController, undefined, 0);
  Reflect.defineMetadata('design:paramtypes', [Object, CalculationCounter], CalculatorRouteController);
  Controller()(CalculatorRouteController);
  ApiTags('calculators')(CalculatorRouteController);

  const prototype = CalculatorRouteController.prototype;
  const body = openApiSchema(route.schema);
  const operations = {
    calculate: [
      Post(path),
      ApiOperation({ summary: route.summary }),
      ApiOkResponse({ description: `{ success: true, data: ${route.resultDescription} }` }),
    ],
    previousYear: [
      Post(`${path}${PREVIOUS_YEAR_PATH_SUFFIX}`),
      ApiOperation({
        summary: `The same inputs on the previous tax year: ${route.summary}`,
        description:
          'The request is that of the calculation. Answers the result of the year before the one calculated (the year in force when the request names none), or null with `missing` when there is none.',
      }),
      ApiOkResponse({
        description: `{ success: true, data: { result: ${route.resultDescription} } | { result: null, missing: 'no-earlier-year' | 'not-applicable' } }`,
      }),
    ],
  } as const;
  for (const [method, decorators] of Object.entries(operations)) {
    const descriptor = Object.getOwnPropertyDescriptor(prototype, method)!;
    Body(new ZodValidationPipe(route.schema))(prototype, method, 0);
    for (const decorate of [...decorators, HttpCode(200), ApiBody({ schema: body }), ApiBadRequestResponse(badRequest)]) {
      decorate(prototype, method, descriptor);
    }
  }
  return CalculatorRouteController;
}
