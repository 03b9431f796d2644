import { usFilingStatuses } from '@taxatlas/tax-engine/us/filing-status';
import { isUsStateCode } from '@taxatlas/tax-engine/us/states';
import { currentUsTaxYear } from '@taxatlas/tax-engine/us/tax-year';
import { formatIncomeInput, parseIncomeInput } from '../../lib/income-input';

/** docs/product.md, "Constants and limits": the state tax page calls the server 500 ms after the last change. */
export const STATE_TAX_DEBOUNCE_MS = 500;
export const DEFAULT_STATE = 'CA';

/** What the page holds: the income as typed and formatted ("60,000"), the rest as the API's values. */
export interface StateTaxInputs {
  readonly state: string;
  /** A year the visitor chose (it is in the link); undefined: the latest year the state has published, up to today. */
  readonly taxYear: number | undefined;
  readonly filingStatus: string;
  readonly income: string;
}

export const defaultStateTaxInputs: StateTaxInputs = {
  state: DEFAULT_STATE,
  taxYear: undefined,
  filingStatus: 'single',
  income: '',
};

/** Query-string keys: ?state=CA&year=2024&status=single&income=60000 */
export const stateTaxQueryKeys = { state: 'state', taxYear: 'year', filingStatus: 'status', income: 'income' } as const;

export function inputsFromQuery(search: URLSearchParams): StateTaxInputs {
  const state = search.get(stateTaxQueryKeys.state)?.trim().toUpperCase();
  const year = Number(search.get(stateTaxQueryKeys.taxYear));
  const status = search.get(stateTaxQueryKeys.filingStatus);
  const income = formatIncomeInput(search.get(stateTaxQueryKeys.income) ?? '');
  return {
    state: state && isUsStateCode(state) ? state : DEFAULT_STATE,
    taxYear: Number.isInteger(year) && year > 0 ? year : undefined,
    filingStatus: status && (usFilingStatuses as readonly string[]).includes(status) ? status : 'single',
    income: income ?? '',
  };
}

/** Every input in the query string; the income as plain digits so a shared link reproduces the result. */
export function queryFromInputs(inputs: StateTaxInputs): URLSearchParams {
  const query = new URLSearchParams({ [stateTaxQueryKeys.state]: inputs.state });
  if (inputs.taxYear !== undefined) query.set(stateTaxQueryKeys.taxYear, String(inputs.taxYear));
  query.set(stateTaxQueryKeys.filingStatus, inputs.filingStatus);
  const income = inputs.income.replace(/,/g, '');
  if (income !== '') query.set(stateTaxQueryKeys.income, income);
  return query;
}

/**
 * The year shown and sent: the one chosen, else the latest of the state's published years up to today (a year
 * ahead of today's only if the state has nothing earlier). Undefined while the state's years are unknown (the
 * list is loading or failed): the request then leaves the year to the server, which applies the same rule.
 */
export function stateTaxYearShown(inputs: StateTaxInputs, stateYears: readonly number[], now: Date = new Date()): number | undefined {
  if (inputs.taxYear !== undefined) return inputs.taxYear;
  return stateYears.length > 0 ? currentUsTaxYear(now, stateYears).taxYear : undefined;
}

/** The request the page sends, or undefined when there is nothing to calculate (no state, or zero income). */
export function stateTaxRequest(
  inputs: StateTaxInputs,
  taxYear: number | undefined = inputs.taxYear,
): { state: string; taxYear?: string; income: number; filingStatus: string } | undefined {
  const income = parseIncomeInput(inputs.income);
  if (!inputs.state || income === 0) return undefined;
  return { state: inputs.state, ...(taxYear === undefined ? {} : { taxYear: String(taxYear) }), income, filingStatus: inputs.filingStatus };
}

/** The year to keep when the state changes: the chosen one if the new state has it, else its latest (undefined). */
export function yearForState(years: readonly number[], current: number | undefined): number | undefined {
  return current !== undefined && years.includes(current) ? current : undefined;
}
