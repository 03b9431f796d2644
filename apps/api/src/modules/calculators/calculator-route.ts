import type { CalculatorDeclaration } from '@taxatlas/contracts/calculator-catalogue';
import type { TaxYearChoice } from '@taxatlas/tax-engine/core/tax-year-in-force';
import type { z } from 'zod';

/**
 * One calculator's POST endpoint (docs/architecture.md, "How to add a calculator"): everything the generic
 * registration (calculator-route-controller.ts) needs to validate, calculate, count and document it. The path is
 * the contract's `endpoint`, so the catalogue and the route cannot disagree.
 */
export interface CalculatorRoute<Schema extends z.ZodType = z.ZodType, Result extends object = object> {
  /** The calculator's declaration in libs/contracts (its id, endpoint and status). */
  readonly contract: CalculatorDeclaration;
  /** The request schema of libs/contracts: validates the body (400 naming the field) and documents it. */
  readonly schema: Schema;
  /**
   * The tax year in force at `now` for this request, used when the request names none (the result then carries
   * the year notice, docs/api.md, "Tax years"); absent for a calculator without tax years.
   */
  readonly yearInForce?: (request: z.output<Schema>, now: Date) => TaxYearChoice<unknown>;
  /** The engine function; it gets the year in force when the request names none. */
  readonly calculate: (request: WithTaxYear<z.output<Schema>>) => Result;
  /**
   * The same request a year earlier, for `POST <endpoint>/previous-year` (previous-year.ts); undefined when there is
   * no earlier one. Without it, a request with a `taxYear` steps back one tax year and one without has no comparison:
   * only a calculator without tax years that steps back otherwise (a date a year earlier) declares it.
   */
  readonly previousRequest?: (request: WithTaxYear<z.output<Schema>>) => z.input<Schema> | undefined;
  /** The OpenAPI operation's summary. */
  readonly summary: string;
  /** The OpenAPI description of the 200 answer's data. */
  readonly resultDescription: string;
}

/** A request whose optional taxYear has been filled in (by `yearInForce`). */
export type WithTaxYear<Request> = Request extends { readonly taxYear?: infer Year }
  ? Request & { readonly taxYear: NonNullable<Year> }
  : Request;

/** The module a route declaration file is: it exports its route as `route`. */
export interface CalculatorRouteModule {
  readonly route: CalculatorRoute;
}

/** Typed in, plain out: keeps each declaration checked against its own schema and result. */
export function defineCalculatorRoute<Schema extends z.ZodType, Result extends object>(
  route: CalculatorRoute<Schema, Result>,
): CalculatorRoute {
  return route as unknown as CalculatorRoute;
}
