import type { PreviousYearAnswer } from '@taxatlas/contracts/previous-year';
import type { CalculationResult } from '@taxatlas/tax-engine/core/result';
import type { CalculatorRoute } from './calculator-route';
import { isEngineInputError } from './engine-input-errors';

const ukYearPattern = /^(\d{4})-(\d{2})$/;
const calendarYearPattern = /^\d{4}$/;

/**
 * The tax year before `year`, written as the request wrote it: UK "2026-27" → "2025-26", a calendar year 2026 → 2025
 * (a number stays a number, a string a string); undefined for anything that is not a tax year.
 */
export function taxYearBefore(year: unknown): unknown {
  if (typeof year === 'number') return Number.isInteger(year) ? year - 1 : undefined;
  if (typeof year !== 'string') return undefined;
  const uk = ukYearPattern.exec(year);
  if (uk) {
    const start = Number(uk[1]) - 1;
    return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
  }
  return calendarYearPattern.test(year) ? String(Number(year) - 1) : undefined;
}

/** The same calendar date a year before ("2026-03-01" → "2025-03-01"); 29 February becomes the 28th. */
export function dateAYearBefore(isoDate: string): string {
  const year = String(Number(isoDate.slice(0, 4)) - 1).padStart(4, '0');
  const monthDay = isoDate.slice(4);
  return monthDay === '-02-29' ? `${year}-02-28` : `${year}${monthDay}`;
}

/** The default step back: the same request with the tax year before; undefined when the request has no tax year. */
export function requestOnTaxYearBefore(request: object): object | undefined {
  if (!('taxYear' in request)) return undefined;
  const previous = taxYearBefore(request.taxYear);
  return previous === undefined ? undefined : { ...request, taxYear: previous };
}

/**
 * The same inputs on the previous year (docs/api.md, "Change on the previous year"). The request's tax year, or the
 * year in force when it names none, steps back one year (or the route's own `previousRequest` steps back, e.g. a date
 * a year earlier); the route's schema then decides whether that year is supported, exactly as it would for a request
 * that named it, and an engine that refuses the earlier year (a state without figures for it) means there is none.
 */
export function previousYearAnswer(route: CalculatorRoute, request: object, now: Date): PreviousYearAnswer {
  const current =
    route.yearInForce && (request as { taxYear?: unknown }).taxYear === undefined
      ? { ...request, taxYear: route.yearInForce(request, now).taxYear }
      : request;
  const previous = (route.previousRequest ?? requestOnTaxYearBefore)(current);
  if (previous === undefined) return { result: null, missing: 'not-applicable' };
  const parsed = route.schema.safeParse(previous);
  if (!parsed.success) return { result: null, missing: 'no-earlier-year' };
  try {
    return { result: route.calculate(parsed.data as never) as CalculationResult };
  } catch (error) {
    if (isEngineInputError(error)) return { result: null, missing: 'no-earlier-year' };
    throw error;
  }
}
