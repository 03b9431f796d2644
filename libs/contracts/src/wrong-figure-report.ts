import { publishedCatalogue, type CalculatorEntry } from './calculator-catalogue';

/**
 * What a "report a wrong figure" message carries as trackingData: enough for an admin to see what the visitor saw
 * and to run the same calculation again in one click. The inputs already live in the calculator's query string, so
 * `url` (path + query) is what reproduces it; `inputs` repeats them readably for the inbox.
 */
export interface WrongFigureTrackingData {
  readonly kind: 'wrong-figure';
  /** The calculator's id in the catalogue (e.g. 'uk-income-tax'). */
  readonly calculator: string;
  readonly calculatorName: string;
  /** The calculator page with its inputs: a site-relative path and query string. */
  readonly url: string;
  readonly taxYear: string;
  readonly inputs: Readonly<Record<string, string>>;
  readonly result: {
    readonly calculationType: string;
    readonly currency: string;
    readonly inputAmount: number;
    readonly totalTax: number;
    readonly netAmount?: number;
    readonly effectiveRate: number;
  };
}

export interface WrongFigureResult {
  readonly calculationType: string;
  readonly taxYear: string;
  readonly currency: string;
  readonly inputAmount: number;
  readonly totalTax: number;
  readonly netAmount?: number;
  readonly effectiveRate: number;
}

/** The available calculator of the catalogue whose page is `pathname`, if any. */
export function calculatorForPath(
  pathname: string,
  catalogue: readonly CalculatorEntry[] = publishedCatalogue(),
): CalculatorEntry | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return catalogue.find((entry) => entry.status === 'available' && entry.url === path);
}

/**
 * The tracking data for a report from the calculator page at `pathname` + `search` showing `result`, or undefined
 * when the page is not a known calculator (then the report is an ordinary message).
 */
export function buildWrongFigureTrackingData(
  pathname: string,
  search: string,
  result: WrongFigureResult,
  catalogue: readonly CalculatorEntry[] = publishedCatalogue(),
): WrongFigureTrackingData | undefined {
  const entry = calculatorForPath(pathname, catalogue);
  if (!entry) return undefined;
  const params = new URLSearchParams(search);
  const inputs: Record<string, string> = {};
  params.forEach((value, key) => {
    inputs[key] = value;
  });
  const query = params.toString();
  return {
    kind: 'wrong-figure',
    calculator: entry.id,
    calculatorName: entry.name,
    url: query ? `${entry.url}?${query}` : entry.url,
    taxYear: result.taxYear,
    inputs,
    result: {
      calculationType: result.calculationType,
      currency: result.currency,
      inputAmount: result.inputAmount,
      totalTax: result.totalTax,
      ...(result.netAmount === undefined ? {} : { netAmount: result.netAmount }),
      effectiveRate: result.effectiveRate,
    },
  };
}

/**
 * The site-relative address that reproduces a reported calculation, or null. Tracking data comes from a visitor, so
 * only the path of an available calculator is trusted (never another site, a `javascript:` URL or `//host`), and the
 * query string is rebuilt from its parsed parameters.
 */
export function reproducibleCalculationUrl(
  trackingData: unknown,
  catalogue: readonly CalculatorEntry[] = publishedCatalogue(),
): string | null {
  if (typeof trackingData !== 'object' || trackingData === null) return null;
  const url = (trackingData as { url?: unknown }).url;
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://taxatlas.invalid');
  } catch {
    return null;
  }
  if (parsed.origin !== 'https://taxatlas.invalid') return null;
  const entry = calculatorForPath(parsed.pathname, catalogue);
  if (!entry) return null;
  const query = parsed.searchParams.toString();
  return query ? `${entry.url}?${query}` : entry.url;
}
