/**
 * The German income tax page has three modes, chosen in the address (`?mode=`): the wage tax, gross to net (the
 * default), the assessment of a taxable income (zvE), and a married couple's tax classes compared (`couple`). A link from before the wage tax existed (`?income=` alone) still opens
 * the assessment.
 */
export const incomeTaxModes = ['wage', 'zve', 'couple'] as const;
export type IncomeTaxMode = (typeof incomeTaxModes)[number];

export const MODE_QUERY_KEY = 'mode';

export function incomeTaxModeOf(search: URLSearchParams): IncomeTaxMode {
  const mode = search.get(MODE_QUERY_KEY);
  if (mode === 'wage' || mode === 'zve' || mode === 'couple') return mode;
  return search.has('income') && !search.has('gross') ? 'zve' : 'wage';
}

/** The query a mode's form writes: its inputs, and the mode unless it is the default. */
export function withMode(query: URLSearchParams, mode: IncomeTaxMode): URLSearchParams {
  const result = new URLSearchParams(query);
  if (mode === 'wage') result.delete(MODE_QUERY_KEY);
  else result.set(MODE_QUERY_KEY, mode);
  return result;
}
