import type { IsoDate } from '@taxatlas/tax-engine/core/parameter';
import { usSalesTaxRatesOn } from '@taxatlas/tax-engine/us/sales-tax';
import { usStateName } from '@taxatlas/tax-engine/us/states';

/** A rate as the states write it: up to three decimals (6.875%), no trailing zeros. */
export const rateText = (percent: number): string => `${Number(percent.toFixed(3))}%`;

/** The lowest and highest statewide rates on a date (states without a sales tax aside) and the states with none. */
export function statewideRateRange(date: IsoDate) {
  const rates = usSalesTaxRatesOn(date);
  const charged = rates.filter((rate) => rate.stateRate > 0);
  const min = Math.min(...charged.map((rate) => rate.stateRate));
  const max = Math.max(...charged.map((rate) => rate.stateRate));
  const names = (list: typeof rates) => list.map((rate) => usStateName(rate.state));
  return {
    minRate: min,
    minStates: names(charged.filter((rate) => rate.stateRate === min)),
    maxRate: max,
    maxStates: names(charged.filter((rate) => rate.stateRate === max)),
    noTaxStates: names(rates.filter((rate) => rate.stateRate === 0)),
  };
}
