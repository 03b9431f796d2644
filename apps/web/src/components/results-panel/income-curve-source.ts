import type { DeIncomeTaxParsedRequest } from '@taxatlas/contracts/de-income-tax';
import type { UkIncomeTaxParsedRequest } from '@taxatlas/contracts/uk-income-tax';
import type { UsFederalTaxParsedRequest } from '@taxatlas/contracts/us-federal-tax';
import type { UsTakeHomeParsedRequest } from '@taxatlas/contracts/us-take-home';
import type { CalculationResult } from '@taxatlas/tax-engine/core/result';
import type { CurveSampler } from './tax-curve';

/** Loads a calculator's engine and fixes every input but the income to those `result` was calculated with. */
export type LoadIncomeSampler = (request: unknown, result: CalculationResult) => Promise<CurveSampler>;

/**
 * The calculators whose Charts tab shows tax across incomes, by the engine's `calculationType`. Each curve module
 * is a chunk of its own with its own copy of the engine (vite.config.ts, `engineCopyForCurves`), fetched when the
 * Charts tab of that calculator opens: other calculators' visitors never download it.
 */
export const incomeCurveCalculators: Readonly<Partial<Record<string, LoadIncomeSampler>>> = {
  'uk-income-tax': (request, result) =>
    import('./income-curves/uk-income-tax-curve').then((curve) => curve.ukIncomeTaxSampler(request as UkIncomeTaxParsedRequest, result)),
  'us-federal-tax': (request, result) =>
    import('./income-curves/us-federal-tax-curve').then((curve) => curve.usFederalTaxSampler(request as UsFederalTaxParsedRequest, result)),
  'us-income-tax': (request, result) =>
    import('./income-curves/us-take-home-curve').then((curve) => curve.usTakeHomeSampler(request as UsTakeHomeParsedRequest, result)),
  'de-income-tax': (request, result) =>
    import('./income-curves/de-income-tax-curve').then((curve) => curve.deIncomeTaxSampler(request as DeIncomeTaxParsedRequest, result)),
};

/** A query in RTK Query's cache, as far as finding a request needs it. */
export interface CachedQuery {
  readonly originalArgs?: unknown;
  readonly data?: unknown;
}

/**
 * The request a result was calculated from: the arguments of the query in the API cache that holds this very result
 * object. The pages hand the results panel the query's `data` as it is, so the panel needs no extra prop (and the
 * pages' first load no extra code); undefined when no cached query holds it.
 */
export function requestOfResult(queries: Readonly<Record<string, CachedQuery | undefined>>, result: CalculationResult): unknown {
  for (const query of Object.values(queries)) if (query?.data === result) return query.originalArgs;
  return undefined;
}
