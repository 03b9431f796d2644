import { valueAt } from '../core/parameter';
import { childTaxCredit } from '../../params/us/irs/credits/child-tax-credit';
import { earnedIncomeCredit } from '../../params/us/irs/credits/earned-income-credit';
import { usTaxYearStart } from './tax-year';

// The credits' figures that page copy quotes, apart from headline-figures.ts so that only the pages with the credit
// inputs (federal income tax, take-home) load the credits' parameters.
export interface UsCreditHeadlines {
  readonly childTaxCredit: number;
  readonly refundablePerChild: number;
  readonly otherDependentCredit: number;
  readonly phaseOutThreshold: { readonly single: number; readonly joint: number };
  /** The credits fall by `phaseOutPerStep` for each `phaseOutStep` of income over the threshold. */
  readonly phaseOutStep: number;
  readonly phaseOutPerStep: number;
  /** The refundable part is `refundableRate` percent of earnings over `earnedIncomeThreshold`. */
  readonly refundableRate: number;
  readonly earnedIncomeThreshold: number;
  /** The largest Earned Income Credit (three or more children) and the investment income limit. */
  readonly eicMaximum: number;
  readonly eicInvestmentIncomeLimit: number;
}

export function usCreditHeadlines(taxYear: number): UsCreditHeadlines {
  const date = usTaxYearStart(taxYear);
  const ctc = valueAt(childTaxCredit, date);
  const eic = valueAt(earnedIncomeCredit, date);
  return {
    childTaxCredit: ctc.perChild,
    refundablePerChild: ctc.refundablePerChild,
    otherDependentCredit: ctc.perOtherDependent,
    phaseOutThreshold: { single: ctc.phaseOutThreshold, joint: ctc.phaseOutThresholdJoint },
    phaseOutStep: ctc.phaseOutStep,
    phaseOutPerStep: ctc.phaseOutPerStep,
    refundableRate: Math.round(ctc.refundableRate * 10_000) / 100,
    earnedIncomeThreshold: ctc.earnedIncomeThreshold,
    eicMaximum: eic.columns[3].maximumCredit,
    eicInvestmentIncomeLimit: eic.investmentIncomeLimit,
  };
}
