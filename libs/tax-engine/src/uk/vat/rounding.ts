import { applyRate } from '../../core/money';

/*
 * VAT Notice 700, section 16: VAT worked out per line (or per unit) is rounded to the nearest penny — under half a
 * penny down, half a penny or more up (HMRC VATREC12030). Rounding the VAT of a whole invoice down to the penny is a
 * concession the trader may use (VATREC12010), not a rule, so the calculator rounds every line to the nearest penny
 * and adds the lines up.
 */

/** VAT on a net amount in pence: net × rate, to the nearest penny (half a penny up). */
export function roundVatToNearestPenny(netMinor: number, ratePercent: number): number {
  return applyRate(netMinor, ratePercent, 'half-up');
}
