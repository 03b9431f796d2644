import { valueAt } from '../core/parameter';
import { estateTaxBasicExclusionAmount } from '../../params/us/irs/estate-tax/basic-exclusion-amount';
import { estateTaxRateSchedule } from '../../params/us/irs/estate-tax/rate-schedule';
import { fromMinor, toMinor } from '../core/money';
import { stateDeathTaxOf, tentativeEstateTax, usStateEstateTaxStates, usStateInheritanceTaxStates } from './estate-tax';
import type { UsStateCode } from './states';
import { usTaxYearStart } from './tax-year';

/** The figures the estate tax page's explanation quotes, for one year of death. */
export interface UsEstateTaxHeadlines {
  readonly basicExclusionAmount: number;
  /** The tentative tax on the basic exclusion amount: the most the unified credit removes without DSUE. */
  readonly basicCredit: number;
  readonly lowestRate: number;
  readonly topRate: number;
  /** The amount above which the top rate applies. */
  readonly topRateFrom: number;
  /** Jurisdictions with an estate tax of their own, and with an inheritance tax, on deaths in the year (USPS codes). */
  readonly estateTaxStates: readonly UsStateCode[];
  readonly inheritanceTaxStates: readonly UsStateCode[];
}

export function usEstateTaxHeadlines(taxYear: number): UsEstateTaxHeadlines {
  const date = usTaxYearStart(taxYear);
  const schedule = valueAt(estateTaxRateSchedule, date);
  const basicExclusionAmount = valueAt(estateTaxBasicExclusionAmount, date);
  return {
    basicExclusionAmount,
    basicCredit: fromMinor(tentativeEstateTax(toMinor(basicExclusionAmount), date)),
    lowestRate: schedule[0]!.rate,
    topRate: schedule.at(-1)!.rate,
    topRateFrom: schedule.at(-1)!.threshold,
    estateTaxStates: usStateEstateTaxStates.filter((state) => stateDeathTaxOf(state, taxYear).estateTax),
    inheritanceTaxStates: usStateInheritanceTaxStates.filter((state) => stateDeathTaxOf(state, taxYear).inheritanceTax),
  };
}
