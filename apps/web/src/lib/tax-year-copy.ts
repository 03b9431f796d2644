import { germanTaxYears } from '@taxatlas/tax-engine/germany/tax-year';
import { ukTaxYears } from '@taxatlas/tax-engine/uk/tax-year';
import { stateTaxYearsAvailable, usTaxYears } from '@taxatlas/tax-engine/us/tax-year';
import { formatThreshold } from './format';

/**
 * What page copy may say about years and figures: the years come from the engine's lists and the figures from the
 * parameters of the year on screen (libs/tax-engine's headline-figures modules), never typed into a message, so a
 * year added to the engine shows up in the copy by itself (calculator-copy.test.tsx checks every page and year).
 */

/** "2026-27" as the UK writes it: "2026/27". */
export const ukYearLabel = (taxYear: string): string => taxYear.replace('-', '/');

export interface YearSpan {
  readonly firstYear: string;
  readonly lastYear: string;
}

function spanOf(years: readonly (string | number)[], label: (year: string) => string = String): YearSpan {
  const sorted = years.map(String).sort();
  return { firstYear: label(sorted[0]!), lastYear: label(sorted.at(-1)!) };
}

/** The first and last year each calculator family has figures for. */
export const supportedYearSpans = {
  uk: spanOf(ukTaxYears, ukYearLabel),
  us: spanOf(usTaxYears),
  usStates: spanOf(stateTaxYearsAvailable),
  germany: spanOf(germanTaxYears),
} as const;

/** The year a page's form holds if the engine has it, else the year the page opened on (a hand-edited URL). */
export function yearOnScreen<Year extends string | number>(supported: readonly Year[], selected: string, fallback: Year): Year {
  return supported.find((year) => String(year) === selected) ?? fallback;
}

/** A parameter's amount as copy quotes it: en-GB whatever the language, like every figure on the site. */
export const copyAmount = formatThreshold;
