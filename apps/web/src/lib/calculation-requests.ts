/**
 * The request a result answers, for a page that calculates outside RTK Query's cache of queries (a mutation keeps no
 * arguments): the results panel reads it to ask for the same inputs on the previous year. Weak, so a result that is
 * no longer shown takes its request with it.
 */
const requests = new WeakMap<object, unknown>();

export function rememberCalculationRequest(result: object, request: unknown): void {
  requests.set(result, request);
}

export function rememberedCalculationRequest(result: object): unknown {
  return requests.get(result);
}
