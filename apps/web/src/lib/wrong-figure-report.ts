import type { WrongFigureTrackingData } from '@taxatlas/contracts/wrong-figure-report';
import { paths } from '../config/paths';

/**
 * A "report a wrong figure" travels from a calculator's results panel to /contact in the router's state, and is kept
 * in sessionStorage too, so that reloading the form (or coming back to it in the same tab) keeps the calculation
 * attached. The results panel writes it; the contact page reads it and forgets it once the report is sent.
 */

/** The query parameter of /contact that preselects the form type (`/contact?type=wrong-figure`). */
export const CONTACT_TYPE_PARAM = 'type';

/** Where the results panel's "Report a wrong figure" link goes. */
export const wrongFigureReportHref = `${paths.contact}?${CONTACT_TYPE_PARAM}=wrong-figure`;

export const WRONG_FIGURE_REPORT_STORAGE_KEY = 'taxatlas.wrongFigureReport';

/** The router state the link carries. */
export interface WrongFigureReportState {
  readonly wrongFigureReport: WrongFigureTrackingData;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The tracking data in `value` when it has the shape the results panel builds, else undefined. Storage and history
 * state outlive a deploy and can be edited, so what the page shows and sends is checked, not assumed.
 */
export function asWrongFigureReport(value: unknown): WrongFigureTrackingData | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const data = value as Partial<Record<keyof WrongFigureTrackingData, unknown>>;
  const result = data.result as Partial<Record<keyof WrongFigureTrackingData['result'], unknown>> | null | undefined;
  const inputs = data.inputs;
  const valid =
    data.kind === 'wrong-figure' &&
    isText(data.calculator) &&
    isText(data.calculatorName) &&
    isText(data.url) &&
    isText(data.taxYear) &&
    typeof inputs === 'object' &&
    inputs !== null &&
    Object.values(inputs).every(isText) &&
    typeof result === 'object' &&
    result !== null &&
    isText(result.calculationType) &&
    isText(result.currency) &&
    isNumber(result.inputAmount) &&
    isNumber(result.totalTax) &&
    isNumber(result.effectiveRate) &&
    (result.netAmount === undefined || isNumber(result.netAmount));
  return valid ? (value as WrongFigureTrackingData) : undefined;
}

/** The report in a location's state (set by the results panel's link), if any. */
export function wrongFigureReportInState(state: unknown): WrongFigureTrackingData | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  return asWrongFigureReport((state as Partial<WrongFigureReportState>).wrongFigureReport);
}

// Storage can be missing or refuse (private mode, quota, no window while pre-rendering): the report then lives in the
// router state only.
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps the report for this tab; undefined forgets any earlier one, so a stale calculation is never attached. */
export function keepWrongFigureReport(report: WrongFigureTrackingData | undefined): void {
  try {
    if (report) storage()?.setItem(WRONG_FIGURE_REPORT_STORAGE_KEY, JSON.stringify(report));
    else storage()?.removeItem(WRONG_FIGURE_REPORT_STORAGE_KEY);
  } catch {
    // Full or refused storage: the router state still carries the report.
  }
}

export function storedWrongFigureReport(): WrongFigureTrackingData | undefined {
  try {
    const raw = storage()?.getItem(WRONG_FIGURE_REPORT_STORAGE_KEY);
    return raw ? asWrongFigureReport(JSON.parse(raw)) : undefined;
  } catch {
    return undefined;
  }
}

export function forgetWrongFigureReport(): void {
  keepWrongFigureReport(undefined);
}
