import type { Label } from '../../../src/core/labels';
import type { Parameter } from '../../../src/core/parameter';

/**
 * One year's employee contribution to a state's payroll-funded programme (disability, paid leave, long-term care,
 * unemployment). Rates are in percent of wages, as the agencies publish them.
 */
export interface StatePayrollRule {
  /**
   * Percent of wages: the programme's total premium where `employeeShare` is set (the agencies publish the total and
   * the employee's part of it), else the employee's own rate. 0: nothing is withheld from employees that year.
   */
  readonly rate: number;
  /** Percent of the total premium that may be withheld from the employee (Washington, Oregon, Colorado, Minnesota). */
  readonly employeeShare?: number;
  /**
   * Most wages in a calendar year the rate applies to: dollars; 'social-security' for the year's Social Security
   * contribution and benefit base (the paid-leave programmes that cap at it); null when all wages count.
   */
  readonly wageBase: number | 'social-security' | null;
  /** Most the employee pays in a year, in dollars (New York, whose caps are set as amounts). */
  readonly annualMaximum?: number;
}

/** The stable ids of the contributions, as the API returns them in `statePayrollTaxes`. */
export type StatePayrollContributionId =
  | 'ca-sdi'
  | 'ny-dbl'
  | 'ny-pfl'
  | 'nj-ui'
  | 'nj-tdi'
  | 'nj-fli'
  | 'wa-cares'
  | 'wa-pfml'
  | 'ma-pfml'
  | 'ri-tdi'
  | 'or-paid-leave'
  | 'co-famli'
  | 'ct-paid-leave'
  | 'mn-paid-leave'
  | 'pa-uc';

export interface StatePayrollContribution {
  readonly id: StatePayrollContributionId;
  /** English name of the line, and its label. */
  readonly name: string;
  readonly label: Label;
  readonly parameter: Parameter<StatePayrollRule>;
}
