import { usFilingStatuses } from '@taxatlas/tax-engine/us/filing-status';
import { isUsStateCode } from '@taxatlas/tax-engine/us/states';
import { formatIncomeInput, parseIncomeInput } from '../../lib/income-input';

/** product-spec.md section 9: the state tax page calls the server 500 ms after the last change. */
export const STATE_TAX_DEBOUNCE_MS = 500;
export const DEFAULT_STATE = 'CA';
export const DEFAULT_STATE_TAX_YEAR = 2024;
/** Until the server's list arrives (or if it fails), every state offers the default year. */
export const FALLBACK_STATE_TAX_YEARS: readonly number[] = [DEFAULT_STATE_TAX_YEAR];

/** What the page holds: the income as typed and formatted ("60,000"), the rest as the API's values. */
export interface StateTaxInputs {
  readonly state: string;
  readonly taxYear: number;
  readonly filingStatus: string;
  readonly income: string;
}

export const defaultStateTaxInputs: StateTaxInputs = {
  state: DEFAULT_STATE,
  taxYear: DEFAULT_STATE_TAX_YEAR,
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
    taxYear: Number.isInteger(year) && year > 0 ? year : DEFAULT_STATE_TAX_YEAR,
    filingStatus: status && (usFilingStatuses as readonly string[]).includes(status) ? status : 'single',
    income: income ?? '',
  };
}

/** Every input in the query string; the income as plain digits so a shared link reproduces the result. */
export function queryFromInputs(inputs: StateTaxInputs): URLSearchParams {
  const query = new URLSearchParams({
    [stateTaxQueryKeys.state]: inputs.state,
    [stateTaxQueryKeys.taxYear]: String(inputs.taxYear),
    [stateTaxQueryKeys.filingStatus]: inputs.filingStatus,
  });
  const income = inputs.income.replace(/,/g, '');
  if (income !== '') query.set(stateTaxQueryKeys.income, income);
  return query;
}

/** The request the page sends, or undefined when there is nothing to calculate (no state, or zero income). */
export function stateTaxRequest(
  inputs: StateTaxInputs,
): { state: string; taxYear: string; income: number; filingStatus: string } | undefined {
  const income = parseIncomeInput(inputs.income);
  if (!inputs.state || income === 0) return undefined;
  return { state: inputs.state, taxYear: String(inputs.taxYear), income, filingStatus: inputs.filingStatus };
}

/** The year to keep when the state changes: the current one if the state has it, else 2024, else its first. */
export function yearForState(years: readonly number[], current: number): number {
  if (years.includes(current)) return current;
  if (years.includes(DEFAULT_STATE_TAX_YEAR)) return DEFAULT_STATE_TAX_YEAR;
  return years[0] ?? DEFAULT_STATE_TAX_YEAR;
}
